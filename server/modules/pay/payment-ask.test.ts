import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'
import { ORDER_PAID } from '../../../domain/order-rules.ts'
import { signed } from './signature.ts'

// Issue 21's two overcharges, in the words of the member who met them: a payment asks the gateway for
// exactly what its open orders still owe, and money the gateway took for no order comes back by itself.

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }
const form = (p: Record<string, string>) => new URLSearchParams(p).toString()

/** a member with a cart of two shops' goods checked out: one payment P1 for two orders */
async function twoShopPayment() {
  const m = await newMember(t)
  await t.call('/api/memberaddress/add', { token: m.token, ...ADDRESS })
  const skus = await db()
    .selectFrom('goods_sku')
    .select(['sku_id', 'site_id'])
    .where('on_sale', '=', true)
    .where('stock', '>=', 50)
    .where('site_id', 'in', [1, 8])
    .orderBy('sku_id')
    .execute()
  const a = skus.find((s) => s.site_id === 1)!
  const b = skus.find((s) => s.site_id === 8)!
  const cart = []
  for (const s of [a, b]) cart.push((await t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 1 })).data)
  const res = await t.call<string>('/api/ordercreate/create', { token: m.token, cart_ids: cart })
  expect(res.code).toBe(0)
  const orders = await db().selectFrom('orders').select(['order_id', 'site_id', 'pay_money']).where('out_trade_no', '=', res.data).orderBy('site_id').execute()
  expect(orders).toHaveLength(2)
  return { m, p1: res.data, shop1: orders[0]!, shop8: orders[1]! }
}

async function link(token: string, out: string) {
  const res = await t.call<{ data: string }>('/api/pay/pay', { token, out_trade_no: out, pay_type: 'alipay' })
  expect(res.code).toBe(0)
  return new URL(res.data.data)
}
const approve = (u: URL) =>
  t.app.inject({ method: 'POST', url: u.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...Object.fromEntries(u.searchParams), decision: 'approve' }) })
const fen = (yuan: string | null) => Math.round(Number(yuan) * 100)
const payOf = (out: string) => db().selectFrom('pay').selectAll().where('out_trade_no', '=', out).executeTakeFirstOrThrow()

describe('a two-shop payment asks only what its open orders still owe', () => {
  it('paying the shop-8 order on its own, then the payment, charges the shop-1 order only', async () => {
    const { m, p1, shop1, shop8 } = await twoShopPayment()
    const oldLink = await link(m.token, p1)
    expect(fen(oldLink.searchParams.get('total_amount'))).toBe(shop1.pay_money + shop8.pay_money)

    const p2 = (await t.call<string>('/api/order/pay', { token: m.token, order_ids: String(shop8.order_id) })).data
    expect((await approve(await link(m.token, p2))).statusCode).toBe(303)
    expect((await payOf(p2)).pay_status).toBe(2)

    // the payment now asks for the shop-1 order alone, in the cashier and at the gateway
    const info = await t.call<{ pay_money: string; order_list: Array<{ order_id: number }> }>('/api/pay/info', { token: m.token, out_trade_no: p1 })
    expect(fen(info.data.pay_money)).toBe(shop1.pay_money)
    const fresh = await link(m.token, p1)
    expect(fen(fresh.searchParams.get('total_amount'))).toBe(shop1.pay_money)

    // the link handed out before asks the old amount: the gateway refuses it, nothing is charged
    const stale = await approve(oldLink)
    expect(stale.statusCode).toBe(409)
    expect(stale.body).toContain('支付链接已失效')
    expect((await payOf(p1)).pay_status).toBe(0)

    expect((await approve(fresh)).statusCode).toBe(303)
    const paid = await payOf(p1)
    expect(paid).toMatchObject({ pay_status: 2, pay_money: shop1.pay_money })
    const orders = await db().selectFrom('orders').select(['order_id', 'pay_status', 'out_trade_no']).where('member_id', '=', m.memberId).orderBy('order_id').execute()
    expect(orders.every((o) => o.pay_status === ORDER_PAID.yes)).toBe(true)
    // every order can be refunded for all it was charged
    const shop8Line = await db().selectFrom('order_goods').select('order_goods_id').where('order_id', '=', shop8.order_id).executeTakeFirstOrThrow()
    const data = await t.call<{ refund_money: string }>('/api/orderrefund/refundData', { token: m.token, order_goods_id: shop8Line.order_goods_id })
    expect(fen(data.data.refund_money)).toBe(shop8.pay_money)
  })

  it('closing the shop-8 order re-prices the payment; closing both closes it', async () => {
    const { m, p1, shop1, shop8 } = await twoShopPayment()
    expect((await t.call('/api/order/close', { token: m.token, order_id: shop8.order_id })).code).toBe(0)
    const info = await t.call<{ pay_money: string }>('/api/pay/info', { token: m.token, out_trade_no: p1 })
    expect(fen(info.data.pay_money)).toBe(shop1.pay_money)
    const u = await link(m.token, p1)
    expect(fen(u.searchParams.get('total_amount'))).toBe(shop1.pay_money)
    expect((await approve(u)).statusCode).toBe(303)
    expect(await payOf(p1)).toMatchObject({ pay_status: 2, pay_money: shop1.pay_money })
    const closed = await db().selectFrom('orders').select(['order_status', 'pay_status']).where('order_id', '=', shop8.order_id).executeTakeFirstOrThrow()
    expect(closed).toEqual({ order_status: -1, pay_status: 0 })

    const other = await twoShopPayment()
    await t.call('/api/order/close', { token: other.m.token, order_id: other.shop1.order_id })
    await t.call('/api/order/close', { token: other.m.token, order_id: other.shop8.order_id })
    expect((await payOf(other.p1)).pay_status).toBe(-1)
    expect((await t.call('/api/pay/pay', { token: other.m.token, out_trade_no: other.p1, pay_type: 'alipay' })).code).toBe(-10061)
  })
})

