import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refundKey } from './refund-key.ts'
import type { RefundDataWire } from './refund-wire.ts'

// The refund reads (reference §3.6): the apply data, a line's refund, the list, the complaint.

export const refundDataQuery = (orderGoodsId: number) =>
  queryOptions({
    queryKey: [...refundKey, 'data', orderGoodsId] as const,
    queryFn: ({ signal }) => requestData<RefundDataWire>('/api/orderrefund/refundData', { order_goods_id: orderGoodsId }, { forceLogin: true, signal }),
  })
