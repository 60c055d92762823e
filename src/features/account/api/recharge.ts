import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from '../../../api/paged.ts'

// Recharge (reference §6.4, the memberrecharge addon): packages, one package, buying one (an order
// paid at the cashier), the member's paid recharge records.

export interface RechargePackage {
  recharge_id: number
  recharge_name: string
  cover_img: string
  /** what the balance gets, yuan */
  face_value: string
  /** what it costs, yuan */
  buy_price: string
  point: number
  growth: number
  coupon_id?: number | string
  sale_num: number
}

export const RECHARGE_PAGE_SIZE = 12

export const rechargePackagesQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('memberrecharge', 'page', page),
    queryFn: () => requestData<Paged<RechargePackage>>('/memberrecharge/api/memberrecharge/page', { page, page_size: RECHARGE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })

export const rechargePackageQuery = (rechargeId: number) =>
  queryOptions({
    queryKey: memberKey('memberrecharge', 'info', rechargeId),
    queryFn: () => requestData<RechargePackage>('/memberrecharge/api/memberrecharge/info', { recharge_id: rechargeId }, { forceLogin: true }),
  })

/** an unpaid recharge order: answers the out_trade_no the cashier (/pay?code=) takes */
export const createRechargeOrder = async (rechargeId: number) => {
  const data = await requestData<string | { out_trade_no: string }>('/memberrecharge/api/ordercreate/create', { recharge_id: rechargeId }, { forceLogin: true })
  return typeof data === 'string' ? data : data.out_trade_no
}

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
