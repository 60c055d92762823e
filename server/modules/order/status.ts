// Names and buyer actions of orders and refunds (reference §3.5, §3.6): one place, used by the list,
// the detail, the refund pages and the member centre.

export const ORDER_TYPE_NAMES: Record<number, string> = { 1: '普通订单', 2: '自提订单', 3: '外卖订单', 4: '虚拟订单' }

/** status names per order type (reference §3.5 table) */
export function statusName(type: number, status: number): string {
  switch (status) {
    case 0:
      return '待支付'
    case 1:
      return '待发货'
    case 2:
      return '待提货'
    case 3:
      return '已发货'
    case 4:
      return type === 2 ? '已提货' : '已收货'
    case 10:
      return '已完成'
    case -1:
      return '已关闭'
    default:
      return ''
  }
}

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
    order_type_name: ORDER_TYPE_NAMES[o.order_type] ?? '',
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
const a = (action: string, title: string): Action => ({ action, title, color: '' })

/** what the buyer may do with an order in this status (reference §3.5 `member_action`); the receipt extends once */
export function buyerActions(type: number, status: number, extended = 0): Action[] {
  if (status === 0) return [a('orderClose', '关闭订单'), a('orderPay', '支付')]
  const extend = extended ? [] : [a('extendTakeDelivery', '延长收货')]
  if (status === 3 && type === 1) return [a('memberTakeDelivery', '确认收货'), a('trace', '查看物流'), ...extend]
  if (status === 3 && type === 3) return [...extend, a('memberTakeDelivery', '确认收货')]
  return []
}

/** a paid order still open (not complete, not closed) takes refund applications */
export const refundable = (o: { pay_status: number; order_status: number }) => o.pay_status === 1 && [1, 2, 3, 4].includes(o.order_status)

export const REFUND_STATUS_NAMES: Record<number, string> = {
  0: '',
  1: '申请维权',
  2: '待转账',
  3: '维权结束',
  4: '买家待退货',
  5: '卖家待收货',
  6: '卖家已收货',
  [-1]: '卖家拒绝',
}
export const REFUND_TYPE_NAMES: Record<number, string> = { 1: '仅退款', 2: '退货退款' }

export interface RefundAction {
  event: string
  title: string
  color: string
}
const r = (event: string, title: string): RefundAction => ({ event, title, color: '' })

/** the buyer's refund actions for a line (reference §3.6 `refund_action[].event`) */
export function refundActions(refundStatus: number, orderOpen: boolean): RefundAction[] {
  switch (refundStatus) {
    case 0:
      return orderOpen ? [r('orderRefundApply', '申请维权')] : []
    case 1:
      return [r('orderRefundCancel', '撤销维权')]
    case 4:
      return [r('orderRefundDelivery', '填写发货物流'), r('orderRefundCancel', '撤销维权')]
    case -1:
      return [r('orderRefundCancel', '撤销维权'), r('orderRefundAsk', '修改申请')]
    default:
      return []
  }
}

/** refund states that count as "退款/售后 in progress" (reference §3.5 `refunding`) */
export const REFUNDING_STATUSES = [-1, 1, 2, 4, 5, 6]
