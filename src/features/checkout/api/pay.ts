import { requestData } from '../../../lib/request.ts'

// The cashier (reference §3.4): pay/info, pay/type, pay/status, pay/pay.

export type PayType = 'alipay' | 'wechatpay'

/** pay/info's `event` of a balance top-up (server/modules/account/recharge.ts) */
export const RECHARGE_EVENT = 'MemberRechargeOrderPayNotify'

export type HandOff = { type: 'url'; data: string } | { type: 'qrcode'; qrcode: string; data: string }

/** pay/pay: alipay answers the gateway URL, wechatpay a QR image path (and the URL it encodes) */
export const payHandOff = (outTradeNo: string, payType: PayType) =>
  requestData<HandOff>('/api/pay/pay', { out_trade_no: outTradeNo, pay_type: payType, app_type: 'pc' }, { forceLogin: true })
