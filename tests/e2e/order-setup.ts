import { expect, type Page } from '@playwright/test'
import { API, call, loginByApi, ops, type Member } from './fixtures.ts'

// Order set-ups for the order specs (issue 9): a member's orders made the way a shopper makes them —
// through the contract (create, the sandbox gateway, the balance with a pay password) — and the
// shop's side through the operator CLI. Seeded goods: sku 1837 of shop 1 (数码旗舰: express, pickup
// stores, local delivery; 389 元, so one of it reaches only 店庆满减送's 满199 — no gift line on the
// order), sku 559 of shop 3 (超市).

export const EXPRESS_SKU = 1837
/**
 * sku 1834 of shop 1 (华为 K1 老人机, express, no promotion): ordered by no other spec, so its stock moves
 * only with the test that counts it (the workers order EXPRESS_SKU side by side)
 */
export const COUNTED_SKU = 1834
export const PICKUP_SHOP = 1

export interface PlacedOrder {
  token: string
  outTradeNo: string
  orderId: number
  orderNo: string
}

async function addAddress(token: string) {
  const res = await call<number>('/api/memberaddress/add', { token, name: '测试收货人', mobile: '13700001111', province_id: 110000, city_id: 110100, district_id: 110101, address: '东长安街 1 号', is_default: 1 })
  expect(res.code).toBe(0)
}

/** the member logs in (the page gets the cookie), has an address, and orders `num` × sku (unpaid) */
export async function placeOrder(page: Page, member: Member, options: { skuId?: number; num?: number; delivery?: 'express' | 'store'; balance?: boolean } = {}): Promise<PlacedOrder> {
  const token = await loginByApi(page, member)
  await addAddress(token)
  const skuId = options.skuId ?? EXPRESS_SKU
  const goods = { sku_id: skuId, num: options.num ?? 1 }
  const extra: Record<string, unknown> = {}
  if (options.delivery === 'store') {
    const confirm = await call<{ shop_goods_list: Record<string, { site_id: number; express_type: Array<{ name: string; title: string; store_list?: Array<{ store_id: number; store_name: string }> }> }> }>('/api/ordercreate/payment', { token, ...goods })
    const shop = Object.values(confirm.data.shop_goods_list)[0]!
    const store = shop.express_type.find((e) => e.name === 'store')!
    const first = store.store_list![0]!
    extra.delivery = JSON.stringify({ [shop.site_id]: { delivery_type: 'store', delivery_type_name: store.title, store_id: first.store_id, store_name: first.store_name } })
  }
  if (options.balance) {
    extra.is_balance = 1
    extra.pay_password = await setPayPassword(member, token)
  }
  const created = await call<string>('/api/ordercreate/create', { token, ...goods, ...extra })
  expect(created.code, created.message).toBe(0)
  const info = await call<{ order_list: Array<{ order_id: number; order_no: string }> }>('/api/pay/info', { token, out_trade_no: created.data })
  const order = info.data.order_list[0]!
  return { token, outTradeNo: created.data, orderId: order.order_id, orderNo: order.order_no }
}

const PAY_PASSWORD = '123456'

/** a bound mobile, a balance of 9999 and the pay password 123456 (the balance pays the whole order) */
async function setPayPassword(member: Member, token: string): Promise<string> {
  const mobile = `139${String(Date.now()).slice(-8)}`
  await ops('member:mobile', member.username, mobile)
  await ops('member:balance', member.username, '9999')
  const sent = await call<{ key: string }>('/api/member/paypwdcode', { token })
  expect(sent.code, sent.message).toBe(0)
  const outbox = await ops('sms:outbox', mobile)
  const code = outbox.split('\n').find((l) => l.startsWith(mobile) && l.includes('pay_password'))!.split(/\s+/)[2]!
  const checked = await call('/api/member/verifypaypwdcode', { token, key: sent.data.key, code })
  expect(checked.code, checked.message).toBe(0)
  const set = await call('/api/member/modifypaypassword', { token, key: sent.data.key, code, password: PAY_PASSWORD })
  expect(set.code, set.message).toBe(0)
  return PAY_PASSWORD
}

/** pays an open payment through the sandbox gateway (approve), as the shopper would in the browser */
export async function payByGateway(token: string, outTradeNo: string) {
  const handOff = await call<{ type: string; data: string }>('/api/pay/pay', { token, out_trade_no: outTradeNo, pay_type: 'alipay', app_type: 'pc' })
  expect(handOff.code, handOff.message).toBe(0)
  const link = new URL(handOff.data.data, API)
  const form = new URLSearchParams(link.searchParams)
  form.set('decision', 'approve')
  const res = await fetch(`${API}${link.pathname}`, { method: 'POST', body: form, redirect: 'manual' })
  expect(res.status).toBe(303)
  await expect.poll(async () => (await call<{ pay_status: number }>('/api/pay/status', { token, out_trade_no: outTradeNo })).data.pay_status).toBe(2)
}

/** a paid express order, shipped by the shop (order:ship) */
export async function shippedOrder(page: Page, member: Member, options: { balance?: boolean } = {}) {
  const order = await placeOrder(page, member, options)
  if (!options.balance) await payByGateway(order.token, order.outTradeNo)
  await ops('order:ship', order.orderNo, '顺丰速运', `SF${Date.now()}`)
  return order
}

/** the member's balance in fen (both buckets) */
export async function balanceFen(token: string): Promise<number> {
  const res = await call<{ balance: string; balance_money: string }>('/api/member/detail', { token })
  return Math.round((Number(res.data.balance) + Number(res.data.balance_money)) * 100)
}

/** the refund number of an order line (for the shop's ops) */
export async function refundNoOf(token: string, orderGoodsId: number): Promise<string> {
  const res = await call<{ refund_no: string }>('/api/orderrefund/detail', { token, order_goods_id: orderGoodsId })
  return res.data.refund_no
}

/** the first line of an order */
export async function firstLine(token: string, orderId: number) {
  const res = await call<{ order_goods: Array<{ order_goods_id: number; sku_id: number; goods_id: number; price: string }>; pay_money: string }>('/api/order/detail', { token, order_id: orderId })
  return { ...res.data.order_goods[0]!, payMoney: res.data.pay_money }
}

/** the sku's stock as the goods page reads it */
export async function stockOf(skuId: number): Promise<number> {
  const res = await call<{ goods_sku_detail: { stock: number } }>('/api/goodssku/detail', { sku_id: skuId })
  return res.data.goods_sku_detail.stock
}
