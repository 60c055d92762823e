import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock, type TestClock } from '../../clock.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { shopInfo } from '../shop/service.ts'
import { liveIndexStatus, liveIndexVersion, shopHeader } from './detail-index.ts'
import { goodsPage } from './goods-list.ts'
import { listIndexStatus } from './list-index.ts'
import { skuDetail, skuInfo } from './goods-detail.ts'

// The goods detail's live part from memory (detail-index.ts) answers exactly what the database
// answers: every sku of the demo catalog, detail and spec switch, compared both ways — as seeded,
// right after writes that move prices, stock, sales, on-sale state, goods limits and shop headers
// (the next read shows them), and for the counters that notify nothing, within their 10 s.

let t: TestApp
let clock: TestClock
let skuIds: number[]

const outcome = (p: Promise<unknown>) => p.then((v) => ({ ok: v }), (e: { message?: string }) => ({ error: e.message }))
const both = async (skuId: number) => {
  const now = t.clock.now()
  return {
    memory: [await outcome(skuDetail(t.db, skuId, null, now)), await outcome(skuInfo(t.db, skuId, now))],
    sql: [await outcome(skuDetail(t.db, skuId, null, now, { via: 'sql' })), await outcome(skuInfo(t.db, skuId, now, { via: 'sql' }))],
  }
}

async function compareAll(ids: number[]) {
  let found = 0
  for (const id of ids) {
    const { memory, sql: viaSql } = await both(id)
    expect(memory, `sku ${id}`).toEqual(viaSql)
    if ('ok' in memory[0]!) found++
  }
  return found
}

beforeAll(async () => {
  clock = testClock()
  t = await createTestApp({ clock })
  await t.app.ready() // the catalog listener: without it there is no snapshot
  skuIds = (await t.db.selectFrom('goods_sku').select('sku_id').orderBy('sku_id').execute()).map((r) => r.sku_id)
})
afterAll(async () => {
  await t.close()
})

