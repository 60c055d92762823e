import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { payStatusMachine, type PayStatusContext } from './pay-status.machine.ts'

// The cashier's status polling: walked by pay-status.machine.test.ts, printed by `npm run paths`.

export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }

export const payStatusPlan = defineMachinePlan({
  name: 'pay-status',
  title: 'cashier payment-status polling',
  machine: payStatusMachine,
  starts: [{ name: 'cashier', words: 'the cashier opens for a payment', input: { outTradeNo: 'T202611230001' } }],
  events: [
    { type: 'pay.check' },
    { type: 'pay.retry' },
    { type: 'xstate.done.actor.checkStatus', output: { pay_status: 0 } },
    { type: 'xstate.done.actor.checkStatus', output: { pay_status: 2 } },
    { type: 'xstate.done.actor.checkStatus', output: { pay_status: -1 } },
    { type: 'xstate.error.actor.checkStatus', error: NETWORK_FAILURE },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as PayStatusContext
    return JSON.stringify({ value: snapshot.value, failures: c.failures })
  },
  effects: { checkStatus: 'asking the server whether the payment is done (pay/status)' },
  timers: { poll: 'a second passes' },
  words: {
    'pay.check': 'click 我已完成支付 (check now)',
    'pay.retry': 'click 重试 after the checks kept failing',
  },
  scenarios: [
    { title: 'pay on the phone: the page sees it within seconds', steps: ['xstate.done.actor.checkStatus', 'xstate.after.poll', { type: 'xstate.done.actor.checkStatus', output: { pay_status: 2 } }] },
    { title: 'paid, then click 我已完成支付', steps: ['xstate.done.actor.checkStatus', 'pay.check', { type: 'xstate.done.actor.checkStatus', output: { pay_status: 2 } }] },
    { title: 'the order closes before it is paid', steps: [{ type: 'xstate.done.actor.checkStatus', output: { pay_status: -1 } }] },
    {
      title: 'the network fails check after check: 重试 once it is back',
      steps: ['xstate.error.actor.checkStatus', 'xstate.after.poll', 'xstate.error.actor.checkStatus', 'xstate.after.poll', 'xstate.error.actor.checkStatus', 'pay.retry', { type: 'xstate.done.actor.checkStatus', output: { pay_status: 2 } }],
    },
  ],
  describeState: (snapshot) => `${String(snapshot.value)}, ${(snapshot.context as PayStatusContext).failures} failed checks in a row`,
})
