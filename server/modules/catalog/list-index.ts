import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { catalogSnapshot } from '../../db/catalog-snapshot.ts'
import type { GoodsListFilter, ListRow } from './goods-list.ts'
import { goodsSalesSql } from './numbers.ts'
import { effectivePrice } from './stock.ts'

// The goods lists' in-process index (issue 14, docs/decisions/011-mixed-workload-speed.md): every
// listed sku (on sale, the default sku of its goods) with the columns lists filter, sort and show,
// its search lexemes, the goods' attribute values and the shop categories — held in memory and
// answered from there, so a search, a category page or a filter costs no database round trip.
//
// Kept in step with the database by the catalog change notifications (response-cache.ts): each
// notification moves the process's catalog version on; the next list call finds its snapshot older
// than the version and waits for a reload (one at a time, shared by every call that needs it), so a
// write shows on the next read exactly as with the SQL path. With no listener (LISTEN failed, or
// before the app is ready) there is no index and goods-list.ts runs its SQL.
//
// It answers exactly what the SQL of goods-list.ts answers (list-index.test.ts compares both on a
// seeded set of queries, before and after writes): the same filters, `order by <key> <dir>, sku_id
// <dir>`, and the keyword as the AND of its tsquery's lexemes (the last one maybe a prefix, `:*`),
// which is all search_query() ever makes; a tsquery of any other shape falls back to SQL.

interface Entry extends ListRow {
  category_id_1: number
  category_id_2: number
  category_id_3: number
  brand_id: number
  shop_category_id: number
  create_time: number
}

interface Snapshot {
  entries: Entry[]
  /** sku_id → its entry (a sale's numbers are patched in here) */
  bySku: Map<number, Entry>
  /** entries in each list order (built on first use) */
  sorted: Map<string, Entry[]>
  /** lexeme → the entries whose search text holds it */
  lexemes: Map<string, Set<Entry>>
  /** tsquery text → the entries it matches (built on first use) */
  matches: Map<string, Set<Entry> | null>
  /** goods_id → its attribute values as "attr_id:attr_value_id" */
  attrs: Map<number, Set<string>>
  /** goods_id → its attribute value ids (the readable filter, attr_names) */
  valueIds: Map<number, Set<number>>
  shopCategories: Array<{ category_id: number; pid: number }>
  /** the entries by the price paid, for the span of time in which no limited-time discount starts or ends */
  byPayPrice: { from: number; until: number; asc: Entry[]; desc: Entry[] } | null
  /** the entries of a category ("c<level>:<id>") or a shop ("s<id>"), built on first use (a sale changes neither) */
  buckets: Map<string, Set<Entry>>
}

const MATCH_MEMORY = 2_000

async function load(db: Database): Promise<Snapshot> {
  // three reads; the first one names every column the list rows carry
  const [rows, attrRows, shopCategories] = await Promise.all([
    sql<Entry & { lexemes: string[] }>`
      select gs.goods_id, gs.sku_id, gs.price, gs.market_price, gs.discount_price, gs.stock, ${goodsSalesSql('gs')} as goods_sales,
        gs.site_id, gs.website_id, gs.is_own, gs.is_free_shipping, gs.promotion_type, gs.start_time, gs.end_time,
        gs.is_virtual, gs.category_id_1, gs.category_id_2, gs.category_id_3, gs.brand_id, gs.shop_category_id,
        gs.create_time, tsvector_to_array(gs.search_text) as lexemes
      from goods_sku gs where gs.on_sale and gs.is_default = 1`.execute(db),
    sql<{ goods_id: number; attr_id: number; attr_value_id: number }>`
      select goods_id, attr_id, attr_value_id from goods_attr_value_map`.execute(db),
    sql<{ category_id: number; pid: number }>`select category_id, pid from shop_goods_category`.execute(db),
  ])
  const entries: Entry[] = []
  const lexemes = new Map<string, Set<Entry>>()
  for (const { lexemes: words, ...entry } of rows.rows) {
    entries.push(entry)
    for (const w of words) {
      let set = lexemes.get(w)
      if (!set) lexemes.set(w, (set = new Set()))
      set.add(entry)
    }
  }
  const attrs = new Map<number, Set<string>>()
  const valueIds = new Map<number, Set<number>>()
  for (const a of attrRows.rows) {
    let set = attrs.get(a.goods_id)
    if (!set) attrs.set(a.goods_id, (set = new Set()))
    set.add(`${a.attr_id}:${a.attr_value_id}`)
    let ids = valueIds.get(a.goods_id)
    if (!ids) valueIds.set(a.goods_id, (ids = new Set()))
    ids.add(a.attr_value_id)
  }
  return { entries, bySku: new Map(entries.map((e) => [e.sku_id, e])), sorted: new Map(), lexemes, matches: new Map(), attrs, valueIds, shopCategories: shopCategories.rows, byPayPrice: null, buckets: new Map() }
}

