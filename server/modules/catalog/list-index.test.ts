import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRng, type Rng } from '../../db/seed/random.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { goodsPage, type GoodsListFilter } from './goods-list.ts'
import { listIndexVersion, parseTsquery } from './list-index.ts'

// The in-process goods list index answers exactly what the SQL answers: a seeded set of filters
// (keywords cut from the goods' own names, latin prefixes, categories of every level, brands,
// attribute values, price ranges, shops and shop categories, id lists, every order, pages past the
// end), each compared both ways — on the seeded catalog, and again right after writes that move
// prices, stock, sales, names and on-sale state (a write shows on the next read).

let t: TestApp
let queries: Array<{ f: GoodsListFilter; page: number; pageSize: number }>

async function makeQueries(rng: Rng, n: number) {
  const db = t.db
  const names = (await db.selectFrom('goods_sku').select('sku_name').where('is_default', '=', 1).execute()).map((r) => r.sku_name)
  const cats = await db.selectFrom('goods_category').select(['category_id', 'level']).execute()
  const brands = (await db.selectFrom('goods_brand').select('brand_id').execute()).map((r) => r.brand_id)
  const attrs = await db.selectFrom('goods_attr_value_map').select(['attr_id', 'attr_value_id']).distinct().execute()
  const shops = (await db.selectFrom('shop').select('site_id').execute()).map((r) => r.site_id)
  const shopCats = (await db.selectFrom('shop_goods_category').select('category_id').execute()).map((r) => r.category_id)
  const goodsIds = (await db.selectFrom('goods').select('goods_id').execute()).map((r) => r.goods_id)
  const keyword = () => {
    const name = rng.pick(names)
    const latin = name.match(/[A-Za-z0-9]+/g)
    if (latin && rng.chance(0.3)) {
      const w = rng.pick(latin)
      return w.slice(0, rng.int(1, w.length)) // a word being typed: a prefix
    }
    const from = rng.int(0, Math.max(0, name.length - 2))
    return name.slice(from, from + rng.int(1, 4))
  }
  const orders = ['', 'sale_num', 'discount_price', 'create_time'] as const
  return Array.from({ length: n }, () => {
    const f: GoodsListFilter = {}
    if (rng.chance(0.5)) f.keyword = rng.chance(0.05) ? rng.pick(['!!!', 'zzzqqq', '手机 华为', 'iph', 'Apple 手机']) : keyword()
    if (rng.chance(0.4)) {
      const c = rng.pick(cats)
      f.category_id = c.category_id
      f.category_level = c.level
    }
    if (rng.chance(0.15)) f.brand_id = rng.pick(brands)
    if (rng.chance(0.15)) {
      const picked = rng.sample(attrs, rng.int(1, 3))
      f.attr = picked
    }
    if (rng.chance(0.2)) f.min_price = rng.int(0, 3000) * 100
    if (rng.chance(0.1)) f.max_price = rng.int(50, 8000) * 100
    if (rng.chance(0.1)) f.is_free_shipping = 1
    if (rng.chance(0.1)) f.is_own = 1
    if (rng.chance(0.15)) f.site_id = rng.pick(shops)
    if (rng.chance(0.05)) f.site_ids = rng.sample(shops, 3)
    if (rng.chance(0.1)) f.shop_category_id = rng.chance(0.9) ? rng.pick(shopCats) : 999_999
    if (rng.chance(0.05)) f.goods_id_arr = rng.sample(goodsIds, rng.int(1, 30))
    f.order = rng.pick(orders)
    if (rng.chance(0.7)) f.sort = rng.pick(['asc', 'desc'] as const)
    return { f, page: rng.pick([1, 1, 1, 2, 3, 5, 40]), pageSize: rng.pick([1, 12, 20, 100]) }
  })
}

async function compareAll() {
  let nonEmpty = 0
  for (const q of queries) {
    const viaSql = await goodsPage(t.db, q.f, q.page, q.pageSize, t.clock.now(), { via: 'sql' })
    const viaIndex = await goodsPage(t.db, q.f, q.page, q.pageSize, t.clock.now())
    expect(viaIndex, JSON.stringify(q)).toEqual(viaSql)
    if (viaSql.list.length) nonEmpty++
  }
  return nonEmpty
}

beforeAll(async () => {
  t = await createTestApp()
  await t.app.ready() // the catalog listener: without it there is no index
  queries = await makeQueries(createRng(2026), 400)
})
afterAll(async () => {
  await t.close()
})

describe('the goods list index', () => {
  it('reads the tsqueries search_query() makes, and nothing else', async () => {
    const q = await sql<{ q: string }>`select search_query('华为手机 iph')::text as q`.execute(t.db)
    expect(parseTsquery(q.rows[0]!.q)).toEqual([
      { word: '华为', prefix: false }, { word: '为手', prefix: false }, { word: '手机', prefix: false }, { word: 'iph', prefix: true },
    ])
    expect(parseTsquery("'a' | 'b'")).toBeNull()
    expect(parseTsquery("!'a'")).toBeNull()
    expect(parseTsquery("'it''s'")).toEqual([{ word: "it's", prefix: false }])
  })

  it('answers 400 seeded list queries exactly as the SQL does', { timeout: 120_000 }, async () => {
    const nonEmpty = await compareAll()
    // the comparison means something: most queries find goods, and the index really answered
    expect(nonEmpty).toBeGreaterThan(100)
    expect(listIndexVersion(t.db)).not.toBeNull()
  })

  it('follows writes at once: prices, stock, sales, names, on-sale state, attributes', { timeout: 120_000 }, async () => {
    const before = listIndexVersion(t.db)
    const skus = await t.db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('is_default', '=', 1).orderBy('sku_id').limit(60).execute()
    const ids = skus.map((s) => s.sku_id)
    await sql`update goods_sku set discount_price = discount_price + 7 * (sku_id % 5), sale_num = sale_num + sku_id % 13 where sku_id = any(${ids.slice(0, 30)}::int[])`.execute(t.db)
    await sql`update goods_sku set stock = 0 where sku_id = any(${ids.slice(30, 35)}::int[])`.execute(t.db)
    await sql`update goods_sku set on_sale = false where sku_id = any(${ids.slice(35, 45)}::int[])`.execute(t.db)
    await sql`update goods_sku set sku_name = sku_name || ' 限量版Zq9' where sku_id = any(${ids.slice(45, 50)}::int[])`.execute(t.db)
    await sql`delete from goods_attr_value_map where goods_id = any(${skus.slice(50, 60).map((s) => s.goods_id)}::int[])`.execute(t.db)
    // the very next read, no waiting: each of these writes notified
    const renamed = await goodsPage(t.db, { keyword: '限量版Zq9' }, 1, 20, t.clock.now())
    expect(renamed.list.map((g) => g.sku_id).sort()).toEqual(ids.slice(45, 50).sort())
    expect(listIndexVersion(t.db)).toBeGreaterThan(before!)
    await compareAll()
  })
})
