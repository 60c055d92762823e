import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { cartKey } from '../../../api/cart/get-cart-count.ts'

// /api/cart/lists (reference §2.5): the member's cart rows, newest first — the header cart panel and
// the /cart page read it. Member-scoped under cartKey: every cart write refreshes it.

/** a cart row as the storefront uses it (the wire carries more fields) */
export interface CartLine {
  cart_id: number
  site_id: number
  site_name: string
  sku_id: number
  goods_id: number
  sku_name: string
  sku_image: string
  /** JSON [{spec_name, spec_value_name}] or already decoded */
  sku_spec_format?: string | Array<{ spec_name: string; spec_value_name: string }> | null
  /** 2-decimal strings */
  price: string
  discount_price: string
  /** the shop's reference price (原价, struck through where it is above what is charged) */
  market_price?: string
  num: number
  stock: number
  goods_state: number
  verify_state: number
  max_buy: number
  min_buy: number
  purchased_num: number
  unit?: string
  is_virtual?: number
}

export const cartListsQuery = () =>
  queryOptions({
    queryKey: [...cartKey, 'lists'] as const,
    queryFn: async ({ signal }) => {
      const rows = await requestData<CartLine[] | null>('/api/cart/lists', {}, { signal })
      return Array.isArray(rows) ? rows : []
    },
  })
