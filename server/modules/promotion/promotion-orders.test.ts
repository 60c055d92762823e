import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, todayAt, newMember, type TestApp } from '../../test/harness.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'

// Promotion orders through the per-type ordercreate endpoints: prices, limits, minimums, the bundle
// split into its goods, both stocks taken and given back on close, coupons at checkout, and another
// member's ids.

const clock = testClock(todayAt(6, 30)) // 14:30 Beijing time: the 14:00 slot runs
let t: TestApp
const db = () => t.db
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }
async function buyer() {
  const m = await newMember(t)
  await m.call('/api/memberaddress/add', ADDRESS)
  return m
}
const skuStock = async (skuId: number) => (await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock
const fen = (yuan: string) => Math.round(Number(yuan) * 100)

/** a single-shop type's payment: shop_goods_list is the shop itself (reference §3.3) */
interface Payment { pay_money: string; goods_money: string; promotion_type: string; shop_goods_list: { site_id: number; goods_list: Array<{ sku_id: number; price: string; num: number }> } }

async function runningSeckill(maxBuy: number, stock: number) {
  const slots = await t.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
  const row = await db()
    .selectFrom('promotion_seckill_goods')
    .select(['id', 'sku_id', 'seckill_price'])
    .where('seckill_id', '=', slots.data.current_seckill_id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db().updateTable('promotion_seckill_goods').set({ max_buy: maxBuy, stock }).where('id', '=', row.id).execute()
  return row
}

describe('flash-sale orders', () => {
  it('buys at the flash price in the running slot; both stocks taken; the limit holds; a close gives both back', async () => {
    const g = await runningSeckill(2, 10)
    const goodsBefore = await skuStock(g.sku_id)
    const m = await buyer()
    const pay = await m.call<Payment>('/seckill/api/ordercreate/payment', { seckill_goods_id: g.id, num: 2 })
    expect(pay.code).toBe(0)
    expect(pay.data.promotion_type).toBe('seckill')
    const line = pay.data.shop_goods_list.goods_list[0]!
    expect(fen(line.price)).toBe(g.seckill_price)
    expect(fen(pay.data.goods_money)).toBe(2 * g.seckill_price)

    const created = await m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 2 })
    expect(created.code).toBe(0)
    const order = await db().selectFrom('orders').select(['order_id', 'promotion_type', 'promotion_type_name', 'goods_money']).where('out_trade_no', '=', created.data).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ promotion_type: 'seckill', promotion_type_name: '秒杀', goods_money: 2 * g.seckill_price })
    expect(await skuStock(g.sku_id)).toBe(goodsBefore - 2)
    const promo = () => db().selectFrom('promotion_seckill_goods').select(['stock', 'sale_num']).where('id', '=', g.id).executeTakeFirstOrThrow()
    expect((await promo()).stock).toBe(8)

    // past the per-member limit: a clear message, nothing taken
    const over = await m.call('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })
    expect(over.code).toBe(-10060)
    expect(over.message).toContain('每人每天限购 2 件')
    expect((await promo()).stock).toBe(8)

    // the unpaid order closes: goods stock, promotion stock and the member's quota come back
    clock.advance(31 * 60 * 1000)
    await runDueJobs(t.app.deps)
    expect((await db().selectFrom('orders').select('order_status').where('order_id', '=', order.order_id).executeTakeFirstOrThrow()).order_status).toBe(-1)
    expect(await skuStock(g.sku_id)).toBe(goodsBefore)
    expect((await promo()).stock).toBe(10)
    const again = await m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 2 })
    expect(again.code).toBe(0)
    clock.advance(-31 * 60 * 1000)
  })

  it('a repeated create with the same idempotency key answers the first payment, even sold out since', async () => {
    const slots = await t.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
    const row = await db().selectFrom('promotion_seckill_goods').select(['id']).where('seckill_id', '=', slots.data.current_seckill_id).orderBy('id', 'desc').executeTakeFirstOrThrow()
    await db().updateTable('promotion_seckill_goods').set({ stock: 1, max_buy: 0 }).where('id', '=', row.id).execute()
    const m = await buyer()
    const body = { seckill_goods_id: row.id, num: 1, idempotency_key: 'seckill-repeat-1' }
    const first = await m.call<string>('/seckill/api/ordercreate/create', body)
    expect(first.code).toBe(0)
    const again = await m.call<string>('/seckill/api/ordercreate/create', body)
    expect(again).toMatchObject({ code: 0, data: first.data })
    expect((await m.call('/seckill/api/ordercreate/create', { ...body, idempotency_key: 'seckill-repeat-2' })).code).toBe(-10020)
  })

  it('refuses a slot that is not running, bad input and unknown ids', async () => {
    const other = await db()
      .selectFrom('promotion_seckill_goods as g')
      .innerJoin('promotion_seckill as k', 'k.seckill_id', 'g.seckill_id')
      .select('g.id')
      .where('k.seckill_start_time', '=', 0)
      .executeTakeFirstOrThrow()
    const m = await buyer()
    const res = await m.call('/seckill/api/ordercreate/create', { seckill_goods_id: other.id, num: 1 })
    expect(res.code).toBe(-10061)
    expect(res.message).toContain('秒杀已结束')
    expect((await m.call('/seckill/api/ordercreate/payment', { seckill_goods_id: 99_999_999, num: 1 })).code).toBe(-1)
    expect((await m.call('/seckill/api/ordercreate/payment', { seckill_goods_id: other.id, num: 0 })).code).toBe(-10006)
    expect((await m.call('/seckill/api/ordercreate/payment', { num: 1 })).code).toBe(-10006)
    expect((await t.call('/seckill/api/ordercreate/create', { seckill_goods_id: other.id, num: 1 })).error_code).toBe('TOKEN_NOT_EXIST')
  })
})

