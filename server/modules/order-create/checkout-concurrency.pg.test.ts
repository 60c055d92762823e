import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newMember, type TestApp } from '../../test/harness.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { signed } from '../pay/signature.ts'

// The checkout's races on a real PostgreSQL (started here): parallel requests really run side by
// side on several connections, so the conditional updates and unique keys are what keeps them right.

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL checkout tests: ${skip}`)

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

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }

async function buyer() {
  const m = await newMember(t)
  await m.call('/api/memberaddress/add', ADDRESS)
  return m
}

async function skuWithStock(stock: number, offset: number) {
  const s = await t.db.selectFrom('goods_sku').select(['sku_id', 'site_id']).where('on_sale', '=', true).orderBy('sku_id').offset(offset).limit(1).executeTakeFirstOrThrow()
  await t.db.updateTable('goods_sku').set({ stock }).where('sku_id', '=', s.sku_id).execute()
  return s
}
const stockOf = async (skuId: number) => (await t.db.selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock

describe.skipIf(skip)('checkout on PostgreSQL, in parallel', () => {
  it('50 creates for a SKU with stock 10: exactly 10 succeed, stock 0, the rest are told it is out of stock', async () => {
    const s = await skuWithStock(10, 100)
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()))
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => buyers[i % 10]!.call<string>('/api/ordercreate/create', { sku_id: s.sku_id, num: 1 })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(10)
    for (const r of results.filter((x) => x.code !== 0)) {
      expect(r.code).toBe(-10020)
      expect(r.message).toMatch(/库存不足$/)
    }
    expect(await stockOf(s.sku_id)).toBe(0)
    const sold = await t.db.selectFrom('order_goods').select((eb) => eb.fn.sum<number>('num').as('n')).where('sku_id', '=', s.sku_id).executeTakeFirstOrThrow()
    expect(Number(sold.n)).toBe(10)
  }, 120_000)

  it('20 adds of one SKU end as one cart line with the sum', async () => {
    const m = await buyer()
    const s = await skuWithStock(500, 101)
    const results = await Promise.all(Array.from({ length: 20 }, () => m.call<number>('/api/cart/add', { site_id: s.site_id, sku_id: s.sku_id, num: 2 })))
    expect(results.every((r) => r.code === 0)).toBe(true)
    const rows = await t.db.selectFrom('cart').select(['num']).where('member_id', '=', m.memberId).execute()
    expect(rows).toEqual([{ num: 40 }])
  }, 60_000)

  it('the same idempotency key 10 times at once: one payment', async () => {
    const m = await buyer()
    const s = await skuWithStock(100, 102)
    const body = { sku_id: s.sku_id, num: 1, idempotency_key: 'pg-parallel-key-1' }
    const results = await Promise.all(Array.from({ length: 10 }, () => m.call<string>('/api/ordercreate/create', body)))
    expect(results.every((r) => r.code === 0)).toBe(true)
    expect(new Set(results.map((r) => r.data)).size).toBe(1)
    expect(await stockOf(s.sku_id)).toBe(99)
  }, 60_000)

  it('the same gateway notification 20 times at once: one payment', async () => {
    const m = await buyer()
    const s = await skuWithStock(100, 103)
    const out = (await m.call<string>('/api/ordercreate/create', { sku_id: s.sku_id, num: 1 })).data
    const pay = await t.db.selectFrom('pay').selectAll().where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    const note = signed(
      { notify_id: 'pg-1', app_id: 'bazaar-sandbox', pay_type: 'alipay', trade_no: 'T', out_trade_no: out, total_amount: (pay.pay_money / 100).toFixed(2), trade_status: 'TRADE_SUCCESS', gmt_payment: '1' },
      t.app.deps.config.payGatewayKey,
      'notify',
    )
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(note).toString() }),
      ),
    )
    expect(results.every((r) => r.body === 'success')).toBe(true)
    const notes = await t.db.selectFrom('pay_notify').select(['applied']).where('out_trade_no', '=', out).execute()
    expect(notes).toHaveLength(20)
    expect(notes.filter((n) => n.applied)).toHaveLength(1)
    const order = await t.db.selectFrom('orders').select(['pay_status', 'order_status']).where('out_trade_no', '=', out).executeTakeFirstOrThrow()
    expect(order).toEqual({ pay_status: 1, order_status: 1 })
  }, 60_000)
})
