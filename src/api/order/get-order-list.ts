import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { orderKey } from './get-order-num.ts'
import type { OrderRowWire } from './order-wire.ts'

// /api/order/lists (reference §3.5): the member's orders by tab, paged; the member centre shows the
// newest three.

/** reference §3.5: the order list's tabs (order_status) */
export type OrderTab = 'all' | 'waitpay' | 'waitsend' | 'waitconfirm' | 'waitrate'

export interface OrderPage {
  count: number
  page_count: number
  list: OrderRowWire[]
}

export const orderListQuery = (status: OrderTab, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...orderKey, 'lists', status, page, pageSize] as const,
    queryFn: ({ signal }) => requestData<OrderPage>('/api/order/lists', { order_status: status, page, page_size: pageSize }, { forceLogin: true, signal }),
    placeholderData: keepPreviousData,
  })
