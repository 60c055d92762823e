import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { orderKey } from '../../../api/order/get-order-num.ts'
import type { OrderDetailWire } from '../../../api/order/order-wire.ts'

// /api/order/detail (reference §3.5): one order of the member's, for the four detail pages.
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKey, 'detail', orderId] as const,
    queryFn: ({ signal }) => requestData<OrderDetailWire>('/api/order/detail', { order_id: orderId }, { forceLogin: true, signal }),
  })
