import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, tokenOf, type TestApp } from '../../test/harness.ts'
import { DEMO_CODES } from './orders.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

describe('after-purchase demo data', () => {
  it('the buyer has orders of every type in every status, each readable through the API', async () => {
    const buyer = await t.db.selectFrom('member').select('member_id').where('username', '=', 'buyer').executeTakeFirstOrThrow()
    const orders = await t.db.selectFrom('orders').select(['order_id', 'order_type', 'order_status']).where('member_id', '=', buyer.member_id).execute()
    const has = (type: number, statuses: number[]) => statuses.every((s) => orders.some((o) => o.order_type === type && o.order_status === s))
    expect(has(1, [0, 1, 3, 4, 10, -1])).toBe(true)
    expect(has(2, [0, 2, 4, 10, -1])).toBe(true)
    expect(has(3, [0, 1, 3, 4, 10, -1])).toBe(true)
    expect(has(4, [0, 4, 10, -1])).toBe(true)
    for (const o of orders) {
      const res = await t.call<{ order_id: number }>('/api/order/detail', { token, order_id: o.order_id })
      expect(res.code, `order ${o.order_id}`).toBe(0)
    }
    const list = await t.call<{ count: number }>('/api/order/lists', { token, page_size: 50 })
    expect(list.data.count).toBe(orders.length)
  })

  it('refunds rest in each state, one with a complaint; the refund pages read them', async () => {
    const res = await t.call<{ count: number; list: Array<{ refund_status: number; order_goods_id: number }> }>('/api/orderrefund/lists', { token, page_size: 50 })
    expect(new Set(res.data.list.map((r) => r.refund_status))).toEqual(new Set([1, 3, 4, 5, -1]))
    for (const r of res.data.list) expect((await t.call('/api/orderrefund/detail', { token, order_goods_id: r.order_goods_id })).code).toBe(0)
    const complaints = await t.call<{ count: number; list: Array<{ complain_status: number }> }>('/api/ordercomplain/lists', { token })
    expect(complaints.data.list.map((c) => c.complain_status)).toEqual([1])
    const packages = await t.db.selectFrom('order_package').select('order_id').execute()
    expect(packages.length).toBeGreaterThan(5)
  })

  it('the buyer verifies for shop 1, where pickup and virtual codes wait; timed transitions are scheduled', async () => {
    expect((await t.call('/api/verify/checkisverifier', { token })).data).toBe(true)
    for (const code of Object.values(DEMO_CODES)) {
      const info = await t.call<{ is_verify: number }>('/api/verify/verifyInfo', { token, verify_code: code })
      expect(info.data.is_verify, code).toBe(0)
    }
    expect((await t.call<{ count: number }>('/api/verify/lists', { token, verify_type: 'pickup' })).data.count).toBeGreaterThan(0)
    const jobs = await t.db.selectFrom('scheduled_job').select('kind').where('state', '=', 'pending').execute()
    for (const kind of ['order.auto_receive', 'order.auto_complete', 'order.evaluate_close']) expect(jobs.some((j) => j.kind === kind), kind).toBe(true)
  })
})
