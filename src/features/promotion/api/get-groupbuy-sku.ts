import { queryOptions } from '@tanstack/react-query'
import { request } from '../../../lib/request.ts'
import { decodeSpecFormat } from './types.ts'
import type { GroupbuySku } from './groupbuy.ts'

// /groupbuy/api/goods/detail {id} and, on a spec switch, /groupbuy/api/goods/info {sku_id, id}
// (reference §7.2): the group buy with its minimum quantity (buy_num) and window.

const decode = (sku: GroupbuySku): GroupbuySku => ({ ...sku, goods_spec_format: decodeSpecFormat(sku.goods_spec_format) })

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
