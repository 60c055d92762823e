import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offsetClock, testClock } from '../../clock.ts'
import { runCommand } from '../../ops/commands.ts'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { makeOrder } from './test-orders.ts'

const base = testClock()
const clock = offsetClock(base)
let t: TestApp
const db = () => t.db
const DAY = 86_400

beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ops = (name: string, ...args: string[]) => runCommand({ ...t.app.deps }, name, args)
const statusOf = async (orderId: number) => (await db().selectFrom('orders').select(['order_status', 'is_evaluate']).where('order_id', '=', orderId).executeTakeFirstOrThrow())

describe('order detail, close, receipt, packages', () => {
  it('detail: the member’s own order with the reference fields; another member’s id reads not found; bad ids are refused', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, type: 1, status: 3, lines: [3000, 2000], now: clock.now() })
    const res = await m.call<Record<string, unknown> & { order_goods: Array<Record<string, unknown>>; action: Array<{ action: string }> }>('/api/order/detail', { order_id: o.order_id })
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ order_id: o.order_id, order_no: o.order_no, order_status: 3, order_status_name: '已发货', order_type_name: '普通订单', pay_money: '50.00', is_enable_refund: 1 })
    expect(res.data.action.map((a) => a.action)).toEqual(['memberTakeDelivery', 'trace', 'extendTakeDelivery'])
    expect(res.data.order_goods).toHaveLength(2)
    expect(res.data.order_goods[0]).toMatchObject({ refund_status: 0, complain_action: 0, refund_action: [{ event: 'orderRefundApply', title: '申请维权', color: '' }] })
    const other = await newMember(t)
    for (const path of ['/api/order/detail', '/api/order/close', '/api/order/takedelivery', '/api/order/extendtakedelivery', '/api/order/package']) {
      const r = await other.call(path, { order_id: o.order_id })
      expect(r.code, path).toBe(-1)
      expect(r.message, path).toBe('订单不存在')
      for (const bad of [0, -1, 'x', 1e12, null]) expect((await m.call(path, { order_id: bad })).code, `${path} ${bad}`).toBe(-10006)
    }
    expect(await statusOf(o.order_id)).toMatchObject({ order_status: 3 })
  })

  it('close: an unpaid order closes once (stock back); a repeated or out-of-order close changes nothing', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 0, now: clock.now() })
    const sku = o.lines[0]!.sku_id
    const stock = async () => (await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', sku).executeTakeFirstOrThrow()).stock
    const before = await stock()
    expect((await m.call('/api/order/close', { order_id: o.order_id })).code).toBe(0)
    expect(await stock()).toBe(before + 1)
    const again = await m.call('/api/order/close', { order_id: o.order_id, lang: 'en' })
    expect(again.code).toBe(-10070)
    expect(again.message).toBe('The order is “closed” now: it cannot be closed')
    expect(await stock()).toBe(before + 1)
    const paid = await makeOrder(db(), { memberId: m.memberId, status: 1, now: clock.now() })
    expect((await m.call('/api/order/close', { order_id: paid.order_id })).message).toBe('订单当前状态为“待发货”，不能关闭')
    expect(await statusOf(paid.order_id)).toMatchObject({ order_status: 1 })
  })

  it('ship (CLI) → package with a sandbox trace → take delivery once; out of order refused', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, now: clock.now() })
    expect((await m.call('/api/order/takedelivery', { order_id: o.order_id })).message).toBe('订单当前状态为“待发货”，不能确认收货')
    expect(await ops('order:ship', o.order_no, '顺丰速运', 'SF1234567890')).toMatch(/shipped by 顺丰速运 SF1234567890/)
    await expect(ops('order:ship', o.order_no)).rejects.toThrow(/is shipped, not to be shipped/)
    base.advance(20 * 3600 * 1000)
    const pkg = await m.call<Array<{ delivery_no: string; express_company_name: string; goods_list: unknown[]; trace: { list: Array<{ datetime: string; remark: string }> } }>>('/api/order/package', { order_id: o.order_id })
    expect(pkg.data).toHaveLength(1)
    expect(pkg.data[0]).toMatchObject({ delivery_no: 'SF1234567890', express_company_name: '顺丰速运' })
    expect(pkg.data[0]!.goods_list).toHaveLength(1)
    const trace = pkg.data[0]!.trace.list
    expect(trace.length).toBe(4)
    expect(trace[0]!.datetime > trace[3]!.datetime).toBe(true) // 'YYYY-MM-DD HH:MM:SS', newest first
    expect((await m.call('/api/order/takedelivery', { order_id: o.order_id })).code).toBe(0)
    expect(await statusOf(o.order_id)).toEqual({ order_status: 4, is_evaluate: 1 })
    const again = await m.call('/api/order/takedelivery', { order_id: o.order_id })
    expect(again).toMatchObject({ code: -10070, message: '订单当前状态为“已收货”，不能确认收货' })
    await expect(ops('order:ship', 'nope')).rejects.toThrow(/not an order number/)
    await expect(ops('order:ship', 'T1234567')).rejects.toThrow(/no order T1234567/)
  })

  it("a shipped order's detail names the carrier and tracking number; its trace starts in the shop's city (北京) and ends in the buyer's (上海)", async () => {
    const m = await newMember(t)
    // shop 1 (Bazaar 自营数码旗舰店) is in 北京; the order goes to 上海市-上海市-浦东新区
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, siteId: 1, now: clock.now() })
    const before = await m.call<{ package_list: unknown[] }>('/api/order/detail', { order_id: o.order_id })
    expect(before.data.package_list).toEqual([])
    await ops('order:ship', o.order_no, '顺丰速运', 'SF2026112700001')
    const detail = await m.call<{ package_list: Array<{ express_company_name: string; delivery_no: string; delivery_time: number }> }>('/api/order/detail', { order_id: o.order_id })
    expect(detail.data.package_list).toEqual([expect.objectContaining({ express_company_name: '顺丰速运', delivery_no: 'SF2026112700001', delivery_time: clock.now() })])
    base.advance(60 * 3600 * 1000)
    const pkg = await m.call<Array<{ trace: { status_name: string; list: Array<{ remark: string }> } }>>('/api/order/package', { order_id: o.order_id })
    const trace = pkg.data[0]!.trace
    expect(trace.status_name).toBe('已签收')
    // newest first: the first event is the last in the list
    expect(trace.list.at(-1)!.remark).toMatch(/^【北京】顺丰速运 已揽收/)
    expect(trace.list.map((e) => e.remark).join('\n')).not.toMatch(/杭州/)
    expect(trace.list[0]!.remark).toMatch(/^【上海派送网点】已签收/)
    // another member sees neither
    const other = await newMember(t)
    expect((await other.call('/api/order/detail', { order_id: o.order_id })).code).toBe(-1)
  })

  it('a shipped order is received by itself after N days; extended once by 3 days; then completes; the review window closes', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, now: clock.now() })
    await ops('order:ship', o.order_no)
    const ext = await m.call<{ auto_receive_time: number }>('/api/order/extendtakedelivery', { order_id: o.order_id })
    expect(ext.code).toBe(0)
    expect(ext.data.auto_receive_time).toBe(clock.now() + 10 * DAY)
    expect((await m.call('/api/order/extendtakedelivery', { order_id: o.order_id })).message).toBe('收货时间只能延长一次')
    const detail = await m.call<{ action: Array<{ action: string }> }>('/api/order/detail', { order_id: o.order_id })
    expect(detail.data.action.map((a) => a.action)).toEqual(['memberTakeDelivery', 'trace'])
    base.advance(8 * DAY * 1000)
    await runDueJobs(t.app.deps)
    expect(await statusOf(o.order_id)).toMatchObject({ order_status: 3 })
    base.advance(2 * DAY * 1000 + 1000)
    await runDueJobs(t.app.deps)
    expect(await statusOf(o.order_id)).toEqual({ order_status: 4, is_evaluate: 1 })
    base.advance(7 * DAY * 1000 + 1000)
    await runDueJobs(t.app.deps)
    expect(await statusOf(o.order_id)).toEqual({ order_status: 10, is_evaluate: 1 })
    base.advance(15 * DAY * 1000 + 1000)
    await runDueJobs(t.app.deps)
    expect(await statusOf(o.order_id)).toEqual({ order_status: 10, is_evaluate: 0 })
  })

  it('local delivery goes out with a courier (local trace); pickup goods are marked ready once; each command only for its order type', async () => {
    const m = await newMember(t)
    const local = await makeOrder(db(), { memberId: m.memberId, type: 3, status: 1, now: clock.now() })
    const pickup = await makeOrder(db(), { memberId: m.memberId, type: 2, status: 2, now: clock.now() })
    await expect(ops('order:ship', local.order_no)).rejects.toThrow(/local delivery order: use order:local-deliver/)
    await expect(ops('order:local-deliver', pickup.order_no)).rejects.toThrow(/pickup order: use order:pickup-ready/)
    expect(await ops('order:local-deliver', local.order_no, '闪送')).toMatch(/out for delivery with 闪送/)
    base.advance(2 * 3600 * 1000)
    const pkg = await m.call<Array<{ delivery_type: string; trace: { status_name: string; list: unknown[] } }>>('/api/order/package', { order_id: local.order_id })
    expect(pkg.data[0]).toMatchObject({ delivery_type: 'local', trace: { status_name: '已签收' } })
    const detail = await m.call<{ action: Array<{ action: string }> }>('/api/order/detail', { order_id: local.order_id })
    expect(detail.data.action.map((a) => a.action)).toEqual(['extendTakeDelivery', 'memberTakeDelivery'])
    expect(await ops('order:pickup-ready', pickup.order_no)).toMatch(/ready for pickup/)
    await expect(ops('order:pickup-ready', pickup.order_no)).rejects.toThrow(/already ready/)
    await expect(ops('order:pickup-ready', local.order_no)).rejects.toThrow(/not a pickup order/)
    const p = await m.call<{ pickup_ready_time: number; delivery_code: string }>('/api/order/detail', { order_id: pickup.order_id })
    expect(p.data.pickup_ready_time).toBeGreaterThan(0)
    expect(p.data.delivery_code).toBe(pickup.code)
  })

  it('clock:advance moves the shared offset and runs what is due; refused without the test clock', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, now: clock.now() })
    await ops('order:ship', o.order_no)
    const before = clock.offsetMs()
    expect(await ops('clock:advance', '7d1h')).toMatch(/timed transitions? ran/)
    expect(clock.offsetMs() - before).toBe((7 * 24 + 1) * 3600 * 1000)
    expect((await db().selectFrom('test_clock').select('offset_ms').executeTakeFirstOrThrow()).offset_ms).toBe(clock.offsetMs())
    expect(await statusOf(o.order_id)).toMatchObject({ order_status: 4 })
    await expect(ops('clock:advance', 'soon')).rejects.toThrow(/not a duration/)
    await expect(runCommand({ db: t.db, clock: testClock() }, 'clock:advance', ['1h'])).rejects.toThrow(/BAZAAR_TEST_CLOCK=1/)
  })
})
