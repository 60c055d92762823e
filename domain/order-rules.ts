// The order, refund and payment lifecycles (reference §3.4–3.6; issue 21; docs/decisions/016-order-rules.md):
// every status by name, the names people read in both languages, and one table of moves — who may
// move what from which statuses to which. Plain TypeScript: the server applies these moves
// (server/modules/order/moves.ts builds the conditional update, the refusal, the log row and the
// follow-up jobs from them), the storefront and the machines read statuses and buyer actions from
// here. Imports nothing of server/, src/ or machines/.

/** orders.order_status */
export const ORDER = { unpaid: 0, toShip: 1, toPickup: 2, shipped: 3, received: 4, completed: 10, closed: -1 } as const
export type OrderStatus = (typeof ORDER)[keyof typeof ORDER]

/** orders.order_type */
export const ORDER_TYPE = { express: 1, pickup: 2, local: 3, virtual: 4 } as const
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]

/** orders.pay_status: whether the order was paid (it keeps 1 after a refund closes it) */
export const ORDER_PAID = { no: 0, yes: 1 } as const

/** pay.pay_status: a payment (out_trade_no) is open, paid, or closed (superseded or its orders closed) */
export const PAY = { open: 0, paid: 2, closed: -1 } as const

/** order_goods.refund_status (维权, per order line) */
export const REFUND = { none: 0, applied: 1, toTransfer: 2, refunded: 3, toReturn: 4, returned: 5, received: 6, refused: -1 } as const
export type RefundStatus = (typeof REFUND)[keyof typeof REFUND]

/** order_complain.complain_status (平台维权) */
export const COMPLAIN = { cancelled: 0, open: 1, resolved: 2, refused: -1 } as const

/** refund types: 1 refund only, 2 return and refund */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const

export interface Words {
  zh: string
  en: string
}

export const ORDER_TYPE_NAMES: Record<OrderType, Words> = {
  1: { zh: '普通订单', en: 'Express order' },
  2: { zh: '自提订单', en: 'Pickup order' },
  3: { zh: '外卖订单', en: 'Local delivery order' },
  4: { zh: '虚拟订单', en: 'Virtual order' },
}

const ORDER_STATUS_WORDS: Record<OrderStatus, Words> = {
  0: { zh: '待支付', en: 'awaiting payment' },
  1: { zh: '待发货', en: 'to be shipped' },
  2: { zh: '待提货', en: 'awaiting pickup' },
  3: { zh: '已发货', en: 'shipped' },
  4: { zh: '已收货', en: 'received' },
  10: { zh: '已完成', en: 'completed' },
  [-1]: { zh: '已关闭', en: 'closed' },
}

/** the status name of an order of a type (reference §3.5 table: a pickup order is 已提货 once received) */
export function orderStatusWords(type: number, status: number): Words | null {
  if (status === ORDER.received && type === ORDER_TYPE.pickup) return { zh: '已提货', en: 'picked up' }
  return ORDER_STATUS_WORDS[status as OrderStatus] ?? null
}

export const REFUND_STATUS_WORDS: Record<RefundStatus, Words> = {
  0: { zh: '', en: 'not applied' },
  1: { zh: '申请维权', en: 'applied' },
  2: { zh: '待转账', en: 'agreed' },
  3: { zh: '维权结束', en: 'refunded' },
  4: { zh: '买家待退货', en: 'waiting for the goods to be returned' },
  5: { zh: '卖家待收货', en: 'waiting for the shop to receive the goods' },
  6: { zh: '卖家已收货', en: 'received by the shop' },
  [-1]: { zh: '卖家拒绝', en: 'refused by the shop' },
}

export const REFUND_TYPE_WORDS: Record<number, Words> = { 1: { zh: '仅退款', en: 'Refund only' }, 2: { zh: '退货退款', en: 'Return and refund' } }

// --- moves -------------------------------------------------------------------------------------------

/** who makes a move */
export type Actor = 'buyer' | 'shop' | 'platform' | 'scheduler' | 'gateway'

export interface Move<S extends number, N extends string> {
  move: N
  from: readonly S[]
  /** the status after the move; `paid` = by order type (PAID_STATUS) */
  to: S | 'paid'
  by: Actor
  /** the buyer's action code on the wire (reference §3.5 action[].action, §3.6 refund_action[].event) */
  action?: string
  /** what the refusal says cannot be done: 不能{zh} / it cannot be {en} */
  verb: Words
  /** the order types it applies to (all when absent) */
  types?: readonly OrderType[]
}

