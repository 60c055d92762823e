import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates } from '../test-kit/model.ts'
import { orderMachine, type OrderContext, type OrderFacts } from './order.machine.ts'
import { orderStatusWords } from '../../domain/order-rules.ts'

// One order's statuses and buyer actions: walked by order.machine.test.ts, printed by `npm run paths`.

export const CALL_FAILURE = { code: -1, errorCode: 'ORDER_STATE', message: '订单状态已变化' }
export const NEW_TRADE_NO = 'T202611230099'

const order = (status: number, actions: string[], more: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: 7,
  orderType: 1,
  status,
  actions,
  isEvaluate: 0,
  evaluateStatus: 0,
  adjustFen: 0,
  ...more,
})

/** the starts: each status of reference §3.5 with the buyer actions the server gives it */
export const ORDERS = {
  unpaid: order(0, ['orderClose', 'orderPay']),
  unpaidAdjusted: order(0, ['orderClose', 'orderPay'], { adjustFen: -500 }),
  toShip: order(1, []),
  toPickup: order(2, [], { orderType: 2 }),
  shipped: order(3, ['memberTakeDelivery', 'trace', 'extendTakeDelivery']),
  shippedLocal: order(3, ['extendTakeDelivery', 'memberTakeDelivery'], { orderType: 3 }),
  toReview: order(4, [], { isEvaluate: 1 }),
  toFollowUp: order(10, [], { isEvaluate: 1, evaluateStatus: 1 }),
  reviewed: order(10, [], { evaluateStatus: 2 }),
  virtualReceived: order(4, [], { orderType: 4, isEvaluate: 1 }),
  closed: order(-1, []),
} satisfies Record<string, OrderFacts>

/** orders the page re-reads in the scenarios (not starts): picked up at the store; completed before it was reviewed */
const PICKED_UP = order(4, [], { orderType: 2, isEvaluate: 1 })
const COMPLETED_UNREVIEWED = order(10, [], { isEvaluate: 1 })
/** the page re-reads the order and the server answers it in another status */
const now = (o: OrderFacts) => ({ type: 'order.sync', order: o })

const WORDS: Record<keyof typeof ORDERS, string> = {
  unpaid: 'an unpaid express order (pay, close offered)',
  unpaidAdjusted: 'an unpaid order whose price the merchant changed',
  toShip: 'a paid order waiting to be shipped',
  toPickup: 'a paid pickup order waiting at the store',
  shipped: 'a shipped express order (confirm receipt, tracking, extend offered)',
  shippedLocal: 'a local-delivery order out for delivery (extend, confirm receipt)',
  toReview: 'a received order not reviewed yet',
  toFollowUp: 'a completed order reviewed once',
  reviewed: 'a completed order reviewed and followed up',
  virtualReceived: 'a virtual order whose code was used (received), not reviewed',
  closed: 'a closed order',
}

