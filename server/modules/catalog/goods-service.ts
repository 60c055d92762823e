import { sql, type Expression, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { jsonText } from '../../http/wire.ts'
import { cachedMany, forget } from './cache.ts'

// Goods lists and detail: always straight from indexed queries (never cached), so a price, stock or
// sale-state write shows on the next read. A list item's goods_spec_format (no card shows it) comes
// with the cached texts, never from the per-call query: on PGlite that one jsonb column made a list
// page 3-4x slower. goods_sku carries copies of the goods columns lists filter on, so the filter
// part of a list touches one table. Fields the reference marks "(JSON)" leave as JSON text
// (http/wire.ts jsonText).

export const skuNotFound = () => errors.notFound(msg('商品不存在或已下架', 'This item does not exist or is no longer on sale'))

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
  site_id?: number
  shop_category_id?: number
  goods_id_arr?: number[]
  order?: ListOrder
  sort?: 'asc' | 'desc'
}

export interface Paged<T> {
  count: number
  page_count: number
  list: T[]
}
export const paged = <T>(count: number, pageSize: number, list: T[]): Paged<T> => ({
  count,
  page_count: Math.max(1, Math.ceil(count / pageSize)),
  list,
})

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

function listConditions(f: GoodsListFilter, tsquery: string | null): Array<Expression<SqlBool>> {
  // one card per goods: its default sku stands for it in lists
  const where: Array<Expression<SqlBool>> = [sql<SqlBool>`gs.on_sale`, sql<SqlBool>`gs.is_default = 1`]
  if (tsquery !== null) where.push(sql<SqlBool>`gs.search_text @@ ${tsquery}::tsquery`)
  if (f.category_id && f.category_level) {
    where.push(sql<SqlBool>`${sql.ref(`gs.category_id_${f.category_level}`)} = ${f.category_id}`)
  }
  if (f.brand_id) where.push(sql<SqlBool>`gs.brand_id = ${f.brand_id}`)
  if (f.min_price !== undefined) where.push(sql<SqlBool>`gs.discount_price >= ${f.min_price}`)
  if (f.max_price !== undefined) where.push(sql<SqlBool>`gs.discount_price <= ${f.max_price}`)
  if (f.is_free_shipping === 1) where.push(sql<SqlBool>`gs.is_free_shipping = 1`)
  if (f.is_own === 1) where.push(sql<SqlBool>`gs.is_own = 1`)
  if (f.site_id) where.push(sql<SqlBool>`gs.site_id = ${f.site_id}`)
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
  return where
}

function orderSql(f: GoodsListFilter) {
  const dir = f.sort === 'asc' ? sql`asc` : sql`desc`
  switch (f.order) {
    case 'sale_num':
      return sql`gs.sale_num ${dir}, gs.sku_id ${dir}`
    case 'discount_price':
      return sql`gs.discount_price ${dir}, gs.sku_id ${dir}`
    case 'create_time':
      return sql`gs.create_time ${dir}, gs.sku_id ${dir}`
    default:
      // the default ("综合") order: best sellers first, whatever `sort` says
      return sql`gs.sale_num desc, gs.sku_id desc`
  }
}

