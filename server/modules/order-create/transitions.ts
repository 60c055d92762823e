import { randomInt } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ORDER, ORDER_PAID, PAID_STATUS, PAY, orderMove } from '../../../domain/order-rules.ts'
import { moveOrder } from '../order/moves.ts'
import { returnStock } from '../catalog/stock.ts'
import { CLOSE_UNPAID, lockPayment, repricePayment, type PaidInput } from '../pay/ask.ts'
import { defineGoodsPaid } from '../pay/paid-dispatch.ts'
import { returnPromotion } from '../promotion/quota.ts'
import { defineJob, schedule } from '../scheduler/scheduler.ts'

// Order state changes shared by create, payment and the scheduler. Each is one conditional update
// (the expected old status in the where clause), so a replay or a race changes nothing twice.

export const ORDER_TYPES = {
  express: { order_type: 1, order_type_name: '普通订单' },
  store: { order_type: 2, order_type_name: '自提订单' },
  local: { order_type: 3, order_type_name: '外卖订单' },
  none: { order_type: 4, order_type_name: '虚拟订单' },
} as const

export const PAY_TYPE_NAMES: Record<string, string> = {
  BALANCE: '余额支付',
  alipay: '支付宝支付',
  wechatpay: '微信支付',
  ONLINE_PAY: '在线支付',
}

/**
 * the status a paid order moves to: pickup orders wait for pickup (2), virtual orders are received at
 * once (4: their code is the goods), the others wait for shipping (1)
 */
const paidStatus = sql<number>`case order_type ${sql.join(Object.entries(PAID_STATUS).map(([type, status]) => sql`when ${sql.lit(Number(type))} then ${sql.lit(status)}`), sql` `)} end`

