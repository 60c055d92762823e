import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import type { Json } from '../../db/schema.gen.ts'
import { issueToken } from '../../http/auth.ts'
import { createTestApp, todayAt, newMember, type TestApp, type TestMember } from '../../test/harness.ts'
import { agreeRefund } from '../order/refund.ts'
import { completeOrder, shipOrder } from '../order/lifecycle.ts'
import { markPaid } from '../order-create/transitions.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { grantOrderReward } from './rewards.ts'

// 满减送 rewards (reference §7.6): the confirm page names them, create adds the gift line (while stock
// lasts) and records what the order earned, completion grants points (ledger) and the coupon (within
// its total) exactly once; an order refunded in full or closed before completing gets nothing.

const clock = testClock(todayAt(6, 30))
let t: TestApp
const db = () => t.db
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }
const SITE = 3

let seq = 0
/** a fresh physical SKU of shop SITE with the given price and stock */
async function makeSku(price: number, stock: number) {
  seq += 1
  const tpl = await db().selectFrom('goods').selectAll().where('site_id', '=', SITE).where('goods_state', '=', 1).where('verify_state', '=', 1).where('is_virtual', '=', 0).orderBy('goods_id').limit(1).executeTakeFirstOrThrow()
  const { goods_id: _g, ...row } = tpl
  const goods = await db()
    .insertInto('goods')
    .values({ ...row, goods_name: `满送测试${seq}`, max_buy: 0, min_buy: 0, goods_attr_format: '[]' as never, goods_spec_format: '[]' as never })
    .returning('goods_id')
    .executeTakeFirstOrThrow()
  return db()
    .insertInto('goods_sku')
    .values({
      goods_id: goods.goods_id, site_id: SITE, sku_name: `满送测试${seq}`, price, discount_price: price, stock, is_default: 1, on_sale: true,
      category_id_1: tpl.category_id_1, category_id_2: tpl.category_id_2, category_id_3: tpl.category_id_3, create_time: clock.now(),
    })
    .returning(['sku_id', 'goods_id', 'sku_name'])
    .executeTakeFirstOrThrow()
}

let goods: { sku_id: number; goods_id: number }
let gift: { sku_id: number; sku_name: string }
let couponTypeId: number
beforeAll(async () => {
  goods = await makeSku(10_000, 1000)
  gift = await makeSku(990, 3)
  const coupon = await db()
    .insertInto('coupon_type')
    .values({ source: 1, site_id: SITE, coupon_name: '满送回馈券', money: 800, at_least: 5000, validity_type: 1, fixed_term: 30, count: 100, max_fetch: 0, is_show: 0, create_time: clock.now() })
    .returning('coupon_type_id')
    .executeTakeFirstOrThrow()
  couponTypeId = coupon.coupon_type_id
  // the newest activity of the shop: it wins over the seeded ones
  await db()
    .insertInto('promotion_manjian')
    .values({
      site_id: SITE, manjian_name: '测试满减送', manjian_type: 1, type: 0, status: 1, start_time: clock.now() - 60, end_time: clock.now() + 90 * 86_400,
      create_time: clock.now() + 1, remark: '',
      rule_json: JSON.stringify([
        { money: 20_000, discount_money: 1000, point: 30 },
        { money: 30_000, discount_money: 3000, point: 120, coupon: couponTypeId, present: gift.sku_id, present_num: 1 },
      ]) as unknown as Json,
    })
    .execute()
})