const notify = (p: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(p) })
const notification = (out: string, amountFen: number, tradeNo: string) =>
  signed(
    { notify_id: `n-${tradeNo}`, app_id: 'bazaar-sandbox', pay_type: 'alipay', trade_no: tradeNo, out_trade_no: out, total_amount: (amountFen / 100).toFixed(2), trade_status: 'TRADE_SUCCESS', gmt_payment: '1' },
    t.app.deps.config.payGatewayKey,
    'notify',
  )
const returned = (out: string) => db().selectFrom('pay_return').selectAll().where('out_trade_no', '=', out).execute()


describe('money the gateway took for no order goes back by itself', () => {
  it('a late paid notification for a superseded payment is recorded and refunded, once', async () => {
    const { m, p1, shop1, shop8 } = await twoShopPayment()
    const asked = shop1.pay_money + shop8.pay_money
    // both orders move to a new payment: P1 covers nothing any more
    const p2 = (await t.call<string>('/api/order/pay', { token: m.token, order_ids: `${shop1.order_id},${shop8.order_id}` })).data
    expect((await payOf(p1)).pay_status).toBe(-1)
    // the gateway had approved P1 before that and its notification arrives now, twice
    const late = notification(p1, asked, 'SBXLATE1')
    expect((await notify(late)).body).toBe('success')
    expect((await notify(late)).body).toBe('success')
    const back = await returned(p1)
    expect(back).toHaveLength(1)
    expect(back[0]).toMatchObject({ trade_no: 'SBXLATE1', amount: asked, member_id: m.memberId })
    expect(back[0]!.gateway_refund_no).toMatch(/^SBXR/)
    expect((await payOf(p1)).pay_status).toBe(-1)
    // nothing was marked paid by it
    const orders = await db().selectFrom('orders').select('pay_status').where('out_trade_no', '=', p2).execute()
    expect(orders.every((o) => o.pay_status === ORDER_PAID.no)).toBe(true)
    const notes = await db().selectFrom('pay_notify').select(['verified', 'applied']).where('out_trade_no', '=', p1).execute()
    expect(notes).toHaveLength(2)
    expect(notes.every((n) => n.verified && !n.applied)).toBe(true)
  })

  it('a notification for the old amount of a re-priced payment is refunded and the payment stays open', async () => {
    const { m, p1, shop1, shop8 } = await twoShopPayment()
    await t.call('/api/order/close', { token: m.token, order_id: shop8.order_id })
    expect((await notify(notification(p1, shop1.pay_money + shop8.pay_money, 'SBXOLD1'))).body).toBe('success')
    expect(await returned(p1)).toHaveLength(1)
    expect((await payOf(p1)).pay_status).toBe(0)
    // a second payment of an already paid payment (another trade) goes back too; the replay of the first does not
    expect((await notify(notification(p1, shop1.pay_money, 'SBXRIGHT'))).body).toBe('success')
    expect((await payOf(p1)).pay_status).toBe(2)
    expect((await notify(notification(p1, shop1.pay_money, 'SBXRIGHT'))).body).toBe('success')
    expect((await notify(notification(p1, shop1.pay_money, 'SBXTWICE'))).body).toBe('success')
    const back = await returned(p1)
    expect(back.map((b) => b.trade_no).sort()).toEqual(['SBXOLD1', 'SBXTWICE'])
  })

  it('a payment link’s own signed parameters are never a valid notification', async () => {
    const { m, p1 } = await twoShopPayment()
    const u = await link(m.token, p1)
    const params = { ...Object.fromEntries(u.searchParams), trade_status: 'TRADE_SUCCESS', trade_no: 'X1' }
    expect((await notify(Object.fromEntries(u.searchParams))).body).toBe('fail')
    expect((await notify(params)).body).toBe('fail')
    expect((await payOf(p1)).pay_status).toBe(0)
  })
})
