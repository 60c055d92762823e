import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import { PAY } from '../../../domain/order-rules.ts'

// The sandbox gateway's refund call: money paid online goes back through the gateway that took it.
// Nothing external is reachable here, so the gateway's side is the checks a real one makes — the
// payment was made and settled through it, and refunds never add up to more than was paid — and a
// refund number that is the same for the same request (a repeated call is the same refund).

export class GatewayRefundError extends Error {}

export async function gatewayRefund(trx: Transaction<DB>, input: { out_trade_no: string; refund_no: string; amount: number; key: string }) {
  const pay = await trx
    .selectFrom('pay')
    .select(['pay_money', 'pay_status', 'trade_no', 'pay_type'])
    .where('out_trade_no', '=', input.out_trade_no)
    .forUpdate()
    .executeTakeFirst()
  if (!pay || pay.pay_status !== PAY.paid || !pay.trade_no) throw new GatewayRefundError(`payment ${input.out_trade_no} was not paid through the gateway`)
  const done = await trx
    .selectFrom('order_refund_payment')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('total'))
    .where('out_trade_no', '=', input.out_trade_no)
    .where('source', '=', 'gateway')
    .executeTakeFirstOrThrow()
  if (Number(done.total) + input.amount > pay.pay_money) throw new GatewayRefundError(`refunds of ${input.out_trade_no} would exceed what was paid`)
  return { gateway_refund_no: `SBXR${createHash('sha256').update(`${input.key}:${input.out_trade_no}:${input.refund_no}`).digest('hex').slice(0, 24)}`, pay_type: pay.pay_type }
}
