import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'
import { unpaidCloseMinutes } from '../order-create/transitions.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { scheduleNotifyRetry } from './service.ts'
import { signed } from './signature.ts'

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }

async function sku() {
  return db().selectFrom('goods_sku').select(['sku_id', 'site_id']).where('on_sale', '=', true).where('stock', '>=', 50).orderBy('sku_id').offset(20).limit(1).executeTakeFirstOrThrow()
}

/** a member with an address and an unpaid order; returns its out_trade_no */
async function unpaidOrder() {
  const m = await newMember(t)
  await t.call('/api/memberaddress/add', { token: m.token, ...ADDRESS })
  const s = await sku()
  const res = await t.call<string>('/api/ordercreate/create', { token: m.token, sku_id: s.sku_id, num: 1 })
  expect(res.code).toBe(0)
  return { m, out: res.data }
}

const form = (p: Record<string, string>) => new URLSearchParams(p).toString()

async function gatewayLink(token: string, out: string, pay_type = 'alipay') {
  const res = await t.call<{ type: string; data: string; qrcode?: string }>('/api/pay/pay', { token, out_trade_no: out, pay_type, app_type: 'pc' })
  expect(res.code).toBe(0)
  return res.data.data
}

async function approve(url: string, decision = 'approve') {
  const u = new URL(url)
  const params = Object.fromEntries(u.searchParams)
  return t.app.inject({ method: 'POST', url: u.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ ...params, decision }) })
}

describe('cashier', () => {
  it('info, type and status of the member’s payment; another member reads not found', async () => {
    const { m, out } = await unpaidOrder()
    const info = await t.call<{ out_trade_no: string; pay_money: string; pay_status: number; return_url: string }>('/api/pay/info', { token: m.token, out_trade_no: out })
    expect(info.data).toMatchObject({ out_trade_no: out, pay_status: 0, return_url: `/web/result?code=${out}` })
    expect(info.data.pay_money).toMatch(/^\d+\.\d\d$/)
    // each order with its type: the result page links to the order's own detail page
    const orders = (await t.call<{ order_list: Array<{ order_id: number; order_type: number }> }>('/api/pay/info', { token: m.token, out_trade_no: out })).data.order_list
    expect(orders).toEqual([expect.objectContaining({ order_id: expect.any(Number), order_type: 1 })])
    expect((await t.call('/api/pay/type')).data).toEqual({ pay_type: 'alipay,wechatpay' })
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(0)
    const other = await newMember(t)
    for (const path of ['/api/pay/info', '/api/pay/status']) expect((await t.call(path, { token: other.token, out_trade_no: out })).message).toBe('支付单不存在')
    expect((await t.call('/api/pay/pay', { token: other.token, out_trade_no: out, pay_type: 'alipay' })).message).toBe('支付单不存在')
    expect((await t.call('/api/pay/pay', { token: m.token, out_trade_no: out, pay_type: 'paypal' })).code).toBe(-10006)
    expect((await t.call('/api/pay/info', { token: m.token, out_trade_no: "x' or 1=1" })).code).toBe(-10006)
  })

  it('info says when the unpaid payment closes (close_time, epoch seconds); 0 once paid', async () => {
    const { m, out } = await unpaidOrder()
    type Info = { close_time: number; create_time: number }
    const info = (await t.call<Info>('/api/pay/info', { token: m.token, out_trade_no: out })).data
    const minutes = await unpaidCloseMinutes(db(), loadConfig({ DATA_DIR: '.data/test' }).unpaidCloseMinutes)
    expect(info.close_time).toBe(info.create_time + minutes * 60)
    const orders = await db().selectFrom('orders').select('order_id').where('out_trade_no', '=', out).execute()
    const job = await db().selectFrom('scheduled_job').select('due_at').where('kind', '=', 'order.close_unpaid').where('ref', '=', String(orders[0]?.order_id)).executeTakeFirstOrThrow()
    expect(info.close_time).toBe(job.due_at)
    expect((await approve(await gatewayLink(m.token, out))).statusCode).toBeLessThan(400)
    expect((await t.call<Info>('/api/pay/info', { token: m.token, out_trade_no: out })).data.close_time).toBe(0)
  })
})

