import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { createTestApp, newMember, todayAt, type TestApp } from '../../test/harness.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { CLOSED_TTL_MS, gated, StockGate, stockGate } from './stock-gate.ts'

// The stock gate on PGlite: a refusal the database made closes its key; the next attempts get the same
// answer without a database trip (shown by stock put back behind the gate's back, with no notification:
// still refused until the backstop re-checks); a return reopens it on its commit.

const clock = testClock(todayAt(6, 30)) // 14:30 Beijing time: the 14:00 slot runs
let t: TestApp
const db = () => t.db
const gate = () => stockGate(t.db)
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }
async function buyer() {
  const m = await newMember(t)
  await m.call('/api/memberaddress/add', ADDRESS)
  return m
}

async function runningSeckill(maxBuy: number, stock: number) {
  const slots = await t.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
  const row = await db()
    .selectFrom('promotion_seckill_goods')
    .select(['id', 'sku_id'])
    .where('seckill_id', '=', slots.data.current_seckill_id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  await db().updateTable('promotion_seckill_goods').set({ max_buy: maxBuy, stock, sale_num: 0 }).where('id', '=', row.id).execute()
  return row
}
const seckillStock = async (id: number) => (await db().selectFrom('promotion_seckill_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock

describe('the stock gate', () => {
  it('a sold-out flash sale is refused without the database, with the database’s answer; a close reopens it', async () => {
    const g = await runningSeckill(1, 2)
    const create = (m: Awaited<ReturnType<typeof buyer>>) => m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })
    const [a, b, c, d] = [await buyer(), await buyer(), await buyer(), await buyer()]
    expect((await create(a)).code).toBe(0)
    expect((await create(b)).code).toBe(0)
    const fromDb = await create(c)
    expect(fromDb.code).toBe(-10020)
    expect(fromDb.message).toContain('活动库存不足')

    // stock put back with no notification: the gate still answers sold out, so no database was asked
    await db().updateTable('promotion_seckill_goods').set({ stock: 1 }).where('id', '=', g.id).execute()
    const refused = gate().stats.refused
    const early = await create(d)
    expect(early).toMatchObject({ code: fromDb.code, message: fromDb.message, error_code: fromDb.error_code })
    expect(gate().stats.refused).toBe(refused + 1)
    // the backstop: after the closed time one attempt re-checks, finds the unit and buys it
    clock.advance(CLOSED_TTL_MS + 1)
    expect((await create(d)).code).toBe(0)
    expect(await seckillStock(g.id)).toBe(0)
    expect((await create(c)).code).toBe(-10020)
    expect((await create(c)).code).toBe(-10020)
    expect(gate().stats.refused).toBe(refused + 2)

    // a's unpaid order closes: its unit comes back on the commit and the gate opens for it
    const reopened = gate().stats.reopened
    clock.advance(31 * 60 * 1000)
    await runDueJobs(t.app.deps)
    await expect.poll(() => gate().stats.reopened).toBeGreaterThan(reopened)
    expect(await seckillStock(g.id)).toBeGreaterThan(0)
    expect((await create(c)).code).toBe(0)
    clock.advance(-31 * 60 * 1000 - CLOSED_TTL_MS - 1)
  })

  it('a member at the limit is refused without the database; other members are not', async () => {
    const g = await runningSeckill(1, 50)
    const m = await buyer()
    const other = await buyer()
    const create = (who: typeof m) => who.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })
    expect((await create(m)).code).toBe(0)
    const fromDb = await create(m)
    expect(fromDb.code).toBe(-10060)
    const refused = gate().stats.refused
    expect(await create(m)).toMatchObject({ code: -10060, message: fromDb.message })
    expect(gate().stats.refused).toBe(refused + 1)
    expect((await create(other)).code).toBe(0)
  })

  it('an idempotent retry refused by the gate answers the create that went through', async () => {
    const g = await runningSeckill(1, 1)
    const [m, late] = [await buyer(), await buyer()]
    const first = await m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1, idempotency_key: 'gate-retry-1' })
    expect(first.code).toBe(0)
    expect((await late.call('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })).code).toBe(-10020)
    const retry = await m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1, idempotency_key: 'gate-retry-1' })
    expect(retry).toMatchObject({ code: 0, data: first.data })
  })

  it('goods at 0 are refused early on buy now, and reopened by the stock notification', async () => {
    const sku = await db()
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .innerJoin('shop as p', 'p.site_id', 's.site_id')
      .select(['s.sku_id', 's.stock'])
      .where('s.on_sale', '=', true)
      .where('s.is_virtual', '=', 0)
      .where('g.max_buy', '=', 0)
      .where('g.min_buy', '<=', 1)
      .where('g.goods_state', '=', 1)
      .where('g.verify_state', '=', 1)
      .where('g.is_delete', '=', 0)
      .where('p.shop_status', '=', 1)
      .orderBy('s.sku_id', 'desc')
      .executeTakeFirstOrThrow()
    await db().updateTable('goods_sku').set({ stock: 0 }).where('sku_id', '=', sku.sku_id).execute()
    const m = await buyer()
    const create = () => m.call<string>('/api/ordercreate/create', { sku_id: sku.sku_id, num: 1 })
    const fromDb = await create()
    expect(fromDb.code).toBe(-10020)
    const refused = gate().stats.refused
    expect(await create()).toMatchObject({ code: -10020, message: fromDb.message })
    expect(gate().stats.refused).toBe(refused + 1)
    // a restock (any writer: the catalog trigger notifies the skus whose stock moved)
    const reopened = gate().stats.reopened
    await db().updateTable('goods_sku').set({ stock: 5 }).where('sku_id', '=', sku.sku_id).execute()
    await expect.poll(() => gate().stats.reopened).toBeGreaterThan(reopened)
    expect((await create()).code).toBe(0)
    await db().updateTable('goods_sku').set({ stock: sku.stock }).where('sku_id', '=', sku.sku_id).execute()
  })
})

