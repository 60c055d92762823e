import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { defaultAddress } from '../address/service.ts'
import { isBuyable, loadSkus, purchasedNums, type CheckoutSku } from '../cart/skus.ts'
import { effectivePrice, outOfStock } from '../catalog/stock.ts'
import type { PromotionGoods } from '../promotion/order-types.ts'
import { gated, skuGateKey } from '../catalog/stock-gate.ts'
import { shopRewards, type ShopReward } from '../promotion/rewards.ts'
import {
  calculate, type CalcCoupon, type CalcDelivery, type CalcInput, type CalcManjian, type CalcPlatformCoupon,
  type CalcResult, type CalcShop, type DeliveryKind, type ManjianRule,
} from '../../../domain/order-price.ts'

// Everything an order confirmation needs, loaded from the database and turned into the input of the
// pure calculation: lines, shops' delivery settings and stores, the manjian in force, the member's
// usable coupons, the default address and the balance. Client-sent money is never read.

export interface GoodsParams {
  cart_ids?: number[]
  sku_id?: number
  num?: number
  /** a promotion order (flash sale, group buy, bundle, topic): its lines at the promotion's prices */
  promotion?: PromotionGoods
}

export interface DeliveryChoice {
  delivery_type?: 'express' | 'store' | 'local'
  store_id?: number
  buyer_ask_delivery_time?: string
}
export interface Choices {
  delivery?: Record<string, DeliveryChoice>
  coupon?: Record<string, { coupon_id?: number }>
  platform_coupon_id?: number
  is_balance?: 0 | 1
  latitude?: number
  longitude?: number
}

export const DELIVERY_NAMES: Record<Exclude<DeliveryKind, 'none'>, string> = { express: '物流配送', store: '门店自提', local: '外卖配送' }

export interface ShopDelivery {
  site_id: number
  express_enabled: number
  express_fee: number
  express_add_fee: number
  express_free_money: number
  store_enabled: number
  local_enabled: number
  local_fee: number
  local_free_money: number
  local_time_is_open: number
  local_start_time: number
  local_end_time: number
  local_time_interval: number
}
/** a shop without settings ships by express: 6 元, free from 99 元 */
const DEFAULT_DELIVERY: Omit<ShopDelivery, 'site_id'> = {
  express_enabled: 1, express_fee: 600, express_add_fee: 0, express_free_money: 9900, store_enabled: 0, local_enabled: 0,
  local_fee: 0, local_free_money: 0, local_time_is_open: 0, local_start_time: 32_400, local_end_time: 75_600, local_time_interval: 60,
}

export interface StoreRow {
  store_id: number
  site_id: number
  store_name: string
  telphone: string
  open_date: string
  address: string
  full_address: string
  longitude: number
  latitude: number
}

export interface MemberCouponRow {
  coupon_id: number
  source: number
  site_id: number
  coupon_name: string
  type: string
  money: number
  discount: number
  discount_limit: number
  at_least: number
  goods_type: number
  goods_ids: string
  use_scenario: number
  group_ids: string
  end_time: number
}

export interface CheckoutLine {
  sku: CheckoutSku
  num: number
  price: number
  cart_id?: number
}
export interface CheckoutShop {
  site_id: number
  site_name: string
  group_id: number
  lines: CheckoutLine[]
  delivery: ShopDelivery
  stores: StoreRow[]
  manjian: (CalcManjian & { manjian_name: string }) | null
  /** types offered, in the order the confirm page lists them */
  types: Array<Exclude<DeliveryKind, 'none'>>
  chosen: { kind: DeliveryKind; store: StoreRow | null; time: string }
  coupons: Array<{ row: MemberCouponRow; saving: number }>
  coupon: MemberCouponRow | null
}

export interface Checkout {
  memberId: number
  now: number
  /** the promotion the order is bought under (null: a normal order) */
  promotion: PromotionGoods | null
  shops: CheckoutShop[]
  cartIds: number[]
  isVirtual: boolean
  address: Awaited<ReturnType<typeof defaultAddress>>
  account: { balance: number; balance_money: number; is_pay_password: number }
  platformCoupons: Array<{ row: MemberCouponRow; saving: number }>
  platformCoupon: MemberCouponRow | null
  isBalance: 0 | 1
  input: CalcInput
  result: CalcResult
  /** per shop: what its reached 满减送 rule promises besides the discount (points, coupon, gift) */
  rewards: Array<ShopReward | null>
  /** choices the client made that cannot be honoured (create refuses them; calculate falls back) */
  problems: ApiError[]
}

const idsOf = (text: string) => new Set(text.split(',').filter(Boolean).map(Number))