/** what a sale changes: read live on every list call */
interface ListRow {
  goods_id: number
  sku_id: number
  price: number
  market_price: number
  discount_price: number
  stock: number
  sale_num: number
  site_id: number
  website_id: number
  is_own: number
  is_free_shipping: number
  promotion_type: number
  start_time: number
  end_time: number
  is_virtual: number
}
/** names and images: read-mostly, cached (catalog/cache.ts 'goods_text'); on PGlite, moving these
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
        sql<string>`g.goods_spec_format::text`.as('goods_spec_format')])
      .where(sql<SqlBool>`gs.sku_id = any(${missing.map((k) => Number(k.slice(4)))}::int[])`)
      .execute()
    return new Map(rows.map(({ sku_id, ...text }) => [`sku:${sku_id}`, text]))
  })
}

export function listItem(r: ListRow, t: SkuText) {
  return {
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    sku_name: t.sku_name,
    price: yuan(r.price),
    market_price: yuan(r.market_price),
    discount_price: yuan(r.discount_price),
    stock: r.stock,
    sale_num: r.sale_num,
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

export async function goodsPage(db: Database, f: GoodsListFilter, page: number, pageSize: number): Promise<Paged<GoodsListItem>> {
  let tsquery: string | null = null
  if (f.keyword) {
    tsquery = await tsqueryOf(db, f.keyword)
    // nothing searchable in the keyword (punctuation only): nothing matches
    if (tsquery === null) return paged(0, pageSize, [])
  }
  const where = sql.join(listConditions(f, tsquery), sql` and `)
  // one round trip, and only over goods_sku: the page's rows plus the number of matches
  const result = await sql<ListRow & { total: number }>`
    select count(*) over ()::int as total, gs.goods_id, gs.sku_id, gs.price, gs.market_price, gs.discount_price,
      gs.stock, gs.sale_num, gs.site_id, gs.website_id, gs.is_own, gs.is_free_shipping, gs.promotion_type,
      gs.start_time, gs.end_time, gs.is_virtual
    from goods_sku gs
    where ${where}
    order by ${orderSql(f)}
    limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db)
  let rows = result.rows
  let count = rows[0]?.total
  if (count === undefined) {
    // a page past the end has no row to carry the total
    if (page === 1) return paged(0, pageSize, [])
    const c = await sql<{ total: number }>`select count(*)::int as total from goods_sku gs where ${where}`.execute(db)
    count = c.rows[0]?.total ?? 0
    rows = []
  }
  const texts = await skuTexts(db, rows.map((r) => r.sku_id))
  const list = rows.flatMap((r) => {
    const t = texts.get(`sku:${r.sku_id}`)
    return t ? [listItem(r, t)] : []
  })
  return paged(count, pageSize, list)
}

/** on-sale goods by sales, optionally within a category of any level */
export async function recommend(db: Database, pageSize: number, categoryId?: number) {
  const f: GoodsListFilter = { order: 'sale_num', sort: 'desc' }
  if (categoryId) {
    const level = await categoryLevel(db, categoryId)
    if (level === null) throw errors.notFound(msg('分类不存在', 'This category does not exist'))
    f.category_id = categoryId
    f.category_level = level
  }
  return goodsPage(db, f, 1, pageSize)
}

// --- detail ---------------------------------------------------------------------------------------

interface SpecItem {
  spec_id?: number
  spec_name?: string
  spec_value_id?: number
  spec_value_name?: string
  image?: string
}
interface SpecGroup {
  spec_id?: number
  spec_name?: string
  value?: SpecItem[]
}

// names identify a spec and its value within one goods (sku_spec_format may carry no ids)
const dimKey = (s: SpecItem | SpecGroup) => String(s.spec_name ?? s.spec_id ?? '')
const valueKey = (s: SpecItem) => String(s.spec_value_name ?? s.spec_value_id ?? '')
const asArray = <T>(value: unknown): T[] => {
  if (Array.isArray(value)) return value as T[]
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as T[]) : []
  }
  return []
}

function combo(format: unknown): Map<string, string> {
  const m = new Map<string, string>()
  for (const s of asArray<SpecItem>(format)) m.set(dimKey(s), valueKey(s))
  return m
}
const signature = (m: Map<string, string>) =>
  [...m.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([d, val]) => `${d}=${val}`)
    .join('|')

/** the spec picker of one sku: every value says which sku it leads to, whether it is the current
 *  one (selected) and whether no on-sale sku has that combination (disabled) */
export function specPicker(
  goodsSpecFormat: unknown,
  current: { sku_id: number; sku_spec_format: unknown },
  siblings: Array<{ sku_id: number; sku_spec_format: unknown; on_sale: boolean }>,
) {
  const groups = asArray<SpecGroup>(goodsSpecFormat)
  if (groups.length === 0) return []
  const skuBySignature = new Map<string, number>()
  for (const s of siblings) if (s.on_sale) skuBySignature.set(signature(combo(s.sku_spec_format)), s.sku_id)
  const mine = combo(current.sku_spec_format)
  return groups.map((g) => ({
    ...g,
    value: (g.value ?? []).map((item) => {
      const target = new Map(mine)
      target.set(dimKey(g), valueKey(item))
      const skuId = skuBySignature.get(signature(target)) ?? 0
      return {
        ...item,
        sku_id: skuId,
        selected: mine.get(dimKey(g)) === valueKey(item),
        disabled: skuId === 0,
      }
    }),
  }))
}

/** attributes for the "规格参数" tab; several values of one attribute are joined with 、 */
export function attrTable(goodsAttrFormat: unknown) {
  const out: Array<{ attr_id: number; attr_name: string; attr_value_id: number | string; attr_value_name: string }> = []
  const at = new Map<number, number>()
  for (const a of asArray<{ attr_id: number; attr_name: string; attr_value_id: number; attr_value_name: string }>(goodsAttrFormat)) {
    const i = at.get(a.attr_id)
    if (i === undefined) {
      at.set(a.attr_id, out.length)
      out.push({ ...a })
    } else {
      const row = out[i]!
      row.attr_value_name = `${row.attr_value_name}、${a.attr_value_name}`
      row.attr_value_id = `${String(row.attr_value_id)},${String(a.attr_value_id)}`
    }
  }
  return out
}

