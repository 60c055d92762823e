import { field, searchSchema } from '../search-schema.ts'

// Typed URL state of the goods list (/list), the shop street and the shop goods list: every filter,
// the sort and the page live in the URL, so back/forward and shared links restore the same list.
// Bad values fall back to their defaults instead of breaking the page.
export const KEYWORD_MAX = 50 // the spec: search keyword max length 50

const keyword = field.str(KEYWORD_MAX)
const optId = field.int(1, 2_147_483_647)
const page = field.int(1, 1000)

export const goodsSortKeys = ['', 'sale_num', 'discount_price'] as const
export const listSearchSchema = searchSchema({
  keyword,
  category_id: optId,
  level: field.int(1, 3),
  search_type: field.oneOf(['goods', 'shop']),
  brand_id: optId,
  min_price: field.num(0, 9_999_999),
  max_price: field.num(0, 9_999_999),
  is_free_shipping: field.int(0, 1),
  is_own: field.int(0, 1),
  /** readable `name:value|value,…` (decision 015); an old link's JSON ids arrive parsed: kept as JSON text */
  attr: (raw: unknown) => field.str(500)(Array.isArray(raw) ? JSON.stringify(raw) : raw),
  /** a platform coupon's goods (the coupon's "use it", reference §2.7) */
  platform_coupon_type: optId,
  order: field.oneOf(goodsSortKeys),
  sort: field.oneOf(['asc', 'desc']),
  page,
})
export type ListSearch = ReturnType<typeof listSearchSchema>

export const streetSearchSchema = searchSchema({
  keyword,
  order: field.oneOf(['', 'shop_sales', 'shop_desccredit']),
  page,
})
export type StreetSearch = ReturnType<typeof streetSearchSchema>

export const shopListSearchSchema = searchSchema({
  site_id: field.withDefault(optId, 1),
  shop_category_id: optId,
  category_level: field.int(1, 2),
  keyword,
  /** a shop coupon's goods (the coupon's "use it", reference §2.7) */
  coupon_type: optId,
  order: field.oneOf(goodsSortKeys),
  sort: field.oneOf(['asc', 'desc']),
  page,
})
export type ShopListSearch = ReturnType<typeof shopListSearchSchema>

export const pageSearchSchema = searchSchema({ page })
