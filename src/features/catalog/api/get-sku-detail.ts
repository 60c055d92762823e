import { queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/request.ts'
import { jsonList } from '../../../lib/wire.ts'

// /api/goodssku/detail (reference §2.4). The envelope's `timestamp` is kept: the discount countdown
// runs from the server clock, not the browser's.

export interface SpecValue {
  spec_id: number
  spec_value_name: string
  sku_id: number
  image?: string
  selected?: boolean
  disabled?: boolean
}
export interface SpecGroup {
  spec_name: string
  value: SpecValue[]
}
export interface GoodsAttr {
  attr_id: number
  attr_name: string
  attr_value_id?: number
  attr_value_name: string
}

export interface SkuDetail {
  goods_id: number
  sku_id: number
  sku_name: string
  goods_name?: string
  site_id: number
  category_id?: number
  category_id_1?: number
  category_id_2?: number
  category_id_3?: number
  price: string
  market_price: string
  discount_price: string
  promotion_type: number
  start_time: number
  end_time: number
  stock: number
  click_num?: number
  sale_num: number
  collect_num: number
  evaluate: number
  sku_image: string
  /** comma-separated */
  sku_images: string
  video_url?: string
  /** JSON text on the wire (reference "(JSON)"), decoded by the fetcher (decodeSpecs) */
  sku_spec_format?: unknown[]
  goods_spec_format?: SpecGroup[]
  goods_attr_format?: GoodsAttr[]
  goods_content?: string
  is_virtual: number
  /** 1 = on sale; with verify_state 1 = approved (both needed to buy) */
  goods_state?: number
  verify_state?: number
  is_free_shipping: number
  introduction?: string
  unit?: string
  max_buy: number
  min_buy: number
  purchased_num?: number
}

export interface ShopSummary {
  site_id: number
  site_name: string
  is_own: number
  logo?: string
  avatar?: string
  telephone?: string
  shop_desccredit: string | number
  shop_score?: string
  shop_servicecredit: string | number
  shop_deliverycredit: string | number
  shop_baozh?: number
  shop_qtian?: number
  shop_zhping?: number
  shop_erxiaoshi?: number
  shop_tuihuo?: number
  shop_shiyong?: number
  shop_shiti?: number
  shop_xiaoxie?: number
  shop_sales?: number
  sub_num?: number
}

export interface GoodsDetail {
  goods_sku_detail: SkuDetail
  goods_info?: { max_buy?: number; min_buy?: number; goods_name?: string; unit?: string } | null
  shop_info: ShopSummary
  /** server time (epoch seconds) of the answer */
  timestamp: number
  /** browser time (ms) the answer arrived: with `timestamp`, the server clock now */
  receivedAt: number
}

type JsonField = 'sku_spec_format' | 'goods_spec_format' | 'goods_attr_format'
/** a sku as the wire sends it: the "(JSON)" fields are JSON text */
export type OnWire<T> = Omit<T, JsonField> & { [K in JsonField & keyof T]?: string | T[K] }

/** the "(JSON)" fields of a sku, decoded once here so the components get lists */
export function decodeSpecs<T extends Partial<Pick<SkuDetail, JsonField>>>(sku: OnWire<T>): T {
  const out = { ...sku } as Record<string, unknown>
  for (const field of ['sku_spec_format', 'goods_spec_format', 'goods_attr_format'] as const) {
    if (field in sku) out[field] = jsonList(out[field] as string | unknown[] | undefined)
  }
  return out as T
}

export async function fetchGoodsDetail(skuId: number): Promise<GoodsDetail> {
  type Wire = Omit<GoodsDetail, 'timestamp' | 'receivedAt' | 'goods_sku_detail'> & { goods_sku_detail: OnWire<SkuDetail> }
  const res = await request<Wire>('/api/goodssku/detail', { sku_id: skuId })
  const goods_sku_detail = decodeSpecs<SkuDetail>(res.data.goods_sku_detail)
  return { ...res.data, goods_sku_detail, timestamp: res.timestamp, receivedAt: Date.now() }
}

export const goodsDetailQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['goodssku', 'detail', skuId],
    queryFn: () => fetchGoodsDetail(skuId),
  })
