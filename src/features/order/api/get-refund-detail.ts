import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refundKey } from './refund-key.ts'
import type { RefundDetailWire } from './refund-wire.ts'

// The refund reads (reference §3.6): the apply data, a line's refund, the list, the complaint.

export const refundDetailQuery = (orderGoodsId: number) =>
  queryOptions({
    queryKey: [...refundKey, 'detail', orderGoodsId] as const,
    queryFn: ({ signal }) => requestData<RefundDetailWire>('/api/orderrefund/detail', { order_goods_id: orderGoodsId }, { forceLogin: true, signal }),
  })
