import type { Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import type { PaidInput } from './ask.ts'
import { markPaid } from '../order-create/transitions.ts'

// What a verified, successful notification does, by the payment's `event` (pay.event): goods orders
// (OrderPayNotify, the default) are marked paid by markPaid; other kinds of payment (a member's
// top-up: MemberRechargeOrderPayNotify) register their own handler. Each handler is one conditional
// update on the payment first, so a repeated notification changes nothing and returns false.

export type { PaidInput } from './ask.ts'
export type PaidHandler = (trx: Transaction<DB>, input: PaidInput) => Promise<boolean>

const handlers = new Map<string, PaidHandler>()

export function definePaidEvent(event: string, handler: PaidHandler) {
  handlers.set(event, handler)
}

/** the handler of a payment's event; goods orders' markPaid for any other event */
export function paidHandlerOf(event: string): PaidHandler {
  return handlers.get(event) ?? markPaid
}
