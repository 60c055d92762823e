import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { newMember, type TestApp } from '../../test/harness.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { seckillPeriod } from './time.ts'

// Promotion races on a real PostgreSQL (started here): parallel creates and receives really run side
// by side on several connections, so the conditional updates are what keeps the counts right.

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL promotion tests: ${skip}`)

const clock = testClock(Date.UTC(2026, 10, 23, 6, 30)) // 14:30 Beijing time: the 14:00 slot runs
let server: TestPostgres | null = null
let t: TestApp

beforeAll(async () => {
  if (skip) return
  server = await startPostgres()
  t = await testAppOn(server!.url, { clock })
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

async function flashSale(stock: number, maxBuy: number, offset: number) {
  const slots = await t.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
  const row = await t.db.selectFrom('promotion_seckill_goods').select(['id', 'sku_id']).where('seckill_id', '=', slots.data.current_seckill_id).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()
  await t.db.updateTable('promotion_seckill_goods').set({ stock, max_buy: maxBuy, sale_num: 0 }).where('id', '=', row.id).execute()
  await t.db.updateTable('goods_sku').set({ stock: 1000 }).where('sku_id', '=', row.sku_id).execute()
  return row
}
const promoStock = async (id: number) => (await t.db.selectFrom('promotion_seckill_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
const goodsStock = async (skuId: number) => (await t.db.selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock

describe.skipIf(skip)('promotions on PostgreSQL, in parallel', () => {
  it('60 creates by 20 members for 15 units, 1 per member: 15 sold, both stocks agree, nobody past the limit', async () => {
    const g = await flashSale(15, 1, 0)
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()))
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => members[i % 20]!.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })))
    const ok = results.filter((r) => r.code === 0)
    expect(ok).toHaveLength(15)
    for (const r of results.filter((x) => x.code !== 0)) expect([-10020, -10060]).toContain(r.code)
    expect(await promoStock(g.id)).toBe(0)
    expect(await goodsStock(g.sku_id)).toBe(985)
    const perMember = await t.db
      .selectFrom('order_promotion')
      .select(['member_id', (eb) => eb.fn.sum<number>('num').as('n')])
      .where('promotion_type', '=', 'seckill')
      .where('promotion_id', '=', g.id)
      .groupBy('member_id')
      .execute()
    expect(perMember).toHaveLength(15)
    expect(perMember.every((r) => Number(r.n) === 1)).toBe(true)
  }, 120_000)

  it('one member, 20 parallel creates against a limit of 3 a day: exactly 3 today, 3 more the next day; closing them gives each day its quota back', async () => {
    const g = await flashSale(100, 3, 1)
    const m = await buyer()
    const race = () => Promise.all(Array.from({ length: 20 }, () => m.call<string>('/seckill/api/ordercreate/create', { seckill_goods_id: g.id, num: 1 })))
    const quota = async (period: number) =>
      (await t.db.selectFrom('promotion_member_quota').select('num').where('kind', '=', 'seckill').where('ref_id', '=', g.id).where('member_id', '=', m.memberId).where('period', '=', period).executeTakeFirst())?.num
    const today = seckillPeriod(clock.now())

    const first = await race()
    expect(first.filter((r) => r.code === 0)).toHaveLength(3)
    expect(first.filter((r) => r.code === -10060)).toHaveLength(17)
    expect(await promoStock(g.id)).toBe(97)
    const detail = await m.call<{ goods_sku_detail: { purchased_num: number; max_buy: number } }>('/seckill/api/seckillgoods/detail', { id: g.id })
    expect(detail.data.goods_sku_detail).toMatchObject({ purchased_num: 3, max_buy: 3 })

    // the same slot the next day (14:30 again): a new occurrence, a new limit — and again only 3 of 20
    const moved = 24 * 3600 * 1000
    clock.advance(moved)
    const second = await race()
    expect(second.filter((r) => r.code === 0)).toHaveLength(3)
    expect(second.filter((r) => r.code === -10060)).toHaveLength(17)
    expect(await promoStock(g.id)).toBe(94)
    expect(await quota(today)).toBe(3)
    expect(await quota(today + 1)).toBe(3)

    // all six unpaid orders close: each gives its own day's quota back, and both stocks come back
    clock.advance(31 * 60 * 1000)
    try {
      await runDueJobs(t.app.deps)
    } finally {
      clock.advance(-31 * 60 * 1000 - moved)
    }
    expect(await promoStock(g.id)).toBe(100)
    expect(await goodsStock(g.sku_id)).toBe(1000)
    expect(await quota(today)).toBe(0)
    expect(await quota(today + 1)).toBe(0)
  }, 120_000)

  it('coupon receives: 30 members race for 10, and one member’s 10 parallel receives stop at the per-member limit', async () => {
    const type = await t.db
      .insertInto('coupon_type')
      .values({ source: 2, site_id: 0, coupon_name: '并发测试券', money: 500, count: 10, max_fetch: 2, create_time: clock.now() })
      .returning('coupon_type_id')
      .executeTakeFirstOrThrow()
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember(t)))
    const results = await Promise.all(members.map((m) => m.call('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: type.coupon_type_id })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(10)
    expect(results.filter((r) => r.code === -10071)).toHaveLength(20)
    const issued = await t.db.selectFrom('member_coupon').select((eb) => eb.fn.countAll<number>().as('n')).where('coupon_type_id', '=', type.coupon_type_id).executeTakeFirstOrThrow()
    expect(Number(issued.n)).toBe(10)

    const many = await t.db
      .insertInto('coupon_type')
      .values({ source: 2, site_id: 0, coupon_name: '并发限领券', money: 500, count: 0, max_fetch: 2, create_time: clock.now() })
      .returning('coupon_type_id')
      .executeTakeFirstOrThrow()
    const m = members[0]!
    const mine = await Promise.all(Array.from({ length: 10 }, () => m.call('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: many.coupon_type_id })))
    expect(mine.filter((r) => r.code === 0)).toHaveLength(2)
    expect(mine.filter((r) => r.code === -10070)).toHaveLength(8)
  }, 120_000)
})
