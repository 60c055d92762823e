import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CODES } from '../db/seed/orders.ts'
import { createTestApp, type ListBody, type TestApp, tokenOf } from '../test/harness.ts'

// After the purchase (reference §3.4–3.6, §6.7, spec §7 Orders): every path the order, refund,
// complaint, review and verify pages call is answered for the demo buyer, with the field names and
// wire types of the reference (money as 2-decimal strings, pictures as relative paths, JSON text
// where the reference has it). Behaviour is tested in server/modules/order and server/modules/verify.

let t: TestApp
let buyer = ''
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

const money = expect.stringMatching(/^-?\d+\.\d{2}$/)
const num = expect.any(Number)
const str = expect.any(String)
const arr = expect.any(Array)
const image = expect.stringMatching(/^(img|qrcode|upload)\//)

async function call<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await t.call<T>(path, { token: buyer, ...body })
  expect(res.code, `${path}: ${res.message}`).toBe(0)
  return res.data
}
type Order = { order_id: number; order_type: number; order_status: number; order_goods: Array<{ order_goods_id: number; refund_status: number }> }
const orders = async () => (await call<ListBody<Order>>('/api/order/lists', { page_size: 50 })).list
const pick = async (type: number, status: number) => (await orders()).find((o) => o.order_type === type && o.order_status === status)!

describe('orders (§3.5)', () => {
  it('order/detail has the detail fields of every order type', async () => {
    const express = await call<Record<string, unknown>>('/api/order/detail', { order_id: (await pick(1, 3)).order_id })
    expect(express).toMatchObject({
      order_id: num, order_status: num, order_status_name: str, order_type_name: str, order_no: str, out_trade_no: str, site_id: num, site_name: str,
      delivery_type_name: str, create_time: num, close_time: num, pay_status: num, pay_type_name: str, pay_time: num, promotion_type_name: str, buyer_message: str,
      name: str, mobile: str, full_address: str, address: str,
      goods_money: money, delivery_money: money, invoice_money: money, adjust_money: money, promotion_money: money, coupon_money: money, balance_money: money, pay_money: money,
      is_enable_refund: 1, is_evaluate: num, evaluate_status: num, action: arr, order_goods: arr,
    })
    expect((express.order_goods as unknown[])[0]).toMatchObject({ order_goods_id: num, sku_id: num, sku_name: str, sku_image: image, price: money, num, refund_status: num, refund_action: arr, complain_action: num })
    const pickup = await call<Record<string, unknown>>('/api/order/detail', { order_id: (await pick(2, 2)).order_id })
    expect(pickup).toMatchObject({ delivery_code: DEMO_CODES.buyerPickup, pickup: `qrcode/verify-${DEMO_CODES.buyerPickup}.png`, delivery_store_name: str })
    expect(JSON.parse(pickup.delivery_store_info as string)).toMatchObject({ open_date: str, telphone: str, full_address: str })
    const virtual = await call<Record<string, unknown>>('/api/order/detail', { order_id: (await pick(4, 4)).order_id })
    expect(virtual).toMatchObject({ virtual_code: DEMO_CODES.buyerVirtual, virtual_goods: { is_veirfy: 0, verify_time: 0 } })
  })

  it('order/package: packages with goods and a trace; order/evluateinfo: evaluate_status and list', async () => {
    const pkgs = await call<Array<Record<string, unknown>>>('/api/order/package', { order_id: (await pick(1, 3)).order_id })
    expect(pkgs[0]).toMatchObject({ package_name: str, express_company_name: str, delivery_no: str, goods_list: arr, trace: { success: true, reason: '', list: arr } })
    // issue 22: the contract's clients print a trace time as it comes ("1795793605" was printed):
    // 'YYYY-MM-DD HH:MM:SS' in Beijing time, the first step at the ship time
    const pkg = pkgs[0] as { delivery_time: number; trace: { list: Array<{ datetime: unknown; remark: string }> } }
    for (const step of pkg.trace.list) expect(step.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const shipped = new Date((pkg.delivery_time + 8 * 3600) * 1000).toISOString().replace('T', ' ').slice(0, 19)
    expect(pkg.trace.list.at(-1)!.datetime).toBe(shipped)
    const rate = (await orders()).find((o) => [4, 10].includes(o.order_status) && (o as unknown as { is_evaluate: number }).is_evaluate === 1)!
    const info = await call<{ evaluate_status: number; list: Array<Record<string, unknown>> }>('/api/order/evluateinfo', { order_id: rate.order_id })
    expect(info.evaluate_status).toBe(0)
    expect(info.list[0]).toMatchObject({ order_goods_id: num, goods_id: num, sku_id: num, sku_name: str, sku_image: image, price: money, site_id: num })
  })
})

describe('refunds and complaints (§3.6)', () => {
  it('refundData, detail, lists and complaint detail carry the reference fields', async () => {
    const unrefunded = (await pick(1, 4)).order_goods.find((g) => g.refund_status === 0)!
    const data = await call<Record<string, unknown>>('/api/orderrefund/refundData', { order_goods_id: unrefunded.order_goods_id })
    expect(data).toMatchObject({ order_goods_info: { sku_name: str, num, goods_money: money }, refund_money: money, refund_type: [1, 2], refund_reason_type: arr })
    const list = await call<ListBody<Record<string, unknown>>>('/api/orderrefund/lists', { page: 1, page_size: 10 })
    for (const r of list.list) {
      expect(r).toMatchObject({ refund_no: str, site_name: str, sku_name: str, sku_image: image, refund_apply_money: money, refund_type: num, refund_status: num, refund_status_name: str, refund_action_time: num, refund_action: arr })
      const d = await call<Record<string, unknown>>('/api/orderrefund/detail', { order_goods_id: r.order_goods_id })
      expect(d).toMatchObject({ order_goods_id: num, refund_status: num, refund_status_name: str, refund_no: str, refund_type: num, refund_reason: str, refund_apply_money: money, refund_action_time: num, refund_time: num, sku_name: str, num, shop_address: str, refund_action: arr, complain_action: num, refund_log_list: arr })
      for (const l of d.refund_log_list as unknown[]) expect(l).toMatchObject({ action_way: num, action: str })
    }
    const refused = list.list.find((r) => r.refund_status === -1)!
    const c = await call<Record<string, unknown>>('/api/ordercomplain/detail', { order_goods_id: refused.order_goods_id })
    expect(c).toMatchObject({ complain_status: 1, complain_reason: str, complain_remark: str, refund_apply_money: money })
    expect((await call<ListBody>('/api/ordercomplain/lists')).count).toBe(1)
  })
})

describe('verification (§6.7)', () => {
  it('getVerifyType map, verifyInfo fields, lists rows', async () => {
    expect(await call('/api/verify/getVerifyType')).toEqual({ pickup: { name: '订单自提' }, virtualgoods: { name: '虚拟商品' } })
    const info = await call<Record<string, unknown>>('/api/verify/verifyInfo', { verify_code: DEMO_CODES.otherPickup })
    expect(info).toMatchObject({ site_name: str, item_array: arr, remark_array: arr, verify_type_name: '订单自提', is_verify: 0, verifier_name: '', verify_time: 0 })
    expect((info.item_array as unknown[])[0]).toMatchObject({ img: image, name: str, price: money, num })
    const records = await call<ListBody<Record<string, unknown>>>('/api/verify/lists', { verify_type: 'pickup', page: 1, page_size: 10 })
    expect(records.list[0]).toMatchObject({ create_time: num, site_name: str, order_type_name: '自提订单', verifier_name: str, item_array: arr })
  })
})
