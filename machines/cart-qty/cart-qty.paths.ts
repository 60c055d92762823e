import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { cartQtyMachine, type CartQtyContext } from './cart-qty.machine.ts'

// The /cart quantity edit's model: walked by cart-qty.machine.test.ts, printed by `npm run paths`.
// The line's number on the server is 2 throughout (the model does not refetch).

export const SAVE_FAILURE = { code: -1, errorCode: 'PARAMETER_ERROR', message: '库存不足' }
const SERVER = 2

export const cartQtyPlan = defineMachinePlan({
  name: 'cart-qty',
  title: "a /cart line's quantity edit (saved after a pause)",
  machine: cartQtyMachine,
  starts: [{ name: 'two', words: 'a line of 2 pieces' }],
  events: [
    { type: 'qty.change', num: 3, serverNum: SERVER },
    { type: 'qty.change', num: 4, serverNum: SERVER },
    { type: 'qty.change', num: SERVER, serverNum: SERVER },
    { type: 'xstate.done.actor.saveQty', output: undefined },
    { type: 'xstate.error.actor.saveQty', error: SAVE_FAILURE },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { draft, sent } = snapshot.context as CartQtyContext
    return JSON.stringify({ value: snapshot.value, draft, sent })
  },
  effects: { saveQty: 'saving the number (cart/edit)' },
  timers: { saveDelay: 'wait 0.4 s without a click' },
  words: { 'qty.change': (e) => (e.num === e.serverNum ? `set the number back to ${String(e.num)}` : `set the number to ${String(e.num)} (+ or typed)`) },
  describeState: (snapshot) => {
    const { draft, sent } = snapshot.context as CartQtyContext
    return `${String(snapshot.value)}, showing ${draft ?? `${SERVER} (the server's)`}${sent && snapshot.value !== 'saving' ? ', a save on its way' : ''}`
  },
  scenarios: [
    { title: 'click + twice: one save of the last number', steps: [{ type: 'qty.change', num: 3, serverNum: SERVER }, { type: 'qty.change', num: 4, serverNum: SERVER }, 'xstate.after.saveDelay', 'xstate.done.actor.saveQty'] },
    { title: 'click + then − back before the pause: nothing saved', steps: ['qty.change', { type: 'qty.change', num: SERVER, serverNum: SERVER }, { type: 'qty.change', num: SERVER, serverNum: SERVER }] },
    { title: 'the save fails: the server’s number shows again', steps: ['qty.change', 'xstate.after.saveDelay', 'xstate.error.actor.saveQty'] },
    {
      title: 'back to the old number while a save is on its way: the old number is saved too',
      steps: ['qty.change', 'xstate.after.saveDelay', { type: 'qty.change', num: 4, serverNum: SERVER }, { type: 'qty.change', num: SERVER, serverNum: SERVER }, 'xstate.after.saveDelay', 'xstate.done.actor.saveQty'],
    },
    { title: 'click again while saving: the newer number is saved after the pause', steps: ['qty.change', 'xstate.after.saveDelay', { type: 'qty.change', num: 4, serverNum: SERVER }, 'xstate.after.saveDelay', 'xstate.done.actor.saveQty'] },
  ],
})
