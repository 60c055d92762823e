import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { refundKey } from './refund-key.ts'
import type { RefundRowWire } from './refund-wire.ts'

// The refund reads (reference §3.6): the apply data, a line's refund, the list, the complaint.

export const refundListQuery = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...refundKey, 'lists', page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<{ count: number; page_count: number; list: RefundRowWire[] }>('/api/orderrefund/lists', { page, page_size: pageSize }, { forceLogin: true, signal }),
    placeholderData: keepPreviousData,
  })
