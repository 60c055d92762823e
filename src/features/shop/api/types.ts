/** a shop as the street and the shop pages read it (reference §2.6); credits may come as strings */
export interface Shop {
  site_id: number
  site_name: string
  category_name: string
  group_name: string
  logo: string
  avatar: string
  banner: string
  seo_description: string
  shop_desccredit: number | string
  shop_servicecredit: number | string
  shop_deliverycredit: number | string
  shop_sales: number
  /** followers */
  sub_num: number
  is_own: number
  telephone: string
  address: string
  full_address: string
}

export interface ShopDetail extends Shop {
  level_name: string
  shop_status: number
  workingtime: string
  qq: string
  ww: string
}

/** a paged answer of the contract */
export interface Page<T> {
  count: number
  page_count: number
  list: T[]
}

/** a goods tile of /api/goodssku/page */
export interface GoodsSku {
  sku_id: number
  goods_id: number
  sku_name: string
  goods_name?: string
  sku_image: string
  price: string
  market_price: string
  discount_price: string
  sale_num: number
  is_own?: number
  site_name?: string
}

/** a node of the shop's own category tree */
export interface ShopCategory {
  category_id: number
  category_name: string
  pid: number
  level: number
  child_list?: ShopCategory[]
}
