import type { ListSearch } from './search-params.ts'

// The /list URL state ↔ the /api/goodssku/page params (reference §2.3). The URL is the one home of
// the list state; everything here is a pure function of it.

export const LIST_PAGE_SIZE = 12 // the PC list shows 12 goods a page

export interface GoodsApiParams {
  page: number
  page_size: number
  keyword?: string
  category_id?: number
  category_level?: number
  brand_id?: number
  min_price?: number
  max_price?: number
  is_free_shipping?: 1
  is_own?: 1
  attr?: string
  platform_coupon_type?: number
  order: '' | 'sale_num' | 'discount_price'
  sort: 'asc' | 'desc'
}

export function toGoodsApiParams(search: ListSearch): GoodsApiParams {
  const params: GoodsApiParams = {
    page: search.page ?? 1,
    page_size: LIST_PAGE_SIZE,
    order: search.order ?? '',
    sort: search.sort ?? 'desc',
  }
  if (search.keyword?.trim()) params.keyword = search.keyword.trim()
  if (search.category_id) {
    params.category_id = search.category_id
    params.category_level = search.level ?? 1
  }
  if (search.brand_id) params.brand_id = search.brand_id
  let { min_price: min, max_price: max } = search
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min !== undefined) params.min_price = min
  if (max !== undefined) params.max_price = max
  if (search.is_free_shipping === 1) params.is_free_shipping = 1
  if (search.is_own === 1) params.is_own = 1
  const attr = attrParam(search.attr)
  if (attr) params.attr = attr
  if (search.platform_coupon_type) params.platform_coupon_type = search.platform_coupon_type
  return params
}

export type SortKey = NonNullable<ListSearch['order']>

/**
 * Clicking a sort key: 综合 always resets; a new key starts descending (most sold, dearest first —
 * except price, which starts cheapest first); clicking the active key flips the direction.
 */
export function nextSort(current: Pick<ListSearch, 'order' | 'sort'>, key: SortKey): Pick<ListSearch, 'order' | 'sort'> {
  const active = current.order ?? ''
  if (key === '') return { order: undefined, sort: undefined }
  if (active !== key) return { order: key, sort: key === 'discount_price' ? 'asc' : 'desc' }
  const dir = current.sort ?? (key === 'discount_price' ? 'asc' : 'desc')
  return { order: key, sort: dir === 'asc' ? 'desc' : 'asc' }
}

/** one attribute of the filter: its name and the values any of which may match (as the URL writes them) */
export interface AttrPick {
  key: string
  values: string[]
}

// The `attr` URL value is readable (decision 015 §3): `网络制式:5G全网通|4G全网通,屏幕尺寸:6.1英寸`.
// Old links carry the contract's JSON ids ([{attr_id, attr_value_id}]): they are passed on as they
// are, and the list rewrites its URL with the names the server answers (`selected_attr`).
const SEPARATORS = /[,:|]/

/** the readable `attr` URL value → picks; anything malformed reads as no filter */
export function parseAttrFilter(raw: string | undefined): AttrPick[] {
  if (!raw || isLegacyAttr(raw)) return []
  const byKey = new Map<string, string[]>()
  for (const part of raw.split(',')) {
    const at = part.indexOf(':')
    if (at <= 0) continue
    const key = part.slice(0, at).trim()
    const values = part.slice(at + 1).split('|').map((v) => v.trim()).filter(Boolean)
    if (!key || !values.length) continue
    byKey.set(key, [...new Set([...(byKey.get(key) ?? []), ...values])])
  }
  return [...byKey].map(([key, values]) => ({ key, values }))
}

export function serializeAttrFilter(picks: AttrPick[]): string | undefined {
  const parts = picks
    .map((p) => ({ key: p.key.replace(SEPARATORS, ' ').trim(), values: p.values.map((v) => v.replace(SEPARATORS, ' ').trim()).filter(Boolean) }))
    .filter((p) => p.key && p.values.length)
    .map((p) => `${p.key}:${p.values.join('|')}`)
  return parts.length ? parts.join(',') : undefined
}

/** an old link's JSON ids (`[{"attr_id":1,"attr_value_id":2}]`) */
export function isLegacyAttr(raw: string | undefined): boolean {
  return Boolean(raw && raw.trim().startsWith('['))
}

/** the `attr` API param: readable picks, or an old link's JSON ids when they are well formed */
export function attrParam(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  if (!isLegacyAttr(raw)) return serializeAttrFilter(parseAttrFilter(raw))
  try {
    const data: unknown = JSON.parse(raw)
    if (!Array.isArray(data)) return undefined
    const picks = data.flatMap((item: unknown) => {
      const p = item as { attr_id?: unknown; attr_value_id?: unknown } | null
      const a = Number(p?.attr_id)
      const v = Number(p?.attr_value_id)
      return Number.isInteger(a) && Number.isInteger(v) && a > 0 && v > 0 ? [{ attr_id: a, attr_value_id: v }] : []
    })
    return picks.length ? JSON.stringify(picks.slice(0, 10)) : undefined
  } catch {
    return undefined
  }
}

/** choose values of one attribute: replaces that attribute's picks (single select = one value) */
export function setAttrValues(picks: AttrPick[], key: string, values: string[]): AttrPick[] {
  const rest = picks.filter((p) => p.key !== key)
  return values.length ? [...rest, { key, values }] : rest
}

/** what a changed filter does to the rest of the URL: back to page 1 */
export function withFilter(search: ListSearch, patch: Partial<ListSearch>): ListSearch {
  return { ...search, ...patch, page: undefined }
}

/** the price range box: '' or a non-negative number with at most 2 decimals */
export function parsePriceInput(text: string): number | undefined | null {
  const s = text.trim()
  if (s === '') return undefined
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null
  return Number(s)
}
