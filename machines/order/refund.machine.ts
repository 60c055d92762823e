import { assertEvent, assign, emit, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import { REFUND, refundActionCodes } from '../../domain/order-rules.ts'

/*
 * One order line's refund as the member sees it (reference §3.6): apply → cancel, or the seller
 * agrees (money only: awaiting transfer → refunded; return and refund: return the goods with a
 * tracking number → the seller receives them → refunded) or refuses (edit and re-apply, cancel, or
 * complain to the platform). The seller's steps reach the member as the server's newer answer
 * (`refund.sync`); the member's own steps are the effects below. Page-local: /member/refund (apply),
 * /member/refund_detail. Pure: the app provides the effects.
 *
 * STATES (by refund_status)
 *   route                       transient: the state of the line's refund_status
 *   none        (0)             not applied: the apply form submits `refund.apply`
 *   applying                    orderrefund/refund running (first application or the edited one)
 *   applied     (1)             申请维权: cancel (orderRefundCancel)
 *   confirmingCancel            确定要撤销维权吗?
 *   cancelling                  orderrefund/cancel running
 *   agreed      (2)             待转账: the seller agreed, the money is on its way
 *   returnGoods (4)             买家待退货: the return-tracking form (orderRefundDelivery) → `refund.ship`, cancel
 *   shipping                    orderrefund/delivery running
 *   awaitingReceipt (5)         卖家待收货
 *   sellerReceived  (6)         卖家已收货
 *   refunded    (3)             维权结束
 *   refused     (-1)            卖家拒绝: edit and re-apply (orderRefundAsk → `refund.apply`), cancel
 *   In applied / agreed / returnGoods / awaitingReceipt / sellerReceived / refused: `refund.complain`
 *   when complain_action is set (→ /member/complain).
 *   Which buttons show: `offeredRefundActions(snapshot)`.
 *
 * EFFECTS
 *   actors.applyRefund  fromPromise<void, {orderGoodsId, form: RefundForm}>  /api/orderrefund/refund
 *   actors.cancelRefund fromPromise<void, {orderGoodsId}>                    /api/orderrefund/cancel
 *   actors.shipReturn   fromPromise<void, {orderGoodsId, tracking: ReturnTracking}> /api/orderrefund/delivery
 *   actions.changed(_, {orderGoodsId})   invalidate the refund / order queries
 *   actions.goComplain(_, {orderGoodsId}) → /member/complain?order_goods_id=
 *   emits { type: 'refund.notice', notice }
 */

/**
 * the buyer's refund moves of the rules table (domain/order-rules.ts REFUND_MOVES) and the event of this
 * machine that asks for each — refund.machine.test.ts checks both ways that they are the same edges
 */
export const REFUND_MOVE_EVENTS = { apply: 'refund.apply', reapply: 'refund.apply', cancel: 'refund.cancel', sendBack: 'refund.ship' } as const

export interface RefundFacts {
  orderGoodsId: number
  /** reference §3.6 refund_status */
  status: number
  /** refund_action[].event */
  actions: readonly string[]
  /** complain_action 0/1 */
  complain: number
}

export interface RefundForm {
  refund_type: number
  refund_reason: string
  refund_remark: string
}

export interface ReturnTracking {
  refund_delivery_name: string
  refund_delivery_no: string
  refund_delivery_remark: string
}

export type RefundNoticeCode = 'refund.applied' | 'refund.cancelled' | 'refund.shipped' | 'refund.failed'
export interface RefundNotice {
  code: RefundNoticeCode
  cause?: unknown
  what?: 'apply' | 'cancel' | 'ship'
}

export interface RefundContext {
  refund: RefundFacts
  notice: RefundNotice | null
}

export type RefundEvent =
  | { type: 'refund.apply'; form: RefundForm }
  | { type: 'refund.cancel' }
  | { type: 'refund.ship'; tracking: ReturnTracking }
  | { type: 'refund.complain' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'refund.sync'; refund: RefundFacts }
  | { type: 'notice.dismiss' }

export const REFUND_BUTTONS = ['refund.apply', 'refund.ship', 'refund.cancel', 'refund.complain'] as const
export type RefundButton = (typeof REFUND_BUTTONS)[number]

type Line = { orderGoodsId: number }
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the app`))
const line = ({ context }: { context: RefundContext }): Line => ({ orderGoodsId: context.refund.orderGoodsId })
const failed = (what: NonNullable<RefundNotice['what']>) => ({
  type: 'notify' as const,
  params: ({ event }: { event: ErrorActorEvent }) => ({ code: 'refund.failed' as const, cause: event.error, what }),
})
const done = (code: RefundNoticeCode) => [{ type: 'notify' as const, params: { code } }, 'emitNotice' as const, { type: 'changed' as const, params: line }]

const sync = { 'refund.sync': { target: '#refund.route', actions: 'sync' as const } }
const complain = { 'refund.complain': { guard: 'canComplain' as const, actions: { type: 'goComplain' as const, params: line } } }
const cancel = { 'refund.cancel': { guard: 'canCancel' as const, target: '#refund.confirmingCancel', actions: 'dismissNotice' as const } }

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as { refund: RefundFacts },
    emitted: {} as { type: 'refund.notice'; notice: RefundNotice },
  },
  actors: {
    applyRefund: fromPromise<void, Line & { form: RefundForm }>(notProvided('applyRefund')),
    cancelRefund: fromPromise<void, Line>(notProvided('cancelRefund')),
    shipReturn: fromPromise<void, Line & { tracking: ReturnTracking }>(notProvided('shipReturn')),
  },
  actions: {
    changed: (_, params: Line) => void params,
    goComplain: (_, params: Line) => void params,
    sync: assign(({ event }) => {
      assertEvent(event, 'refund.sync')
      return { refund: event.refund }
    }),
    // what the server did, until its newer answer arrives
    markStatus: assign(({ context }, params: { status: number; actions: string[] }) => ({ refund: { ...context.refund, ...params } })),
    notify: assign((_, params: RefundNotice) => ({ notice: params })),
    emitNotice: emit(({ context }) => ({ type: 'refund.notice' as const, notice: context.notice! })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    is: ({ context }, params: { status: number }) => context.refund.status === params.status,
    canApply: ({ context }) => context.refund.actions.includes('orderRefundApply'),
    canReapply: ({ context }) => context.refund.actions.includes('orderRefundAsk'),
    canCancel: ({ context }) => context.refund.actions.includes('orderRefundCancel'),
    canShip: ({ context }) => context.refund.actions.includes('orderRefundDelivery'),
    canComplain: ({ context }) => context.refund.complain === 1,
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({ refund: input.refund, notice: null }),
  initial: 'route',
  on: { 'notice.dismiss': { actions: 'dismissNotice' } },
  states: {
    route: {
      always: [
        { guard: { type: 'is', params: { status: REFUND.none } }, target: 'none' },
        { guard: { type: 'is', params: { status: REFUND.applied } }, target: 'applied' },
        { guard: { type: 'is', params: { status: REFUND.toTransfer } }, target: 'agreed' },
        { guard: { type: 'is', params: { status: REFUND.refunded } }, target: 'refunded' },
        { guard: { type: 'is', params: { status: REFUND.toReturn } }, target: 'returnGoods' },
        { guard: { type: 'is', params: { status: REFUND.returned } }, target: 'awaitingReceipt' },
        { guard: { type: 'is', params: { status: REFUND.received } }, target: 'sellerReceived' },
        { target: 'refused' },
      ],
    },
    none: {
      on: { ...sync, 'refund.apply': { guard: 'canApply', target: 'applying', actions: 'dismissNotice' } },
    },
    applying: {
      invoke: {
        id: 'applyRefund',
        src: 'applyRefund',
        input: ({ context, event }) => {
          assertEvent(event, 'refund.apply')
          return { orderGoodsId: context.refund.orderGoodsId, form: event.form }
        },
        onDone: { target: 'applied', actions: [{ type: 'markStatus', params: { status: REFUND.applied, actions: refundActionCodes(REFUND.applied) } }, ...done('refund.applied')] },
        onError: { target: 'route', actions: [failed('apply'), 'emitNotice'] },
      },
    },
    applied: {
      on: { ...sync, ...cancel, ...complain },
    },
    confirmingCancel: {
      on: { 'confirm.yes': 'cancelling', 'confirm.no': 'route' },
    },
    cancelling: {
      invoke: {
        id: 'cancelRefund',
        src: 'cancelRefund',
        input: line,
        onDone: { target: 'none', actions: [{ type: 'markStatus', params: { status: REFUND.none, actions: refundActionCodes(REFUND.none) } }, ...done('refund.cancelled')] },
        onError: { target: 'route', actions: [failed('cancel'), 'emitNotice'] },
      },
    },
    agreed: { on: { ...sync, ...complain } },
    returnGoods: {
      on: { ...sync, ...cancel, ...complain, 'refund.ship': { guard: 'canShip', target: 'shipping', actions: 'dismissNotice' } },
    },
    shipping: {
      invoke: {
        id: 'shipReturn',
        src: 'shipReturn',
        input: ({ context, event }) => {
          assertEvent(event, 'refund.ship')
          return { orderGoodsId: context.refund.orderGoodsId, tracking: event.tracking }
        },
        onDone: { target: 'awaitingReceipt', actions: [{ type: 'markStatus', params: { status: REFUND.returned, actions: refundActionCodes(REFUND.returned) } }, ...done('refund.shipped')] },
        onError: { target: 'returnGoods', actions: [failed('ship'), 'emitNotice'] },
      },
    },
    awaitingReceipt: { on: { ...sync, ...complain } },
    sellerReceived: { on: { ...sync, ...complain } },
    refunded: { on: { ...sync } },
    refused: {
      on: { ...sync, ...cancel, ...complain, 'refund.apply': { guard: 'canReapply', target: 'applying', actions: 'dismissNotice' } },
    },
  },
})

type Snapshot = ReturnType<typeof refundMachine.transition>

const SAMPLE_FORM: RefundForm = { refund_type: 1, refund_reason: '', refund_remark: '' }
const SAMPLE_TRACKING: ReturnTracking = { refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '' }

/** the refund buttons offered now (the events the machine accepts; payloads do not change that) */
export function offeredRefundActions(snapshot: Pick<Snapshot, 'can'>): RefundButton[] {
  return REFUND_BUTTONS.filter((type) =>
    snapshot.can(type === 'refund.apply' ? { type, form: SAMPLE_FORM } : type === 'refund.ship' ? { type, tracking: SAMPLE_TRACKING } : { type }),
  )
}

/** the call running now, if any */
export function refundBusy(snapshot: Pick<Snapshot, 'matches'>): 'apply' | 'cancel' | 'ship' | null {
  if (snapshot.matches('applying')) return 'apply'
  if (snapshot.matches('cancelling')) return 'cancel'
  if (snapshot.matches('shipping')) return 'ship'
  return null
}
