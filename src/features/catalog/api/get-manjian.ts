import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface ManjianRule {
  money: string | number
  discount_money?: string | number
  free_shipping?: number
  point?: number
  /** the reward coupon's coupon_type_id; coupon_data is its definition (absent when it no longer exists) */
  coupon?: number
  coupon_data?: { coupon_name?: string; type?: string; at_least?: string; money?: string; discount?: string } | null
  /** the gift's sku id, present_num of it, while stocks last; present_data names it (absent: no gift to give) */
  present?: number
  present_num?: number
  present_data?: { sku_id: number; sku_name: string; sku_image: string; num: number } | null
}

export interface Manjian {
  manjian_id: number
  manjian_name: string
  manjian_type: number
  /** 0 = thresholds in 元, 1 = in 件 */
  type: number
  rule_json: ManjianRule[]
}

/** the shop's active spend-threshold activity covering these goods, or null */
export const manjianQuery = (goodsId: number, siteId: number) =>
  queryOptions({
    queryKey: ['manjian', 'info', goodsId, siteId],
    queryFn: () => requestData<Manjian | null>('/manjian/api/manjian/info', { goods_id: goodsId, site_id: siteId }),
    staleTime: 60_000,
  })
