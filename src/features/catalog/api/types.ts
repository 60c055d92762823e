// Wire shapes of the catalog calls (reference §2.2–2.4, §2.7, §8.1). Money is a 2-decimal string.

export interface Paged<T> {
  count: number
  page_count: number
  list: T[]
}

/** a JSON string `{url}` (adv_url, nav urls) or the decoded object (floor links) */
export type LinkValue = string | { url?: string } | null | undefined

export interface GoodsListItem {
  goods_id: number
  sku_id: number
  sku_name: string
  goods_name: string
  price: string
  market_price: string
  discount_price: string
  stock: number
  sale_num: number
  sku_image: string
  goods_image?: string
  site_id: number
  site_name: string
  is_own: number
  is_free_shipping: number
  introduction?: string
  promotion_type: number
  is_virtual?: number
}