describe('sandbox gateway', () => {
  it('alipay: the page shows merchant, amount and out_trade_no; approval notifies, marks paid, returns to /web/result', async () => {
    const { m, out } = await unpaidOrder()
    const url = await gatewayLink(m.token, out)
    const u = new URL(url)
    expect(u.pathname).toBe('/sandbox/gateway')
    const page = await t.app.inject({ method: 'GET', url: u.pathname + u.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(out)
    expect(page.body).toContain('确认支付')
    expect(page.body).toContain(`￥${u.searchParams.get('total_amount')}`)
    const res = await approve(url)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/web/result?code=${out}`)
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(2)
    const order = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ pay_status: 1, order_status: 1, pay_type: 'alipay', pay_type_name: '支付宝支付' })
    // the page of a paid payment says so and offers no buttons
    const again = await t.app.inject({ method: 'GET', url: u.pathname + u.search })
    expect(again.body).toContain('该订单已支付')
    expect(again.body).not.toContain('name="decision"')
    expect((await t.call('/api/pay/pay', { token: m.token, out_trade_no: out, pay_type: 'alipay' })).message).toBe('该订单已支付')
  })

  it('wechatpay: a QR image path served by the server; cancel goes back to the cashier unpaid', async () => {
    const { m, out } = await unpaidOrder()
    const res = await t.call<{ type: string; qrcode: string; data: string }>('/api/pay/pay', { token: m.token, out_trade_no: out, pay_type: 'wechatpay' })
    expect(res.data.type).toBe('qrcode')
    expect(res.data.qrcode.startsWith('/sandbox/qrcode?')).toBe(true)
    const png = await t.app.inject({ method: 'GET', url: res.data.qrcode })
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    const cancel = await approve(res.data.data, 'cancel')
    expect(cancel.headers.location).toBe(`/web/pay?code=${out}&cancelled=1`)
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(0)
  })

  it('refuses tampered links and escapes what it shows', async () => {
    const { m, out } = await unpaidOrder()
    const u = new URL(await gatewayLink(m.token, out))
    u.searchParams.set('total_amount', '0.01')
    expect((await t.app.inject({ method: 'GET', url: u.pathname + u.search })).statusCode).toBe(400)
    const posted = await approve(u.toString())
    expect(posted.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/qrcode?out_trade_no=1' })).statusCode).toBe(404)
    // a subject with markup, signed by the server, is shown escaped
    await db().updateTable('pay').set({ pay_body: '<script>alert(1)</script>' }).where('out_trade_no', '=', out).execute()
    const v = new URL(await gatewayLink(m.token, out))
    const page = await t.app.inject({ method: 'GET', url: v.pathname + v.search })
    expect(page.body).not.toContain('<script>alert(1)</script>')
    expect(page.body).toContain('&#60;script&#62;')
  })

  it('forged notifications change nothing; the same notification 20 times in parallel pays once', async () => {
    const { m, out } = await unpaidOrder()
    const pay = await db().selectFrom('pay').selectAll().where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    const base = { notify_id: 'n1', app_id: 'bazaar-sandbox', pay_type: 'alipay', trade_no: 'T1', out_trade_no: out, total_amount: (pay.pay_money / 100).toFixed(2), trade_status: 'TRADE_SUCCESS', gmt_payment: '1' }
    const post = (p: Record<string, string>, type = 'alipay') =>
      t.app.inject({ method: 'POST', url: `/api/pay/notify/${type}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(p) })
    const forged = signed(base, 'not-the-key', 'notify')
    expect((await post(forged)).body).toBe('fail')
    const key = t.app.deps.config.payGatewayKey
    const wrongAmount = signed({ ...base, total_amount: '0.01' }, key, 'notify')
    expect((await post(wrongAmount)).body).toBe('success')
    expect((await post(signed(base, key, 'notify'), 'wechatpay')).body).toBe('fail')
    expect((await post({ ...signed(base, key, 'notify'), trade_status: 'TRADE_SUCCESS', out_trade_no: 'other' })).body).toBe('fail')
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(0)

    const real = signed(base, key, 'notify')
    const results = await Promise.all(Array.from({ length: 20 }, () => post(real)))
    expect(results.every((r) => r.body === 'success')).toBe(true)
    const notes = await db().selectFrom('pay_notify').select(['verified', 'applied']).where('out_trade_no', '=', out).execute()
    expect(notes.filter((n) => n.applied)).toHaveLength(1)
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(2)
    const order = await db().selectFrom('orders').select(['pay_status', 'order_status']).where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    expect(order).toEqual({ pay_status: 1, order_status: 1 })
    expect((await post(null as never)).body).toBe('fail')
  })
})

describe('notification retries', () => {
  it('a notification the notify endpoint did not take is delivered by the scheduler', async () => {
    const { m, out } = await unpaidOrder()
    const pay = await db().selectFrom('pay').selectAll().where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    const note = signed(
      { notify_id: 'retry-1', app_id: 'bazaar-sandbox', pay_type: 'wechatpay', trade_no: 'T2', out_trade_no: out, total_amount: (pay.pay_money / 100).toFixed(2), trade_status: 'TRADE_SUCCESS', gmt_payment: '1' },
      t.app.deps.config.payGatewayKey,
      'notify',
    )
    await scheduleNotifyRetry(db(), note, 'wechatpay', t.app.deps.clock.now() - 60)
    await runDueJobs(t.app.deps)
    expect((await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: out })).data.pay_status).toBe(2)
    const job = await db().selectFrom('scheduled_job').select('state').where('kind', '=', 'pay.notify_retry').where('ref', '=', 'retry-1').executeTakeFirstOrThrow()
    expect(job.state).toBe('done')
  })
})

describe('order/pay (re-pay)', () => {
  it('gives unpaid orders a new out_trade_no and closes the old payment; paid or foreign orders are refused', async () => {
    const { m, out } = await unpaidOrder()
    const order = await db().selectFrom('orders').select(['order_id']).where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    const res = await t.call<string>('/api/order/pay', { token: m.token, order_ids: String(order.order_id) })
    expect(res.code).toBe(0)
    expect(res.data).not.toBe(out)
    expect((await db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', out).executeTakeFirstOrThrow()).pay_status).toBe(-1)
    const other = await newMember(t)
    expect((await t.call('/api/order/pay', { token: other.token, order_ids: String(order.order_id) })).message).toBe('订单不存在')
    await approve(await gatewayLink(m.token, res.data))
    expect((await t.call('/api/order/pay', { token: m.token, order_ids: String(order.order_id) })).message).toBe('订单已支付或已关闭')
    expect((await t.call('/api/order/pay', { token: m.token, order_ids: '' })).code).toBe(-10006)
  })
})
