import { and, assertEvent, assign, emit, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { ORDER, ORDER_TYPE, orderActionCodes } from '../../domain/order-rules.ts'

/*
 * One order as the member sees it (reference §3.5; spec §4 Orders): its status for the four order
 * types, and the buyer's actions on it — pay, close, confirm receipt, extend the receipt time,
 * review and follow-up review, tracking. Page-local: the order list runs one per row, the detail
 * page one for its order. Pure: the app provides the effects with `orderMachine.provide(...)`.
 *
 * STATES (what the view renders)
 *   route                       transient: picks the status state from the order it was given
 *   unpaid.idle                 待支付: offers pay (solid) and close when action[] has orderPay / orderClose
 *   unpaid.confirmingPay        the merchant changed the price (adjust_money ≠ 0): 提示 before re-paying
 *   unpaid.paying               order/pay running (a new out_trade_no); then `goPay`, back to idle
 *   unpaid.confirmingClose      确定要关闭该订单吗?
 *   unpaid.closing              order/close running
 *   toShip                      待发货 (express and local delivery)
 *   toPickup                    待提货 (pickup: the code waits at the store)
 *   shipped.idle                已发货: confirm receipt / extend / tracking when action[] says so
 *   shipped.confirmingReceipt   确定已经收到货物了吗?
 *   shipped.receiving           order/takedelivery running
 *   shipped.extending           order/extendtakedelivery running (the reference does not confirm it)
 *   received | completed        已收货 / 已完成: 评价 when is_evaluate=1 and evaluate_status=0,
 *                               追评 when is_evaluate=1 and evaluate_status=1
 *   closed                      已关闭
 *   Which buttons show: `offeredActions(snapshot)` — the events the machine accepts now.
 *
 * EVENTS (the app sends)
 *   order.pay | order.close | order.takeDelivery | order.extend | order.trace | order.evaluate | order.evaluateAgain
 *   confirm.yes | confirm.no    the confirm dialog's 确定 / 取消
 *   order.sync { order }        the server's newer answer for this order (list or detail re-read):
 *                               accepted whenever no call is running or asked about
 *   notice.dismiss              the view has shown the notice
 *
 * EFFECTS (the app provides; invoke ids as named)
 *   actors.payOrder   fromPromise<string, {orderId}>  /api/order/pay → out_trade_no
 *   actors.closeOrder fromPromise<void, {orderId}>    /api/order/close
 *   actors.takeDelivery fromPromise<void, {orderId}>  /api/order/takedelivery
 *   actors.extendDelivery fromPromise<void, {orderId}> /api/order/extendtakedelivery
 *   actions.goPay(_, {outTradeNo})  → /pay?code=
 *   actions.goTrace(_, {orderId})   → /member/logistics?order_id=
 *   actions.goEvaluate(_, {orderId, again}) → /evaluate?order_id=
 *   actions.changed(_, {orderId})   the app invalidates its order queries (counts, list, detail)
 *   The machine emits { type: 'order.notice', notice } for each notice; context.notice holds it.
 */

/** the buyer's actions of reference §3.5 (`action[].action` on the wire) */
export const ORDER_ACTIONS = ['orderPay', 'orderClose', 'memberTakeDelivery', 'trace', 'extendTakeDelivery'] as const
export type OrderActionCode = (typeof ORDER_ACTIONS)[number]

/** reference §3.5 order_type: 1 express, 2 pickup, 3 local delivery, 4 virtual (domain/order-rules.ts) */
export { ORDER_TYPE }

/**
 * the buyer's moves of the rules table (domain/order-rules.ts ORDER_MOVES) and the event of this
 * machine that asks for each — order.machine.test.ts checks both ways that they are the same edges
 */
export const MOVE_EVENTS = { repay: 'order.pay', close: 'order.close', receive: 'order.takeDelivery', extendReceive: 'order.extend' } as const

/** what the machine needs of an order (from order/lists or order/detail) */
export interface OrderFacts {
  orderId: number
  orderType: number
  /** reference §3.5 order_status (ORDER in domain/order-rules.ts) */
  status: number
  /** the buyer action codes the server offers (action[].action) */
  actions: readonly string[]
  isEvaluate: number
  /** 0 not reviewed, 1 reviewed, 2 followed up */
  evaluateStatus: number
  /** adjust_money in fen (the merchant changed the price when ≠ 0) */
  adjustFen: number
}

export type OrderNoticeCode = 'order.closed' | 'order.received' | 'order.extended' | 'order.failed'
export interface OrderNotice {
  code: OrderNoticeCode
  /** the failed call's rejection, for the UI to word */
  cause?: unknown
  /** which call failed */
  what?: 'pay' | 'close' | 'takeDelivery' | 'extend'
}

export interface OrderContext {
  order: OrderFacts
  notice: OrderNotice | null
}

export type OrderEvent =
  | { type: 'order.pay' }
  | { type: 'order.close' }
  | { type: 'order.takeDelivery' }
  | { type: 'order.extend' }
  | { type: 'order.trace' }
  | { type: 'order.evaluate' }
  | { type: 'order.evaluateAgain' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'order.sync'; order: OrderFacts }
  | { type: 'notice.dismiss' }

/** the events that are buttons, in the order the views show them (the first is the solid one) */
export const ORDER_BUTTONS = ['order.pay', 'order.close', 'order.trace', 'order.extend', 'order.takeDelivery', 'order.evaluate', 'order.evaluateAgain'] as const
export type OrderButton = (typeof ORDER_BUTTONS)[number]

type Call = { orderId: number }
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the app`))
const has = (order: OrderFacts, code: OrderActionCode) => order.actions.includes(code)
const call = ({ context }: { context: OrderContext }): Call => ({ orderId: context.order.orderId })
const failed = (what: NonNullable<OrderNotice['what']>) => ({
  type: 'notify' as const,
  params: ({ event }: { event: ErrorActorEvent }) => ({ code: 'order.failed' as const, cause: event.error, what }),
})

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as { order: OrderFacts },
    emitted: {} as { type: 'order.notice'; notice: OrderNotice },
  },
  actors: {
    payOrder: fromPromise<string, Call>(notProvided('payOrder')),
    closeOrder: fromPromise<void, Call>(notProvided('closeOrder')),
    takeDelivery: fromPromise<void, Call>(notProvided('takeDelivery')),
    extendDelivery: fromPromise<void, Call>(notProvided('extendDelivery')),
  },
  actions: {
    goPay: (_, params: { outTradeNo: string }) => void params,
    goTrace: (_, params: Call) => void params,
    goEvaluate: (_, params: Call & { again: boolean }) => void params,
    changed: (_, params: Call) => void params,
    sync: assign(({ event }) => {
      assertEvent(event, 'order.sync')
      return { order: event.order }
    }),
    // what the server did, until its newer answer arrives (order.sync)
    markClosed: assign(({ context }) => ({ order: { ...context.order, status: ORDER.closed, actions: orderActionCodes(context.order.orderType, ORDER.closed) } })),
    markReceived: assign(({ context }) => ({ order: { ...context.order, status: ORDER.received, actions: orderActionCodes(context.order.orderType, ORDER.received), isEvaluate: 1, evaluateStatus: 0 } })),
    markExtended: assign(({ context }) => ({ order: { ...context.order, actions: context.order.actions.filter((a) => a !== 'extendTakeDelivery') } })),
    notify: assign((_, params: OrderNotice) => ({ notice: params })),
    emitNotice: emit(({ context }) => ({ type: 'order.notice' as const, notice: context.notice! })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isUnpaid: ({ context }) => context.order.status === ORDER.unpaid,
    isToShip: ({ context }) => context.order.status === ORDER.toShip,
    isToPickup: ({ context }) => context.order.status === ORDER.toPickup,
    isShipped: ({ context }) => context.order.status === ORDER.shipped,
    isReceived: ({ context }) => context.order.status === ORDER.received,
    isCompleted: ({ context }) => context.order.status === ORDER.completed,
    canPay: ({ context }) => has(context.order, 'orderPay'),
    priceChanged: ({ context }) => context.order.adjustFen !== 0,
    canClose: ({ context }) => has(context.order, 'orderClose'),
    canTakeDelivery: ({ context }) => has(context.order, 'memberTakeDelivery'),
    canExtend: ({ context }) => has(context.order, 'extendTakeDelivery'),
    canTrace: ({ context }) => has(context.order, 'trace'),
    canEvaluate: ({ context }) => context.order.isEvaluate === 1 && context.order.evaluateStatus === 0,
    canEvaluateAgain: ({ context }) => context.order.isEvaluate === 1 && context.order.evaluateStatus === 1,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ order: input.order, notice: null }),
  initial: 'route',
  on: {
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    route: {
      always: [
        { guard: 'isUnpaid', target: 'unpaid' },
        { guard: 'isToShip', target: 'toShip' },
        { guard: 'isToPickup', target: 'toPickup' },
        { guard: 'isShipped', target: 'shipped' },
        { guard: 'isReceived', target: 'received' },
        { guard: 'isCompleted', target: 'completed' },
        { target: 'closed' },
      ],
    },
    unpaid: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'order.sync': { target: '#order.route', actions: 'sync' },
            // reference §3.4: a confirm only when the merchant changed the price; otherwise straight on
            'order.pay': [
              { guard: and(['canPay', 'priceChanged']), target: 'confirmingPay', actions: 'dismissNotice' },
              { guard: 'canPay', target: 'paying', actions: 'dismissNotice' },
            ],
            'order.close': { guard: 'canClose', target: 'confirmingClose', actions: 'dismissNotice' },
          },
        },
        confirmingPay: {
          on: { 'confirm.yes': 'paying', 'confirm.no': 'idle' },
        },
        paying: {
          invoke: {
            id: 'payOrder',
            src: 'payOrder',
            input: call,
            onDone: { target: 'idle', actions: { type: 'goPay', params: ({ event }) => ({ outTradeNo: event.output }) } },
            onError: { target: 'idle', actions: [failed('pay'), 'emitNotice'] },
          },
        },
        confirmingClose: {
          on: { 'confirm.yes': 'closing', 'confirm.no': 'idle' },
        },
        closing: {
          invoke: {
            id: 'closeOrder',
            src: 'closeOrder',
            input: call,
            onDone: {
              target: '#order.closed',
              actions: ['markClosed', { type: 'notify', params: { code: 'order.closed' } }, 'emitNotice', { type: 'changed', params: call }],
            },
            onError: { target: 'idle', actions: [failed('close'), 'emitNotice', { type: 'changed', params: call }] },
          },
        },
      },
    },
    toShip: {
      on: { 'order.sync': { target: 'route', actions: 'sync' } },
    },
    toPickup: {
      on: { 'order.sync': { target: 'route', actions: 'sync' } },
    },
    shipped: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'order.sync': { target: '#order.route', actions: 'sync' },
            'order.takeDelivery': { guard: 'canTakeDelivery', target: 'confirmingReceipt', actions: 'dismissNotice' },
            'order.extend': { guard: 'canExtend', target: 'extending', actions: 'dismissNotice' },
            'order.trace': { guard: 'canTrace', actions: { type: 'goTrace', params: call } },
          },
        },
        confirmingReceipt: {
          on: { 'confirm.yes': 'receiving', 'confirm.no': 'idle' },
        },
        receiving: {
          invoke: {
            id: 'takeDelivery',
            src: 'takeDelivery',
            input: call,
            onDone: {
              target: '#order.received',
              actions: ['markReceived', { type: 'notify', params: { code: 'order.received' } }, 'emitNotice', { type: 'changed', params: call }],
            },
            onError: { target: 'idle', actions: [failed('takeDelivery'), 'emitNotice', { type: 'changed', params: call }] },
          },
        },
        extending: {
          invoke: {
            id: 'extendDelivery',
            src: 'extendDelivery',
            input: call,
            onDone: {
              target: 'idle',
              actions: ['markExtended', { type: 'notify', params: { code: 'order.extended' } }, 'emitNotice', { type: 'changed', params: call }],
            },
            onError: { target: 'idle', actions: [failed('extend'), 'emitNotice', { type: 'changed', params: call }] },
          },
        },
      },
    },
    received: {
      on: {
        'order.sync': { target: 'route', actions: 'sync' },
        'order.evaluate': { guard: 'canEvaluate', actions: { type: 'goEvaluate', params: ({ context }) => ({ orderId: context.order.orderId, again: false }) } },
        'order.evaluateAgain': { guard: 'canEvaluateAgain', actions: { type: 'goEvaluate', params: ({ context }) => ({ orderId: context.order.orderId, again: true }) } },
      },
    },
    completed: {
      on: {
        'order.sync': { target: 'route', actions: 'sync' },
        'order.evaluate': { guard: 'canEvaluate', actions: { type: 'goEvaluate', params: ({ context }) => ({ orderId: context.order.orderId, again: false }) } },
        'order.evaluateAgain': { guard: 'canEvaluateAgain', actions: { type: 'goEvaluate', params: ({ context }) => ({ orderId: context.order.orderId, again: true }) } },
      },
    },
    closed: {
      on: { 'order.sync': { target: 'route', actions: 'sync' } },
    },
  },
})

type Snapshot = ReturnType<typeof orderMachine.transition>

/** the buttons the order offers now: the button events the machine accepts */
export function offeredActions(snapshot: Pick<Snapshot, 'can'>): OrderButton[] {
  return ORDER_BUTTONS.filter((type) => snapshot.can({ type }))
}

/** a call is running (buttons disabled, the busy one spinning) */
export function busyWith(snapshot: Pick<Snapshot, 'matches'>): OrderButton | null {
  if (snapshot.matches({ unpaid: 'paying' })) return 'order.pay'
  if (snapshot.matches({ unpaid: 'closing' })) return 'order.close'
  if (snapshot.matches({ shipped: 'receiving' })) return 'order.takeDelivery'
  if (snapshot.matches({ shipped: 'extending' })) return 'order.extend'
  return null
}

/** the confirm dialog open now, if any */
export function askingAbout(snapshot: Pick<Snapshot, 'matches'>): 'pay' | 'close' | 'takeDelivery' | null {
  if (snapshot.matches({ unpaid: 'confirmingPay' })) return 'pay'
  if (snapshot.matches({ unpaid: 'confirmingClose' })) return 'close'
  if (snapshot.matches({ shipped: 'confirmingReceipt' })) return 'takeDelivery'
  return null
}
