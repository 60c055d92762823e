import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface ManjianRule {
  money: string | number
  discount_money?: string | number
  free_shipping?: number
  point?: number
  coupon?: number
  coupon_data?: { coupon_name?: string; type?: string; at_least?: string; money?: string; discount?: string } | null
  present?: unknown
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
