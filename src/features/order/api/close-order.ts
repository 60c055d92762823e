import { write } from './order-actions.ts'

// The buyer's order calls (reference §3.4–3.5), the effects the order machine runs. The machine's
// `changed` action invalidates orderKey (counts, lists, detail) after each.

export const closeOrder = (orderId: number) => write('/api/order/close', orderId)
