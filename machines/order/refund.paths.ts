import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { refundMachine, type RefundContext, type RefundFacts } from './refund.machine.ts'

// One order line's refund: walked by refund.machine.test.ts, printed by `npm run paths`.

export const REFUND_FAILURE = { code: -1, errorCode: 'REFUND_STATE', message: '退款状态已变化' }
export const FORM = { refund_type: 2, refund_reason: '拍错/多拍/不喜欢', refund_remark: '尺码不合适' }
export const TRACKING = { refund_delivery_name: '顺丰速运', refund_delivery_no: 'SF1234567890', refund_delivery_remark: '' }

const refund = (status: number, actions: string[], complain = 0): RefundFacts => ({ orderGoodsId: 31, status, actions, complain })

/** the line's refund as the server gives it (reference §3.6 refund_action per status) */
export const REFUNDS = {
  none: refund(0, ['orderRefundApply']),
  applied: refund(1, ['orderRefundCancel'], 1),
  agreed: refund(2, [], 1),
  returnGoods: refund(4, ['orderRefundDelivery'], 1),
  awaitingReceipt: refund(5, [], 1),
  sellerReceived: refund(6, [], 1),
  refunded: refund(3, []),
  refused: refund(-1, ['orderRefundCancel', 'orderRefundAsk'], 1),
} satisfies Record<string, RefundFacts>

export const refundPlan = defineMachinePlan({
  name: 'refund',
  title: "one order line's refund (apply page and refund detail)",
  machine: refundMachine,
  starts: [
    { name: 'none', words: 'a paid line with no refund', input: { refund: REFUNDS.none } },
    { name: 'refused', words: 'a line whose refund the seller refused', input: { refund: REFUNDS.refused } },
  ],
  events: [
    { type: 'refund.apply', form: FORM },
    { type: 'refund.cancel' },
    { type: 'refund.ship', tracking: TRACKING },
    { type: 'refund.complain' },
    { type: 'confirm.yes' },
    { type: 'confirm.no' },
    { type: 'notice.dismiss' },
    // the seller's steps, as the re-read refund says
    ...(['agreed', 'returnGoods', 'sellerReceived', 'refunded', 'refused'] as const).map((name) => ({ type: 'refund.sync', refund: REFUNDS[name] })),
    { type: 'xstate.done.actor.applyRefund', output: undefined },
    { type: 'xstate.error.actor.applyRefund', error: REFUND_FAILURE },
    { type: 'xstate.done.actor.cancelRefund', output: undefined },
    { type: 'xstate.error.actor.cancelRefund', error: REFUND_FAILURE },
    { type: 'xstate.done.actor.shipReturn', output: undefined },
    { type: 'xstate.error.actor.shipReturn', error: REFUND_FAILURE },
  ],
  // the rest of the transitions (syncs, notices, complaints) are added as short extra paths
  scenarios: [
    { title: 'apply for a refund, the seller agrees, refunded', start: 'none', steps: ['refund.apply', 'xstate.done.actor.applyRefund'] },
    { title: 'apply for a refund, the call fails', start: 'none', steps: ['refund.apply', 'xstate.error.actor.applyRefund'] },
    { title: 'cancel a refused refund: asked first', start: 'refused', steps: ['refund.cancel', 'confirm.no', 'refund.cancel', 'confirm.yes', 'xstate.done.actor.cancelRefund'] },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as RefundContext
    return JSON.stringify({ value: snapshot.value, refund: c.refund, notice: c.notice && [c.notice.code, c.notice.what] })
  },
  leaveOutOfSimplePaths: ['notice.dismiss', 'refund.sync', 'refund.complain'],
  effects: {
    applyRefund: 'the application (orderrefund/refund)',
    cancelRefund: 'the cancellation (orderrefund/cancel)',
    shipReturn: 'the return tracking (orderrefund/delivery)',
  },
  words: {
    'refund.apply': 'submit the refund form (return and refund, a reason, a remark)',
    'refund.cancel': 'click 撤销维权',
    'refund.ship': 'submit the return tracking (carrier and number)',
    'refund.complain': 'click 平台维权',
    'confirm.yes': 'confirm (确定)',
    'confirm.no': 'cancel (取消)',
    'notice.dismiss': 'the message disappears',
    'refund.sync': (e) => `the seller moves the refund to status ${String((e.refund as RefundFacts).status)} (the page re-reads it)`,
  },
  describeState: (snapshot) => {
    const c = snapshot.context as RefundContext
    return `${String(snapshot.value)} (refund_status ${c.refund.status})${c.notice ? ` [notice ${c.notice.code}]` : ''}`
  },
})
