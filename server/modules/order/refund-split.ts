import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { yuan } from '../../http/money.ts'
import { REFUND } from '../../../domain/order-rules.ts'

// Where a refund's money goes (README "Refunds"): back to the balance buckets the order took —
// `balance` (不可提现) and `balance_money` (可提现), less what earlier refunds of the order gave back —
// and the rest to the account the order was paid from (the gateway). completeRefund moves it; the
// refund pages show the same split before (the plan) and after (order_refund_payment rows).

export type RefundSource = 'balance' | 'balance_money' | 'gateway'

/** the balance each bucket of the order still holds for refunds (fen), in the order refunds take them */
export async function balanceLeft(db: Database | Transaction<DB>, memberId: number, orderNo: string): Promise<Array<{ bucket: 'balance' | 'balance_money'; left: number }>> {
  const rows = await db
    .selectFrom('member_account_ledger')
    .select(['account_type', sql<number>`(-sum(account_data))::int`.as('left')])
    .where('member_id', '=', memberId)
    .where('related_id', '=', orderNo)
    .where('from_type', 'in', ['order', 'order_refund'])
    .groupBy('account_type')
    .orderBy('account_type')
    .execute()
  return rows.map((r) => ({ bucket: r.account_type === 'balance_money' ? 'balance_money' : 'balance', left: Number(r.left) }))
}

/** `amount` fen split over the buckets left, the rest to the gateway (fen) */
export function splitRefund(buckets: ReadonlyArray<{ bucket: 'balance' | 'balance_money'; left: number }>, amount: number): Array<{ source: RefundSource; amount: number }> {
  let left = amount
  const out: Array<{ source: RefundSource; amount: number }> = []
  for (const b of buckets) {
    const take = Math.min(left, b.left)
    if (take <= 0) continue
    left -= take
    out.push({ source: b.bucket, amount: take })
  }
  if (left > 0) out.push({ source: 'gateway', amount: left })
  return out
}

/**
 * The refund's destination on the wire (`refund_to`, ours): where it went once paid
 * (order_refund_payment), otherwise where it will go if paid now.
 */
export async function refundDestination(db: Database, memberId: number, line: { refund_no: string; refund_status: number; order_no: string }, amount: number) {
  if (line.refund_status === REFUND.refunded && line.refund_no) {
    const paid = await db.selectFrom('order_refund_payment').select(['source', 'amount']).where('refund_no', '=', line.refund_no).where('member_id', '=', memberId).orderBy('id').execute()
    return paid.map((p) => ({ source: p.source, amount: yuan(p.amount) }))
  }
  return splitRefund(await balanceLeft(db, memberId, line.order_no), amount).map((p) => ({ source: p.source, amount: yuan(p.amount) }))
}
