import type { Database } from '../../db/index.ts'
import { cached } from '../../db/cache.ts'
import { goodsFacets, type GoodsListFilter } from './goods-list.ts'

// The list page's filters for whatever the list shows (a keyword search, a category, a shop, a
// coupon's goods — decision 015 §2): the brands and attribute values of the goods found, with their
// counts, instead of every brand of the platform. Attributes merge by name across level-1
// categories (the readable URL filters by name), and an attribute that cannot narrow the list (one
// value on every goods) is not offered.

interface Names {
  brands: Map<number, { brand_id: number; brand_name: string; image_url: string; brand_initial: string; sort: number }>
  attrs: Map<number, { attr_name: string; sort: number }>
  values: Map<number, { attr_id: number; attr_value_name: string; sort: number }>
}

/** brand and attribute names: read-mostly, cached with the catalog's other names */
function names(db: Database): Promise<Names> {
  return cached(db, 'relevance', 'facet-names', async () => {
    const [brands, attrs, values] = await Promise.all([
      db.selectFrom('goods_brand').select(['brand_id', 'brand_name', 'image_url', 'brand_initial', 'sort']).execute(),
      db.selectFrom('goods_attribute').select(['attr_id', 'attr_name', 'sort']).where('is_query', '=', 1).execute(),
      db.selectFrom('goods_attribute_value').select(['attr_value_id', 'attr_id', 'attr_value_name', 'sort']).execute(),
    ])
    return {
      brands: new Map(brands.map((b) => [b.brand_id, b])),
      attrs: new Map(attrs.map((a) => [a.attr_id, a])),
      values: new Map(values.map((v) => [v.attr_value_id, v])),
    }
  })
}

export interface SelectedAttr {
  attr_key: string
  values: string[]
}

/** the filter as the catalog understood it, by name (what the storefront writes back to its URL) */
export async function selectedAttrs(db: Database, f: GoodsListFilter): Promise<SelectedAttr[]> {
  if (f.attr_names) return f.attr_names.map((a) => ({ attr_key: a.name, values: a.values }))
  if (!f.attr?.length) return []
  const n = await names(db)
  const byName = new Map<string, string[]>()
  for (const pick of f.attr) {
    const value = n.values.get(pick.attr_value_id)
    const attr = n.attrs.get(pick.attr_id)
    if (!value || !attr || value.attr_id !== pick.attr_id) continue
    const list = byName.get(attr.attr_name) ?? []
    if (!list.includes(value.attr_value_name)) list.push(value.attr_value_name)
    byName.set(attr.attr_name, list)
  }
  return [...byName].map(([attr_key, values]) => ({ attr_key, values }))
}

export async function facets(db: Database, f: GoodsListFilter, now: number) {
  const [counts, n, selected] = await Promise.all([goodsFacets(db, f, now), names(db), selectedAttrs(db, f)])
  const brands = counts.brands
    .flatMap((c) => {
      const b = n.brands.get(c.brand_id)
      return b ? [{ id: b.brand_id, brand_id: b.brand_id, brand_name: b.brand_name, image_url: b.image_url, brand_initial: b.brand_initial.toUpperCase(), goods_num: c.n }] : []
    })
    // the brands with the most goods first, as a shopper scans them
    .sort((a, b) => b.goods_num - a.goods_num || (n.brands.get(a.brand_id)!.sort - n.brands.get(b.brand_id)!.sort) || a.brand_id - b.brand_id)
  const rows = new Map<string, { attr_id: number; attr_name: string; attr_key: string; sort: number; child: Map<string, { attr_value_id: number; attr_value_name: string; value_key: string; goods_num: number; sort: number }> }>()
  for (const c of counts.values) {
    const attr = n.attrs.get(c.attr_id)
    const value = n.values.get(c.attr_value_id)
    if (!attr || !value) continue
    const row = rows.get(attr.attr_name) ?? { attr_id: c.attr_id, attr_name: attr.attr_name, attr_key: attr.attr_name, sort: attr.sort, child: new Map() }
    const child = row.child.get(value.attr_value_name)
    if (child) child.goods_num += c.n
    else row.child.set(value.attr_value_name, { attr_value_id: c.attr_value_id, attr_value_name: value.attr_value_name, value_key: value.attr_value_name, goods_num: c.n, sort: value.sort })
    rows.set(attr.attr_name, row)
  }
  const picked = new Set(selected.map((s) => s.attr_key))
  const attribute_list = [...rows.values()]
    // a picked attribute stays (the chips name it); another one is offered only if it can narrow the list
    .filter((r) => picked.has(r.attr_key) || [...r.child.values()].some((c) => c.goods_num < counts.total))
    .sort((a, b) => a.sort - b.sort || a.attr_id - b.attr_id)
    .map((r) => ({
      attr_id: r.attr_id,
      attr_name: r.attr_name,
      attr_key: r.attr_key,
      child: [...r.child.values()].sort((a, b) => a.sort - b.sort || a.attr_value_id - b.attr_value_id).map(({ sort: _sort, ...c }) => c),
    }))
  return {
    count: counts.total,
    brand_list: brands,
    brand_initial_list: [...new Set(brands.map((b) => b.brand_initial).filter(Boolean))].sort(),
    attribute_list,
    // attr_name / attr_value_name answer in the caller's language; the keys stay as the URL writes them
    selected_attr: selected.map((s) => ({ attr_key: s.attr_key, attr_name: s.attr_key, values: s.values.map((v) => ({ value_key: v, attr_value_name: v })) })),
  }
}