// Detail and spec switching: what a sale changes (prices, stock, counters, on-sale state of the sku
// and of its siblings, purchase limits, shop follows and credits) is read live on every call; the
// goods' descriptive part (names, content, spec and attribute tables, images) is cached per goods
// in 'goods_text' (catalog/cache.ts), refreshed at once when a sku appears that it does not know.

interface SkuStatic {
  sku_name: string
  sku_no: string
  sku_image: string
  sku_images: string
  sku_spec_format: unknown
}
interface GoodsStatic {
  goods_name: string
  category_id: number
  category_id_1: number
  category_id_2: number
  category_id_3: number
  brand_id: number
  shop_category_id: number
  introduction: string
  keywords: string
  goods_image: string
  goods_content: string
  goods_attr_format: ReturnType<typeof attrTable>
  goods_spec_format: unknown
  unit: string
  create_time: number
  category_name: string
  category_full_name: string
  skus: Map<number, SkuStatic>
}

async function loadGoodsStatic(db: Database, goodsId: number): Promise<GoodsStatic | undefined> {
  const [g, skus] = await Promise.all([
    db
      .selectFrom('goods as g')
      .leftJoin('goods_category as c', 'c.category_id', 'g.category_id')
      .select(['g.goods_name', 'g.category_id', 'g.category_id_1', 'g.category_id_2', 'g.category_id_3', 'g.brand_id',
        'g.shop_category_id', 'g.introduction', 'g.keywords', 'g.goods_image', 'g.goods_content', 'g.goods_attr_format',
        'g.goods_spec_format', 'g.unit', 'g.create_time', 'c.category_name', 'c.category_full_name'])
      .where('g.goods_id', '=', goodsId)
      .executeTakeFirst(),
    db
      .selectFrom('goods_sku')
      .select(['sku_id', 'sku_name', 'sku_no', 'sku_image', 'sku_images', 'sku_spec_format'])
      .where('goods_id', '=', goodsId)
      .execute(),
  ])
  if (!g) return undefined
  return {
    ...g,
    unit: g.unit || '件',
    category_name: g.category_name ?? '',
    category_full_name: g.category_full_name ?? '',
    goods_attr_format: attrTable(g.goods_attr_format),
    skus: new Map(skus.map(({ sku_id, ...rest }) => [sku_id, rest])),
  }
}

async function goodsStatic(db: Database, goodsId: number, liveSkuIds: number[]): Promise<GoodsStatic> {
  const key = `goods:${goodsId}`
  const load = async () => {
    const value = await loadGoodsStatic(db, goodsId)
    return new Map(value ? [[key, value]] : [])
  }
  let found = (await cachedMany(db, 'goods_text', [key], load)).get(key)
  if (!found || liveSkuIds.some((id) => !found!.skus.has(id))) {
    forget(db, 'goods_text', key)
    found = (await cachedMany(db, 'goods_text', [key], load)).get(key)
  }
  if (!found) throw skuNotFound()
  return found
}

/** the on-sale skus of the same goods, in the same query as the sku itself (one round trip) */
const onSaleSiblings = sql<number[]>`(
  select coalesce(json_agg(o.sku_id), '[]'::json) from goods_sku o where o.goods_id = gs.goods_id and o.on_sale)`.as('on_sale_skus')

function pickerFor(stat: GoodsStatic, skuId: number, onSaleSkus: number[]) {
  const live = new Set(onSaleSkus)
  const siblings = [...stat.skus.entries()].map(([id, sku]) => ({ sku_id: id, sku_spec_format: sku.sku_spec_format, on_sale: live.has(id) }))
  return specPicker(stat.goods_spec_format, { sku_id: skuId, sku_spec_format: stat.skus.get(skuId)?.sku_spec_format }, siblings)
}

/** order statuses that do not count against a purchase limit (closed orders) */
const CLOSED_ORDER = -1

