import type { Transaction, UpdateObject, UpdateQueryBuilder, UpdateResult } from 'kysely'
import {
  orderMove, orderStatusWords, refundMove, REFUND_STATUS_WORDS, targetOf,
  type OrderMoveName, type RefundMoveName, type RefundStatus, type Words,
} from '../../../domain/order-rules.ts'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'

// The one place the server moves an order or a refund (issue 21, docs/decisions/016-order-rules.md).
// A move is a row of the table in domain/order-rules.ts; applying it here is always the same four
// parts: the conditional update (the move's `from` statuses — and its order types, and the member
// when the buyer makes it — in the where clause, so a replay or a race changes nothing twice), the
// refusal when nothing matched (not found, or the status does not allow it, in both languages), the
// log row (refunds), and the follow-up jobs registered for the move (onOrderMove).

export const orderNotFound = () => errors.notFound(msg('订单不存在', 'This order does not exist'))
export const lineNotFound = () => errors.notFound(msg('订单商品不存在', 'This order line does not exist'))

/** the answer to an action the order's status does not allow (any more) */
export function orderNotNow(verb: Words, order: { order_type: number; order_status: number }) {
  const name = orderStatusWords(order.order_type, order.order_status) ?? { zh: '', en: 'in another state' }
  return new ApiError('ORDER_STATUS_ERROR', msg(`订单当前状态为“${name.zh}”，不能${verb.zh}`, `The order is “${name.en}” now: it cannot be ${verb.en}`), { code: -10070 })
}

/** the answer to a refund step its current status does not allow */
export function refundNotNow(status: number, verb: Words) {
  const name = REFUND_STATUS_WORDS[status as RefundStatus] ?? { zh: '', en: 'in another state' }
  return new ApiError('REFUND_ERROR', msg(`维权当前状态为“${name.zh || '未申请'}”，不能${verb.zh}`, `The refund is ${name.en} now: it cannot be ${verb.en}`), { code: -10080 })
}

/** a move the shop or the platform asked for (operator CLI) cannot be made: said to the operator */
export class ShopActionError extends Error {}

export interface MovedOrder {
  order_id: number
  order_no: string
  order_type: number
  member_id: number
  site_id: number
  out_trade_no: string
}
type FollowUp = (trx: Transaction<DB>, order: MovedOrder, now: number) => Promise<void>
const followUps = new Map<OrderMoveName, FollowUp[]>()

/** what else happens, in the same transaction, after a move was made (jobs scheduled, rewards granted) */
export function onOrderMove(name: OrderMoveName, followUp: FollowUp) {
  followUps.set(name, [...(followUps.get(name) ?? []), followUp])
}

type OrderSet = UpdateObject<DB, 'orders'>
type OrderUpdate = UpdateQueryBuilder<DB, 'orders', 'orders', UpdateResult>

/**
 * Make an order move: one conditional update. Returns the order, or null when its status (type,
 * member) did not allow it — the caller decides whether that is a refusal (refuseOrderMove) or, for
 * the scheduler, nothing to do.
 */
export async function moveOrder(
  trx: Transaction<DB>,
  name: OrderMoveName,
  target: { orderId: number; memberId?: number; now: number; set?: OrderSet; onlyIf?: (q: OrderUpdate) => OrderUpdate },
): Promise<MovedOrder | null> {
  const m = orderMove(name)
  const to = m.to === 'paid' ? {} : { order_status: targetOf(m, 0) }
  let q = trx.updateTable('orders').set({ ...to, ...target.set }).where('order_id', '=', target.orderId).where('order_status', 'in', m.from)
  if (target.memberId !== undefined) q = q.where('member_id', '=', target.memberId)
  if (m.types) q = q.where('order_type', 'in', m.types)
  if (target.onlyIf) q = target.onlyIf(q)
  const row = await q.returning(['order_id', 'order_no', 'order_type', 'member_id', 'site_id', 'out_trade_no']).executeTakeFirst()
  if (!row) return null
  for (const f of followUps.get(name) ?? []) await f(trx, row, target.now)
  return row
}

/** why a move found nothing: the order is not the member's (not found) or its status does not allow it */
export async function refuseOrderMove(db: Database | Transaction<DB>, name: OrderMoveName, orderId: number, memberId: number): Promise<never> {
  const order = await db.selectFrom('orders').select(['order_type', 'order_status']).where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()
  if (!order) throw orderNotFound()
  throw orderNotNow(orderMove(name).verb, order)
}

/** the buyer's move: made, or refused with the reason */
export async function buyerMovesOrder(trx: Transaction<DB>, name: OrderMoveName, target: { orderId: number; memberId: number; now: number; set?: OrderSet }) {
  return (await moveOrder(trx, name, target)) ?? refuseOrderMove(trx, name, target.orderId, target.memberId)
}

type LineSet = UpdateObject<DB, 'order_goods'>

/** who wrote a refund log row: 1 the buyer, 2 the shop, 3 the platform */
export type Way = 1 | 2 | 3

/**
 * Make a refund move on an order line: one conditional update on its refund_status, and its log row.
 * Returns the line, or null when the line's status (or member) did not allow it.
 */
export async function moveRefund(
  trx: Transaction<DB>,
  name: RefundMoveName,
  target: { orderGoodsId: number; memberId?: number; now: number; set?: LineSet; log: string; way: Way; from?: readonly number[] },
) {
  const m = refundMove(name)
  const to = targetOf(m, 0)
  const from = target.from ? m.from.filter((s) => target.from!.includes(s)) : m.from
  if (from.length === 0) return null
  let q = trx.updateTable('order_goods').set({ refund_status: to, ...target.set }).where('order_goods_id', '=', target.orderGoodsId).where('refund_status', 'in', from)
  if (target.memberId !== undefined) q = q.where('member_id', '=', target.memberId)
  const row = await q.returning(['order_goods_id', 'order_id', 'member_id', 'sku_id', 'num', 'refund_no', 'refund_apply_money']).executeTakeFirst()
  if (!row) return null
  await logRefund(trx, target.orderGoodsId, to, target.log, target.way, target.now)
  return row
}

export async function logRefund(trx: Transaction<DB>, orderGoodsId: number, status: number, action: string, way: Way, now: number) {
  await trx.insertInto('order_refund_log').values({ order_goods_id: orderGoodsId, refund_status: status, action, action_way: way, create_time: now }).execute()
}

/** the refusal of a refund move by the buyer (the line's current status named) */
export const refuseRefundMove = (name: RefundMoveName, currentStatus: number) => refundNotNow(currentStatus, refundMove(name).verb)

/** the refusal of a refund move the shop or platform asked for, said to the operator */
export const shopRefusal = (refundNo: string, currentStatus: number, waitingFor: string) =>
  new ShopActionError(`refund ${refundNo} is ${REFUND_STATUS_WORDS[currentStatus as RefundStatus]?.en ?? 'in another state'}, not ${waitingFor}`)
