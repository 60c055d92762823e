import { queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/request.ts'
import { decodeSpecFormat, fetchPromoDetail, type PromoShop, type PromoSku, type Timed } from './types.ts'

// /groupbuy/api/goods/detail {id} and, on a spec switch, /groupbuy/api/goods/info {sku_id, id}
// (reference §7.2): the group buy with its minimum quantity (buy_num) and window.

export interface GroupbuySku extends PromoSku {
  groupbuy_id: number
  groupbuy_price: string
  /** the minimum purchase quantity: the quantity starts at it and never goes below */
  buy_num: number
  start_time: number
  end_time: number
  sell_num?: number
  /** 1 not started, 2 in progress, 3 ended */
  status: number
}

export type GroupbuyDetail = { goods_sku_detail: GroupbuySku; shop_info: PromoShop | null } & Timed

const decode = (sku: GroupbuySku): GroupbuySku => ({ ...sku, goods_spec_format: decodeSpecFormat(sku.goods_spec_format) })

export const groupbuyDetailQuery = (groupbuyId: number) =>
  queryOptions({
    queryKey: ['groupbuy', 'detail', groupbuyId] as const,
    queryFn: () => fetchPromoDetail<GroupbuySku>('/groupbuy/api/goods/detail', { id: groupbuyId }),
    staleTime: 10_000,
  })

/** another spec of the same group buy (the sku fields with the group-buy fields) */
export const groupbuySkuQuery = (groupbuyId: number, skuId: number) =>
  queryOptions({
    queryKey: ['groupbuy', 'info', groupbuyId, skuId] as const,
    queryFn: async () => {
      const res = await request<GroupbuySku | { goods_sku_detail: GroupbuySku }>('/groupbuy/api/goods/info', { id: groupbuyId, sku_id: skuId })
      const sku = 'goods_sku_detail' in res.data ? res.data.goods_sku_detail : res.data
      return { sku: decode(sku), timestamp: res.timestamp, receivedAt: Date.now() }
    },
    staleTime: 10_000,
  })
