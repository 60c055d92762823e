// Bundles (组合套餐, reference §7.3): the bundles a sku is in (goods detail) and one bundle's detail.

export interface BundleGoods {
  sku_id: number
  sku_name: string
  sku_image: string
  price: string
  /** this item's share of bl_price (split by price) */
  promotion_price?: string
  stock?: number
  unit?: string
  goods_state?: number
  verify_state?: number
}

export interface Bundle {
  bl_id: number
  bl_name: string
  site_id?: number
  site_name?: string
  bl_price: string
  /** the items' own prices added up */
  goods_money?: string
  shipping_fee_type?: number
  status?: number
  bundling_goods: BundleGoods[]
}
