import { requestData } from '../../../lib/request.ts'

// The buyer's order calls (reference §3.4–3.5), the effects the order machine runs. The machine's
// `changed` action invalidates orderKey (counts, lists, detail) after each.

const write = async (path: string, orderId: number): Promise<void> => {
  await requestData<unknown>(path, { order_id: orderId }, { forceLogin: true })
}

/** /api/order/pay: a new payment for an unpaid order → out_trade_no (then /pay?code=) */
export const payOrder = (orderId: number) => requestData<string>('/api/order/pay', { order_ids: String(orderId) }, { forceLogin: true })
export const closeOrder = (orderId: number) => write('/api/order/close', orderId)
export const takeDelivery = (orderId: number) => write('/api/order/takedelivery', orderId)
export const extendDelivery = (orderId: number) => write('/api/order/extendtakedelivery', orderId)
