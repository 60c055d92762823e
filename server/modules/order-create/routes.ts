import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errors, msg } from '../../http/envelope.ts'
import { api, type Ctx } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { idList, opt } from '../../http/params.ts'
import { MAX_LINE_NUM } from '../cart/skus.ts'
import { loadCheckout, type Choices, type GoodsParams } from './checkout.ts'
import { createOrders } from './create.ts'
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
const choiceParams = {
  ...goodsParams,
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
const createParams = {
  ...choiceParams,
  pay_password: opt(z.string().max(20)),
  buyer_message: json(bounded(z.string().max(200))),
  idempotency_key: opt(z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/)),
}

type ChoiceParams = z.infer<z.ZodObject<typeof choiceParams>>

function split(p: ChoiceParams): { goods: GoodsParams; choices: Choices } {
  if (!(p.cart_ids && p.cart_ids.length) && !(p.sku_id && p.num)) {
    throw errors.param(msg('参数错误：请选择要购买的商品（cart_ids 或 sku_id 与 num）', 'Invalid parameter: choose the goods (cart_ids, or sku_id with num)'))
  }
  return {
    goods: { cart_ids: p.cart_ids, sku_id: p.sku_id, num: p.num },
    choices: {
      delivery: p.delivery,
      coupon: p.coupon,
      platform_coupon_id: p.platform_coupon_id,
      is_balance: p.is_balance,
      latitude: p.latitude,
      longitude: p.longitude,
    },
  }
}

async function confirmData(ctx: Ctx<ChoiceParams, number>) {
  const { goods, choices } = split(ctx.params)
  return paymentData(await loadCheckout(ctx.deps.db, ctx.memberId, goods, choices, ctx.deps.clock.now()))
}

export function registerOrderCreate(app: FastifyInstance) {
  api(app, '/api/ordercreate/payment', { params: choiceParams, auth: 'required' }, confirmData)
  api(app, '/api/ordercreate/calculate', { params: choiceParams, auth: 'required' }, confirmData)
  api(app, '/api/ordercreate/create', { params: createParams, auth: 'required' }, (ctx) => {
    const { goods, choices } = split(ctx.params)
    const header = ctx.req.headers['idempotency-key']
    const headerKey = typeof header === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(header) ? header : undefined
    return createOrders(ctx.deps, ctx.memberId, goods, choices, {
      pay_password: ctx.params.pay_password,
      buyer_message: ctx.params.buyer_message,
      member_address: ctx.params.member_address,
      idempotency_key: ctx.params.idempotency_key ?? headerKey,
      app_type: (ctx.params as { app_type?: string }).app_type,
      app_type_name: (ctx.params as { app_type_name?: string }).app_type_name,
    })
  })
}