export async function skuDetail(db: Database, skuId: number, memberId: number | null) {
  const row = await db
    .selectFrom('goods_sku as gs')
    .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
    .innerJoin('shop as s', 's.site_id', 'gs.site_id')
    .select([
      'gs.goods_id', 'gs.sku_id', 'gs.site_id', 'gs.website_id', 'gs.price', 'gs.market_price',
      'gs.discount_price', 'gs.promotion_type', 'gs.start_time', 'gs.end_time', 'gs.stock', 'gs.click_num',
      'gs.sale_num', 'gs.collect_num', 'gs.is_virtual', 'gs.is_free_shipping', 'gs.is_own',
      'g.goods_state', 'g.verify_state', 'g.max_buy', 'g.min_buy', 'g.evaluate', 'g.sale_num as goods_sale_num',
      's.site_name', 's.logo', 's.avatar', 's.banner', 's.seo_description', 's.qq', 's.ww', 's.telephone',
      's.shop_desccredit', 's.shop_servicecredit', 's.shop_deliverycredit', 's.shop_baozh', 's.shop_qtian',
      's.shop_zhping', 's.shop_erxiaoshi', 's.shop_tuihuo', 's.shop_shiyong', 's.shop_shiti', 's.shop_xiaoxie',
      's.shop_sales', 's.sub_num', 's.is_own as shop_is_own', 's.address', 's.full_address',
      onSaleSiblings,
    ])
    .where('gs.sku_id', '=', skuId)
    .where('gs.on_sale', '=', true)
    .executeTakeFirst()
  if (!row) throw skuNotFound()
  const stat = await goodsStatic(db, row.goods_id, row.on_sale_skus)
  const sku = stat.skus.get(skuId)!
  let purchasedNum: number | undefined
  if (memberId !== null && row.max_buy > 0) {
    const bought = await db
      .selectFrom('order_goods as og')
      .innerJoin('orders as o', 'o.order_id', 'og.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('og.num'), sql<number>`0`).as('n'))
      .where('og.member_id', '=', memberId)
      .where('o.member_id', '=', memberId)
      .where('og.goods_id', '=', row.goods_id)
      .where('o.order_status', '<>', CLOSED_ORDER)
      .executeTakeFirst()
    purchasedNum = Number(bought?.n ?? 0)
  }
  const credits = [row.shop_desccredit, row.shop_servicecredit, row.shop_deliverycredit]
  return {
    goods_sku_detail: {
      goods_id: row.goods_id,
      sku_id: row.sku_id,
      sku_name: sku.sku_name,
      sku_no: sku.sku_no,
      goods_name: stat.goods_name,
      site_id: row.site_id,
      website_id: row.website_id,
      category_id: stat.category_id,
      category_id_1: stat.category_id_1,
      category_id_2: stat.category_id_2,
      category_id_3: stat.category_id_3,
      category_name: stat.category_name,
      category_full_name: stat.category_full_name,
      brand_id: stat.brand_id,
      price: yuan(row.price),
      market_price: yuan(row.market_price),
      discount_price: yuan(row.discount_price),
      promotion_type: row.promotion_type,
      start_time: row.start_time,
      end_time: row.end_time,
      stock: row.stock,
      click_num: row.click_num,
      sale_num: row.sale_num,
      collect_num: row.collect_num,
      evaluate: row.evaluate,
      sku_image: sku.sku_image,
      sku_images: sku.sku_images,
      goods_image: stat.goods_image,
      video_url: '',
      sku_spec_format: jsonText(asArray<SpecItem>(sku.sku_spec_format)),
      goods_spec_format: jsonText(pickerFor(stat, skuId, row.on_sale_skus)),
      goods_attr_format: jsonText(stat.goods_attr_format),
      goods_content: stat.goods_content,
      goods_state: row.goods_state,
      verify_state: row.verify_state,
      is_virtual: row.is_virtual,
      is_free_shipping: row.is_free_shipping,
      is_own: row.is_own,
      introduction: stat.introduction,
      keywords: stat.keywords,
      unit: stat.unit,
      max_buy: row.max_buy,
      min_buy: row.min_buy,
      ...(purchasedNum !== undefined ? { purchased_num: purchasedNum } : {}),
    },
    goods_info: {
      goods_id: row.goods_id,
      goods_name: stat.goods_name,
      site_id: row.site_id,
      category_id: stat.category_id,
      brand_id: stat.brand_id,
      shop_category_id: stat.shop_category_id,
      introduction: stat.introduction,
      keywords: stat.keywords,
      goods_image: stat.goods_image,
      goods_state: row.goods_state,
      verify_state: row.verify_state,
      is_virtual: row.is_virtual,
      is_free_shipping: row.is_free_shipping,
      unit: stat.unit,
      max_buy: row.max_buy,
      min_buy: row.min_buy,
      evaluate: row.evaluate,
      sale_num: row.goods_sale_num,
      create_time: stat.create_time,
    },
    shop_info: {
      site_id: row.site_id,
      site_name: row.site_name,
      is_own: row.shop_is_own,
      logo: row.logo,
      avatar: row.avatar,
      banner: row.banner,
      seo_description: row.seo_description,
      qq: row.qq,
      ww: row.ww,
      telephone: row.telephone,
      address: row.address,
      full_address: row.full_address,
      shop_desccredit: row.shop_desccredit,
      shop_servicecredit: row.shop_servicecredit,
      shop_deliverycredit: row.shop_deliverycredit,
      /** mean of the three credits to 1 decimal, as the detail page shows it */
      shop_score: (Math.round((credits.reduce((a, b) => a + b, 0) / 3) * 10) / 10).toFixed(1),
      shop_baozh: row.shop_baozh,
      shop_qtian: row.shop_qtian,
      shop_zhping: row.shop_zhping,
      shop_erxiaoshi: row.shop_erxiaoshi,
      shop_tuihuo: row.shop_tuihuo,
      shop_shiyong: row.shop_shiyong,
      shop_shiti: row.shop_shiti,
      shop_xiaoxie: row.shop_xiaoxie,
      shop_sales: row.shop_sales,
      sub_num: row.sub_num,
    },
  }
}

/** the fields the spec picker needs to switch sku without reloading the page */
export async function skuInfo(db: Database, skuId: number) {
  const row = await db
    .selectFrom('goods_sku as gs')
    .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
    .select([
      'gs.sku_id', 'gs.goods_id', 'gs.site_id', 'gs.price', 'gs.market_price', 'gs.discount_price', 'gs.promotion_type',
      'gs.start_time', 'gs.end_time', 'gs.stock', 'gs.sale_num', 'g.max_buy', 'g.min_buy',
      onSaleSiblings,
    ])
    .where('gs.sku_id', '=', skuId)
    .where('gs.on_sale', '=', true)
    .executeTakeFirst()
  if (!row) throw skuNotFound()
  const stat = await goodsStatic(db, row.goods_id, row.on_sale_skus)
  const sku = stat.skus.get(skuId)!
  return {
    sku_id: row.sku_id,
    goods_id: row.goods_id,
    site_id: row.site_id,
    sku_name: sku.sku_name,
    goods_name: stat.goods_name,
    sku_spec_format: jsonText(asArray<SpecItem>(sku.sku_spec_format)),
    price: yuan(row.price),
    market_price: yuan(row.market_price),
    discount_price: yuan(row.discount_price),
    promotion_type: row.promotion_type,
    start_time: row.start_time,
    end_time: row.end_time,
    stock: row.stock,
    sale_num: row.sale_num,
    sku_image: sku.sku_image,
    sku_images: sku.sku_images,
    max_buy: row.max_buy,
    min_buy: row.min_buy,
    unit: stat.unit,
    goods_spec_format: jsonText(pickerFor(stat, skuId, row.on_sale_skus)),
  }
}

/** an on-sale sku's goods and shop, or not found */
export async function onSaleSku(db: Database, skuId: number) {
  const row = await db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'sku_name', 'discount_price', 'sku_image', 'category_id_1', 'category_id_2', 'category_id_3'])
    .where('sku_id', '=', skuId)
    .where('on_sale', '=', true)
    .executeTakeFirst()
  if (!row) throw skuNotFound()
  return row
}

// click counting: one count per client and sku per window, so reloading a page (or a script)
// cannot inflate click_num; the memory this takes is capped.
const CLICK_WINDOW_MS = 10 * 60_000
const CLICK_MEMORY = 20_000
const recentClicks = new Map<string, number>()

export async function countClick(db: Database, skuId: number, siteId: number | undefined, client: string): Promise<boolean> {
  const key = `${client}|${skuId}`
  const t = Date.now()
  const last = recentClicks.get(key)
  if (last !== undefined && t - last < CLICK_WINDOW_MS) return false
  if (recentClicks.size >= CLICK_MEMORY) recentClicks.clear()
  recentClicks.set(key, t)
  let q = db
    .updateTable('goods_sku')
    .set((eb) => ({ click_num: eb('click_num', '+', 1) }))
    .where('sku_id', '=', skuId)
    .where('on_sale', '=', true)
  if (siteId) q = q.where('site_id', '=', siteId)
  const res = await q.executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0) {
    recentClicks.delete(key)
    throw skuNotFound()
  }
  return true
}
