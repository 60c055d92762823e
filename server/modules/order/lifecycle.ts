import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { grantOrderReward } from '../promotion/rewards.ts'
import { defineJob, schedule } from '../scheduler/scheduler.ts'
import { ORDER, ORDER_TYPE, REFUND, orderMove, orderStatusWords, type OrderMoveName } from '../../../domain/order-rules.ts'
import { moveOrder, onOrderMove, orderNotFound, orderNotNow, refuseOrderMove, ShopActionError } from './moves.ts'

// The order after payment (reference §3.5): shipped → received (by the buyer, or by itself after N
// days, extendable once) → completed → review window closed. Every change is one conditional update
// on the current status; a stale, repeated or out-of-order action changes nothing and says why.

const DAY = 86_400

export interface OrderTimes {
  /** a shipped order is received by itself after this many days */
  auto_take_delivery_days: number
  /** the buyer may extend that once, by this many days */
  extend_take_delivery_days: number
  /** a received order completes after this many days */
  auto_complete_days: number
  /** reviews may be written until this many days after completion */
  evaluate_days: number
}
export const DEFAULT_ORDER_TIMES: OrderTimes = { auto_take_delivery_days: 7, extend_take_delivery_days: 3, auto_complete_days: 7, evaluate_days: 15 }

/** site_config order_config overrides the defaults (whole days, 1…365) */
export async function orderTimes(db: Database | Transaction<DB>): Promise<OrderTimes> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', 'order_config').executeTakeFirst()
  const value = (row?.value ?? {}) as Record<string, unknown>
  const pick = (k: keyof OrderTimes) => {
    const n = Number(value[k])
    return Number.isInteger(n) && n >= 1 && n <= 365 ? n : DEFAULT_ORDER_TIMES[k]
  }
  return {
    auto_take_delivery_days: pick('auto_take_delivery_days'),
    extend_take_delivery_days: pick('extend_take_delivery_days'),
    auto_complete_days: pick('auto_complete_days'),
    evaluate_days: pick('evaluate_days'),
  }
}

export const AUTO_RECEIVE = 'order.auto_receive'
export const AUTO_COMPLETE = 'order.auto_complete'
export const EVALUATE_CLOSE = 'order.evaluate_close'

export { orderNotFound, ShopActionError } from './moves.ts'

/** why a buyer's move found nothing: the order is not the member's (not found) or its status moved */
export const whyNot = (db: Database | Transaction<DB>, orderId: number, memberId: number, name: OrderMoveName) => refuseOrderMove(db, name, orderId, memberId)

/** shipped → received (by the buyer, or by itself once due): the review opens, completion is scheduled. False when it was not shipped. */
export async function receiveOrder(trx: Transaction<DB>, orderId: number, now: number, opts: { memberId?: number; auto?: boolean } = {}): Promise<boolean> {
  const set = { sign_time: now, is_evaluate: 1 }
  const row = opts.auto
    ? await moveOrder(trx, 'autoReceive', { orderId, now, set, onlyIf: (q) => q.where('auto_receive_time', '<=', now) })
    : await moveOrder(trx, 'receive', { orderId, memberId: opts.memberId, now, set })
  return Boolean(row)
}

export async function scheduleCompletion(trx: Transaction<DB>, orderId: number, now: number) {
  const times = await orderTimes(trx)
  await schedule(trx, AUTO_COMPLETE, String(orderId), now + times.auto_complete_days * DAY, now)
}
for (const name of ['receive', 'autoReceive', 'pickUp'] as const) onOrderMove(name, (trx, o, now) => scheduleCompletion(trx, o.order_id, now))

/**
 * received → completed; the review window closes later, and what a 满减送 rule promised
 * (points, coupon) is granted now, once (OrderComplete, reference §7.6). False when it was not received.
 */
export async function completeOrder(trx: Transaction<DB>, orderId: number, now: number): Promise<boolean> {
  const times = await orderTimes(trx)
  return Boolean(await moveOrder(trx, 'complete', { orderId, now, set: { finish_time: now, evaluate_close_time: now + times.evaluate_days * DAY } }))
}
onOrderMove('complete', async (trx, o, now) => {
  const times = await orderTimes(trx)
  await schedule(trx, EVALUATE_CLOSE, String(o.order_id), now + times.evaluate_days * DAY, now)
  await grantOrderReward(trx, o.order_id, now)
})

/** the buyer's receipt: /api/order/takedelivery */
export async function takeDelivery(db: Database, memberId: number, orderId: number, now: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await receiveOrder(trx, orderId, now, { memberId }))) await whyNot(trx, orderId, memberId, 'receive')
  })
  return true
}

/**
 * /api/order/extendtakedelivery: once per order, while shipped. The job row is updated first (the
 * scheduler locks it before the order too), so an extension and the automatic receipt never deadlock.
 */
