import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors, msg } from '../../http/envelope.ts'
import { api, type Ctx } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { idList, opt } from '../../http/params.ts'
import { MAX_LINE_NUM } from '../cart/skus.ts'
import type { Deps } from '../../deps.ts'
import { skuGateKey, startStockGate, stockGate, type GateWant } from '../catalog/stock-gate.ts'
import { loadCheckout, type Choices, type GoodsParams } from './checkout.ts'
import type { PromotionGoods } from '../promotion/order-types.ts'
import { createOrders, existingPayment } from './create.ts'
import { paymentData } from './wire.ts'
import './transitions.ts'

nameField('cart_ids', '购物车商品', 'cart items')
nameField('delivery', '配送方式', 'delivery')
nameField('coupon', '优惠券', 'coupon')
nameField('platform_coupon_id', '平台优惠券', 'platform coupon')
nameField('is_balance', '使用余额', 'use balance')
nameField('buyer_message', '买家留言', 'buyer message')
nameField('member_address', '收货信息', 'delivery contact')
nameField('idempotency_key', '请求标识', 'idempotency key')

/** a JSON string (or an object already) checked by `schema`; '' = absent */
function json<T extends z.ZodType>(schema: T) {
  return z.preprocess((val) => {
    if (val === '' || val === null || val === undefined) return undefined
    if (typeof val !== 'string') return val
    try {
      return JSON.parse(val)
    } catch {
      return val
    }
  }, schema.optional())
}
const siteKey = z.string().regex(/^\d{1,9}$/)
const bounded = <T extends z.ZodType>(value: T) => z.record(siteKey, value).refine((r) => Object.keys(r).length <= 50)

const goodsParams = {
  cart_ids: opt(idList(100)),
  sku_id: opt(v.id()),
  num: opt(v.int(1, MAX_LINE_NUM)),
}
/** the confirm page's choices, the same for every order type */
const choiceOnly = {
  delivery: json(
    bounded(
      z.object({
        delivery_type: z.enum(['express', 'store', 'local']).optional(),
        delivery_type_name: z.string().max(20).optional(),
        store_id: opt(v.id()),
        store_name: z.string().max(100).optional(),
        buyer_ask_delivery_time: z.union([z.string().trim().max(40), z.number().int().min(0).max(4_102_444_800)]).transform(String).optional(),
      }),
    ),
  ),
  coupon: json(bounded(z.object({ coupon_id: opt(v.id()), coupon_money: z.unknown().optional() }))),
  platform_coupon_id: opt(v.id()),
  is_balance: opt(v.flag()),
  latitude: opt(z.preprocess((x) => (typeof x === 'string' ? Number(x) : x), z.number().min(-90).max(90))),
  longitude: opt(z.preprocess((x) => (typeof x === 'string' ? Number(x) : x), z.number().min(-180).max(180))),
  member_address: json(z.object({ mobile: z.string().trim().max(20).optional() }).passthrough()),
  invoice: opt(z.union([z.string().max(2000), z.record(z.string(), z.unknown())])),
  web_city: opt(v.id()),
}
const choiceParams = { ...goodsParams, ...choiceOnly }
/** what create takes beyond the choices */
const createOnly = {
  pay_password: opt(z.string().max(20)),
  buyer_message: json(bounded(z.string().max(200))),
  idempotency_key: opt(z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/)),
}
const createParams = { ...choiceParams, ...createOnly }

type ChoiceParams = z.infer<z.ZodObject<typeof choiceParams>>
type ChoiceOnly = z.infer<z.ZodObject<typeof choiceOnly>>
type CreateOnly = z.infer<z.ZodObject<typeof createOnly>>

const choicesOf = (p: ChoiceOnly): Choices => ({
  delivery: p.delivery,
  coupon: p.coupon,
  platform_coupon_id: p.platform_coupon_id,
  is_balance: p.is_balance,
  latitude: p.latitude,
  longitude: p.longitude,
})

function split(p: ChoiceParams): { goods: GoodsParams; choices: Choices } {
  if (!(p.cart_ids && p.cart_ids.length) && !(p.sku_id && p.num)) {
    throw errors.param(msg('参数错误：请选择要购买的商品（cart_ids 或 sku_id 与 num）', 'Invalid parameter: choose the goods (cart_ids, or sku_id with num)'))
  }
  return { goods: { cart_ids: p.cart_ids, sku_id: p.sku_id, num: p.num }, choices: choicesOf(p) }
}