describe('the live detail snapshot', () => {
  it('answers every sku (on sale or not) exactly as the database does', { timeout: 120_000 }, async () => {
    const found = await compareAll([...skuIds, 999_999])
    expect(found).toBeGreaterThan(200)
    expect(found).toBeLessThanOrEqual(skuIds.length)
    expect(liveIndexVersion(t.db)).not.toBeNull()
  })

  it('follows writes at once: prices, stock, sales, on-sale state, limits, the shop', { timeout: 120_000 }, async () => {
    const before = liveIndexVersion(t.db)!
    const rows = await t.db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'site_id']).where('on_sale', '=', true).orderBy('sku_id').limit(40).execute()
    const ids = rows.map((r) => r.sku_id)
    await sql`update goods_sku set price = price + 100, discount_price = discount_price + 50, sale_num = sale_num + 3 where sku_id = any(${ids.slice(0, 10)}::int[])`.execute(t.db)
    await sql`update goods_sku set stock = 0 where sku_id = any(${ids.slice(10, 15)}::int[])`.execute(t.db)
    await sql`update goods_sku set on_sale = false where sku_id = any(${ids.slice(15, 20)}::int[])`.execute(t.db)
    await sql`update goods set max_buy = 2, goods_state = 1 where goods_id = any(${rows.slice(20, 25).map((r) => r.goods_id)}::int[])`.execute(t.db)
    await sql`update shop set site_name = site_name || ' 旗舰' where site_id = ${rows[30]!.site_id}`.execute(t.db)
    // the very next read, no waiting: every one of these writes notified
    const off = await both(ids[15]!)
    expect(off.memory[0]).toEqual({ error: expect.any(String) })
    expect((await skuDetail(t.db, ids[0]!, null, t.clock.now())).goods_sku_detail.sale_num).toBe(
      (await skuDetail(t.db, ids[0]!, null, t.clock.now(), { via: 'sql' })).goods_sku_detail.sale_num,
    )
    expect((await skuDetail(t.db, ids[30]!, null, t.clock.now())).shop_info.site_name).toMatch(/ 旗舰$/)
    expect(liveIndexVersion(t.db)).toBeGreaterThan(before)
    await compareAll(ids)
  })

  it('shows the counters browsing moves (no notification) within 10 s', async () => {
    const id = skuIds.find((s) => s % 3 === 0)!
    const { site_id: siteId } = await t.db.selectFrom('goods_sku').select('site_id').where('sku_id', '=', id).executeTakeFirstOrThrow()
    const first = await skuDetail(t.db, id, null, t.clock.now())
    await sql`update goods_sku set click_num = click_num + 5, collect_num = collect_num + 1 where sku_id = ${id}`.execute(t.db)
    await sql`update shop set sub_num = sub_num + 2 where site_id = ${siteId}`.execute(t.db)
    // within the 10 s: the snapshot's counters
    clock.advance(5_000)
    expect((await skuDetail(t.db, id, null, t.clock.now())).goods_sku_detail.click_num).toBe(first.goods_sku_detail.click_num)
    // later: the call that finds them old starts the reload and goes on; the ones after see the new counts
    clock.advance(5_000)
    await skuDetail(t.db, id, null, t.clock.now())
    await expect.poll(async () => (await skuDetail(t.db, id, null, t.clock.now())).goods_sku_detail.click_num).toBe(first.goods_sku_detail.click_num + 5)
    const now = await skuDetail(t.db, id, null, t.clock.now())
    expect(now.goods_sku_detail.collect_num).toBe(first.goods_sku_detail.collect_num + 1)
    expect(now.shop_info.sub_num).toBe(first.shop_info.sub_num + 2)
    expect((await shopInfo(t.db, siteId)).sub_num).toBe(first.shop_info.sub_num + 2)
  })

  it('patches a sale in (stock and sales of the skus it names): no reload, lists and details as the database has them', async () => {
    const detailBefore = liveIndexStatus(t.db)
    const listBefore = listIndexStatus(t.db)
    const rows = await t.db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('on_sale', '=', true).where('is_default', '=', 1)
      .where('stock', '>', 5).orderBy('sku_id', 'desc').limit(8).execute()
    const ids = rows.map((r) => r.sku_id)
    // what an order and a payment write: one statement each, stock and sales only
    await sql`update goods_sku set stock = stock - 2, sale_num = sale_num + 100000 where sku_id = any(${ids.slice(0, 4)}::int[])`.execute(t.db)
    await sql`update goods_sku set stock = stock + 3 where sku_id = ${ids[4]!}`.execute(t.db)
    await compareAll(ids)
    const bySales = async (via?: 'sql') => goodsPage(t.db, { order: 'sale_num', sort: 'desc' }, 1, 20, t.clock.now(), via ? { via } : {})
    expect(await bySales()).toEqual(await bySales('sql'))
    expect((await bySales()).list.slice(0, 4).map((g) => g.sku_id).sort()).toEqual(ids.slice(0, 4).sort())
    const detailAfter = liveIndexStatus(t.db)
    const listAfter = listIndexStatus(t.db)
    expect(detailAfter.loads).toBe(detailBefore.loads)
    expect(detailAfter.patches).toBeGreaterThan(detailBefore.patches)
    expect(listAfter.loads).toBe(listBefore.loads)
    expect(listAfter.patches).toBeGreaterThan(listBefore.patches)
    // any other change reloads
    await sql`update goods_sku set price = price + 1 where sku_id = ${ids[5]!}`.execute(t.db)
    await compareAll(ids.slice(5))
    expect(liveIndexStatus(t.db).loads).toBe(detailAfter.loads + 1)
  })

  it('serves shop headers as the database has them; a closed shop is not found', async () => {
    const shops = await t.db.selectFrom('shop').selectAll().execute()
    for (const s of shops) {
      const h = await shopHeader(t.db, s.site_id)
      expect(h?.site_name).toBe(s.site_name)
      expect(h?.sub_num).toBe(s.sub_num)
    }
    expect(await shopHeader(t.db, 999_999)).toBeUndefined()
    const open = shops.find((s) => s.shop_status === 1 && s.cert_id !== 0)!
    const info = await shopInfo(t.db, open.site_id)
    expect(info).not.toHaveProperty('cert_id')
    await sql`update shop set shop_status = 0 where site_id = ${open.site_id}`.execute(t.db)
    await expect(shopInfo(t.db, open.site_id)).rejects.toThrow()
    await sql`update shop set shop_status = 1 where site_id = ${open.site_id}`.execute(t.db)
    expect((await shopInfo(t.db, open.site_id)).site_name).toBe(open.site_name)
  })
})
