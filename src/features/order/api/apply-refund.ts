import type { RefundForm } from '../../../../machines/order/refund.machine.ts'
import { write } from './refund-writes.ts'

// The member's refund and complaint calls (reference §3.6): the refund machine's effects and the
// complaint page's. After each the caller invalidates refundKey and orderKey.

export const applyRefund = (orderGoodsId: number, form: RefundForm) => write('/api/orderrefund/refund', { order_goods_id: orderGoodsId, ...form })