/** a paid order waits for shipping, for pickup, or — virtual goods, whose code is the goods — is received at once */
export const PAID_STATUS: Record<OrderType, OrderStatus> = { 1: ORDER.toShip, 2: ORDER.toPickup, 3: ORDER.toShip, 4: ORDER.received }

const REFUNDABLE_ORDER = [ORDER.toShip, ORDER.toPickup, ORDER.shipped, ORDER.received] as const

export const ORDER_MOVES = [
  { move: 'repay', from: [ORDER.unpaid], to: ORDER.unpaid, by: 'buyer', action: 'orderPay', verb: { zh: '支付', en: 'paid' } },
  { move: 'close', from: [ORDER.unpaid], to: ORDER.closed, by: 'buyer', action: 'orderClose', verb: { zh: '关闭', en: 'closed' } },
  { move: 'autoClose', from: [ORDER.unpaid], to: ORDER.closed, by: 'scheduler', verb: { zh: '自动关闭', en: 'closed automatically' } },
  { move: 'pay', from: [ORDER.unpaid], to: 'paid', by: 'gateway', verb: { zh: '支付', en: 'paid' } },
  { move: 'ship', from: [ORDER.toShip], to: ORDER.shipped, by: 'shop', types: [ORDER_TYPE.express, ORDER_TYPE.local], verb: { zh: '发货', en: 'shipped' } },
  { move: 'pickupReady', from: [ORDER.toPickup], to: ORDER.toPickup, by: 'shop', types: [ORDER_TYPE.pickup], verb: { zh: '备货', en: 'made ready for pickup' } },
  { move: 'pickUp', from: [ORDER.toPickup], to: ORDER.received, by: 'shop', types: [ORDER_TYPE.pickup], verb: { zh: '核销提货', en: 'picked up' } },
  { move: 'receive', from: [ORDER.shipped], to: ORDER.received, by: 'buyer', action: 'memberTakeDelivery', types: [ORDER_TYPE.express, ORDER_TYPE.local], verb: { zh: '确认收货', en: 'received' } },
  { move: 'extendReceive', from: [ORDER.shipped], to: ORDER.shipped, by: 'buyer', action: 'extendTakeDelivery', types: [ORDER_TYPE.express, ORDER_TYPE.local], verb: { zh: '延长收货', en: 'extended' } },
  { move: 'autoReceive', from: [ORDER.shipped], to: ORDER.received, by: 'scheduler', verb: { zh: '自动收货', en: 'received automatically' } },
  { move: 'complete', from: [ORDER.received], to: ORDER.completed, by: 'scheduler', verb: { zh: '完成', en: 'completed' } },
  { move: 'refundClose', from: REFUNDABLE_ORDER, to: ORDER.closed, by: 'platform', verb: { zh: '退款关闭', en: 'closed by refunds' } },
] as const satisfies ReadonlyArray<Move<OrderStatus, string>>
export type OrderMoveName = (typeof ORDER_MOVES)[number]['move']

export const REFUND_MOVES = [
  { move: 'apply', from: [REFUND.none], to: REFUND.applied, by: 'buyer', action: 'orderRefundApply', verb: { zh: '申请维权', en: 'applied for' } },
  { move: 'sendBack', from: [REFUND.toReturn], to: REFUND.returned, by: 'buyer', action: 'orderRefundDelivery', verb: { zh: '填写退货物流', en: 'given return tracking' } },
  { move: 'cancel', from: [REFUND.applied, REFUND.refused, REFUND.toReturn], to: REFUND.none, by: 'buyer', action: 'orderRefundCancel', verb: { zh: '撤销', en: 'cancelled' } },
  { move: 'reapply', from: [REFUND.refused], to: REFUND.applied, by: 'buyer', action: 'orderRefundAsk', verb: { zh: '修改申请', en: 'applied for again' } },
  { move: 'agreeRefund', from: [REFUND.applied], to: REFUND.refunded, by: 'shop', verb: { zh: '同意退款', en: 'agreed to' } },
  { move: 'agreeReturn', from: [REFUND.applied], to: REFUND.toReturn, by: 'shop', verb: { zh: '同意退货', en: 'agreed to' } },
  { move: 'refuse', from: [REFUND.applied], to: REFUND.refused, by: 'shop', verb: { zh: '拒绝', en: 'refused' } },
  { move: 'receiveReturn', from: [REFUND.returned], to: REFUND.refunded, by: 'shop', verb: { zh: '确认收到退货', en: 'received back' } },
  {
    move: 'platformRefund', from: [REFUND.refused, REFUND.applied, REFUND.toTransfer, REFUND.toReturn, REFUND.returned, REFUND.received], to: REFUND.refunded, by: 'platform',
    verb: { zh: '平台退款', en: 'refunded by the platform' },
  },
] as const satisfies ReadonlyArray<Move<RefundStatus, string>>
export type RefundMoveName = (typeof REFUND_MOVES)[number]['move']

