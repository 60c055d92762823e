import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface OrderCounts {
  waitpay: number
  waitsend: number
  waitconfirm: number
  waitrate: number
  refunding: number
}

export const orderNumQuery = () =>
  queryOptions({
    queryKey: ['order', 'num'],
    queryFn: () => requestData<OrderCounts>('/api/order/num', { order_status: 'waitpay,waitsend,waitconfirm,waitrate,refunding' }, { forceLogin: true }),
  })
