// The review of an order (reference §3.5 Review): evluateinfo (sic), goodsevaluate/add and /again.

export interface EvaluateLine {
  order_goods_id: number
  order_id?: number
  order_no?: string
  goods_id: number
  sku_id: number
  sku_name: string
  sku_image: string
  price: string
  site_id: number
  num?: number
  /** the first review (shown on the follow-up page) */
  evaluate?: { content: string; images: string; scores?: number; again_content?: string } | null
}
