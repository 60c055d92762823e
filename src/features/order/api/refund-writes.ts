import type { RefundForm, ReturnTracking } from '../../../../machines/order/refund.machine.ts'
import { requestData } from '../../../lib/request.ts'

// The member's refund and complaint calls (reference §3.6): the refund machine's effects and the
// complaint page's. After each the caller invalidates refundKey and orderKey.

const write = async (path: string, params: Record<string, unknown>): Promise<void> => {
  await requestData<unknown>(path, params, { forceLogin: true })
}

export const applyRefund = (orderGoodsId: number, form: RefundForm) => write('/api/orderrefund/refund', { order_goods_id: orderGoodsId, ...form })
export const cancelRefund = (orderGoodsId: number) => write('/api/orderrefund/cancel', { order_goods_id: orderGoodsId })
export const shipReturn = (orderGoodsId: number, tracking: ReturnTracking) => write('/api/orderrefund/delivery', { order_goods_id: orderGoodsId, ...tracking })
export const applyComplain = (orderGoodsId: number, reason: string, remark: string) =>
  write('/api/ordercomplain/complain', { order_goods_id: orderGoodsId, complain_reason: reason, complain_remark: remark })
export const cancelComplain = (orderGoodsId: number) => write('/api/ordercomplain/cancel', { order_goods_id: orderGoodsId })