/** create's extra fields: the body's idempotency key, else the Idempotency-Key header */
function extraOf(ctx: Ctx<CreateOnly & { app_type?: string; app_type_name?: string }, number>) {
  const header = ctx.req.headers['idempotency-key']
  const headerKey = typeof header === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(header) ? header : undefined
  return {
    pay_password: ctx.params.pay_password,
    buyer_message: ctx.params.buyer_message,
    member_address: (ctx.params as { member_address?: { mobile?: string } }).member_address,
    idempotency_key: ctx.params.idempotency_key ?? headerKey,
    app_type: ctx.params.app_type,
    app_type_name: ctx.params.app_type_name,
  }
}

/**
 * The payment / calculate / create endpoints of a promotion order type (reference §3.2):
 * `<prefix>/api/ordercreate/*` with the type's goods params next to the common choices. `build`
 * turns the goods params into the type's strategy (lines at the promotion's prices, its checks,
 * and what create takes from the promotion in the create transaction). `shops: 'one'` for a type
 * whose order is always one shop's (its answers carry that shop as shop_goods_list, §3.3).
 */
export function registerOrderType<G>(
  app: FastifyInstance,
  prefix: string,
  goodsShape: z.ZodRawShape,
  build: (deps: Deps, memberId: number, goods: G, now: number) => Promise<PromotionGoods>,
  shops: 'by-shop' | 'one' = 'by-shop',
  /** the stock gate keys a create wants, known from its params alone (catalog/stock-gate.ts) */
  wants: (memberId: number, goods: G, now: number) => GateWant[] = () => [],
) {
  type P = G & ChoiceOnly & CreateOnly & { app_type?: string; app_type_name?: string }
  // the params were validated against goodsShape + the choices: this is their parsed type
  const as = (ctx: unknown) => ctx as Ctx<P, number>
  const confirm = async (ctx: Ctx<P, number>) => {
    const now = ctx.deps.clock.now()
    const promotion = await build(ctx.deps, ctx.memberId, ctx.params, now)
    return paymentData(await loadCheckout(ctx.deps.db, ctx.memberId, { promotion }, choicesOf(ctx.params), now), shops)
  }
  const choices = { ...goodsShape, ...choiceOnly }
  api(app, `${prefix}/api/ordercreate/payment`, { params: choices, auth: 'required' }, (ctx) => confirm(as(ctx)))
  api(app, `${prefix}/api/ordercreate/calculate`, { params: choices, auth: 'required' }, (ctx) => confirm(as(ctx)))
  api(app, `${prefix}/api/ordercreate/create`, { params: { ...choices, ...createOnly }, auth: 'required' }, async (raw) => {
    const ctx = as(raw)
    const extra = extraOf(ctx)
    const now = ctx.deps.clock.now()
    // the gate first: a sold-out or over-the-limit attempt is answered before any database work
    return stockGate(ctx.deps.db).run(ctx.memberId, extra.idempotency_key, wants(ctx.memberId, ctx.params, now), async () => {
      let promotion: PromotionGoods
      try {
        promotion = await build(ctx.deps, ctx.memberId, ctx.params, now)
      } catch (err) {
        // a repeated create answers the first one's payment even when the promotion has sold out since
        const done = extra.idempotency_key ? await existingPayment(ctx.deps.db, ctx.memberId, extra.idempotency_key) : null
        if (done) return done
        throw err
      }
      return createOrders(ctx.deps, ctx.memberId, { promotion }, choicesOf(ctx.params), extra)
    })
  })
}

async function confirmData(ctx: Ctx<ChoiceParams, number>) {
  const { goods, choices } = split(ctx.params)
  return paymentData(await loadCheckout(ctx.deps.db, ctx.memberId, goods, choices, ctx.deps.clock.now()))
}

export function registerOrderCreate(app: FastifyInstance) {
  // one gate per database: processes on the same database (and Redis) share it
  startStockGate(app, createHash('sha256').update(app.deps.config.databaseUrl ?? app.deps.config.dataDir).digest('hex').slice(0, 12))
  api(app, '/api/ordercreate/payment', { params: choiceParams, auth: 'required' }, confirmData)
  api(app, '/api/ordercreate/calculate', { params: choiceParams, auth: 'required' }, confirmData)
  api(app, '/api/ordercreate/create', { params: createParams, auth: 'required' }, (ctx) => {
    const { goods, choices } = split(ctx.params)
    const extra = extraOf(ctx)
    // buy now names its SKU: goods at 0 are refused before the database (a cart's lines are known only there)
    const wants = goods.sku_id && goods.num ? [{ key: skuGateKey(goods.sku_id), num: goods.num }] : []
    return stockGate(ctx.deps.db).run(ctx.memberId, extra.idempotency_key, wants, () => createOrders(ctx.deps, ctx.memberId, goods, choices, extra))
  })
}
