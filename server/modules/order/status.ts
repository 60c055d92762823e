import {
  ORDER_TYPE_NAMES, orderActionCodes, orderStatusWords, REFUND_STATUS_WORDS, REFUND_TYPE_WORDS, refundActionCodes, REFUNDING, refundableOrder, type RefundStatus,
} from '../../../domain/order-rules.ts'

// What the wire says of orders and refunds (reference §3.5, §3.6): the names and the buyer's actions,
// read off the rules in domain/order-rules.ts — the list, the detail, the refund pages and the member
// centre answer from here.

export const ORDER_TYPE_NAME_ZH: Record<number, string> = Object.fromEntries(Object.entries(ORDER_TYPE_NAMES).map(([k, v]) => [k, v.zh]))

/** status names per order type (reference §3.5 table) */
export const statusName = (type: number, status: number): string => orderStatusWords(type, status)?.zh ?? ''

interface OrderHeadRow {
  order_id: number
  order_no: string
  out_trade_no: string
  site_id: number
  site_name: string
  order_type: number
  order_status: number
  is_extend_take_delivery: number
}
/** the identity and status fields the list rows and the detail share (reference §3.5) */
export function orderHead(o: OrderHeadRow) {
  return {
    order_id: o.order_id,
    order_no: o.order_no,
    out_trade_no: o.out_trade_no,
    site_id: o.site_id,
    site_name: o.site_name,
    order_type: o.order_type,
    order_type_name: ORDER_TYPE_NAME_ZH[o.order_type] ?? '',
    order_status: o.order_status,
    order_status_name: statusName(o.order_type, o.order_status),
    action: buyerActions(o.order_type, o.order_status, o.is_extend_take_delivery),
  }
}

export interface Action {
  action: string
  title: string
  color: string
}
const TITLES: Record<string, string> = {
  orderPay: '支付', orderClose: '关闭订单', memberTakeDelivery: '确认收货', extendTakeDelivery: '延长收货', trace: '查看物流',
  orderRefundApply: '申请维权', orderRefundCancel: '撤销维权', orderRefundDelivery: '填写发货物流', orderRefundAsk: '修改申请',
}
const a = (action: string): Action => ({ action, title: TITLES[action] ?? action, color: '' })

/** what the buyer may do with an order in this status (reference §3.5 `member_action`), from the moves table */
export const buyerActions = (type: number, status: number, extended = 0): Action[] => orderActionCodes(type, status, extended).map(a)

/** a paid order still open (not complete, not closed) takes refund applications */
export const refundable = refundableOrder

export const REFUND_STATUS_NAMES: Record<number, string> = Object.fromEntries(Object.entries(REFUND_STATUS_WORDS).map(([k, v]) => [k, v.zh]))
export const REFUND_TYPE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(REFUND_TYPE_WORDS).map(([k, v]) => [k, v.zh]))

export interface RefundAction {
  event: string
  title: string
  color: string
}

/** the buyer's refund actions for a line (reference §3.6 `refund_action[].event`), from the moves table */
export const refundActions = (refundStatus: number, orderOpen: boolean): RefundAction[] =>
  refundActionCodes(refundStatus, orderOpen).map((event) => ({ event, title: TITLES[event] ?? '', color: '' }))

/** refund states that count as "退款/售后 in progress" (reference §3.5 `refunding`) */
export const REFUNDING_STATUSES: readonly RefundStatus[] = REFUNDING
