import type { Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import type { PaidInput } from './ask.ts'

// What a verified, successful notification does, by the payment's `event` (pay.event): goods orders
// (OrderPayNotify, the default) are marked paid by order-create's markPaid, which it registers here
// (defineGoodsPaid); other kinds of payment (a member's top-up: MemberRechargeOrderPayNotify)
// register their own handler (definePaidEvent). pay sits below the modules it pays for: they register,
// it never imports them. Each handler is one conditional update on the payment first, so a repeated
// notification changes nothing and returns false.

export type { PaidInput } from './ask.ts'
export type PaidHandler = (trx: Transaction<DB>, input: PaidInput) => Promise<boolean>

const handlers = new Map<string, PaidHandler>()
let goodsHandler: PaidHandler | null = null

export function definePaidEvent(event: string, handler: PaidHandler) {
  handlers.set(event, handler)
}

/** goods orders' handler: any event without its own */
export function defineGoodsPaid(handler: PaidHandler) {
  goodsHandler = handler
}

/** the handler of a payment's event; goods orders' for any other event */
export function paidHandlerOf(event: string): PaidHandler {
  const handler = handlers.get(event) ?? goodsHandler
  if (!handler) throw new Error(`no paid handler for ${event}: order-create/transitions.ts is not loaded`)
  return handler
}
