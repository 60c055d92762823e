import { createHash, randomInt } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import { ORDER, ORDER_PAID, PAY } from '../../../domain/order-rules.ts'
import type { DB } from '../../db/schema.gen.ts'
import { beijingStamp } from '../../clock.ts'

// The payment invariant (issue 21, docs/decisions/016-order-rules.md): a payment asks the gateway for
// exactly what its open orders still owe, and the platform keeps no money that no order owes.
//   • repricePayment — after an order leaves an open payment (paid on its own under a new payment,
//     closed by the buyer or the scheduler), the payment asks what the rest owe, or closes when
//     nothing is left. The sandbox gateway refuses a link whose amount is no longer the payment's.
//   • returnStray — a verified, successful notification that pays nothing (the payment was superseded,
//     closed, re-priced, or already paid under another trade) is recorded and its money returned
//     through the gateway, once per gateway trade.

/** a payment's number: 20260101123059 + 9 random digits (sortable by time, unique by the random part and the unique index) */
export const newOutTradeNo = (now: number) => `${beijingStamp(now)}${String(randomInt(0, 1e9)).padStart(9, '0')}`

/**
 * the job that closes an unpaid goods order (order-create schedules and runs it): a payment for goods
 * orders is open until the earliest of its orders' closes
 */
export const CLOSE_UNPAID = 'order.close_unpaid'

/** what a verified, successful notification hands a payment's paid handler */
export interface PaidInput {
  out_trade_no: string
  pay_type: string
  trade_no: string
  /** what the gateway took (fen): the handler pays only a payment that asks exactly this */
  amount: number
  now: number
}

/** lock a payment row before its orders (the order every writer of a payment and its orders keeps) */
export async function lockPayment(trx: Transaction<DB>, outTradeNo: string) {
  return trx.selectFrom('pay').select(['out_trade_no', 'pay_status', 'pay_money', 'trade_no', 'pay_type', 'member_id', 'event']).where('out_trade_no', '=', outTradeNo).forUpdate().executeTakeFirst()
}

/** what the open orders of a goods payment owe now (fen) and how many there are */
export async function owedBy(trx: Transaction<DB>, outTradeNo: string) {
  const row = await trx
    .selectFrom('orders')
    .select([sql<number>`coalesce(sum(pay_money), 0)::int`.as('owed'), sql<number>`count(*)::int`.as('open')])
    .where('out_trade_no', '=', outTradeNo)
    .where('order_status', '=', ORDER.unpaid)
    .where('pay_status', '=', ORDER_PAID.no)
    .executeTakeFirstOrThrow()
  return { owed: Number(row.owed), open: Number(row.open) }
}

/** an open goods payment asks what its open orders owe; it closes when none is left. Returns the new ask. */
export async function repricePayment(trx: Transaction<DB>, outTradeNo: string): Promise<number> {
  if (!outTradeNo) return 0
  const { owed, open } = await owedBy(trx, outTradeNo)
  await trx
    .updateTable('pay')
    .set(open === 0 ? { pay_status: PAY.closed } : { pay_money: owed })
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', '=', PAY.open)
    .where('event', '=', 'OrderPayNotify')
    .execute()
  return open === 0 ? 0 : owed
}

export type StrayReason = 'unknown' | 'closed' | 'amount' | 'paid_again'

/**
 * Money a verified notification says the gateway took, that no order owes: recorded and refunded
 * through the gateway, once per (method, gateway trade). Returns whether this call returned it.
 */
export async function returnStray(
  trx: Transaction<DB>,
  input: { out_trade_no: string; pay_type: string; trade_no: string; amount: number; member_id: number; reason: StrayReason; key: string; now: number },
): Promise<boolean> {
  if (input.amount <= 0 || !input.trade_no) return false
  const refundNo = `SBXR${createHash('sha256').update(`${input.key}:stray:${input.pay_type}:${input.trade_no}`).digest('hex').slice(0, 24)}`
  const row = await trx
    .insertInto('pay_return')
    .values({
      out_trade_no: input.out_trade_no, pay_type: input.pay_type, trade_no: input.trade_no, member_id: input.member_id, amount: input.amount,
      reason: input.reason, gateway_refund_no: refundNo, create_time: input.now,
    })
    .onConflict((oc) => oc.columns(['pay_type', 'trade_no']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}