const notFoundLine = () => errors.notFound(msg('购物车商品不存在', 'This cart item does not exist'))

async function loadLines(db: Database, memberId: number, goods: GoodsParams) {
  if (goods.promotion) return goods.promotion.lines.map((l) => ({ cart_id: undefined, sku_id: l.sku_id, num: l.num }))
  if (goods.cart_ids && goods.cart_ids.length > 0) {
    const wanted = [...new Set(goods.cart_ids)]
    const rows = await db
      .selectFrom('cart')
      .select(['cart_id', 'sku_id', 'num'])
      .where('member_id', '=', memberId)
      .where('cart_id', 'in', wanted)
      .orderBy('cart_id')
      .execute()
    if (rows.length !== wanted.length) throw notFoundLine()
    return rows
  }
  if (goods.sku_id && goods.num) return [{ cart_id: undefined, sku_id: goods.sku_id, num: goods.num }]
  throw errors.param(msg('参数错误：请选择要购买的商品', 'Invalid parameter: choose the goods to buy'))
}

function distance(a: { latitude: number; longitude: number }, lat?: number, lng?: number) {
  if (lat === undefined || lng === undefined) return 0
  const dLat = a.latitude - lat
  const dLng = (a.longitude - lng) * Math.cos((lat * Math.PI) / 180)
  return Math.sqrt(dLat * dLat + dLng * dLng)
}

function toCalcCoupon(c: MemberCouponRow): CalcCoupon {
  return {
    coupon_id: c.coupon_id,
    type: c.type === 'discount' ? 'discount' : 'reward',
    money: c.money,
    discount: c.discount,
    discount_limit: c.discount_limit,
    at_least: c.at_least,
    goods_ids: c.goods_type === 2 ? idsOf(c.goods_ids) : null,
  }
}

function toCalcDelivery(d: ShopDelivery, kind: DeliveryKind): CalcDelivery {
  if (kind === 'express') return { kind, first_fee: d.express_fee, add_fee: d.express_add_fee, free_money: d.express_free_money }
  if (kind === 'local') return { kind, first_fee: d.local_fee, add_fee: 0, free_money: d.local_free_money }
  return { kind, first_fee: 0, add_fee: 0, free_money: 0 }
}

const unavailable = (what: string, en: string) => new ApiError('ORDER_CHOICE_INVALID', msg(what, en), { code: -10050 })

/**
 * Load and calculate; `problems` lists the choices that cannot be honoured. The reads run in one
 * (read-only) transaction: one consistent snapshot per statement set, and on PGlite, which runs one
 * query at a time, a checkout's dozen reads go through in one turn instead of queueing a dozen times
 * behind everyone else's (the create benchmark's p99 fell from ~30 s to a few seconds with it).
 */
export function loadCheckout(db: Database, memberId: number, goods: GoodsParams, choices: Choices, now: number): Promise<Checkout> {
  return db.transaction().execute((trx) => readCheckout(trx, memberId, goods, choices, now))
}

