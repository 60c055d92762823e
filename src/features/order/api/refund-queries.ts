import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refundKey } from './refund-key.ts'
import type { ComplainDetailWire, RefundDataWire, RefundDetailWire, RefundRowWire } from './refund-wire.ts'

// The refund reads (reference §3.6): the apply data, a line's refund, the list, the complaint.

export const refundDataQuery = (orderGoodsId: number) =>
  queryOptions({
    queryKey: [...refundKey, 'data', orderGoodsId] as const,
    queryFn: ({ signal }) => requestData<RefundDataWire>('/api/orderrefund/refundData', { order_goods_id: orderGoodsId }, { forceLogin: true, signal }),
  })

export const refundDetailQuery = (orderGoodsId: number) =>
  queryOptions({
    queryKey: [...refundKey, 'detail', orderGoodsId] as const,
    queryFn: ({ signal }) => requestData<RefundDetailWire>('/api/orderrefund/detail', { order_goods_id: orderGoodsId }, { forceLogin: true, signal }),
  })

export const refundListQuery = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...refundKey, 'lists', page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<{ count: number; page_count: number; list: RefundRowWire[] }>('/api/orderrefund/lists', { page, page_size: pageSize }, { forceLogin: true, signal }),
    placeholderData: keepPreviousData,
  })

export const complainDetailQuery = (orderGoodsId: number) =>
  queryOptions({
    queryKey: [...refundKey, 'complain', orderGoodsId] as const,
    queryFn: ({ signal }) => requestData<ComplainDetailWire>('/api/ordercomplain/detail', { order_goods_id: orderGoodsId }, { forceLogin: true, signal }),
  })
