import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { newMember, type TestApp, type TestMember } from '../../test/harness.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { redisSkipReason, startRedis } from '../../test/redis.ts'
import { promotionGateKey, stockGate } from './stock-gate.ts'

// The stock gate across two apps on one PostgreSQL and one Redis (as two server processes would be):
// storms of creates through both never sell more than the stock; a close made by one is refused by the
// other without its database; each unit an unpaid order gives back reopens the gate once (one reopen
// published per return, whichever apps hear the return's notification) and is sold exactly once more.

const skip = pgSkipReason() ?? redisSkipReason()
const clock = testClock(Date.UTC(2026, 10, 23, 6, 30)) // 14:30 Beijing time: the 14:00 slot runs
let pg: TestPostgres | null = null
let redis: { url: string; stop(): Promise<void> } | null = null
let a: TestApp
let b: TestApp
let watcher: Redis
const published: Array<{ k: string; g: number; c: string }> = []

beforeAll(async () => {
  if (skip) return
  pg = await startPostgres()
  redis = await startRedis()
  a = await testAppOn(pg!.url, { clock, redisUrl: redis.url })
  b = await testAppOn(pg!.url, { clock, redisUrl: redis.url, seed: false })
  await Promise.all([a.app.ready(), b.app.ready()])
  watcher = new Redis(redis.url)
  await watcher.psubscribe('bazaar:gate:*')
  watcher.on('pmessage', (_p: string, _c: string, raw: string) => published.push(JSON.parse(raw) as { k: string; g: number; c: string }))
}, 240_000)
afterAll(async () => {
  watcher?.disconnect()
  await a?.close()
  await b?.close()
  await redis?.stop()
  await pg?.stop()
}, 60_000)

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }
/** a member made through A, calling through `app` */
async function buyer(app: TestApp) {
  const m = await newMember(a)
  await m.call('/api/memberaddress/add', ADDRESS)
  return { ...m, call: <T>(path: string, body?: Record<string, unknown>) => app.call<T>(path, { ...body, token: m.token }) } as TestMember
}
async function flashSale(stock: number, offset: number) {
  const slots = await a.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
  const row = await a.db.selectFrom('promotion_seckill_goods').select(['id', 'sku_id']).where('seckill_id', '=', slots.data.current_seckill_id).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()
  await a.db.updateTable('promotion_seckill_goods').set({ stock, max_buy: 1, sale_num: 0 }).where('id', '=', row.id).execute()
  await a.db.updateTable('goods_sku').set({ stock: 1000 }).where('sku_id', '=', row.sku_id).execute()
  return row
}
const promoStock = async (id: number) => (await a.db.selectFrom('promotion_seckill_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
const create = (m: TestMember, id: number) => m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: id, num: 1 })

describe.skipIf(skip)('the stock gate on PostgreSQL + Redis, two apps', () => {
  it('storms through both apps sell exactly the stock; each returned unit reopens the gate once and sells once', { timeout: 180_000 }, async () => {
    const g = await flashSale(6, 0)
    const key = promotionGateKey('seckill', g.id)
    const members = await Promise.all(Array.from({ length: 24 }, (_, i) => buyer(i % 2 ? b : a)))
    const storm = async (who: TestMember[]) => (await Promise.all(who.flatMap((m) => [create(m, g.id), create(m, g.id)]))).filter((r) => r.code === 0).length
    expect(await storm(members)).toBe(6)
    expect(await promoStock(g.id)).toBe(0)

    // closed on both: a unit put back without a notification is not sold by either (no database asked)
    await expect.poll(() => [a, b].every((x) => stockGate(x.db).marks.get(key)?.closed)).toBe(true)
    await a.db.updateTable('promotion_seckill_goods').set({ stock: 1 }).where('id', '=', g.id).execute()
    const refused = stockGate(a.db).stats.refused + stockGate(b.db).stats.refused
    expect(await storm(members.slice(0, 6))).toBe(0)
    expect(stockGate(a.db).stats.refused + stockGate(b.db).stats.refused).toBe(refused + 12)
    await a.db.updateTable('promotion_seckill_goods').set({ stock: 0 }).where('id', '=', g.id).execute()

    // three buyers cancel their unpaid orders, one after the other: three reopens, three more sales
    const buyers = await a.db.selectFrom('order_promotion').select(['order_id', 'member_id']).where('promotion_id', '=', g.id).where('promotion_type', '=', 'seckill').orderBy('order_id').limit(3).execute()
    const byId = new Map(members.map((m) => [m.memberId, m]))
    const opens = () => published.filter((p) => p.k === key && p.c === '').length
    const latecomers = await Promise.all(Array.from({ length: 16 }, (_, i) => buyer(i % 2 ? b : a)))
    for (const [i, o] of buyers.entries()) {
      expect((await byId.get(o.member_id)!.call('/api/order/close', { order_id: o.order_id })).code).toBe(0)
      await expect.poll(opens).toBe(i + 1)
      await expect.poll(() => [a, b].every((x) => !stockGate(x.db).marks.get(key)?.closed)).toBe(true)
      expect(await storm(latecomers)).toBe(1)
      expect(await promoStock(g.id)).toBe(0)
    }
    expect(opens()).toBe(3)
    const sold = await a.db.selectFrom('order_promotion').select((eb) => eb.fn.countAll<number>().as('n')).where('promotion_id', '=', g.id).where('returned', '=', 0).executeTakeFirstOrThrow()
    expect(Number(sold.n)).toBe(6)
  })

  it('a close made through one app is refused by the other before its database', { timeout: 60_000 }, async () => {
    const g = await flashSale(1, 1)
    const key = promotionGateKey('seckill', g.id)
    expect((await create(await buyer(a), g.id)).code).toBe(0)
    expect((await create(await buyer(a), g.id)).code).toBe(-10020)
    await expect.poll(() => Boolean(stockGate(b.db).marks.get(key)?.closed)).toBe(true)
    await a.db.updateTable('promotion_seckill_goods').set({ stock: 1 }).where('id', '=', g.id).execute()
    const refused = stockGate(b.db).stats.refused
    expect((await create(await buyer(b), g.id)).code).toBe(-10020)
    expect(stockGate(b.db).stats.refused).toBe(refused + 1)
  })
})