/** a sale moved these skus' stock and sales: the listed skus of their goods get the new numbers */
async function patch(db: Database, snap: Snapshot, skuIds: number[]): Promise<Snapshot> {
  const rows = await sql<{ sku_id: number; stock: number; goods_sales: number }>`
    select gs.sku_id, gs.stock, ${goodsSalesSql('gs')} as goods_sales
    from goods_sku gs
    where gs.on_sale and gs.is_default = 1 and gs.goods_id in (select goods_id from goods_sku where sku_id = any(${skuIds}::int[]))`.execute(db)
  let salesMoved = false
  for (const r of rows.rows) {
    const entry = snap.bySku.get(r.sku_id)
    if (!entry) continue
    if (entry.goods_sales !== r.goods_sales) salesMoved = true
    entry.stock = r.stock
    entry.goods_sales = r.goods_sales
  }
  // the orders by sales are sorted again on first use
  if (salesMoved) for (const name of ['goods_sales:asc', 'goods_sales:desc']) snap.sorted.delete(name)
  return snap
}

const snapshots = catalogSnapshot({ name: 'list index', load, patch })
const snapshot = (db: Database) => snapshots.get(db)

/** the tsquery's lexemes, as search_query() writes them: 'a' & 'b' & 'c':* — null for any other shape */
export function parseTsquery(tsquery: string): Array<{ word: string; prefix: boolean }> | null {
  const terms: Array<{ word: string; prefix: boolean }> = []
  const term = /'((?:[^']|'')*)'(:\*)?/y
  let i = 0
  for (;;) {
    term.lastIndex = i
    const m = term.exec(tsquery)
    if (!m) return null
    terms.push({ word: m[1]!.replaceAll("''", "'"), prefix: m[2] !== undefined })
    i = term.lastIndex
    if (i === tsquery.length) return terms
    if (!tsquery.startsWith(' & ', i)) return null
    i += 3
  }
}

function matching(snap: Snapshot, tsquery: string): Set<Entry> | null {
  const known = snap.matches.get(tsquery)
  if (known !== undefined) return known
  const terms = parseTsquery(tsquery)
  let result: Set<Entry> | null = null
  if (terms) {
    // the AND of the terms: start from the rarest
    const sets = terms.map(({ word, prefix }) => {
      if (!prefix) return snap.lexemes.get(word) ?? new Set<Entry>()
      const union = new Set<Entry>()
      for (const [lexeme, set] of snap.lexemes) if (lexeme.startsWith(word)) for (const e of set) union.add(e)
      return union
    })
    sets.sort((a, b) => a.size - b.size)
    result = new Set([...sets[0]!].filter((e) => sets.every((s) => s.has(e))))
  }
  if (snap.matches.size >= MATCH_MEMORY) snap.matches.clear()
  snap.matches.set(tsquery, result)
  return result
}

