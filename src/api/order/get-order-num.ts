import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// /api/order/num (login forced): the order counts per state — the member centre now, the order
// list tabs next. An order mutation (pay, cancel, confirm receipt…) invalidates orderKey.

/** the prefix of every order answer (member-scoped) */
export const orderKey = memberKey('order')

export interface OrderCounts {
  waitpay: number
  waitsend: number
  waitconfirm: number
  waitrate: number
  refunding: number
}

export const orderNumQuery = () =>
  queryOptions({
    queryKey: [...orderKey, 'num'] as const,
    queryFn: ({ signal }) =>
      requestData<OrderCounts>('/api/order/num', { order_status: 'waitpay,waitsend,waitconfirm,waitrate,refunding' }, { forceLogin: true, signal }),
  })