export const orderPlan = defineMachinePlan({
  name: 'order',
  title: 'one order as the member sees it (list row and detail page)',
  machine: orderMachine,
  starts: (Object.keys(ORDERS) as Array<keyof typeof ORDERS>).map((name) => ({ name, words: WORDS[name], input: { order: ORDERS[name] } })),
  events: [
    { type: 'order.pay' },
    { type: 'order.close' },
    { type: 'order.takeDelivery' },
    { type: 'order.extend' },
    { type: 'order.trace' },
    { type: 'order.evaluate' },
    { type: 'order.evaluateAgain' },
    { type: 'confirm.yes' },
    { type: 'confirm.no' },
    { type: 'notice.dismiss' },
    // the seller ships (the list or detail re-reads the order)
    { type: 'order.sync', order: ORDERS.shipped },
    { type: 'xstate.done.actor.payOrder', output: NEW_TRADE_NO },
    { type: 'xstate.error.actor.payOrder', error: CALL_FAILURE },
    { type: 'xstate.done.actor.closeOrder', output: undefined },
    { type: 'xstate.error.actor.closeOrder', error: CALL_FAILURE },
    { type: 'xstate.done.actor.takeDelivery', output: undefined },
    { type: 'xstate.error.actor.takeDelivery', error: CALL_FAILURE },
    { type: 'xstate.done.actor.extendDelivery', output: undefined },
    { type: 'xstate.error.actor.extendDelivery', error: CALL_FAILURE },
  ],
  // a re-read (order.sync) is the order moving on without the buyer: paid elsewhere, shipped, picked up,
  // received when the time ran out, reviewed in another tab
  scenarios: [
    { title: 'pay an unpaid order', start: 'unpaid', steps: ['order.pay', 'xstate.done.actor.payOrder'] },
    { title: 'pay: the call fails (订单状态已变化), the message shows, then goes', start: 'unpaid', steps: ['order.pay', 'xstate.error.actor.payOrder', 'notice.dismiss'] },
    { title: 'paid on another device: the page re-reads it, 待发货', start: 'unpaid', steps: [now(ORDERS.toShip)] },
    { title: 'pay an order whose price changed: told first, then pay', start: 'unpaidAdjusted', steps: ['order.pay', 'confirm.no', 'order.pay', 'confirm.yes', 'xstate.done.actor.payOrder'] },
    { title: 'close an unpaid order: asked first, no, then yes', start: 'unpaid', steps: ['order.close', 'confirm.no', 'order.close', 'confirm.yes', 'xstate.done.actor.closeOrder'] },
    { title: 'close an unpaid order: the call fails (订单状态已变化)', start: 'unpaid', steps: ['order.close', 'confirm.yes', 'xstate.error.actor.closeOrder'] },
    { title: 'a closed order re-read: still 已关闭, no buttons', start: 'closed', steps: [now(ORDERS.closed)] },
    { title: 'the seller ships a paid order: the page re-reads it, 已发货', start: 'toShip', steps: ['order.sync'] },
    { title: 'a pickup order is picked up at the store: the page re-reads it, 已提货', start: 'toPickup', steps: [now(PICKED_UP)] },
    { title: 'check the tracking (查看物流)', start: 'shipped', steps: ['order.trace'] },
    { title: 'confirm receipt of a shipped order', start: 'shipped', steps: ['order.takeDelivery', 'confirm.yes', 'xstate.done.actor.takeDelivery'] },
    {
      title: 'confirm receipt: cancel first, then the call fails (订单状态已变化)',
      start: 'shipped',
      steps: ['order.takeDelivery', 'confirm.no', 'order.takeDelivery', 'confirm.yes', 'xstate.error.actor.takeDelivery'],
    },
    { title: 'the receipt time runs out: received automatically, the page re-reads it, 已收货', start: 'shipped', steps: [now(ORDERS.toReview)] },
    { title: 'extend the receipt time', start: 'shipped', steps: ['order.extend', 'xstate.done.actor.extendDelivery'] },
    { title: 'extend the receipt time: the call fails (订单状态已变化)', start: 'shipped', steps: ['order.extend', 'xstate.error.actor.extendDelivery'] },
    { title: 'review a received order (评价)', start: 'toReview', steps: ['order.evaluate'] },
    { title: 'reviewed in another tab: the page re-reads it, 已完成, 追评 offered', start: 'toReview', steps: [now(ORDERS.toFollowUp)] },
    { title: 'completed before it was reviewed: 评价 still offered', start: 'toReview', steps: [now(COMPLETED_UNREVIEWED), 'order.evaluate'] },
    { title: 'follow a review up (追评)', start: 'toFollowUp', steps: ['order.evaluateAgain'] },
    { title: 'followed up in another tab: the page re-reads it, 追评 gone', start: 'toFollowUp', steps: [now(ORDERS.reviewed)] },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as OrderContext
    return JSON.stringify({ value: snapshot.value, order: c.order, notice: c.notice && [c.notice.code, c.notice.what] })
  },
  leaveOutOfSimplePaths: ['notice.dismiss', 'order.sync'],
  effects: {
    payOrder: 'asking for a new payment (order/pay)',
    closeOrder: 'closing the order (order/close)',
    takeDelivery: 'confirming receipt (order/takedelivery)',
    extendDelivery: 'extending the receipt time (order/extendtakedelivery)',
  },
  words: {
    'order.pay': 'click 支付',
    'order.close': 'click 关闭订单',
    'order.takeDelivery': 'click 确认收货',
    'order.extend': 'click 延长收货',
    'order.trace': 'click 查看物流',
    'order.evaluate': 'click 评价',
    'order.evaluateAgain': 'click 追评',
    'confirm.yes': 'confirm (确定)',
    'confirm.no': 'cancel (取消)',
    'notice.dismiss': 'the message disappears',
    'order.sync': (e) => {
      const o = e.order as OrderFacts
      return `the page re-reads the order: ${orderStatusWords(o.orderType, o.status)?.zh ?? o.status}${o.status === 3 ? ' (the seller shipped it)' : ''}`
    },
  },
  describeState: (snapshot) => {
    const c = snapshot.context as OrderContext
    return `${leafStates(snapshot.value).join(' + ')}${c.notice ? ` [notice ${c.notice.code}]` : ''}`
  },
})