describe('group buy, bundle and topic orders', () => {
  it('group buy: below the minimum is refused, at the minimum it is bought at the group price', async () => {
    const list = await t.call<{ list: Array<{ groupbuy_id: number; sku_id: number; buy_num: number; groupbuy_price: string }> }>('/groupbuy/api/goods/page', { page_size: 20 })
    expect(list.data.list.length).toBeGreaterThan(0)
    const gb = list.data.list.find((g) => g.buy_num > 1)!
    const m = await buyer()
    const below = await m.call('/groupbuy/api/ordercreate/calculate', { groupbuy_id: gb.groupbuy_id, sku_id: gb.sku_id, num: gb.buy_num - 1 })
    expect(below.code).toBe(-10062)
    expect(below.message).toContain(`至少购买 ${gb.buy_num} 件`)
    const stockBefore = (await db().selectFrom('promotion_groupbuy').select('stock').where('groupbuy_id', '=', gb.groupbuy_id).executeTakeFirstOrThrow()).stock
    const ok = await m.call<string>('/groupbuy/api/ordercreate/create', { groupbuy_id: gb.groupbuy_id, sku_id: gb.sku_id, num: gb.buy_num })
    expect(ok.code).toBe(0)
    const order = await db().selectFrom('orders').select(['goods_money', 'promotion_type']).where('out_trade_no', '=', ok.data).executeTakeFirstOrThrow()
    expect(order).toEqual({ goods_money: gb.buy_num * fen(gb.groupbuy_price), promotion_type: 'groupbuy' })
    expect((await db().selectFrom('promotion_groupbuy').select('stock').where('groupbuy_id', '=', gb.groupbuy_id).executeTakeFirstOrThrow()).stock).toBe(stockBefore - gb.buy_num)
    // a SKU that is not in this group buy
    expect((await m.call('/groupbuy/api/ordercreate/payment', { groupbuy_id: gb.groupbuy_id, sku_id: 1, num: gb.buy_num })).code).toBe(-1)
  })

  it('bundle: the order is split into its goods at shares that add up to the bundle price', async () => {
    const bl = await db().selectFrom('promotion_bundling').select(['bl_id', 'bl_price']).orderBy('bl_id').executeTakeFirstOrThrow()
    const detail = await t.call<{ bl_price: string; goods_money: string; bundling_goods: Array<{ sku_id: number; promotion_price: string }> }>('/bundling/api/bundling/detail', { bl_id: bl.bl_id })
    expect(detail.code).toBe(0)
    expect(detail.data.bundling_goods.reduce((a, g) => a + fen(g.promotion_price), 0)).toBe(bl.bl_price)
    const lists = await t.call<Array<{ bl_id: number; bundling_goods: Array<{ sku_id: number }> }>>('/bundling/api/bundling/lists', { sku_id: detail.data.bundling_goods[0]!.sku_id })
    expect(lists.data.some((b) => b.bl_id === bl.bl_id && b.bundling_goods.every((g) => g.sku_id !== detail.data.bundling_goods[0]!.sku_id))).toBe(true)

    const m = await buyer()
    const pay = await m.call<Payment & { bunding_info: { bl_id: number } }>('/bundling/api/ordercreate/payment', { bl_id: bl.bl_id, num: 2 })
    expect(pay.code).toBe(0)
    expect(pay.data.bunding_info.bl_id).toBe(bl.bl_id)
    const created = await m.call<string>('/bundling/api/ordercreate/create', { bl_id: bl.bl_id, num: 2 })
    expect(created.code).toBe(0)
    const order = await db().selectFrom('orders').select(['order_id', 'goods_money']).where('out_trade_no', '=', created.data).executeTakeFirstOrThrow()
    expect(order.goods_money).toBe(2 * bl.bl_price)
    const lines = await db().selectFrom('order_goods').select(['sku_id', 'num', 'price']).where('order_id', '=', order.order_id).orderBy('sku_id').execute()
    expect(lines.map((l) => l.sku_id)).toEqual(detail.data.bundling_goods.map((g) => g.sku_id))
    expect(lines.every((l) => l.num === 2)).toBe(true)

    const tooMany = await m.call('/bundling/api/ordercreate/payment', { bl_id: bl.bl_id, num: 9999 })
    expect(tooMany.code).toBe(-10020)
    expect(tooMany.message).toMatch(/^库存不足，剩余：\d+件$/)
  })

  it('topic: pages, goods, detail and an order at the topic price', async () => {
    const topics = await t.call<{ list: Array<{ topic_id: number; status: number }> }>('/topic/api/topic/page', {})
    expect(topics.data.list.length).toBe(2)
    expect(topics.data.list.every((x) => x.status === 2)).toBe(true)
    const info = await t.call<{ topic_name: string }>('/topic/api/topic/info', { topic_id: topics.data.list[0]!.topic_id })
    expect(info.code).toBe(0)
    const goods = await t.call<{ list: Array<{ id: number; topic_price: string }> }>('/topic/api/topicgoods/page', { topic_id: topics.data.list[0]!.topic_id })
    const g = goods.data.list[0]!
    const detail = await t.call<{ goods_sku_detail: { topic_price: string } }>('/topic/api/topicgoods/detail', { id: g.id })
    expect(detail.data.goods_sku_detail.topic_price).toBe(g.topic_price)
    const m = await buyer()
    const created = await m.call<string>('/topic/api/ordercreate/create', { topic_goods_id: g.id, num: 1 })
    expect(created.code).toBe(0)
    const order = await db().selectFrom('orders').select(['goods_money', 'promotion_type_name']).where('out_trade_no', '=', created.data).executeTakeFirstOrThrow()
    expect(order).toEqual({ goods_money: fen(g.topic_price), promotion_type_name: '专题活动' })
  })
})

