import { z } from 'zod'

// Typed URL state of the goods list (/list) and the shop goods list (/shop_list): every filter, the
// sort and the page live in the URL, so back/forward and shared links restore the same list.
// Bad values fall back to their defaults instead of breaking the page.
export const KEYWORD_MAX = 50 // the spec: search keyword max length 50

const keyword = z.string().max(200).transform((s) => s.slice(0, KEYWORD_MAX)).optional().catch(undefined)
const optId = z.coerce.number().int().positive().optional().catch(undefined)
const optPrice = z.coerce.number().min(0).max(9_999_999).optional().catch(undefined)
const optFlag = z.coerce.number().int().min(0).max(1).optional().catch(undefined)

export const goodsSortKeys = ['', 'sale_num', 'discount_price'] as const
export const listSearchSchema = z.object({
  keyword,
  category_id: optId,
  level: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
  search_type: z.enum(['goods', 'shop']).optional().catch(undefined),
  brand_id: optId,
  min_price: optPrice,
  max_price: optPrice,
  is_free_shipping: optFlag,
  is_own: optFlag,
  /** JSON [{attr_id, attr_value_id}] as in the contract's `attr` param */
  attr: z.string().max(500).optional().catch(undefined),
  order: z.enum(goodsSortKeys).optional().catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
})
export type ListSearch = z.infer<typeof listSearchSchema>

export const streetSearchSchema = z.object({
  keyword,
  order: z.enum(['', 'shop_sales', 'shop_desccredit']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
})
export type StreetSearch = z.infer<typeof streetSearchSchema>

export const shopListSearchSchema = z.object({
  site_id: z.coerce.number().int().positive().catch(1),
  shop_category_id: optId,
  category_level: z.coerce.number().int().min(1).max(2).optional().catch(undefined),
  keyword,
  order: z.enum(goodsSortKeys).optional().catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
})
export type ShopListSearch = z.infer<typeof shopListSearchSchema>

export const pageSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
})
