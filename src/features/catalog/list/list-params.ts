import type { ListSearch } from '../search-params.ts'
import type { RelevanceInfo } from '../api/get-relevance-info.ts'

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
  const attrs = parseAttrFilter(search.attr)
  if (attrs.length) params.attr = serializeAttrFilter(attrs)
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

export interface AttrPick {
  attr_id: number
  attr_value_id: number
}

/** the `attr` URL value (JSON [{attr_id, attr_value_id}]); anything malformed reads as no filter */
export function parseAttrFilter(raw: string | undefined): AttrPick[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const picks: AttrPick[] = []
  for (const item of data) {
    const attrId = Number((item as AttrPick | null)?.attr_id)
    const valueId = Number((item as AttrPick | null)?.attr_value_id)
    if (!Number.isInteger(attrId) || !Number.isInteger(valueId) || attrId <= 0 || valueId <= 0) continue
    const key = `${attrId}:${valueId}`
    if (seen.has(key)) continue
    seen.add(key)
    picks.push({ attr_id: attrId, attr_value_id: valueId })
  }
  return picks
}

export function serializeAttrFilter(picks: AttrPick[]): string | undefined {
  if (!picks.length) return undefined
  return JSON.stringify(picks.map((p) => ({ attr_id: p.attr_id, attr_value_id: p.attr_value_id })))
}

/** choose values of one attribute: replaces that attribute's picks (single select = one value) */
export function setAttrValues(picks: AttrPick[], attrId: number, valueIds: number[]): AttrPick[] {
  return [...picks.filter((p) => p.attr_id !== attrId), ...valueIds.map((v) => ({ attr_id: attrId, attr_value_id: v }))]
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

/** brands of the whole shop as a filter panel (no attributes): a search without a category */
export function brandsAsFilters(brands: Array<{ brand_id: number; brand_name: string; image_url: string; brand_initial?: string }>): RelevanceInfo {
  const list = brands.map((b) => ({ id: b.brand_id, brand_name: b.brand_name, image_url: b.image_url, brand_initial: (b.brand_initial ?? '').toUpperCase() }))
  const initials = [...new Set(list.map((b) => b.brand_initial).filter(Boolean))].sort()
  return { brand_list: list, brand_initial_list: initials, attribute_list: [] }
}
