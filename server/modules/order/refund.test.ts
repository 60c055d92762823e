import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { runCommand } from '../../ops/commands.ts'
import { createTestApp, newMember, type TestApp, type TestMember } from '../../test/harness.ts'
import { makeOrder } from './test-orders.ts'

const clock = testClock()
let t: TestApp
const db = () => t.db

beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ops = (name: string, ...args: string[]) => runCommand({ ...t.app.deps }, name, args)
const lineOf = async (id: number) => db().selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()
const balances = async (memberId: number) => db().selectFrom('member').select(['balance', 'balance_money']).where('member_id', '=', memberId).executeTakeFirstOrThrow()
const payments = async (refundNo: string) => db().selectFrom('order_refund_payment').select(['source', 'amount']).where('refund_no', '=', refundNo).orderBy('source').execute()

async function apply(m: TestMember, orderGoodsId: number, type = 1, reason = '拍错/多拍/不喜欢') {
  const res = await m.call<{ refund_no: string }>('/api/orderrefund/refund', { order_goods_id: orderGoodsId, refund_type: type, refund_reason: reason, refund_remark: '不想要了' })
  expect(res.code, res.message).toBe(0)
  return res.data.refund_no
}

describe('refunds', () => {
  it('refundData: money and the types allowed (refund only before shipping, both after); bad input and another member’s line refused', async () => {
    const m = await newMember(t)
    const unshipped = await makeOrder(db(), { memberId: m.memberId, status: 1, lines: [3000], now: clock.now() })
    const shipped = await makeOrder(db(), { memberId: m.memberId, status: 3, lines: [4000, 1000], now: clock.now() })
    const a = await m.call<{ refund_money: string; refund_type: number[]; refund_reason_type: string[]; order_goods_info: { sku_name: string } }>('/api/orderrefund/refundData', { order_goods_id: unshipped.lines[0]!.order_goods_id })
    expect(a.data).toMatchObject({ refund_money: '30.00', refund_type: [1] })
    expect(a.data.refund_reason_type).toEqual(['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他'])
    const b = await m.call<{ refund_money: string; refund_type: number[] }>('/api/orderrefund/refundData', { order_goods_id: shipped.lines[0]!.order_goods_id })
    expect(b.data).toMatchObject({ refund_money: '40.00', refund_type: [1, 2] })
    const other = await newMember(t)
    const id = shipped.lines[0]!.order_goods_id
    for (const [path, body] of [
      ['/api/orderrefund/refundData', {}], ['/api/orderrefund/detail', {}], ['/api/orderrefund/cancel', {}],
      ['/api/orderrefund/refund', { refund_type: 1, refund_reason: '其他' }], ['/api/orderrefund/delivery', { refund_delivery_name: '顺丰', refund_delivery_no: 'SF123456' }],
      ['/api/ordercomplain/detail', {}], ['/api/ordercomplain/complain', { complain_reason: '其他' }], ['/api/ordercomplain/cancel', {}],
    ] as const) {
      const r = await other.call(path, { order_goods_id: id, ...body })
      expect(r, path).toMatchObject({ code: -1, message: '订单商品不存在' })
      expect((await m.call(path, { ...body, order_goods_id: 'x' })).code, path).toBe(-10006)
    }
    expect((await lineOf(id)).refund_status).toBe(0)
    // bad input on apply
    for (const bad of [{ refund_type: 3, refund_reason: '其他' }, { refund_type: 1, refund_reason: '随便' }, { refund_type: 1, refund_reason: '其他', refund_remark: 'x'.repeat(201) }, { refund_type: 1 }]) {
      expect((await m.call('/api/orderrefund/refund', { order_goods_id: id, ...bad })).code).toBe(-10006)
    }
    expect((await m.call('/api/orderrefund/refund', { order_goods_id: unshipped.lines[0]!.order_goods_id, refund_type: 2, refund_reason: '其他' })).code).toBe(-10082)
    const unpaid = await makeOrder(db(), { memberId: m.memberId, status: 0, now: clock.now() })
    expect((await m.call('/api/orderrefund/refund', { order_goods_id: unpaid.lines[0]!.order_goods_id, refund_type: 1, refund_reason: '其他' })).code).toBe(-10081)
  })

  it('refund only before shipping, paid by balance: agree pays the balance back exactly once, stock back, the order closes', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, paidBy: 'balance', lines: [2500], now: clock.now() })
    const line = o.lines[0]!
    const stock = async () => (await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', line.sku_id).executeTakeFirstOrThrow()).stock
    const stockBefore = await stock()
    const no = await apply(m, line.order_goods_id)
    expect(no).toMatch(/^R\d+$/)
    const again = await m.call('/api/orderrefund/refund', { order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: '其他' })
    expect(again).toMatchObject({ code: -10080, message: '维权当前状态为“申请维权”，不能申请维权' })
    const before = await balances(m.memberId)
    expect(await ops('refund:agree', no)).toBe(`refund ${no}: refunded`)
    await expect(ops('refund:agree', no)).rejects.toThrow(/is refunded, not waiting for the shop/)
    await expect(ops('refund:receive', no)).rejects.toThrow(/refunded, not waiting for the returned goods/)
    const after = await balances(m.memberId)
    expect(after.balance_money - before.balance_money).toBe(2500)
    expect(after.balance).toBe(before.balance)
    expect(await payments(no)).toEqual([{ source: 'balance_money', amount: 2500 }])
    expect(await stock()).toBe(stockBefore + 1)
    const order = await db().selectFrom('orders').select(['order_status', 'refund_money']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow()
    expect(order).toEqual({ order_status: -1, refund_money: 2500 })
    const detail = await m.call<{ refund_status: number; refund_status_name: string; refund_real_money: string; refund_log_list: Array<{ action: string; action_way: number }>; refund_action: unknown[] }>('/api/orderrefund/detail', { order_goods_id: line.order_goods_id })
    expect(detail.data).toMatchObject({ refund_status: 3, refund_status_name: '维权结束', refund_real_money: '25.00', refund_action: [] })
    expect(detail.data.refund_log_list.map((l) => l.action_way)).toEqual([2, 2, 1])
    const list = await m.call<{ count: number; list: Array<{ refund_no: string; refund_status: number }> }>('/api/orderrefund/lists', { page: 1, page_size: 10 })
    expect(list.data.list.map((r) => r.refund_no)).toContain(no)
  })

  it('return and refund after shipping, paid online: agree → return tracking → receive → refunded through the gateway once, even in parallel', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 3, paidBy: 'gateway', lines: [8000, 2000], now: clock.now() })
    const line = o.lines[0]!
    const no = await apply(m, line.order_goods_id, 2)
    // out of order: no tracking before the shop agrees, no receipt before the goods are sent
    expect((await m.call('/api/orderrefund/delivery', { order_goods_id: line.order_goods_id, refund_delivery_name: '顺丰', refund_delivery_no: 'SF0001' })).message).toBe('维权当前状态为“申请维权”，不能填写退货物流')
    await expect(ops('refund:receive', no)).rejects.toThrow(/not waiting for the returned goods/)
    expect(await ops('refund:agree', no)).toBe(`refund ${no}: waiting for the return`)
    const d = await m.call<{ refund_action: Array<{ event: string }> }>('/api/orderrefund/detail', { order_goods_id: line.order_goods_id })
    expect(d.data.refund_action.map((a) => a.event)).toEqual(['orderRefundDelivery', 'orderRefundCancel'])
    expect((await m.call('/api/orderrefund/delivery', { order_goods_id: line.order_goods_id, refund_delivery_name: '顺丰', refund_delivery_no: 'bad no!' })).code).toBe(-10006)
    expect((await m.call('/api/orderrefund/delivery', { order_goods_id: line.order_goods_id, refund_delivery_name: '顺丰速运', refund_delivery_no: 'SF20261123', refund_delivery_remark: '已寄回' })).code).toBe(0)
    expect((await lineOf(line.order_goods_id)).refund_status).toBe(5)
    const results = await Promise.allSettled([...Array.from({ length: 6 }, () => ops('refund:receive', no)), ops('refund:agree', no)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await payments(no)).toEqual([{ source: 'gateway', amount: 8000 }])
    const g = await db().selectFrom('order_refund_payment').select('gateway_refund_no').where('refund_no', '=', no).executeTakeFirstOrThrow()
    expect(g.gateway_refund_no).toMatch(/^SBXR[0-9a-f]{24}$/)
    expect((await lineOf(line.order_goods_id)).refund_status).toBe(3)
    // the other line is still open, so the order is too
    expect((await db().selectFrom('orders').select('order_status').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).order_status).toBe(3)
  })

  it('a mixed payment goes back to the balance first, the rest through the gateway; never more than was paid', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, paidBy: 'both', lines: [3000, 3000], now: clock.now() })
    const [a, b] = o.lines
    const n1 = await apply(m, a!.order_goods_id)
    const n2 = await apply(m, b!.order_goods_id)
    await ops('refund:agree', n1)
    await ops('refund:agree', n2)
    expect(await payments(n1)).toEqual([{ source: 'balance_money', amount: 3000 }])
    expect(await payments(n2)).toEqual([{ source: 'gateway', amount: 3000 }])
  })

  it('where the money goes: a line paid from the non-withdrawable balance is shown going back there, and goes there; the gateway part to the payment account', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, paidBy: 'both', bucket: 'balance', lines: [3000, 3000], now: clock.now() })
    const [a, b] = o.lines
    type To = Array<{ source: string; amount: string }>
    const data = await m.call<{ refund_to: To }>('/api/orderrefund/refundData', { order_goods_id: a!.order_goods_id })
    expect(data.data.refund_to).toEqual([{ source: 'balance', amount: '30.00' }])
    const n1 = await apply(m, a!.order_goods_id)
    const applied = await m.call<{ refund_to: To }>('/api/orderrefund/detail', { order_goods_id: a!.order_goods_id })
    expect(applied.data.refund_to).toEqual([{ source: 'balance', amount: '30.00' }])
    const before = await balances(m.memberId)
    await ops('refund:agree', n1)
    const after = await balances(m.memberId)
    expect(after.balance - before.balance).toBe(3000)
    expect(after.balance_money).toBe(before.balance_money)
    const paid = await m.call<{ refund_to: To; refund_log_list: Array<{ action: string }> }>('/api/orderrefund/detail', { order_goods_id: a!.order_goods_id })
    expect(paid.data.refund_to).toEqual([{ source: 'balance', amount: '30.00' }])
    expect(paid.data.refund_log_list[0]!.action).toBe('退款完成：不可提现余额 30.00 元')
    const en = await m.call<{ refund_log_list: Array<{ action: string }> }>('/api/orderrefund/detail', { order_goods_id: a!.order_goods_id, lang: 'en-us' })
    expect(en.data.refund_log_list[0]!.action).toBe('Refunded: ¥30.00 to the non-withdrawable balance')
    // the balance the order took is spent: the other line goes back to the account it was paid from
    const other = await m.call<{ refund_to: To }>('/api/orderrefund/refundData', { order_goods_id: b!.order_goods_id })
    expect(other.data.refund_to).toEqual([{ source: 'gateway', amount: '30.00' }])
    const n2 = await apply(m, b!.order_goods_id)
    await ops('refund:agree', n2)
    expect((await m.call<{ refund_to: To }>('/api/orderrefund/detail', { order_goods_id: b!.order_goods_id })).data.refund_to).toEqual([{ source: 'gateway', amount: '30.00' }])
  })

  it('cancel, refuse → edit and re-apply (same refund number), refuse → complaint → resolved by the platform (paid once)', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 4, paidBy: 'balance', lines: [6000], now: clock.now() })
    const id = o.lines[0]!.order_goods_id
    const first = await apply(m, id)
    expect((await m.call('/api/orderrefund/cancel', { order_goods_id: id })).code).toBe(0)
    expect((await m.call('/api/orderrefund/cancel', { order_goods_id: id })).message).toBe('维权当前状态为“未申请”，不能撤销')
    await expect(ops('refund:agree', first)).rejects.toThrow(/not waiting for the shop/)
    const no = await apply(m, id, 2, '其他')
    expect(no).not.toBe(first)
    // no complaint while the shop has not answered: there is nothing to arbitrate yet
    const waiting = await m.call<{ complain_action: number }>('/api/orderrefund/detail', { order_goods_id: id })
    expect(waiting.data.complain_action).toBe(0)
    expect((await m.call<{ order_goods: Array<{ complain_action: number }> }>('/api/order/detail', { order_id: o.order_id })).data.order_goods[0]!.complain_action).toBe(0)
    expect((await m.call<{ complain_action: number }>('/api/ordercomplain/detail', { order_goods_id: id })).data.complain_action).toBe(0)
    expect(await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '商家拒绝退款' })).toMatchObject({ code: -10092, message: '商家拒绝退款后才可申请平台维权' })
    await ops('refund:refuse', no, '商品已使用')
    const refused = await m.call<{ refund_status: number; refund_refuse_reason: string; refund_action: Array<{ event: string }>; complain_action: number }>('/api/orderrefund/detail', { order_goods_id: id })
    expect(refused.data).toMatchObject({ refund_status: -1, refund_refuse_reason: '商品已使用', complain_action: 1 })
    expect(refused.data.refund_action.map((a) => a.event)).toEqual(['orderRefundCancel', 'orderRefundAsk'])
    expect(await apply(m, id, 1, '协商一致退款')).toBe(no)
    await ops('refund:refuse', no)
    // complaint
    expect((await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '商家拒绝退款', complain_remark: '商品有质量问题' })).code).toBe(0)
    const dup = await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '其他' })
    expect(dup).toMatchObject({ code: -10091 })
    const c = await m.call<{ complain_status: number; complain_status_name: string; complain_cancel: number }>('/api/ordercomplain/detail', { order_goods_id: id })
    expect(c.data).toMatchObject({ complain_status: 1, complain_status_name: '申请维权', complain_cancel: 1 })
    expect((await m.call<{ count: number }>('/api/ordercomplain/lists', {})).data.count).toBe(1)
    const before = await balances(m.memberId)
    await Promise.allSettled([ops('complain:resolve', no), ops('complain:resolve', no), ops('refund:agree', no)])
    expect((await balances(m.memberId)).balance_money - before.balance_money).toBe(6000)
    expect(await payments(no)).toEqual([{ source: 'balance_money', amount: 6000 }])
    expect((await m.call<{ complain_status: number }>('/api/ordercomplain/detail', { order_goods_id: id })).data.complain_status).toBe(2)
    expect((await m.call('/api/ordercomplain/cancel', { order_goods_id: id })).code).toBe(-10094)
  })

  it('a complaint can be cancelled, or refused by the platform; none about a line without a refund', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 3, lines: [1000], now: clock.now() })
    const id = o.lines[0]!.order_goods_id
    expect((await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '其他' })).code).toBe(-10092)
    expect((await m.call('/api/ordercomplain/cancel', { order_goods_id: id })).code).toBe(-10093)
    const no = await apply(m, id)
    await ops('refund:refuse', no)
    expect((await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '其他' })).code).toBe(0)
    expect((await m.call('/api/ordercomplain/cancel', { order_goods_id: id })).code).toBe(0)
    expect((await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '商家拒绝退款' })).code).toBe(0)
    await ops('complain:refuse', no, '证据不足')
    await expect(ops('complain:refuse', no)).rejects.toThrow(/not open/)
    const c = await m.call<{ complain_status: number; platform_remark: string }>('/api/ordercomplain/detail', { order_goods_id: id })
    expect(c.data).toMatchObject({ complain_status: -1, platform_remark: '证据不足' })
    expect((await lineOf(id)).refund_status).toBe(-1)
    await expect(ops('refund:agree', 'X1')).rejects.toThrow(/not a refund number/)
    // another member's lists show none of this
    const other = await newMember(t)
    for (const path of ['/api/orderrefund/lists', '/api/ordercomplain/lists']) {
      expect((await other.call(path, {})).data, path).toEqual({ count: 0, page_count: 1, list: [] })
      expect((await m.call<{ count: number }>(path, {})).data.count, path).toBe(1)
      for (const bad of [{ page: 0 }, { page_size: 51 }, { page: 'x' }]) expect((await m.call(path, bad)).code, path).toBe(-10006)
    }
  })
})
