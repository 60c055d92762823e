// The shoppers' mixed workload of `npm run bench:api`: a seeded random stream of the calls real
// visitors make — searches with varied keywords, sorts, price floors and pages; category browsing
// with brand and attribute filters; goods detail of many skus; shop pages — built from the demo
// data the server holds (its categories, brands, attributes, shops and skus), the same stream in
// every run (the demo data is seeded, and so is this generator).
import { createRng, type Rng } from '../../server/db/seed/random.ts'
import { post } from './child-server.ts'

export interface MixedCall {
  kind: 'search' | 'category' | 'filter' | 'detail' | 'shop'
  path: string
  body: Record<string, unknown>
}

/** what the demo data holds, read from the running server once */
export interface Catalog {
  categories: Array<{ category_id: number; level: number }>
  /** per level-1/2/3 category that has any: its brands and attribute values */
  relevance: Array<{ category_id: number; level: number; brands: number[]; attrs: Array<{ attr_id: number; values: number[] }> }>
  skuIds: number[]
  shops: Array<{ site_id: number; shopCategories: number[] }>
}

// what shoppers type: goods words, brands (Chinese and latin), a prefix being typed, two-word queries
export const KEYWORDS = [
  '手机', '耳机', '蓝牙耳机', '笔记本', '电脑', '平板', '手表', '相机', '键盘', '鼠标',
  '显示器', '音箱', '充电器', '数据线', '移动电源', '路由器', '冰箱', '洗衣机', '空调', '电视',
  '连衣裙', 'T恤', '运动鞋', '背包', '口红', '面霜', '零食', '咖啡', '茶叶', '牛奶',
  '华为', '小米', 'Apple', 'iph', 'OPPO', 'vivo', '荣耀', '戴尔', '华为手机', '小米 手环',
  '游戏本', '降噪', '5G', '无线', '家用', '儿童', '女装', '男鞋', '厨房', '收纳',
]
const ORDERS = ['', 'sale_num', 'discount_price', 'create_time'] as const
const PRICE_FLOORS = [0, 0, 0, 50, 100, 500, 1000, 2000]

interface Tree { category_id: number; level: number; child_list?: Tree[] }

export async function readCatalog(base: string): Promise<Catalog> {
  const tree = await post<Tree[]>(base, '/api/goodscategory/tree', { level: 3, template: 2 })
  const categories: Catalog['categories'] = []
  const walk = (nodes: Tree[]) => {
    for (const n of nodes) {
      categories.push({ category_id: n.category_id, level: n.level })
      walk(n.child_list ?? [])
    }
  }
  walk(tree)
  const relevance: Catalog['relevance'] = []
  for (const c of categories.filter((cat) => cat.level <= 2)) {
    const r = await post<{ brand_list: Array<{ brand_id: number }>; attribute_list: Array<{ attr_id: number; child: Array<{ attr_value_id: number }> }> }>(
      base, '/api/goodscategory/relevanceinfo', { category_id: c.category_id })
    relevance.push({
      ...c,
      brands: r.brand_list.map((b) => b.brand_id),
      attrs: r.attribute_list.map((a) => ({ attr_id: a.attr_id, values: a.child.map((v) => v.attr_value_id) })),
    })
  }
  const skuIds: number[] = []
  for (let page = 1; ; page++) {
    const p = await post<{ page_count: number; list: Array<{ sku_id: number }> }>(base, '/api/goodssku/page', { page, page_size: 100, order: 'create_time', sort: 'asc' })
    skuIds.push(...p.list.map((s) => s.sku_id))
    if (page >= p.page_count) break
  }
  const shops: Catalog['shops'] = []
  const shopPage = await post<{ list: Array<{ site_id: number }> }>(base, '/api/shop/page', { page_size: 100 })
  for (const s of shopPage.list) {
    const cats = await post<Tree[]>(base, '/api/shopgoodscategory/tree', { site_id: s.site_id })
    const ids: number[] = []
    const walkShop = (nodes: Tree[]) => nodes.forEach((n) => (ids.push(n.category_id), walkShop(n.child_list ?? [])))
    walkShop(cats)
    shops.push({ site_id: s.site_id, shopCategories: ids })
  }
  return { categories, relevance, skuIds, shops }
}

const PAGE_SIZES = [12, 12, 12, 20, 24]

function sortOf(rng: Rng) {
  const order = rng.pick(ORDERS)
  return order ? { order, sort: rng.pick(['asc', 'desc']) } : {}
}
/** early pages far more often than late ones, as shoppers page */
const pageOf = (rng: Rng) => rng.pick([1, 1, 1, 1, 2, 2, 3, 4, 5])

function nextCall(rng: Rng, c: Catalog): MixedCall {
  const roll = rng.next()
  const page = { page: pageOf(rng), page_size: rng.pick(PAGE_SIZES) }
  if (roll < 0.3) {
    // a search: a keyword, maybe a price floor, any sort, a page
    const floor = rng.pick(PRICE_FLOORS)
    return { kind: 'search', path: '/api/goodssku/page', body: { keyword: rng.pick(KEYWORDS), ...(floor ? { min_price: floor } : {}), ...sortOf(rng), ...page } }
  }
  if (roll < 0.5) {
    const cat = rng.pick(c.categories)
    return { kind: 'category', path: '/api/goodssku/page', body: { category_id: cat.category_id, category_level: cat.level, ...sortOf(rng), ...page } }
  }
  if (roll < 0.62) {
    // a category narrowed by a brand and/or attribute values (the filter bar)
    const r = rng.pick(c.relevance)
    const body: Record<string, unknown> = { category_id: r.category_id, category_level: r.level, ...sortOf(rng), ...page }
    if (r.brands.length && rng.chance(0.6)) body.brand_id = rng.pick(r.brands)
    if (r.attrs.length && (body.brand_id === undefined || rng.chance(0.4))) {
      const a = rng.pick(r.attrs)
      body.attr = rng.sample(a.values, rng.int(1, 2)).map((v) => ({ attr_id: a.attr_id, attr_value_id: v }))
    }
    if (rng.chance(0.2)) body.is_free_shipping = 1
    return { kind: 'filter', path: '/api/goodssku/page', body }
  }
  if (roll < 0.88) {
    return { kind: 'detail', path: '/api/goodssku/detail', body: { sku_id: rng.pick(c.skuIds) } }
  }
  // a shop page: its header, its goods (maybe one of its categories), its category tree
  const shop = rng.pick(c.shops)
  const part = rng.next()
  if (part < 0.3) return { kind: 'shop', path: '/api/shop/info', body: { site_id: shop.site_id } }
  if (part < 0.45) return { kind: 'shop', path: '/api/shopgoodscategory/tree', body: { site_id: shop.site_id } }
  const body: Record<string, unknown> = { site_id: shop.site_id, ...sortOf(rng), ...page }
  if (shop.shopCategories.length && rng.chance(0.4)) body.shop_category_id = rng.pick(shop.shopCategories)
  return { kind: 'shop', path: '/api/goodssku/page', body }
}

/** the first `n` calls of the stream for `seed` (the same calls, in the same order, every time) */
export function mixedStream(c: Catalog, n: number, seed = 14): MixedCall[] {
  const rng = createRng(seed)
  return Array.from({ length: n }, () => nextCall(rng, c))
}