// the orders of goods-list.ts orderSql: the goods' sales, the price paid now (numbers.ts), the time listed
function sortKey(f: GoodsListFilter): { key: 'goods_sales' | 'pay_price' | 'create_time'; desc: boolean } {
  // the default ("综合") order: best sellers first, whatever `sort` says
  if (!f.order) return { key: 'goods_sales', desc: true }
  const key = f.order === 'sale_num' ? 'goods_sales' : f.order === 'discount_price' ? 'pay_price' : 'create_time'
  return { key, desc: f.sort !== 'asc' }
}

function sortedEntries(snap: Snapshot, f: GoodsListFilter, now: number): Entry[] {
  const { key, desc } = sortKey(f)
  const sign = desc ? -1 : 1
  if (key === 'pay_price') {
    // the price paid depends on the time only where a limited-time discount starts or ends: the
    // order holds from the last such moment before now until the next one
    let order = snap.byPayPrice
    if (!order || now < order.from || now >= order.until) {
      let from = -Infinity
      let until = Infinity
      for (const e of snap.entries) {
        if (e.promotion_type !== 1) continue
        for (const moment of [e.start_time, e.end_time]) {
          if (moment <= now) from = Math.max(from, moment)
          else until = Math.min(until, moment)
        }
      }
      const pay = new Map(snap.entries.map((e) => [e, effectivePrice(e, now)]))
      const asc = [...snap.entries].sort((a, b) => pay.get(a)! - pay.get(b)! || a.sku_id - b.sku_id)
      // sku ids are unique, so descending is ascending read backwards
      order = snap.byPayPrice = { from, until, asc, desc: asc.toReversed() }
    }
    return desc ? order.desc : order.asc
  }
  const name = `${key}:${desc ? 'desc' : 'asc'}`
  let list = snap.sorted.get(name)
  if (!list) {
    list = [...snap.entries].sort((a, b) => sign * (a[key] - b[key] || a.sku_id - b.sku_id))
    snap.sorted.set(name, list)
  }
  return list
}

/** the list filter's category column per category level */
const CATEGORY_COLUMNS = ['category_id_1', 'category_id_2', 'category_id_3'] as const

/** the test one entry must pass, or null when the filter cannot be answered here */
function predicate(snap: Snapshot, f: GoodsListFilter, tsquery: string | null, now: number): ((e: Entry) => boolean) | null {
  const tests: Array<(e: Entry) => boolean> = []
  if (tsquery !== null) {
    const hits = matching(snap, tsquery)
    if (!hits) return null
    tests.push((e) => hits.has(e))
  }
  if (f.category_id && f.category_level) {
    const id = f.category_id
    const column = CATEGORY_COLUMNS[f.category_level - 1]
    if (!column) return null
    tests.push((e) => e[column] === id)
  }
  if (f.brand_id) tests.push((e) => e.brand_id === f.brand_id)
  // the price a card shows (numbers.ts): a discount that has ended no longer counts
  if (f.min_price !== undefined) tests.push((e) => effectivePrice(e, now) >= f.min_price!)
  if (f.max_price !== undefined) tests.push((e) => effectivePrice(e, now) <= f.max_price!)
  if (f.is_free_shipping === 1) tests.push((e) => e.is_free_shipping === 1)
  if (f.is_own === 1) tests.push((e) => e.is_own === 1)
  if (f.site_id) tests.push((e) => e.site_id === f.site_id)
  if (f.site_ids) {
    const ids = new Set(f.site_ids)
    tests.push((e) => ids.has(e.site_id))
  }
  if (f.shop_category_id) {
    // a level-1 shop category includes its children (only categories that exist)
    const id = f.shop_category_id
    const ids = new Set(snap.shopCategories.filter((c) => c.category_id === id || c.pid === id).map((c) => c.category_id))
    tests.push((e) => ids.has(e.shop_category_id))
  }
  if (f.goods_id_arr && f.goods_id_arr.length > 0) {
    const ids = new Set(f.goods_id_arr)
    tests.push((e) => ids.has(e.goods_id))
  }
  if (f.attr && f.attr.length > 0) {
    // values of one attribute are alternatives (OR); different attributes must all hold (AND)
    const byAttr = new Map<number, string[]>()
    for (const a of f.attr) byAttr.set(a.attr_id, [...(byAttr.get(a.attr_id) ?? []), `${a.attr_id}:${a.attr_value_id}`])
    const groups = [...byAttr.values()]
    tests.push((e) => {
      const own = snap.attrs.get(e.goods_id)
      return own !== undefined && groups.every((g) => g.some((v) => own.has(v)))
    })
  }
  for (const named of f.attr_names ?? []) {
    // one attribute name (it may exist in several level-1 categories): any of its values
    const ids = named.value_ids
    tests.push((e) => {
      const own = snap.valueIds.get(e.goods_id)
      return own !== undefined && ids.some((id) => own.has(id))
    })
  }
  return (e) => tests.every((t) => t(e))
}

