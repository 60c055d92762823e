import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'

// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

export interface RechargeRecord {
  order_id: number
  order_no: string
  recharge_name: string
  cover_img?: string
  face_value: string
  buy_price: string
  /** what was paid, yuan */
  price?: string
  point: number
  growth: number
  create_time: number
  pay_time?: number
  out_trade_no: string
  pay_type_name?: string
}

export const RECHARGE_ORDER_PAGE_SIZE = 10

export const rechargeOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('memberrecharge', 'order', page),
    queryFn: () => requestData<Paged<RechargeRecord>>('/memberrecharge/api/order/page', { page, page_size: RECHARGE_ORDER_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