const soldOut = () => gated(new ApiError('STOCK_NOT_ENOUGH', msg('活动库存不足', 'sold out'), { code: -10020 }), 'seckill:1')

describe('the gate’s generations (no database)', () => {
  const c = testClock(0)

  it('a refusal that raced a return does not close the gate; one after it does', () => {
    const g = new StockGate(() => c)
    const want = [{ key: 'seckill:1', num: 1 }]
    const ticket = g.enter(want)
    g.reopen('seckill:1', 'order:1') // the return committed while the attempt was at the database
    g.refused(ticket, soldOut())
    expect(() => g.enter(want)).not.toThrow()
    g.refused(g.enter(want), soldOut())
    expect(() => g.enter(want)).toThrow(ApiError)
  })

  it('closed for a quantity: less may still fit; the backstop lets one attempt through at a time', () => {
    const g = new StockGate(() => c)
    g.refused(g.enter([{ key: 'seckill:1', num: 3 }]), soldOut())
    expect(() => g.enter([{ key: 'seckill:1', num: 2 }])).not.toThrow()
    expect(() => g.enter([{ key: 'seckill:1', num: 3 }])).toThrow(ApiError)
    c.advance(CLOSED_TTL_MS)
    const probe = g.enter([{ key: 'seckill:1', num: 3 }])
    expect(() => g.enter([{ key: 'seckill:1', num: 3 }])).toThrow(ApiError)
    g.passed(probe)
    expect(() => g.enter([{ key: 'seckill:1', num: 3 }])).not.toThrow()
  })

  it('news from another process is adopted unless this one has seen a later reopen', () => {
    const g = new StockGate(() => c)
    const closed = { need: 1, refusal: { errorKey: 'STOCK_NOT_ENOUGH', text: msg('活动库存不足', 'sold out'), code: -10020 } }
    g.reopen('seckill:2', 'order:9') // generation 1 here
    g.merge('seckill:2', 0, closed) // a close made before that reopen
    expect(() => g.enter([{ key: 'seckill:2', num: 1 }])).not.toThrow()
    g.merge('seckill:2', 1, closed)
    expect(() => g.enter([{ key: 'seckill:2', num: 1 }])).toThrow(ApiError)
    g.merge('seckill:2', 2, null)
    expect(() => g.enter([{ key: 'seckill:2', num: 1 }])).not.toThrow()
  })
})
