import { sql, type Expression, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { cachedMany } from '../../db/cache.ts'
import { pageOffset, paged, type Paged } from '../../db/paging.ts'
import { errors, msg } from '../../http/envelope.ts'
import { jsonText } from '../../http/wire.ts'
import { indexedPage } from './list-index.ts'
import { goodsSalesSql, payPriceSql, wirePrices } from './numbers.ts'
import type { NamedAttr } from './params.ts'

// Goods lists (search, category, shop, recommend): what a sale changes (price, stock, sale_num,
// state) is read by one indexed query per call; visitors' whole answers are cached until the
// catalog changes (server/db/response-cache.ts). A list item's goods_spec_format (no card shows it;
// the reference lists it, as JSON text) comes with the cached texts, never from the per-call query:
// on PGlite that one jsonb column made a list page 3-4x slower. goods_sku carries copies of the
// goods columns lists filter on, so the filter part of a list touches one table.

export type ListOrder = '' | 'sale_num' | 'discount_price' | 'create_time'

export interface GoodsListFilter {
  keyword?: string
  category_id?: number
  category_level?: number
  brand_id?: number
  /** fen */
  min_price?: number
  max_price?: number
  is_free_shipping?: 0 | 1
  is_own?: 0 | 1
  attr?: Array<{ attr_id: number; attr_value_id: number }>
  /** the readable filter resolved (resolveNamedAttrs): per attribute name, the value ids that match */
  attr_names?: Array<{ name: string; values: string[]; value_ids: number[] }>
  site_id?: number
  /** any of these shops (a platform coupon for shop groups) */
  site_ids?: number[]
  shop_category_id?: number
  goods_id_arr?: number[]
  order?: ListOrder
  sort?: 'asc' | 'desc'
}

/** the level of a category, for calls that send category_id without category_level */
export async function categoryLevel(db: Database, categoryId: number): Promise<number | null> {
  const row = await db.selectFrom('goods_category').select('level').where('category_id', '=', categoryId).executeTakeFirst()
  return row?.level ?? null
}

// search_query() is immutable (the same keyword always gives the same tsquery) but, being plpgsql,
// costs a few ms on PGlite: its result is remembered per keyword and bound as a parameter.
const TSQUERY_MEMORY = 5_000
const tsqueries = new Map<string, string | null>()
async function tsqueryOf(db: Database, keyword: string): Promise<string | null> {
  const hit = tsqueries.get(keyword)
  if (hit !== undefined) return hit
  const row = await sql<{ q: string | null }>`select search_query(${keyword})::text as q`.execute(db)
  const q = row.rows[0]?.q ?? null
  if (tsqueries.size >= TSQUERY_MEMORY) tsqueries.clear()
  tsqueries.set(keyword, q)
  return q
}

function listConditions(f: GoodsListFilter, tsquery: string | null, now: number): Array<Expression<SqlBool>> {
  // one card per goods: its default sku stands for it in lists
  const where: Array<Expression<SqlBool>> = [sql<SqlBool>`gs.on_sale`, sql<SqlBool>`gs.is_default = 1`]
  if (tsquery !== null) where.push(sql<SqlBool>`gs.search_text @@ ${tsquery}::tsquery`)
  if (f.category_id && f.category_level) {
    where.push(sql<SqlBool>`${sql.ref(`gs.category_id_${f.category_level}`)} = ${f.category_id}`)
  }
  if (f.brand_id) where.push(sql<SqlBool>`gs.brand_id = ${f.brand_id}`)
  // the price a card shows (numbers.ts): a discount that has ended no longer counts
  if (f.min_price !== undefined) where.push(sql<SqlBool>`${payPriceSql('gs', now)} >= ${f.min_price}`)
  if (f.max_price !== undefined) where.push(sql<SqlBool>`${payPriceSql('gs', now)} <= ${f.max_price}`)
  if (f.is_free_shipping === 1) where.push(sql<SqlBool>`gs.is_free_shipping = 1`)
  if (f.is_own === 1) where.push(sql<SqlBool>`gs.is_own = 1`)
  if (f.site_id) where.push(sql<SqlBool>`gs.site_id = ${f.site_id}`)
  if (f.site_ids) where.push(sql<SqlBool>`gs.site_id = any(${f.site_ids}::int[])`)
  if (f.shop_category_id) {
    // a level-1 shop category includes its children
    where.push(
      sql<SqlBool>`gs.shop_category_id in (select category_id from shop_goods_category
        where category_id = ${f.shop_category_id} or pid = ${f.shop_category_id})`,
    )
  }
  if (f.goods_id_arr && f.goods_id_arr.length > 0) where.push(sql<SqlBool>`gs.goods_id = any(${f.goods_id_arr}::int[])`)
  if (f.attr && f.attr.length > 0) {
    // values of one attribute are alternatives (OR); different attributes must all hold (AND)
    const byAttr = new Map<number, number[]>()
    for (const a of f.attr) byAttr.set(a.attr_id, [...(byAttr.get(a.attr_id) ?? []), a.attr_value_id])
    for (const [attrId, values] of byAttr) {
      where.push(
        sql<SqlBool>`gs.goods_id in (select goods_id from goods_attr_value_map
          where attr_id = ${attrId} and attr_value_id = any(${values}::int[]))`,
      )
    }
  }
  for (const named of f.attr_names ?? []) {
    // one attribute name (it may exist in several level-1 categories): any of its values
    where.push(sql<SqlBool>`gs.goods_id in (select goods_id from goods_attr_value_map where attr_value_id = any(${named.value_ids}::int[]))`)
  }
  return where
}

// sales and prices are the numbers the cards show (numbers.ts): the goods' sales, the price paid now
function orderSql(f: GoodsListFilter) {
  const dir = f.sort === 'asc' ? sql`asc` : sql`desc`
  switch (f.order) {
    case 'sale_num':
      return sql`goods_sales ${dir}, gs.sku_id ${dir}`
    case 'discount_price':
      return sql`pay_price ${dir}, gs.sku_id ${dir}`
    case 'create_time':
      return sql`gs.create_time ${dir}, gs.sku_id ${dir}`
    default:
      // the default ("综合") order: best sellers first, whatever `sort` says
      return sql`goods_sales desc, gs.sku_id desc`
  }
}

/** what a sale changes: read live on every list call */
export interface ListRow {
  goods_id: number
  sku_id: number
  price: number
  market_price: number
  discount_price: number
  stock: number
  /** the goods' sales (numbers.ts) */
  goods_sales: number
  site_id: number
  website_id: number
  is_own: number
  is_free_shipping: number
  promotion_type: number
  start_time: number
  end_time: number
  is_virtual: number
}
/** names and images: read-mostly, cached (server/db/cache.ts 'goods_text'); on PGlite, moving these
 *  CJK text columns out of the per-call query halves the cost of a list page */
interface SkuText {
  sku_name: string
  sku_image: string
  goods_name: string
  introduction: string
  goods_image: string
  site_name: string
  evaluate: number
  /** JSON text, as the goods row holds it */
  goods_spec_format: string
}

async function skuTexts(db: Database, skuIds: number[]): Promise<Map<string, SkuText>> {
  // keys "sku:<id>" (goods entries are "goods:<id>": both live in the goods_text area)
  return cachedMany(db, 'goods_text', skuIds.map((id) => `sku:${id}`), async (missing) => {
    const rows = await db
      .selectFrom('goods_sku as gs')
      .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
      .innerJoin('shop as s', 's.site_id', 'gs.site_id')
      .select(['gs.sku_id', 'gs.sku_name', 'gs.sku_image', 'g.goods_name', 'g.introduction', 'g.goods_image', 's.site_name', 'g.evaluate',
        'g.goods_spec_format'])
      .where(sql<SqlBool>`gs.sku_id = any(${missing.map((k) => Number(k.slice(4)))}::int[])`)
      .execute()
    // the spec table as compact JSON text, made once per cached entry (jsonb's own text has a space after every , and :)
    return new Map(rows.map(({ sku_id, goods_spec_format, ...text }) => [`sku:${sku_id}`, { ...text, goods_spec_format: jsonText(goods_spec_format) }]))
  })
}

export function listItem(r: ListRow, t: SkuText, now: number) {
  return {
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    sku_name: t.sku_name,
    ...wirePrices(r, now),
    stock: r.stock,
    sale_num: r.goods_sales,
    sku_image: t.sku_image,
    goods_name: t.goods_name,
    site_id: r.site_id,
    website_id: r.website_id,
    is_own: r.is_own,
    is_free_shipping: r.is_free_shipping,
    introduction: t.introduction,
    promotion_type: r.promotion_type,
    start_time: r.start_time,
    end_time: r.end_time,
    goods_image: t.goods_image,
    site_name: t.site_name,
    is_virtual: r.is_virtual,
    evaluate: t.evaluate,
    goods_spec_format: t.goods_spec_format,
  }
}
export type GoodsListItem = ReturnType<typeof listItem>

/**
 * One page of goods and the number of matches. From the in-process index (list-index.ts) when it
 * can answer; otherwise — or with `via: 'sql'`, which the index's own test compares against — by SQL.
 * Both order and filter by the numbers the cards show (numbers.ts).
 */
export async function goodsPage(
  db: Database,
  f: GoodsListFilter,
  page: number,
  pageSize: number,
  now: number,
  options: { via?: 'index' | 'sql' } = {},
): Promise<Paged<GoodsListItem>> {
  let tsquery: string | null = null
  if (f.keyword) {
    tsquery = await tsqueryOf(db, f.keyword)
    // nothing searchable in the keyword (punctuation only): nothing matches
    if (tsquery === null) return paged(0, pageSize, [])
  }
  const offset = pageOffset(page, pageSize)
  const found =
    (options.via === 'sql' ? null : await indexedPage(db, f, tsquery, offset, pageSize, now)) ?? (await sqlPage(db, f, tsquery, page, pageSize, now))
  const texts = await skuTexts(db, found.rows.map((r) => r.sku_id))
  const list = found.rows.flatMap((r) => {
    const t = texts.get(`sku:${r.sku_id}`)
    return t ? [listItem(r, t, now)] : []
  })
  return paged(found.count, pageSize, list)
}

async function sqlPage(
  db: Database,
  f: GoodsListFilter,
  tsquery: string | null,
  page: number,
  pageSize: number,
  now: number,
): Promise<{ count: number; rows: ListRow[] }> {
  const where = sql.join(listConditions(f, tsquery, now), sql` and `)
  // one round trip, and only over goods_sku: the page's rows plus the number of matches
  const result = await sql<ListRow & { total: number }>`
    select count(*) over ()::int as total, gs.goods_id, gs.sku_id, gs.price, gs.market_price, gs.discount_price,
      ${payPriceSql('gs', now)} as pay_price, ${goodsSalesSql('gs')} as goods_sales, gs.stock, gs.site_id, gs.website_id, gs.is_own, gs.is_free_shipping, gs.promotion_type,
      gs.start_time, gs.end_time, gs.is_virtual
    from goods_sku gs
    where ${where}
    order by ${orderSql(f)}
    limit ${pageSize} offset ${pageOffset(page, pageSize)}`.execute(db)
  const count = result.rows[0]?.total
  if (count !== undefined) return { count, rows: result.rows }
  // a page past the end has no row to carry the total
  if (page === 1) return { count: 0, rows: [] }
  const c = await sql<{ total: number }>`select count(*)::int as total from goods_sku gs where ${where}`.execute(db)
  return { count: c.rows[0]?.total ?? 0, rows: [] }
}

/** the readable attribute filter's names → value ids; names or values the catalog does not know are left out */
export async function resolveNamedAttrs(db: Database, picks: NamedAttr[]): Promise<Array<NamedAttr & { value_ids: number[] }>> {
  if (picks.length === 0) return []
  const rows = await db
    .selectFrom('goods_attribute_value as v')
    .innerJoin('goods_attribute as a', 'a.attr_id', 'v.attr_id')
    .select(['a.attr_name', 'v.attr_value_name', 'v.attr_value_id'])
    .where('a.attr_name', 'in', picks.map((p) => p.name))
    .where('v.attr_value_name', 'in', picks.flatMap((p) => p.values))
    .execute()
  return picks.flatMap((p) => {
    const hits = rows.filter((r) => r.attr_name === p.name && p.values.includes(r.attr_value_name))
    const values = p.values.filter((v) => hits.some((h) => h.attr_value_name === v))
    return hits.length ? [{ name: p.name, values, value_ids: hits.map((h) => h.attr_value_id) }] : []
  })
}

/**
 * Facets of a list (decision 015 §2): the brands and the attribute values of the goods the filter
 * finds, with their goods counts, in one query over the same conditions as the list (indexed:
 * goods_sku's filters, goods_attr_value_map by goods). Brands count without the brand filter (the
 * brand row offers the others); attributes count within everything.
 */
export async function goodsFacets(db: Database, f: GoodsListFilter, now: number) {
  let tsquery: string | null = null
  if (f.keyword) {
    tsquery = await tsqueryOf(db, f.keyword)
    if (tsquery === null) return { total: 0, brands: [], values: [] }
  }
  const where = sql.join(listConditions({ ...f, brand_id: undefined }, tsquery, now), sql` and `)
  const brand = f.brand_id ?? 0
  const rows = await sql<{ kind: 't' | 'b' | 'a'; id: number; value_id: number; n: number }>`
    with m as (select gs.goods_id, gs.brand_id from goods_sku gs where ${where}),
    f as (select goods_id from m where ${brand} = 0 or brand_id = ${brand})
    select 't' as kind, 0 as id, 0 as value_id, count(*)::int as n from f
    union all
    select 'b' as kind, brand_id as id, 0 as value_id, count(*)::int as n from m group by brand_id
    union all
    select 'a', av.attr_id, av.attr_value_id, count(*)::int from f join goods_attr_value_map av on av.goods_id = f.goods_id
    group by av.attr_id, av.attr_value_id`.execute(db)
  return {
    total: rows.rows.find((r) => r.kind === 't')?.n ?? 0,
    brands: rows.rows.filter((r) => r.kind === 'b').map((r) => ({ brand_id: r.id, n: r.n })),
    values: rows.rows.filter((r) => r.kind === 'a').map((r) => ({ attr_id: r.id, attr_value_id: r.value_id, n: r.n })),
  }
}

/** on-sale goods by sales, optionally within a category of any level */
export async function recommend(db: Database, pageSize: number, now: number, categoryId?: number) {
  const f: GoodsListFilter = { order: 'sale_num', sort: 'desc' }
  if (categoryId) {
    const level = await categoryLevel(db, categoryId)
    if (level === null) throw errors.notFound(msg('分类不存在', 'This category does not exist'))
    f.category_id = categoryId
    f.category_level = level
  }
  return goodsPage(db, f, 1, pageSize, now)
}
