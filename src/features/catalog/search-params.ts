import * as z from 'zod/mini'

// Typed URL state of the goods list (/list), the shop street and the shop goods list: every filter,
// the sort and the page live in the URL, so back/forward and shared links restore the same list.
// Bad values fall back to their defaults instead of breaking the page. (zod/mini: these schemas sit
// in the route tree, which is in the first-load bundle.)
export const KEYWORD_MAX = 50 // the spec: search keyword max length 50

const keyword = z.catch(
  z.optional(z.pipe(z.string(), z.transform((s) => s.slice(0, KEYWORD_MAX)))),
  undefined,
)
const int = (min: number, max: number) => z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(min), z.lte(max))), undefined)
const optId = int(1, 2_147_483_647)
const optPrice = z.catch(z.optional(z.coerce.number().check(z.gte(0), z.lte(9_999_999))), undefined)
const optFlag = int(0, 1)
const page = int(1, 1000)
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.catch(z.optional(z.enum(values)), undefined)

export const goodsSortKeys = ['', 'sale_num', 'discount_price'] as const
export const listSearchSchema = z.object({
  keyword,
  category_id: optId,
  level: int(1, 3),
  search_type: oneOf(['goods', 'shop']),
  brand_id: optId,
  min_price: optPrice,
  max_price: optPrice,
  is_free_shipping: optFlag,
  is_own: optFlag,
  /** JSON [{attr_id, attr_value_id}] as in the contract's `attr` param */
  attr: z.catch(z.optional(z.string().check(z.maxLength(500))), undefined),
  order: oneOf(goodsSortKeys),
  sort: oneOf(['asc', 'desc']),
  page,
})
export type ListSearch = z.infer<typeof listSearchSchema>

export const streetSearchSchema = z.object({
  keyword,
  order: oneOf(['', 'shop_sales', 'shop_desccredit']),
  page,
})
export type StreetSearch = z.infer<typeof streetSearchSchema>

export const shopListSearchSchema = z.object({
  site_id: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
  shop_category_id: optId,
  category_level: int(1, 2),
  keyword,
  order: oneOf(goodsSortKeys),
  sort: oneOf(['asc', 'desc']),
  page,
})
export type ShopListSearch = z.infer<typeof shopListSearchSchema>

export const pageSearchSchema = z.object({ page })
