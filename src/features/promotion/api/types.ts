import { request } from '../../../lib/request.ts'

// Wire shapes shared by the promotion calls (reference §7). Money is a 2-decimal string; times are
// epoch seconds, except the flash-sale slots (seconds since midnight, repeating daily).

export interface Paged<T> {
  count: number
  page_count: number
  list: T[]
}

/** the spec buttons of a goods (reference §2.4 goods_spec_format) */
export interface PromoSpecGroup {
  spec_name: string
  value: Array<{ spec_id: number; spec_value_name: string; sku_id: number; image?: string; selected?: boolean; disabled?: boolean }>
}

/** the sku fields every promotion detail carries in goods_sku_detail */
export interface PromoSku {
  goods_id: number
  sku_id: number
  sku_name: string
  goods_name?: string
  site_id: number
  price: string
  market_price?: string
  discount_price?: string
  stock: number
  sale_num?: number
  sku_image: string
  /** comma-separated */
  sku_images?: string
  goods_spec_format?: PromoSpecGroup[]
  goods_content?: string
  introduction?: string
  unit?: string
  is_virtual?: number
  goods_state?: number
  verify_state?: number
  /** per-member limit of the goods or the activity, 0 = none */
  max_buy?: number
  /** bought by this member already (when logged in) */
  purchased_num?: number
}

export interface PromoShop {
  site_id: number
  site_name: string
  logo?: string
  avatar?: string
  is_own?: number
  shop_desccredit?: number | string
  shop_servicecredit?: number | string
  shop_deliverycredit?: number | string
}

/** a detail answer with the envelope's server time kept for its countdown */
export interface Timed {
  /** the server's epoch seconds when it answered */
  timestamp: number
  /** the browser's ms when the answer arrived */
  receivedAt: number
}

/**
 * A promotion detail call (seckill, group buy, topic goods): `goods_sku_detail` with its specs
 * decoded, the shop, and the envelope's time for the countdown.
 */
export async function fetchPromoDetail<S extends PromoSku>(path: string, params: Record<string, unknown>): Promise<{ goods_sku_detail: S; shop_info: PromoShop | null } & Timed> {
  const res = await request<{ goods_sku_detail: S; shop_info?: PromoShop | null }>(path, params)
  const sku = res.data.goods_sku_detail
  return {
    goods_sku_detail: { ...sku, goods_spec_format: decodeSpecFormat(sku.goods_spec_format) },
    shop_info: res.data.shop_info ?? null,
    timestamp: res.timestamp,
    receivedAt: Date.now(),
  }
}

/** the server's clock now (epoch seconds), from an answer's timestamp and the time since it arrived */
export const serverNowOf = (t: Timed): number => t.timestamp + (Date.now() - t.receivedAt) / 1000

/** `goods_spec_format` travels as JSON text; decode it once at the edge */
export function decodeSpecFormat(value: unknown): PromoSpecGroup[] {
  let v = value
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v)
    } catch {
      return []
    }
  }
  return Array.isArray(v) ? (v as PromoSpecGroup[]).filter((g) => g && Array.isArray(g.value) && g.value.length > 0) : []
}
