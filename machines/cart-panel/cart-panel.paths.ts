import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import { cartPanelMachine, type CartPanelContext, type CartPanelLine } from './cart-panel.machine.ts'

// The cart panel's model: walked by cart-panel.machine.test.ts, printed by `npm run paths`.

export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }
export const DELETE_FAILURE = { code: -1, errorCode: 'PARAMETER_ERROR', message: '购物车商品不存在' }

const line = (cart_id: number, price: string, discount_price: string, num: number): CartPanelLine => ({
  cart_id,
  sku_id: cart_id * 10,
  site_id: 1,
  sku_name: `goods ${cart_id}`,
  sku_image: '',
  price,
  discount_price,
  num,
})
/** what loadCart answers in the model: two lines, 0.10 × 3 + 12.50 × 1 = 12.80 */
export const TWO_LINES = [line(11, '0.20', '0.10', 3), line(12, '12.50', '12.50', 1)]

export const cartPanelEventCases: EventCase[] = [
  { type: 'panel.open' },
  { type: 'panel.close' },
  { type: 'session.login' },
  { type: 'session.logout' },
  { type: 'cart.changed' },
  { type: 'line.delete', cartId: 11 },
  { type: 'delete.confirm' },
  { type: 'delete.cancel' },
  { type: 'panel.checkout' },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.loadCart', output: TWO_LINES },
  { type: 'xstate.done.actor.loadCart', output: [] },
  { type: 'xstate.error.actor.loadCart', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.loadCount', output: undefined },
  { type: 'xstate.error.actor.loadCount', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.deleteLine', output: undefined },
  { type: 'xstate.error.actor.deleteLine', error: DELETE_FAILURE },
]

/** the state as the panel shows it: value, which lines, the line asked about, the notice */
export function serializeCartPanel(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CartPanelContext
  return JSON.stringify({ value: snapshot.value, lines: c.lineIds, pendingDelete: c.pendingDelete, notice: c.notice?.code ?? null })
}

export const cartPanelPlan = defineMachinePlan({
  name: 'cart-panel',
  title: 'header / side-tools cart panel',
  machine: cartPanelMachine,
  starts: [
    { name: 'visitor', words: 'not logged in', machine: cartPanelMachine.provide({ guards: { hasMember: () => false } }) },
    { name: 'member', words: 'logged in', machine: cartPanelMachine.provide({ guards: { hasMember: () => true } }) },
  ],
  events: cartPanelEventCases,
  serialize: serializeCartPanel,
  // these only multiply the interleavings of the simple paths (each is still taken by the edge paths)
  leaveOutOfSimplePaths: ['cart.changed', 'notice.dismiss', 'session.logout', 'xstate.error.actor.loadCount', 'line.delete'],
  effects: {
    loadCart: 'loading the cart lines',
    loadCount: 'reading the cart count',
    deleteLine: 'the delete call',
  },
  words: {
    'panel.open': 'open the cart panel (header cart or side-tools cart)',
    'panel.close': 'close the panel (overlay click)',
    'session.login': 'log in',
    'session.logout': 'log out (or the session expires)',
    'cart.changed': 'add goods to the cart (or edit a quantity) elsewhere',
    'line.delete': (e) => `click 删除 on line ${String(e.cartId)}`,
    'delete.confirm': 'confirm the deletion (确定)',
    'delete.cancel': 'cancel the deletion (取消)',
    'panel.checkout': 'click 去购物车',
    'notice.dismiss': 'the message disappears',
  },
  scenarios: [
    { title: 'a visitor opens the panel, logs in there and sees the cart', start: 'visitor', steps: ['panel.open', 'session.login', 'xstate.done.actor.loadCount', 'xstate.done.actor.loadCart'] },
    { title: 'a visitor opens and closes the panel, logs in later', start: 'visitor', steps: ['panel.open', 'panel.close', 'session.login', 'xstate.done.actor.loadCount'] },
    {
      title: 'delete a line: asked first, cancel, delete, the count follows',
      start: 'member',
      steps: ['xstate.done.actor.loadCount', 'panel.open', 'xstate.done.actor.loadCart', 'line.delete', 'delete.cancel', 'line.delete', 'delete.confirm', 'panel.close', 'xstate.done.actor.deleteLine', 'notice.dismiss', 'xstate.done.actor.loadCount', 'panel.close'],
    },
    { title: 'delete a line before the count is read', start: 'member', steps: ['panel.open', 'xstate.done.actor.loadCart', 'line.delete', 'delete.confirm', 'xstate.done.actor.deleteLine'] },
    { title: 'a delete the server refuses', start: 'member', steps: ['panel.open', 'xstate.done.actor.loadCart', 'line.delete', 'delete.confirm', 'xstate.error.actor.deleteLine'] },
    {
      title: 'an empty cart: 去购物车 warns; an add elsewhere fills it; go to the cart',
      start: 'member',
      steps: ['panel.open', { type: 'xstate.done.actor.loadCart', output: [] }, 'panel.checkout', 'cart.changed', 'xstate.done.actor.loadCart', 'panel.checkout'],
    },
    { title: 'the cart and the count cannot load', start: 'member', steps: ['panel.open', 'xstate.error.actor.loadCart', 'xstate.error.actor.loadCount'] },
    { title: 'log out with the panel open, then closed', start: 'member', steps: ['panel.open', 'xstate.done.actor.loadCart', 'session.logout', 'panel.close'] },
    { title: 'log out with the panel closed', start: 'member', steps: ['session.logout'] },
    {
      title: 'adds elsewhere while the count and the lines load',
      start: 'member',
      steps: ['cart.changed', 'xstate.done.actor.loadCount', 'cart.changed', 'panel.open', 'cart.changed', 'xstate.done.actor.loadCart', 'cart.changed'],
    },
  ],
  describeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CartPanelContext
    const shown = leafStates(snapshot.value).join(' + ')
    const notice = c.notice ? ` [notice ${c.notice.code}]` : ''
    const lines = c.lineIds.length === 1 ? '1 line' : `${c.lineIds.length} lines`
    return `${shown} — ${lines}${notice}`
  },
})
