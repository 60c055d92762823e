import { requestData } from '../../../lib/request.ts'

// The cashier (reference §3.4): pay/info, pay/type, pay/status, pay/pay.

export const fetchPayStatus = (outTradeNo: string) => requestData<{ pay_status: number }>('/api/pay/status', { out_trade_no: outTradeNo }, { forceLogin: true })