async function buyer() {
  const m = await newMember(t)
  await m.call('/api/memberaddress/add', ADDRESS)
  return m
}
const stockOf = async (skuId: number) => (await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock
const pointsOf = async (memberId: number) => (await db().selectFrom('member').select('point').where('member_id', '=', memberId).executeTakeFirstOrThrow()).point

interface Reward { point: number; coupon_name: string; coupon_state: number; coupon_id: number; present_name: string; present_num: number; present_state: number; state: number }
interface Detail { order_id: number; order_no: string; order_status: number; promotion_reward: Reward | null; order_goods: Array<{ order_goods_id: number; sku_id: number; price: string; is_gift: number; refund_action: unknown[] }> }

/** the payment approved at the gateway for what it asks */
async function approvePayment(out: string) {
  const { pay_money: amount } = await db().selectFrom('pay').select('pay_money').where('out_trade_no', '=', out).executeTakeFirstOrThrow()
  await db().transaction().execute((trx) => markPaid(trx, { out_trade_no: out, pay_type: 'alipay', trade_no: `T${out}`, amount, now: clock.now() }))
}
/** create (and pay) an order of `num` of the test goods; its order row */
async function order(m: TestMember, num: number, pay = true) {
  const created = await m.call<string>('/api/ordercreate/create', { sku_id: goods.sku_id, num })
  expect(created.code, JSON.stringify(created)).toBe(0)
  if (pay) await approvePayment(created.data)
  return db().selectFrom('orders').select(['order_id', 'order_no', 'out_trade_no']).where('out_trade_no', '=', created.data).executeTakeFirstOrThrow()
}
const detail = async (m: TestMember, orderId: number) => (await m.call<Detail>('/api/order/detail', { order_id: orderId })).data

/** ship (the shop), receive (the buyer), then the completion job 7 days later; the member's call with a token still live then */
async function complete(m: TestMember, o: { order_id: number; order_no: string }) {
  await shipOrder(db(), o.order_no, clock.now(), { company: '顺丰速运', no: `SF${o.order_id}`, kind: 'express' })
  expect((await m.call('/api/order/takedelivery', { order_id: o.order_id })).code).toBe(0)
  clock.advance(8 * 86_400_000)
  while ((await runDueJobs(t.app.deps)) > 0);
  const token = await issueToken(db(), m.memberId, 7, clock)
  m.call = (path, body) => t.call(path, { ...body, token })
}

describe('满减送 rewards', () => {
  it('the confirm page names the points, the coupon and the gift of the rule reached', async () => {
    const m = await buyer()
    const pay = await m.call<{ shop_goods_list: Record<string, { promotion: { manjian: Array<{ discount_array: { desc: string; reward: Record<string, unknown> } }> } }> }>(
      '/api/ordercreate/payment', { sku_id: goods.sku_id, num: 3 },
    )
    expect(pay.code).toBe(0)
    const d = pay.data.shop_goods_list[String(SITE)]!.promotion.manjian[0]!.discount_array
    expect(d.desc).toBe(`符合满减送活动测试满减送的满减规则,满300.00元,减30.00元,送120积分,送优惠券“满送回馈券”,送赠品“${gift.sku_name}”×1(赠完即止)`)
    expect(d.reward).toMatchObject({ point: 120, coupon_type_id: couponTypeId, coupon_name: '满送回馈券', present_sku_id: gift.sku_id, present_num: 1, present_available: 1 })
  })

  it('create adds the gift line at 0 and takes its stock; completion grants points and the coupon once', async () => {
    const m = await buyer()
    const giftStock = await stockOf(gift.sku_id)
    const o = await order(m, 3)
    expect(await stockOf(gift.sku_id)).toBe(giftStock - 1)
    let d = await detail(m, o.order_id)
    const giftLine = d.order_goods.find((g) => g.is_gift === 1)!
    expect(giftLine).toMatchObject({ sku_id: gift.sku_id, price: '0.00', refund_action: [] })
    expect(d.promotion_reward).toMatchObject({ point: 120, coupon_name: '满送回馈券', coupon_state: 0, present_state: 1, state: 0 })
    // a gift is not refunded on its own
    expect((await m.call('/api/orderrefund/refund', { order_goods_id: giftLine.order_goods_id, refund_type: 1, refund_reason: '其他', refund_remark: '' })).code).toBe(-10083)

    const before = await pointsOf(m.memberId)
    await complete(m, o)
    d = await detail(m, o.order_id)
    expect(d.order_status).toBe(10)
    expect(d.promotion_reward).toMatchObject({ state: 1, coupon_state: 1 })
    expect(await pointsOf(m.memberId)).toBe(before + 120)
    const ledger = await m.call<{ list: Array<{ account_data: number; from_type: string; related_id: string }> }>('/api/memberaccount/page', { account_type: 'point', from_type: 'order_reward' })
    expect(ledger.data.list).toEqual([expect.objectContaining({ from_type: 'order_reward', related_id: o.order_no })])
    const mine = await m.call<{ list: Array<{ coupon_id: number; coupon_name: string; get_type: number }> }>('/coupon/api/coupon/memberpage', { state: 1 })
    expect(mine.data.list).toEqual([expect.objectContaining({ coupon_id: d.promotion_reward!.coupon_id, coupon_name: '满送回馈券' })])

    // a second completion, a replayed grant and parallel grants change nothing
    await db().transaction().execute(async (trx) => {
      expect(await completeOrder(trx, o.order_id, clock.now())).toBe(false)
      expect(await grantOrderReward(trx, o.order_id, clock.now())).toBeNull()
    })
    const raced = await Promise.all(Array.from({ length: 5 }, () => db().transaction().execute((trx) => grantOrderReward(trx, o.order_id, clock.now()))))
    expect(raced.every((r) => r === null)).toBe(true)
    expect(await pointsOf(m.memberId)).toBe(before + 120)
    const coupons = await db().selectFrom('member_coupon').select('coupon_id').where('member_id', '=', m.memberId).where('coupon_type_id', '=', couponTypeId).execute()
    expect(coupons).toHaveLength(1)
  })

  it('below the gift tier: points only, no gift line; 赠完即止: no stock, no gift, the order still goes through', async () => {
    const m = await buyer()
    const low = await order(m, 2)
    expect((await detail(m, low.order_id)).promotion_reward).toMatchObject({ point: 30, coupon_name: '', present_state: 0 })
    expect((await detail(m, low.order_id)).order_goods.some((g) => g.is_gift === 1)).toBe(false)

    await db().updateTable('goods_sku').set({ stock: 0 }).where('sku_id', '=', gift.sku_id).execute()
    const none = await order(m, 3)
    const d = await detail(m, none.order_id)
    expect(d.order_goods.some((g) => g.is_gift === 1)).toBe(false)
    expect(d.promotion_reward).toMatchObject({ present_name: gift.sku_name, present_state: -1 })
    await db().updateTable('goods_sku').set({ stock: 3 }).where('sku_id', '=', gift.sku_id).execute()
  })

  it('refunded in full before completing: the order closes, the gift goes back on the shelf, nothing is granted', async () => {
    const m = await buyer()
    const giftStock = await stockOf(gift.sku_id)
    const o = await order(m, 3)
    const line = (await detail(m, o.order_id)).order_goods.find((g) => g.is_gift === 0)!
    // the only paid line: its refund gives the delivery fee back too (the gift line does not count)
    const data = await m.call<{ refund_money: string }>('/api/orderrefund/refundData', { order_goods_id: line.order_goods_id })
    const paid = await db().selectFrom('orders').select(['pay_money', 'delivery_money']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow()
    expect(Math.round(Number(data.data.refund_money) * 100)).toBe(paid.pay_money)
    const applied = await m.call<{ refund_no: string }>('/api/orderrefund/refund', { order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: '其他', refund_remark: '' })
    expect(applied.code).toBe(0)
    await agreeRefund(db(), applied.data.refund_no, clock.now(), 'test')
    const d = await detail(m, o.order_id)
    expect(d.order_status).toBe(-1)
    expect(d.promotion_reward?.state).toBe(-2)
    expect(await stockOf(gift.sku_id)).toBe(giftStock)
    const before = await pointsOf(m.memberId)
    await db().transaction().execute(async (trx) => {
      expect(await completeOrder(trx, o.order_id, clock.now())).toBe(false)
    })
    expect(await pointsOf(m.memberId)).toBe(before)
  })

  it('an unpaid order closed: its gift stock comes back, nothing is granted', async () => {
    const m = await buyer()
    const giftStock = await stockOf(gift.sku_id)
    const o = await order(m, 3, false)
    expect(await stockOf(gift.sku_id)).toBe(giftStock - 1)
    expect((await m.call('/api/order/close', { order_id: o.order_id })).code).toBe(0)
    expect(await stockOf(gift.sku_id)).toBe(giftStock)
    expect((await detail(m, o.order_id)).promotion_reward?.state).toBe(-2)
  })

  it('none of the coupon left: recorded and said (coupon_state -1), the points still granted', async () => {
    const m = await buyer()
    const o = await order(m, 3)
    const issued = await db().selectFrom('coupon_type').select('lead_count').where('coupon_type_id', '=', couponTypeId).executeTakeFirstOrThrow()
    await db().updateTable('coupon_type').set({ count: issued.lead_count }).where('coupon_type_id', '=', couponTypeId).execute()
    try {
      await complete(m, o)
    } finally {
      await db().updateTable('coupon_type').set({ count: 100 }).where('coupon_type_id', '=', couponTypeId).execute()
    }
    expect((await detail(m, o.order_id)).promotion_reward).toMatchObject({ state: 1, coupon_state: -1, coupon_id: 0, point: 120 })
    expect(await pointsOf(m.memberId)).toBe(120)
  })

  it('refunds that take the order below the threshold forfeit the reward', async () => {
    const m = await buyer()
    // 2 lines: 3 × goods (300) + 1 × another (100): refunding the 300 leaves 100, below 200
    const other = await makeSku(10_000, 100)
    const cart = await Promise.all([
      m.call<number>('/api/cart/add', { sku_id: goods.sku_id, site_id: SITE, num: 3 }),
      m.call<number>('/api/cart/add', { sku_id: other.sku_id, site_id: SITE, num: 1 }),
    ])
    const created = await m.call<string>('/api/ordercreate/create', { cart_ids: cart.map((c) => c.data) })
    expect(created.code).toBe(0)
    await approvePayment(created.data)
    const o = await db().selectFrom('orders').select(['order_id', 'order_no']).where('out_trade_no', '=', created.data).executeTakeFirstOrThrow()
    const line = (await detail(m, o.order_id)).order_goods.find((g) => g.sku_id === goods.sku_id)!
    const applied = await m.call<{ refund_no: string }>('/api/orderrefund/refund', { order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: '其他', refund_remark: '' })
    await agreeRefund(db(), applied.data.refund_no, clock.now(), 'test')
    await complete(m, o)
    expect((await detail(m, o.order_id)).promotion_reward).toMatchObject({ state: -1, coupon_state: 0 })
    expect(await pointsOf(m.memberId)).toBe(0)
  })

  it('another member sees nothing of it; bad input is answered with the envelope', async () => {
    const a = await buyer()
    const b = await buyer()
    const o = await order(a, 3)
    const theirs = await b.call('/api/order/detail', { order_id: o.order_id })
    expect(theirs.code).toBeLessThan(0)
    expect(theirs.data).toBeNull()
    expect((await b.call('/api/orderrefund/refund', { order_goods_id: (await detail(a, o.order_id)).order_goods[0]!.order_goods_id, refund_type: 1, refund_reason: '其他', refund_remark: '' })).code).toBeLessThan(0)
    for (const bad of ['abc', -1, 0, 1.5, '1; drop table orders']) {
      const r = await a.call('/api/order/detail', { order_id: bad })
      expect(r.code).toBeLessThan(0)
      expect(typeof r.message).toBe('string')
    }
  })
})
