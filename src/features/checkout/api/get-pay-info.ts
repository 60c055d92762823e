import { queryOptions } from '@tanstack/react-query'
import { memberKey } from '../../../api/member-scope.ts'
import { request } from '../../../lib/request.ts'

// The cashier (reference §3.4): pay/info, pay/type, pay/status, pay/pay.

export interface PayInfo {
  out_trade_no: string
  pay_body: string
  pay_money: string
  /** 0 unpaid, 2 paid, -1 closed */
  pay_status: number
  pay_type: string
  create_time: number
  /** what the payment is for when it is no goods order (a top-up: RECHARGE_EVENT) */
  event?: string
  /** when the unpaid payment closes by itself (server epoch seconds); 0 when paid, closed or not scheduled */
  close_time: number
  /** the envelope's server time when the answer was sent, and the browser time (ms) it arrived */
  timestamp: number
  receivedAt: number
  /** the goods orders the payment covers (none for a top-up); order_type picks the detail page */
  order_list?: Array<{ order_id: number; order_no: string; order_type: number; site_name: string; pay_money: string }>
}

export const payInfoQuery = (outTradeNo: string) =>
  queryOptions({
    queryKey: memberKey('pay', 'info', outTradeNo),
    queryFn: async (): Promise<PayInfo> => {
      const res = await request<Omit<PayInfo, 'timestamp' | 'receivedAt'>>('/api/pay/info', { out_trade_no: outTradeNo }, { forceLogin: true })
      return { ...res.data, timestamp: res.timestamp, receivedAt: Date.now() }
    },
  })
