import { requestData } from '../../../lib/request.ts'

// The buyer's order calls (reference §3.4–3.5), the effects the order machine runs. The machine's
// `changed` action invalidates orderKey (counts, lists, detail) after each.

/** /api/order/pay: a new payment for an unpaid order → out_trade_no (then /pay?code=) */
export const payOrder = (orderId: number) => requestData<string>('/api/order/pay', { order_ids: String(orderId) }, { forceLogin: true })
