import { assign, fromPromise, setup } from 'xstate'
import { PAY } from '../../domain/order-rules.ts'

// The cashier's payment-status polling (reference §3.4: /api/pay/status every 1000 ms; pay_status
// 2 = paid). It lives and dies with the /pay page (page-local). The check is an effect the page
// provides; the machine decides when to ask again, when to stop, and says `paid` or `closed`.
// Network faults do not stop it at once: after MAX_FAILURES checks in a row fail it waits for the
// payer to retry (the page shows the server's message), so a dead server is not hammered forever.

/** what /api/pay/status answers */
export interface PayStatusAnswer {
  pay_status: number
}

export interface PayStatusContext {
  outTradeNo: string
  /** checks that failed in a row */
  failures: number
  /** the last failure (the page shows its message) */
  error: unknown
}

export type PayStatusEvent = { type: 'pay.check' } | { type: 'pay.retry' }

/** the server's pay_status values (reference §3.4; closed: superseded, or its orders closed) — domain/order-rules.ts */
export const PAID = PAY.paid
export const CLOSED = PAY.closed
export const MAX_FAILURES = 3

export const payStatusMachine = setup({
  types: {
    context: {} as PayStatusContext,
    events: {} as PayStatusEvent,
    input: {} as { outTradeNo: string },
  },
  delays: {
    // reference §3.4: polled every 1000 ms
    poll: 1000,
  },
  actors: {
    checkStatus: fromPromise<PayStatusAnswer, { outTradeNo: string }>(() => Promise.reject(new Error('checkStatus is provided by the app'))),
  },
  guards: {
    isPaid: (_, params: { status: number }) => params.status === PAID,
    isClosed: (_, params: { status: number }) => params.status === CLOSED,
    failedTooOften: ({ context }) => context.failures + 1 >= MAX_FAILURES,
  },
  actions: {
    resetFailures: assign({ failures: 0, error: null }),
    countFailure: assign(({ context }, params: { error: unknown }) => ({ failures: context.failures + 1, error: params.error })),
    // the page goes to /result
    announcePaid: () => {},
  },
}).createMachine({
  id: 'payStatus',
  context: ({ input }) => ({ outTradeNo: input.outTradeNo, failures: 0, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ outTradeNo: context.outTradeNo }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ status: event.output.pay_status }) }, target: 'paid', actions: 'resetFailures' },
          { guard: { type: 'isClosed', params: ({ event }) => ({ status: event.output.pay_status }) }, target: 'closed', actions: 'resetFailures' },
          { target: 'waiting', actions: 'resetFailures' },
        ],
        onError: [
          { guard: 'failedTooOften', target: 'stalled', actions: { type: 'countFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'waiting', actions: { type: 'countFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    waiting: {
      after: { poll: 'checking' },
      // "I have paid": ask now
      on: { 'pay.check': 'checking' },
    },
    stalled: {
      on: { 'pay.retry': { target: 'checking', actions: 'resetFailures' } },
    },
    paid: { type: 'final', entry: 'announcePaid' },
    closed: { type: 'final' },
  },
})
