import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../clock.ts'
import { runCommand } from '../../ops/commands.ts'
import { newMember, type TestApp } from '../../test/harness.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { AUTO_RECEIVE } from './lifecycle.ts'
import { makeOrder } from './test-orders.ts'

// The order lifecycle's races on a real PostgreSQL (started here): parallel calls run on several
// connections at once, so the conditional updates are what make each change happen once.

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL order tests: ${skip}`)

let server: TestPostgres | null = null
let t: TestApp

beforeAll(async () => {
  if (skip) return
  server = await startPostgres()
  t = await testAppOn(server!.url)
}, 240_000)
afterAll(async () => {
  await t?.close()
  await server?.stop()
}, 60_000)

const ops = (name: string, ...args: string[]) => runCommand(t.app.deps, name, args)
const now = () => systemClock.now()

describe.skipIf(skip)('the order lifecycle on PostgreSQL, in parallel', () => {
  it('20 receipts of one shipped order at once: one succeeds, one completion is scheduled', async () => {
    const m = await newMember(t)
    const o = await makeOrder(t.db, { memberId: m.memberId, status: 1, now: now() })
    await ops('order:ship', o.order_no)
    const results = await Promise.all(Array.from({ length: 20 }, () => m.call('/api/order/takedelivery', { order_id: o.order_id })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code === -10070)).toHaveLength(19)
    const jobs = await t.db.selectFrom('scheduled_job').select('kind').where('ref', '=', String(o.order_id)).where('kind', '=', 'order.auto_complete').execute()
    expect(jobs).toHaveLength(1)
  })

  it('10 agrees of one refund at once (and an apply-cancel from the buyer): the balance comes back once', async () => {
    const m = await newMember(t)
    const o = await makeOrder(t.db, { memberId: m.memberId, status: 1, paidBy: 'balance', lines: [4200], now: now() })
    const id = o.lines[0]!.order_goods_id
    const applied = await m.call<{ refund_no: string }>('/api/orderrefund/refund', { order_goods_id: id, refund_type: 1, refund_reason: '其他' })
    const no = applied.data.refund_no
    const results = await Promise.allSettled([...Array.from({ length: 10 }, () => ops('refund:agree', no)), m.call('/api/orderrefund/cancel', { order_goods_id: id })])
    const agreed = results.slice(0, 10).filter((r) => r.status === 'fulfilled').length
    const cancel = results[10] as PromiseFulfilledResult<{ code: number }>
    // either the shop was first (one agree, the cancel refused) or the buyer was (no agree at all)
    expect(agreed + (cancel.value.code === 0 ? 1 : 0)).toBe(1)
    const credited = await t.db.selectFrom('member_account_ledger').select('account_data').where('member_id', '=', m.memberId).where('from_type', '=', 'order_refund').execute()
    const member = await t.db.selectFrom('member').select('balance_money').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(credited.map((c) => c.account_data)).toEqual(agreed ? [4200] : [])
    expect(member.balance_money).toBe(agreed ? 4200 : 0)
  })

  it('receipt of returned goods 10 times at once with the platform resolving a complaint: paid through the gateway once', async () => {
    const m = await newMember(t)
    const o = await makeOrder(t.db, { memberId: m.memberId, status: 3, paidBy: 'gateway', lines: [9900], now: now() })
    const id = o.lines[0]!.order_goods_id
    const no = (await m.call<{ refund_no: string }>('/api/orderrefund/refund', { order_goods_id: id, refund_type: 2, refund_reason: '其他' })).data.refund_no
    await ops('refund:agree', no)
    await m.call('/api/orderrefund/delivery', { order_goods_id: id, refund_delivery_name: '顺丰', refund_delivery_no: 'SF9988776655' })
    await m.call('/api/ordercomplain/complain', { order_goods_id: id, complain_reason: '其他' })
    await Promise.allSettled([...Array.from({ length: 10 }, () => ops('refund:receive', no)), ops('complain:resolve', no)])
    const paid = await t.db.selectFrom('order_refund_payment').select(['source', 'amount']).where('refund_no', '=', no).execute()
    expect(paid).toEqual([{ source: 'gateway', amount: 9900 }])
    expect((await t.db.selectFrom('orders').select('refund_money').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).refund_money).toBe(9900)
  })

  it('an extension racing the automatic receipt never deadlocks: the order ends either extended or received', async () => {
    for (let i = 0; i < 5; i++) {
      const m = await newMember(t)
      const o = await makeOrder(t.db, { memberId: m.memberId, status: 1, now: now() })
      await ops('order:ship', o.order_no)
      await t.db.updateTable('orders').set({ auto_receive_time: now() - 1 }).where('order_id', '=', o.order_id).execute()
      await t.db.updateTable('scheduled_job').set({ due_at: now() - 1 }).where('kind', '=', AUTO_RECEIVE).where('ref', '=', String(o.order_id)).execute()
      const [ext] = await Promise.all([m.call('/api/order/extendtakedelivery', { order_id: o.order_id }), runDueJobs(t.app.deps)])
      const row = await t.db.selectFrom('orders').select(['order_status', 'is_extend_take_delivery']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow()
      if (ext.code === 0) expect(row).toEqual({ order_status: 3, is_extend_take_delivery: 1 })
      else expect(row).toEqual({ order_status: 4, is_extend_take_delivery: 0 })
    }
  })

  it('one code verified 10 times at once: used once, its order picked up once', async () => {
    const buyer = await newMember(t)
    const staff = await newMember(t)
    await ops('verifier:add', staff.username, '1')
    const o = await makeOrder(t.db, { memberId: buyer.memberId, type: 2, status: 2, siteId: 1, now: now() })
    const results = await Promise.all(Array.from({ length: 10 }, () => staff.call('/api/verify/verify', { verify_code: o.code })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect((await t.db.selectFrom('orders').select('order_status').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).order_status).toBe(4)
  })
})