async function readCheckout(db: Database, memberId: number, goods: GoodsParams, choices: Choices, now: number): Promise<Checkout> {
  const rawLines = await loadLines(db, memberId, goods)
  const promotion = goods.promotion ?? null
  const skus = await loadSkus(db, rawLines.map((l) => l.sku_id))
  // a promotion's own minimum and per-member limit replace the goods' (its builder checked them)
  const limited = promotion ? [] : [...skus.values()].filter((s) => s.max_buy > 0).map((s) => s.goods_id)
  const purchased = await purchasedNums(db, memberId, limited)
  const lines: CheckoutLine[] = rawLines.map((l, i) => {
    const sku = skus.get(l.sku_id)
    if (!sku) throw errors.notFound(msg('商品不存在', 'This goods does not exist'))
    if (!isBuyable(sku)) throw new ApiError('GOODS_OFF_SALE', msg(`商品“${sku.sku_name}”已下架`, `“${sku.sku_name}” is no longer on sale`), { code: -10021 })
    if (!promotion && sku.min_buy > 0 && l.num < sku.min_buy) {
      throw errors.param(msg(`商品“${sku.sku_name}”至少购买 ${sku.min_buy} 件`, `At least ${sku.min_buy} of “${sku.sku_name}” must be bought`))
    }
    if (!promotion && sku.max_buy > 0 && l.num + (purchased.get(sku.goods_id) ?? 0) > sku.max_buy) {
      throw new ApiError('OVER_MAX_BUY', msg(`商品“${sku.sku_name}”每人限购 ${sku.max_buy} 件`, `“${sku.sku_name}” is limited to ${sku.max_buy} per member`), { code: -10023 })
    }
    if (sku.stock < l.num) throw gated(outOfStock(sku.sku_name), skuGateKey(sku.sku_id))
    const price = promotion ? promotion.lines[i]!.price : effectivePrice(sku, now)
    return { sku, num: l.num, price, cart_id: l.cart_id ?? undefined }
  })
  const virtual = lines.filter((l) => l.sku.is_virtual === 1).length
  if (virtual > 0 && virtual < lines.length) {
    throw errors.param(msg('虚拟商品需单独下单', 'Virtual goods must be ordered on their own'))
  }
  const isVirtual = virtual > 0

  const siteIds = [...new Set(lines.map((l) => l.sku.site_id))].sort((a, b) => a - b)
  const [deliveryRows, storeRows, manjianRows, couponRows, address, member] = await Promise.all([
    db.selectFrom('shop_delivery').selectAll().where('site_id', 'in', siteIds).execute(),
    db
      .selectFrom('store')
      .select(['store_id', 'site_id', 'store_name', 'telphone', 'open_date', 'address', 'full_address', 'longitude', 'latitude'])
      .where('site_id', 'in', siteIds)
      .where('status', '=', 1)
      .orderBy('store_id')
      .execute(),
    sql<{ manjian_id: number; site_id: number; manjian_name: string; manjian_type: number; type: number; rule_json: unknown; goods: number[] | null }>`
      select m.manjian_id, m.site_id, m.manjian_name, m.manjian_type, m.type, m.rule_json,
        (select array_agg(goods_id) from promotion_manjian_goods g where g.manjian_id = m.manjian_id) as goods
      from promotion_manjian m
      where m.site_id = any(${siteIds}::int[]) and m.status = 1 and m.start_time <= ${now} and m.end_time > ${now}
      order by m.create_time desc, m.manjian_id desc`.execute(db),
    db
      .selectFrom('member_coupon')
      .select([
        'coupon_id', 'source', 'site_id', 'coupon_name', 'type', 'money', 'discount', 'discount_limit', 'at_least', 'goods_type',
        'goods_ids', 'use_scenario', 'group_ids', 'end_time',
      ])
      .where('member_id', '=', memberId)
      .where('state', '=', 1)
      .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
      .orderBy('coupon_id')
      .execute(),
    isVirtual ? Promise.resolve(null) : defaultAddress(db, memberId),
    db
      .selectFrom('member')
      .select(['balance', 'balance_money', sql<boolean>`pay_password_hash <> ''`.as('has_pay_password')])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  const problems: ApiError[] = []

  const shops: CheckoutShop[] = siteIds.map((siteId) => {
    const shopLines = lines.filter((l) => l.sku.site_id === siteId)
    const first = shopLines[0]!.sku
    const delivery = { ...DEFAULT_DELIVERY, ...deliveryRows.find((d) => d.site_id === siteId), site_id: siteId }
    const stores = storeRows
      .filter((s) => s.site_id === siteId)
      .sort((a, b) => distance(a, choices.latitude, choices.longitude) - distance(b, choices.latitude, choices.longitude))
    const types: CheckoutShop['types'] = []
    if (!isVirtual) {
      if (delivery.express_enabled) types.push('express')
      if (delivery.store_enabled && stores.length > 0) types.push('store')
      if (delivery.local_enabled) types.push('local')
    }
    // the newest activity in force that covers any of the lines (promotion orders have their own price)
    const m = promotion ? undefined : manjianRows.rows.find(
      (r) => r.site_id === siteId && (r.manjian_type === 1 || shopLines.some((l) => (r.goods ?? []).includes(l.sku.goods_id))),
    )
    const manjian = m
      ? {
          manjian_id: m.manjian_id,
          manjian_name: m.manjian_name,
          type: (m.type === 1 ? 1 : 0) as 0 | 1,
          goods_ids: m.manjian_type === 2 ? new Set(m.goods ?? []) : null,
          rules: Array.isArray(m.rule_json) ? (m.rule_json as ManjianRule[]) : [],
        }
      : null

    // delivery: the client's choice when it is offered, else the first offered type
    const asked = choices.delivery?.[String(siteId)]
    let kind: DeliveryKind = isVirtual ? 'none' : (types[0] ?? 'none')
    let store: StoreRow | null = null
    let time = ''
    if (!isVirtual && asked?.delivery_type) {
      if (types.includes(asked.delivery_type)) kind = asked.delivery_type
      else problems.push(unavailable(`店铺“${first.site_name}”不支持所选配送方式`, `“${first.site_name}” does not offer the chosen delivery`))
    }
    if (!isVirtual && types.length === 0) {
      problems.push(unavailable(`店铺“${first.site_name}”暂无可用的配送方式`, `“${first.site_name}” offers no delivery`))
    }
    if (kind === 'store') {
      store = stores.find((s) => s.store_id === asked?.store_id) ?? null
      if (!store) {
        if (asked?.store_id) problems.push(unavailable('所选门店不存在或已停业', 'The chosen store does not exist or is closed'))
        else problems.push(unavailable(`请选择店铺“${first.site_name}”的自提门店`, `Choose a pickup store for “${first.site_name}”`))
        store = stores[0] ?? null
      }
    }
    if (kind === 'local') {
      time = asked?.buyer_ask_delivery_time ?? ''
      if (delivery.local_time_is_open && !time) {
        problems.push(unavailable(`请选择店铺“${first.site_name}”的送达时间`, `Choose a delivery time for “${first.site_name}”`))
      }
    }
    return {
      site_id: siteId,
      site_name: first.site_name,
      group_id: first.group_id,
      lines: shopLines,
      delivery,
      stores,
      manjian,
      types,
      chosen: { kind, store, time },
      coupons: [],
      coupon: null,
    }
  })

  const calcShop = (s: CheckoutShop, coupon: MemberCouponRow | null): CalcShop => ({
    site_id: s.site_id,
    lines: s.lines.map((l) => ({ sku_id: l.sku.sku_id, goods_id: l.sku.goods_id, price: l.price, num: l.num, free_shipping: l.sku.is_free_shipping === 1 || promotion?.free_shipping === true })),
    manjian: s.manjian,
    coupon: coupon ? toCalcCoupon(coupon) : null,
    delivery: toCalcDelivery(s.delivery, s.chosen.kind),
  })

  // shop coupons: the usable ones, best first; the client's choice, or the best when it made none
  for (const s of shops) {
    s.coupons = couponRows
      .filter((c) => c.source === 1 && c.site_id === s.site_id)
      .map((row) => ({ row, saving: calculate({ shops: [calcShop(s, row)], platform_coupon: null, balance_available: 0 }).shops[0]!.coupon_money }))
      .filter((c) => c.saving > 0)
      .sort((a, b) => b.saving - a.saving || a.row.coupon_id - b.row.coupon_id)
    if (choices.coupon === undefined) {
      s.coupon = s.coupons[0]?.row ?? null
    } else {
      const askedId = choices.coupon[String(s.site_id)]?.coupon_id ?? 0
      if (askedId > 0) {
        s.coupon = s.coupons.find((c) => c.row.coupon_id === askedId)?.row ?? null
        if (!s.coupon) problems.push(unavailable('所选店铺优惠券不可用', 'The chosen shop coupon cannot be used'))
      }
    }
  }

  const platformOf = (c: MemberCouponRow): CalcPlatformCoupon => ({
    coupon_id: c.coupon_id,
    money: c.money,
    at_least: c.at_least,
    site_ids: c.use_scenario === 2 ? new Set(shops.filter((s) => idsOf(c.group_ids).has(s.group_id)).map((s) => s.site_id)) : null,
  })
  const baseShops = shops.map((s) => calcShop(s, s.coupon))
  const platformCoupons = couponRows
    .filter((c) => c.source === 2)
    .map((row) => ({ row, saving: calculate({ shops: baseShops, platform_coupon: platformOf(row), balance_available: 0 }).platform_coupon_money }))
    .filter((c) => c.saving > 0)
    .sort((a, b) => b.saving - a.saving || a.row.coupon_id - b.row.coupon_id)
  let platformCoupon: MemberCouponRow | null = null
  if (choices.platform_coupon_id === undefined) platformCoupon = platformCoupons[0]?.row ?? null
  else if (choices.platform_coupon_id > 0) {
    platformCoupon = platformCoupons.find((c) => c.row.coupon_id === choices.platform_coupon_id)?.row ?? null
    if (!platformCoupon) problems.push(unavailable('所选平台优惠券不可用', 'The chosen platform coupon cannot be used'))
  }

  const isBalance = choices.is_balance === 1 ? 1 : 0
  const input: CalcInput = {
    shops: baseShops,
    platform_coupon: platformCoupon ? platformOf(platformCoupon) : null,
    balance_available: isBalance ? member.balance + member.balance_money : 0,
  }
  const result = calculate(input)
  return {
    memberId,
    now,
    promotion,
    shops,
    cartIds: rawLines.flatMap((l) => (l.cart_id ? [l.cart_id] : [])),
    isVirtual,
    address,
    account: { balance: member.balance, balance_money: member.balance_money, is_pay_password: member.has_pay_password ? 1 : 0 },
    platformCoupons,
    platformCoupon,
    isBalance,
    input,
    result,
    rewards: await shopRewards(db, shops, result, isVirtual),
    problems,
  }
}