function bucket(snap: Snapshot, key: string, member: (e: Entry) => boolean): Set<Entry> {
  let set = snap.buckets.get(key)
  if (!set) snap.buckets.set(key, (set = new Set(snap.entries.filter(member))))
  return set
}

/** each entry's place in a list order (built once per order) */
const ranks = new WeakMap<Entry[], Map<Entry, number>>()
function rankIn(ordered: Entry[]): Map<Entry, number> {
  let rank = ranks.get(ordered)
  if (!rank) ranks.set(ordered, (rank = new Map(ordered.map((e, i) => [e, i]))))
  return rank
}

/**
 * The entries to test, in list order: the smallest of the keyword's hits, the category's and the
 * shop's entries put in order when it is a small part of the catalog (a search finds a few dozen of
 * hundreds), else every entry in order. The predicate still decides; this only skips entries that
 * cannot pass it.
 */
function candidates(snap: Snapshot, f: GoodsListFilter, tsquery: string | null, ordered: Entry[]): Iterable<Entry> {
  const sets: Array<Set<Entry>> = []
  if (tsquery !== null) {
    const hits = matching(snap, tsquery)
    if (hits) sets.push(hits)
  }
  const column = f.category_id && f.category_level ? CATEGORY_COLUMNS[f.category_level - 1] : undefined
  if (column) sets.push(bucket(snap, `c${f.category_level}:${f.category_id}`, (e) => e[column] === f.category_id))
  if (f.site_id) sets.push(bucket(snap, `s${f.site_id}`, (e) => e.site_id === f.site_id))
  const smallest = sets.reduce<Set<Entry> | null>((a, b) => (a && a.size <= b.size ? a : b), null)
  if (!smallest || smallest.size * 8 > ordered.length) return ordered
  const rank = rankIn(ordered)
  return [...smallest].sort((a, b) => rank.get(a)! - rank.get(b)!)
}

/**
 * The page's rows and the number of matches, from memory; null when the index cannot answer (no
 * change notifications, or a filter it does not know) and the caller runs the SQL.
 */
export async function indexedPage(
  db: Database,
  f: GoodsListFilter,
  tsquery: string | null,
  offset: number,
  limit: number,
  now: number,
): Promise<{ count: number; rows: ListRow[] } | null> {
  const snap = await snapshot(db)
  if (!snap) return null
  const test = predicate(snap, f, tsquery, now)
  if (!test) return null
  const rows: ListRow[] = []
  let count = 0
  for (const e of candidates(snap, f, tsquery, sortedEntries(snap, f, now))) {
    if (!test(e)) continue
    if (count >= offset && rows.length < limit) rows.push(e)
    count++
  }
  return { count, rows }
}

/** the catalog version of the index's current snapshot (null: none yet) — for tests */
export function listIndexVersion(db: Database): number | null {
  return snapshots.status(db).version
}

/** how the snapshot was kept up to date (loads, patches) — for tests */
export function listIndexStatus(db: Database) {
  return snapshots.status(db)
}
