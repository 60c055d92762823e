import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { refundMachine, type RefundContext, type RefundFacts } from './refund.machine.ts'
import { REFUND_STATUS_WORDS, type RefundStatus } from '../../domain/order-rules.ts'

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

/** the page re-reads the refund and the server answers it in this status (the seller's step) */
const now = (name: 'agreed' | 'returnGoods' | 'sellerReceived' | 'refunded' | 'refused') => ({ type: 'refund.sync', refund: REFUNDS[name] })
const APPLIED = ['refund.apply', 'xstate.done.actor.applyRefund']
/** return and refund: the seller asked for the goods, the tracking sent (卖家待收货) */
const RETURNED = [...APPLIED, now('returnGoods'), 'refund.ship', 'xstate.done.actor.shipReturn']

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
  // a re-read (refund.sync) is the seller's step reaching the member's page; 平台维权 opens the
  // complaint page, so each complaint ends its scenario
  scenarios: [
    {
      title: 'apply for a refund, the seller agrees (待转账), the money arrives (维权结束); read again later, unchanged',
      start: 'none',
      steps: [...APPLIED, now('agreed'), now('refunded'), now('refunded')],
    },
    { title: 'apply for a refund: the call fails (退款状态已变化), the message shows, then goes', start: 'none', steps: ['refund.apply', 'xstate.error.actor.applyRefund', 'notice.dismiss'] },
    {
      title: 'return and refund: the seller asks for the goods (买家待退货); the tracking fails once, then goes (卖家待收货); the seller receives them (卖家已收货); refunded',
      start: 'none',
      steps: [...APPLIED, now('returnGoods'), 'refund.ship', 'xstate.error.actor.shipReturn', 'refund.ship', 'xstate.done.actor.shipReturn', now('sellerReceived'), now('refunded')],
    },
    { title: 'the seller asks for the goods back, then agrees without them (待转账)', start: 'none', steps: [...APPLIED, now('returnGoods'), now('agreed')] },
    { title: 'apply, then 撤销维权: asked, 取消 — the refund stays', start: 'none', steps: [...APPLIED, 'refund.cancel', 'confirm.no'] },
    { title: 'the seller refuses (卖家拒绝)', start: 'none', steps: [...APPLIED, now('refused')] },
    { title: 'applied on another device and agreed: the page re-reads the line, 待转账', start: 'none', steps: [now('agreed')] },
    { title: 'cancel a refused refund: asked first', start: 'refused', steps: ['refund.cancel', 'confirm.no', 'refund.cancel', 'confirm.yes', 'xstate.done.actor.cancelRefund'] },
    { title: 'cancel a refused refund: the call fails (退款状态已变化)', start: 'refused', steps: ['refund.cancel', 'confirm.yes', 'xstate.error.actor.cancelRefund'] },
    { title: 'a refused refund: the seller changes their mind and agrees (待转账)', start: 'refused', steps: [now('agreed')] },
    { title: '平台维权 on a refused refund', start: 'refused', steps: ['refund.complain'] },
    { title: 'a refused refund: edit the application and apply again (申请维权); 平台维权 while the seller has not answered', start: 'refused', steps: [...APPLIED, 'refund.complain'] },
    { title: '平台维权 while the money is on its way (待转账)', start: 'none', steps: [...APPLIED, now('agreed'), 'refund.complain'] },
    { title: '平台维权 while the goods are to be returned (买家待退货)', start: 'none', steps: [...APPLIED, now('returnGoods'), 'refund.complain'] },
    { title: '平台维权 after sending the goods back (卖家待收货)', start: 'none', steps: [...RETURNED, 'refund.complain'] },
    { title: '平台维权 after the seller received the goods (卖家已收货)', start: 'none', steps: [...RETURNED, now('sellerReceived'), 'refund.complain'] },
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
    'refund.sync': (e) => {
      const status = (e.refund as RefundFacts).status
      return `the page re-reads the refund: ${REFUND_STATUS_WORDS[status as RefundStatus]?.zh ?? status} (refund_status ${status})`
    },
  },
  describeState: (snapshot) => {
    const c = snapshot.context as RefundContext
    return `${String(snapshot.value)} (refund_status ${c.refund.status})${c.notice ? ` [notice ${c.notice.code}]` : ''}`
  },
})