/** a 12-digit pickup / virtual-goods code (unique index verify_code.verify_code) */
export const newVerifyCode = () => `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

/**
 * The codes of paid pickup and virtual orders: one verify_code row each (reference §6.7), shown on
 * the order detail and verified once by a verifier of the shop.
 */
async function issueCodes(trx: Transaction<DB>, orders: Array<{ order_id: number; order_type: number; site_id: number; member_id: number }>, now: number) {
  for (const o of orders) {
    if (o.order_type !== 2 && o.order_type !== 4) continue
    const code = newVerifyCode()
    await trx
      .updateTable('orders')
      .set(o.order_type === 2 ? { delivery_code: code } : { virtual_code: code, sign_time: now, is_evaluate: 1 })
      .where('order_id', '=', o.order_id)
      .execute()
    await trx
      .insertInto('verify_code')
      .values({ verify_code: code, verify_type: o.order_type === 2 ? 'pickup' : 'virtualgoods', site_id: o.site_id, order_id: o.order_id, member_id: o.member_id, create_time: now })
      .execute()
  }
}

/**
 * Mark a payment and its orders paid. Returns false when the payment was not open (already paid,
 * closed, or unknown): the conditional update makes a replayed notification change nothing.
 */
export async function markPaid(trx: Transaction<DB>, input: PaidInput) {
  const pay = await trx
    .updateTable('pay')
    .set({ pay_status: PAY.paid, pay_type: input.pay_type, trade_no: input.trade_no, pay_time: input.now })
    .where('out_trade_no', '=', input.out_trade_no)
    .where('pay_status', '=', PAY.open)
    .where('pay_money', '=', input.amount)
    .returning('out_trade_no')
    .executeTakeFirst()
  if (!pay) return false
  const paid = await trx
    .updateTable('orders')
    .set({
      pay_status: ORDER_PAID.yes,
      order_status: paidStatus,
      pay_type: input.pay_type,
      pay_type_name: PAY_TYPE_NAMES[input.pay_type] ?? input.pay_type,
      pay_time: input.now,
    })
    .where('out_trade_no', '=', input.out_trade_no)
    .where('order_status', 'in', orderMove('pay').from)
    .where('pay_status', '=', ORDER_PAID.no)
    .returning(['order_id', 'order_type', 'site_id', 'member_id'])
    .execute()
  await issueCodes(trx, paid, input.now)
  return true
}

/** the unpaid-close job of an order (ref = order id) */

export async function scheduleUnpaidClose(db: Kysely<DB>, orderIds: number[], dueAt: number, now: number) {
  for (const id of orderIds) await schedule(db, CLOSE_UNPAID, String(id), dueAt, now)
}

/** minutes an unpaid order stays open: site_config order_config.auto_close, else the server config */
export async function unpaidCloseMinutes(db: Database | Transaction<DB>, fallback: number): Promise<number> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', 'order_config').executeTakeFirst()
  const value = (row?.value ?? {}) as { auto_close?: unknown }
  const minutes = Number(value.auto_close)
  return Number.isInteger(minutes) && minutes > 0 ? minutes : fallback
}

/**
 * Close an unpaid order: status 0 → -1, its stock back (and a promotion order's promotion stock and quota), its shop coupon back, the platform coupon
 * back once no open order of the payment uses it, the balance it took back to the buckets it came
 * from (ledger rows), and the payment closed once none of its orders is open. Returns false when
 * the order was not open and unpaid.
 */
export async function closeUnpaidOrder(trx: Transaction<DB>, orderId: number, now: number, memberId?: number): Promise<boolean> {
  // the payment row first, as every writer of a payment and its orders does (no deadlock with a notification)
  const current = await trx.selectFrom('orders').select('out_trade_no').where('order_id', '=', orderId).executeTakeFirst()
  if (current?.out_trade_no) await lockPayment(trx, current.out_trade_no)
  const moved = await moveOrder(trx, memberId === undefined ? 'autoClose' : 'close', {
    orderId, memberId, now, set: { close_time: now }, onlyIf: (q) => q.where('pay_status', '=', ORDER_PAID.no),
  })
  const order = moved && (await trx.selectFrom('orders').select(['order_id', 'order_no', 'member_id', 'out_trade_no', 'coupon_id', 'platform_coupon_id', 'balance_money']).where('order_id', '=', orderId).executeTakeFirstOrThrow())
  if (!order) return false
  const lines = await trx.selectFrom('order_goods').select(['sku_id', 'num']).where('order_id', '=', orderId).execute()
  await returnStock(trx, lines)
  await returnPromotion(trx, orderId) // a promotion order: its promotion stock and quota back
  const restoreCoupon = (couponId: number) =>
    trx
      .updateTable('member_coupon')
      .set({ state: sql<number>`case when end_time > 0 and end_time <= ${now} then 3 else 1 end`, use_order_id: 0, use_time: 0 })
      .where('coupon_id', '=', couponId)
      .where('member_id', '=', order.member_id)
      .where('state', '=', 2)
  if (order.coupon_id) await restoreCoupon(order.coupon_id).where('use_order_id', '=', orderId).execute()
  if (order.platform_coupon_id) {
    const stillUsed = await trx
      .selectFrom('orders')
      .select('order_id')
      .where('member_id', '=', order.member_id)
      .where('platform_coupon_id', '=', order.platform_coupon_id)
      .where('order_status', '<>', ORDER.closed)
      .executeTakeFirst()
    if (!stillUsed) await restoreCoupon(order.platform_coupon_id).execute()
  }
  if (order.balance_money > 0) {
    const taken = await trx
      .selectFrom('member_account_ledger')
      .select(['account_type', sql<number>`-sum(account_data)::int`.as('amount')])
      .where('member_id', '=', order.member_id)
      .where('related_id', '=', order.order_no)
      .where('from_type', 'in', ['order', 'order_close'])
      .groupBy('account_type')
      .execute()
    for (const t of taken) {
      if (t.amount <= 0) continue
      const column = t.account_type === 'balance_money' ? 'balance_money' : 'balance'
      await trx
        .updateTable('member')
        .set({ [column]: sql`${sql.ref(column)} + ${t.amount}` })
        .where('member_id', '=', order.member_id)
        .execute()
      await trx
        .insertInto('member_account_ledger')
        .values({
          member_id: order.member_id, account_type: column, account_data: t.amount, from_type: 'order_close',
          type_name: '订单关闭退回', related_id: order.order_no, remark: `订单 ${order.order_no} 关闭，退回余额`, create_time: now,
        })
        .execute()
    }
  }
  // the payment asks what its other open orders still owe, or closes
  await repricePayment(trx, order.out_trade_no)
  return true
}

// a verified notification for goods orders marks them paid (pay's dispatch, below this module)
defineGoodsPaid(markPaid)

defineJob(CLOSE_UNPAID, async (trx, job, deps) => {
  await closeUnpaidOrder(trx, Number(job.ref), deps.clock.now())
})
