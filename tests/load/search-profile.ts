// node tests/load/search-profile.ts — where a search's time goes, on a fresh in-memory PGlite:
// each list call of the mixed stream (tests/load/mixed-workload.ts) run one at a time, uncached,
// and timed by part: the tsquery, the page with count(*) over (), the texts, the whole call.
// Prints the load average next to the figures (the machine is shared).
import { loadavg } from 'node:os'
import { sql } from 'kysely'
import { systemClock } from '../../server/clock.ts'
import { migrate, openDatabase } from '../../server/db/index.ts'
import { seedIfEmpty } from '../../server/db/seed/index.ts'
import { goodsPage, type GoodsListFilter } from '../../server/modules/catalog/goods-list.ts'
import { skuDetail } from '../../server/modules/catalog/goods-detail.ts'
import { KEYWORDS } from './mixed-workload.ts'
import { createRng } from '../../server/db/seed/random.ts'

const handle = await openDatabase({})
await migrate(handle)
await seedIfEmpty(handle, systemClock)
const { db } = handle
const rng = createRng(14)
const cats = (await db.selectFrom('goods_category').select(['category_id', 'level']).execute())
const skus = (await db.selectFrom('goods_sku').select('sku_id').where('on_sale', '=', true).execute()).map((r) => r.sku_id)

const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now()
  await fn()
  return performance.now() - t
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2)
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!.toFixed(2)

const orders = ['', 'sale_num', 'discount_price', 'create_time'] as const
const filters: Array<[string, GoodsListFilter, number]> = []
for (let i = 0; i < 150; i++) {
  filters.push(['search', { keyword: rng.pick(KEYWORDS), order: rng.pick(orders), sort: rng.pick(['asc', 'desc'] as const) }, rng.int(1, 5)])
  const c = rng.pick(cats)
  filters.push(['category', { category_id: c.category_id, category_level: c.level, order: rng.pick(orders) }, rng.int(1, 5)])
}
const parts: Record<string, number[]> = {}
const add = (k: string, ms: number) => (parts[k] ??= []).push(ms)
for (const [kind, f, page] of filters) {
  add(`${kind}: whole goodsPage (first time per keyword incl. tsquery)`, await time(() => goodsPage(db, f, page, 12, systemClock.now())))
  add(`${kind}: whole goodsPage (again, texts and tsquery remembered)`, await time(() => goodsPage(db, f, page, 12, systemClock.now())))
  if (f.keyword) add('search: search_query(keyword) alone', await time(() => sql`select search_query(${f.keyword!})::text`.execute(db)))
  const where = f.category_id ? sql`gs.${sql.ref(`category_id_${f.category_level}`)} = ${f.category_id}` : sql`true`
  add(`${kind}: count(*) only`, await time(() => sql`select count(*) from goods_sku gs where gs.on_sale and gs.is_default = 1 and ${where}`.execute(db)))
}
for (let i = 0; i < 150; i++) {
  const id = rng.pick(skus)
  add('detail: skuDetail first time', await time(() => skuDetail(db, id, null, systemClock.now())))
  add('detail: skuDetail again (goods texts remembered)', await time(() => skuDetail(db, id, null, systemClock.now())))
}
add('ping: select 1', await time(() => sql`select 1`.execute(db)))
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ms per call, one at a time, PGlite in memory`)
for (const [k, xs] of Object.entries(parts)) console.log(`${k.padEnd(70)} median ${median(xs).padStart(7)}  p90 ${p90(xs).padStart(7)}  (n=${xs.length})`)
await handle.close()
