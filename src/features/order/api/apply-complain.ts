import { write } from './refund-writes.ts'

// The member's refund and complaint calls (reference §3.6): the refund machine's effects and the
// complaint page's. After each the caller invalidates refundKey and orderKey.

export const applyComplain = (orderGoodsId: number, reason: string, remark: string) =>
  write('/api/ordercomplain/complain', { order_goods_id: orderGoodsId, complain_reason: reason, complain_remark: remark })
