import { write } from './refund-writes.ts'

// The member's refund and complaint calls (reference §3.6): the refund machine's effects and the
// complaint page's. After each the caller invalidates refundKey and orderKey.

export const cancelComplain = (orderGoodsId: number) => write('/api/ordercomplain/cancel', { order_goods_id: orderGoodsId })