export async function extendTakeDelivery(db: Database, memberId: number, orderId: number) {
  const times = await orderTimes(db)
  const more = times.extend_take_delivery_days * DAY
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('orders').select(['order_id']).where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()
    if (!owned) throw orderNotFound()
    await trx
      .updateTable('scheduled_job')
      .set({ due_at: sql<number>`due_at + ${more}` })
      .where('kind', '=', AUTO_RECEIVE)
      .where('ref', '=', String(orderId))
      .where('state', '=', 'pending')
      .execute()
    const row = await moveOrder(trx, 'extendReceive', {
      orderId, memberId, now: 0,
      set: { is_extend_take_delivery: 1, auto_receive_time: sql<number>`auto_receive_time + ${more}` },
      onlyIf: (q) => q.where('is_extend_take_delivery', '=', 0),
    })
    if (!row) {
      const order = await trx.selectFrom('orders').select(['order_type', 'order_status', 'is_extend_take_delivery']).where('order_id', '=', orderId).executeTakeFirstOrThrow()
      if (order.order_status === ORDER.shipped && order.is_extend_take_delivery) throw new ApiError('ORDER_STATUS_ERROR', msg('收货时间只能延长一次', 'The receipt time can be extended only once'), { code: -10071 })
      throw orderNotNow(orderMove('extendReceive').verb, order)
    }
    const after = await trx.selectFrom('orders').select('auto_receive_time').where('order_id', '=', orderId).executeTakeFirstOrThrow()
    return { auto_receive_time: after.auto_receive_time }
  })
}

// --- the shop's side (operator CLI) ---------------------------------------------------------------

async function orderByNo(db: Database | Transaction<DB>, orderNo: string) {
  const order = await db.selectFrom('orders').select(['order_id', 'order_no', 'order_type', 'order_status', 'member_id', 'site_id']).where('order_no', '=', orderNo).executeTakeFirst()
  if (!order) throw new ShopActionError(`no order ${orderNo}`)
  return order
}

/** express (type 1) or local (type 3) order, to be shipped (1) → shipped (3) with a package; receipt by itself later */
export async function shipOrder(db: Database, orderNo: string, now: number, pkg: { company: string; no: string; kind: 'express' | 'local' }) {
  const times = await orderTimes(db)
  const autoAt = now + times.auto_take_delivery_days * DAY
  return db.transaction().execute(async (trx) => {
    const order = await orderByNo(trx, orderNo)
    const type = pkg.kind === 'express' ? 1 : 3
    if (order.order_type !== type) {
      throw new ShopActionError(`order ${orderNo} is a ${['', 'express', 'pickup', 'local delivery', 'virtual'][order.order_type]} order: use ${order.order_type === 1 ? 'order:ship' : order.order_type === 3 ? 'order:local-deliver' : order.order_type === 2 ? 'order:pickup-ready' : 'the verify desk'}`)
    }
    const shipped = await moveOrder(trx, 'ship', { orderId: order.order_id, now, set: { delivery_time: now, auto_receive_time: autoAt } })
    if (!shipped) throw new ShopActionError(`order ${orderNo} is ${orderStatusWords(order.order_type, order.order_status)?.en}, not to be shipped`)
    const lines = await trx.selectFrom('order_goods').select(['sku_name', 'num']).where('order_id', '=', order.order_id).where('refund_status', '<>', REFUND.refunded).orderBy('order_goods_id').execute()
    await trx
      .insertInto('order_package')
      .values({
        order_id: order.order_id, member_id: order.member_id, package_name: '包裹1', express_company_name: pkg.company, delivery_no: pkg.no,
        delivery_type: pkg.kind, delivery_time: now,
      })
      .execute()
    return { order_id: order.order_id, lines: lines.length, auto_receive_time: autoAt }
  })
}

/** a pickup order (2): the shop has the goods ready at the store (shown on the order detail) */
export async function pickupReady(db: Database, orderNo: string, now: number) {
  const order = await orderByNo(db, orderNo)
  if (order.order_type !== ORDER_TYPE.pickup) throw new ShopActionError(`order ${orderNo} is not a pickup order`)
  const row = await db.transaction().execute((trx) =>
    moveOrder(trx, 'pickupReady', { orderId: order.order_id, now, set: { pickup_ready_time: now }, onlyIf: (q) => q.where('pickup_ready_time', '=', 0) }),
  )
  if (!row) throw new ShopActionError(order.order_status === ORDER.toPickup ? `order ${orderNo} is already ready for pickup` : `order ${orderNo} is ${orderStatusWords(order.order_type, order.order_status)?.en}, not awaiting pickup`)
  return order
}

onOrderMove('ship', (trx, o, now) => orderTimes(trx).then((t) => schedule(trx, AUTO_RECEIVE, String(o.order_id), now + t.auto_take_delivery_days * DAY, now)))

defineJob(AUTO_RECEIVE, async (trx, job, deps) => {
  await receiveOrder(trx, Number(job.ref), deps.clock.now(), { auto: true })
})
defineJob(AUTO_COMPLETE, async (trx, job, deps) => {
  await completeOrder(trx, Number(job.ref), deps.clock.now())
})
defineJob(EVALUATE_CLOSE, async (trx, job, deps) => {
  const now = deps.clock.now()
  await trx
    .updateTable('orders')
    .set({ is_evaluate: 0 })
    .where('order_id', '=', Number(job.ref))
    .where('order_status', '=', ORDER.completed)
    .where('is_evaluate', '=', 1)
    .where('evaluate_close_time', '<=', now)
    .execute()
})