describe('coupons at checkout', () => {
  it('a received coupon is used by one order only; another member cannot use it', async () => {
    const m = await buyer()
    const other = await buyer()
    // a no-threshold coupon of a shop, and a SKU of that shop
    const type = await db().selectFrom('coupon_type').selectAll().where('source', '=', 1).where('at_least', '=', 0).where('count', '>', 100).orderBy('coupon_type_id').executeTakeFirstOrThrow()
    const sku = await db().selectFrom('goods_sku').select(['sku_id']).where('site_id', '=', type.site_id).where('on_sale', '=', true).where('stock', '>', 10).orderBy('sku_id').executeTakeFirstOrThrow()
    const got = await m.call<{ coupon_id: number }>('/coupon/api/coupon/receive', { coupon_type_id: type.coupon_type_id, site_id: type.site_id })
    expect(got.code).toBe(0)
    const coupon = { [String(type.site_id)]: { coupon_id: got.data.coupon_id } }
    const calc = await m.call<{ coupon_money: string }>('/api/ordercreate/calculate', { sku_id: sku.sku_id, num: 1, coupon: JSON.stringify(coupon) })
    expect(fen(calc.data.coupon_money)).toBe(type.money)
    // another member's coupon id: refused at create
    expect((await other.call('/api/ordercreate/create', { sku_id: sku.sku_id, num: 1, coupon: JSON.stringify(coupon) })).code).toBe(-10050)
    const first = await m.call<string>('/api/ordercreate/create', { sku_id: sku.sku_id, num: 1, coupon: JSON.stringify(coupon) })
    expect(first.code).toBe(0)
    const second = await m.call('/api/ordercreate/create', { sku_id: sku.sku_id, num: 1, coupon: JSON.stringify(coupon) })
    expect(second.code).toBe(-10050)
  })

  it('the total issued is a hard limit', async () => {
    const type = await db().selectFrom('coupon_type').select(['coupon_type_id', 'count']).where('source', '=', 2).where('count', '=', 5).executeTakeFirstOrThrow()
    const members = await Promise.all(Array.from({ length: 7 }, () => newMember(t)))
    const results = await Promise.all(members.map((m) => m.call<{ is_exist: number }>('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: type.coupon_type_id })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(5)
    const late = results.filter((r) => r.code !== 0)
    expect(late.every((r) => r.code === -10071 && r.message === '来迟了该优惠券已被领取完了' && r.data.is_exist === 0)).toBe(true)
  })
})