type AnyMove = Move<number, string>
const find = <M extends AnyMove>(table: readonly M[], name: string): M => {
  const m = table.find((x) => x.move === name)
  if (!m) throw new Error(`no move ${name}`)
  return m
}
export const orderMove = (name: OrderMoveName): Move<OrderStatus, OrderMoveName> => find(ORDER_MOVES as readonly AnyMove[], name) as Move<OrderStatus, OrderMoveName>
export const refundMove = (name: RefundMoveName): Move<RefundStatus, RefundMoveName> => find(REFUND_MOVES as readonly AnyMove[], name) as Move<RefundStatus, RefundMoveName>

const appliesTo = (m: AnyMove, type: number) => !m.types || (m.types as readonly number[]).includes(type)

/** the moves `by` may make from a status (for an order of `type`), in table order */
export function movesFrom<M extends AnyMove>(table: readonly M[], status: number, by: Actor, type = 0): Array<Move<number, M['move']>> {
  return table.filter((m) => m.by === by && (m.from as readonly number[]).includes(status) && (type === 0 || appliesTo(m, type)))
}

/** the status a move leads to for an order of `type` */
export const targetOf = (m: AnyMove, type: number): number => (m.to === 'paid' ? PAID_STATUS[type as OrderType] : m.to)

/** a paid order still open (not complete, not closed) takes refund applications */
export const refundableOrder = (o: { pay_status: number; order_status: number }) =>
  o.pay_status === ORDER_PAID.yes && (REFUNDABLE_ORDER as readonly number[]).includes(o.order_status)

/** goods never shipped (waiting to ship or for pickup): refunds put them back on the shelf and take the delivery fee */
export const notShipped = (orderStatus: number) => orderStatus === ORDER.toShip || orderStatus === ORDER.toPickup

/** the order may still be reviewed (received or completed) */
export const reviewable = (orderStatus: number) => orderStatus === ORDER.received || orderStatus === ORDER.completed

/** refund states that count as "退款/售后 in progress" (reference §3.5 `refunding`) */
export const REFUNDING: readonly RefundStatus[] = [REFUND.refused, REFUND.applied, REFUND.toTransfer, REFUND.toReturn, REFUND.returned, REFUND.received]

/**
 * A complaint to the platform (平台维权) is about the shop's answer: it may be made once the shop has
 * refused the refund, while the order is neither closed nor complete and no complaint about the line is
 * open or resolved. Before the shop answers there is nothing to arbitrate (issue 22; the reference
 * offers it for any refund in progress — the flag stays 0/1 on the wire).
 */
export const complainable = (refundStatus: number, orderStatus: number, complainStatus: number | null) =>
  refundStatus === REFUND.refused && orderStatus !== ORDER.closed && orderStatus !== ORDER.completed &&
  complainStatus !== COMPLAIN.open && complainStatus !== COMPLAIN.resolved

/**
 * the buyer's action codes on an order (reference §3.5 `action[].action`): the buyer's moves from its
 * status — the receipt extends once — plus the tracking of an express parcel
 */
export function orderActionCodes(type: number, status: number, extended = 0): string[] {
  const codes = movesFrom(ORDER_MOVES, status, 'buyer', type)
    .filter((m) => !(m.move === 'extendReceive' && extended))
    .map((m) => m.action as string)
  // the reference's order (§3.5 member_action): 关闭 before 支付; a local delivery's 延长收货 before 确认收货;
  // an express parcel's 查看物流 after 确认收货
  const ordered = status === ORDER.unpaid || (status === ORDER.shipped && type === ORDER_TYPE.local) ? codes.toReversed() : codes
  if (status === ORDER.shipped && type === ORDER_TYPE.express) ordered.splice(1, 0, 'trace')
  return ordered
}

/** the buyer's refund action codes for a line (reference §3.6 `refund_action[].event`); no new application on a closed order */
export const refundActionCodes = (refundStatus: number, orderOpen = true): string[] =>
  movesFrom(REFUND_MOVES, refundStatus, 'buyer').filter((m) => orderOpen || m.move !== 'apply').map((m) => m.action as string)
