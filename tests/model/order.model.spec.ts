import type { AnyMachineSnapshot } from 'xstate'
import type { Page, Route } from '@playwright/test'
import { expect, loginByApi, test, withoutPopups } from '../e2e/fixtures.ts'
import { orderPlan } from '../../machines/order/order.paths.ts'
import { askingAbout, busyWith, offeredActions, type OrderButton, type OrderContext, type OrderFacts } from '../../machines/order/order.machine.ts'
import { greedyCover, pathTransitions } from '../../machines/test-kit/plan.ts'
import type { EventCase, PlannedPath } from '../../machines/test-kit/model.ts'
import { orderStatusWords } from '../../domain/order-rules.ts'

// The order machine's paths walked again in the browser, on the order detail page: the named scenarios
// of the model (machines/order/order.paths.ts, the ones docs/qa/order.md lists) whose every step a
// person can do there, then, for a transition they leave out that such a step can take, the shortest
// generated path that takes it (greedy cover, as `npm run paths` does). The order itself and the
// calls' outcomes are the model's: /api/order/detail answers the model's order at each step and the
// action calls (pay, close, takedelivery, extendtakedelivery) are held at the network until the path
// settles them. A step that leaves the page (pay → cashier, tracking, review) ends a browser path;
// the seller's steps (order.sync) are walked by tests/e2e/orders.spec.ts against the real server.

type Effect = 'payOrder' | 'closeOrder' | 'takeDelivery' | 'extendDelivery'
const EFFECT_URL: Record<Effect, string> = {
  payOrder: '/api/order/pay',
  closeOrder: '/api/order/close',
  takeDelivery: '/api/order/takedelivery',
  extendDelivery: '/api/order/extendtakedelivery',
}
const LEAVES = new Set(['order.trace', 'order.evaluate', 'order.evaluateAgain', 'xstate.done.actor.payOrder'])
const LABEL: Record<OrderButton, string> = {
  'order.pay': '支付',
  'order.close': '关闭订单',
  'order.trace': '查看物流',
  'order.extend': '延长收货',
  'order.takeDelivery': '确认收货',
  'order.evaluate': '评价',
  'order.evaluateAgain': '追评',
}
/** the status name the server gives an order (domain/order-rules.ts) */
const STATUS = (o: { orderType: number; status: number }) => orderStatusWords(o.orderType, o.status)!.zh
const ROUTE: Record<number, string> = { 1: 'order_detail', 2: 'order_detail_pickup', 3: 'order_detail_local_delivery', 4: 'order_detail_virtual' }
const NOTICE: Record<string, string> = { 'order.closed': '订单已关闭', 'order.received': '已确认收货', 'order.extended': '收货时间已延长' }

/** a person can do every step on the detail page (a step that leaves it only last) */
const drivablePath = ({ path }: PlannedPath) =>
  path.steps.every((step, i) => i === 0 || (step.event.type !== 'order.sync' && (!LEAVES.has(step.event.type) || i === path.steps.length - 1)))

function browserPaths(): PlannedPath[] {
  const scenarios = orderPlan.scenarios().filter(drivablePath)
  const taken = new Set(scenarios.flatMap((p) => [...pathTransitions(orderPlan, p)]))
  const candidates = orderPlan.walked().filter((p) => !p.title && drivablePath(p))
  const keys = new Map(candidates.map((p) => [p, new Set([...pathTransitions(orderPlan, p)].filter((k) => !taken.has(k)))]))
  return [...scenarios, ...greedyCover(candidates, (p) => keys.get(p)!, (p) => p.path.steps.length)]
}

/** the detail the server would answer for the model's order */
function detailOf(o: OrderFacts) {
  const title: Record<string, string> = { orderPay: '支付', orderClose: '关闭订单', memberTakeDelivery: '确认收货', trace: '查看物流', extendTakeDelivery: '延长收货' }
  return {
    order_id: o.orderId, order_no: 'BZ2026112300007', out_trade_no: '', site_id: 1, site_name: 'Bazaar 自营数码旗舰店',
    order_type: o.orderType, order_type_name: '订单', order_status: o.status, order_status_name: STATUS(o), create_time: 1795400000,
    pay_status: o.status > 0 ? 1 : 0, pay_type_name: '支付宝支付', pay_time: 0, delivery_type_name: '物流配送', buyer_message: '',
    name: '王小明', mobile: '13800138000', full_address: '北京市-北京市-东城区', address: '东长安街 1 号',
    goods_money: '25.00', delivery_money: '0.00', adjust_money: (o.adjustFen / 100).toFixed(2), pay_money: '20.00',
    is_enable_refund: 0, is_evaluate: o.isEvaluate, evaluate_status: o.evaluateStatus,
    action: o.actions.map((action) => ({ action, title: title[action] ?? action, color: '' })),
    order_goods: [{ order_goods_id: 70, goods_id: 1, sku_id: 387, sku_name: 'goods 70', sku_image: '', price: '25.00', num: 1, refund_status: 0, refund_action: [], complain_action: 0 }],
    delivery_code: o.orderType === 2 ? '360218457901' : '', pickup: '', delivery_store_name: '', delivery_store_info: '{}',
    virtual_code: o.orderType === 4 ? '527409316842' : '', virtual_goods: o.orderType === 4 ? { is_veirfy: 0, verify_time: 0 } : null,
  }
}

/** answers the detail with the model's order; holds the action calls until the path settles them */
class Network {
  current: OrderFacts | null = null
  private held: Record<Effect, Route[]> = { payOrder: [], closeOrder: [], takeDelivery: [], extendDelivery: [] }
  async install(page: Page) {
    await page.route('**/api/order/detail', (route) => route.fulfill({ json: { code: 0, message: '', data: detailOf(this.current!), timestamp: 0 } }))
    for (const effect of Object.keys(EFFECT_URL) as Effect[]) await page.route(`**${EFFECT_URL[effect]}`, (route) => void this.held[effect].push(route))
  }
  async settle(effect: Effect, outcome: { ok: true; output: unknown } | { ok: false; message: string }) {
    await expect.poll(() => this.held[effect].length, { message: `a ${effect} call is running` }).toBeGreaterThan(0)
    const body = outcome.ok ? { code: 0, message: '', data: outcome.output ?? 1, timestamp: 0 } : { code: -1, message: outcome.message, data: null, error_code: 'ORDER_STATE', timestamp: 0 }
    for (const route of this.held[effect].splice(0)) await route.fulfill({ json: body })
  }
}

async function drive(page: Page, net: Network, event: EventCase) {
  const m = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
  if (m) {
    const error = event.error as { message?: string } | undefined
    return net.settle(m[2] as Effect, m[1] === 'done' ? { ok: true, output: event.output } : { ok: false, message: error?.message ?? '' })
  }
  if (event.type === 'confirm.yes') return page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  if (event.type === 'confirm.no') return page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click()
  // the app dismisses a notice as soon as it shows it
  if (event.type === 'notice.dismiss') return
  return page.getByRole('button', { name: LABEL[event.type as OrderButton], exact: true }).click()
}

async function expectState(page: Page, state: AnyMachineSnapshot, event: EventCase) {
  const c = state.context as OrderContext
  if (LEAVES.has(event.type)) {
    const where = { 'order.trace': /\/member\/logistics\?order_id=7/, 'order.evaluate': /\/evaluate\?order_id=7/, 'order.evaluateAgain': /\/evaluate\?order_id=7/ }[event.type as 'order.trace']
    await expect(page).toHaveURL(where ?? /\/pay\?code=T202611230099/)
    return
  }
  // by id: an open dialog hides the page from the accessibility tree
  await expect(page.locator('#order-status')).toHaveText(STATUS(c.order))
  const asking = askingAbout(state as never)
  const dialog = page.getByRole('alertdialog')
  if (asking) await expect(dialog).toBeVisible()
  else await expect(dialog).toBeHidden()
  const busy = busyWith(state as never)
  if (busy) await expect(page.getByRole('button', { name: LABEL[busy], exact: true })).toHaveAttribute('aria-busy', 'true')
  const offered = asking ? [] : offeredActions(state as never)
  for (const [button, label] of Object.entries(LABEL) as Array<[OrderButton, string]>) {
    if (button === busy) continue
    const locator = page.getByRole('main').getByRole('button', { name: label, exact: true })
    if (offered.includes(button)) await expect(locator).toBeEnabled()
    else if (!asking) await expect(locator).toHaveCount(0)
  }
  if (event.type.startsWith('xstate.done.actor.') && c.notice) await expect(page.getByText(NOTICE[c.notice.code]!).first()).toBeVisible()
  if (event.type.startsWith('xstate.error.actor.')) await expect(page.getByText('订单状态已变化').first()).toBeVisible()
}

const paths = browserPaths()

test('the browser walks cover the drivable transitions', () => {
  expect(paths.length).toBeGreaterThan(5)
})

for (const [i, planned] of paths.entries()) {
  test(`order path ${i + 1}: ${orderPlan.describePath(planned)}`, async ({ page, member }) => {
    await withoutPopups(page)
    const net = new Network()
    const steps = planned.path.steps
    net.current = (steps[0]!.state.context as OrderContext).order
    await net.install(page)
    await loginByApi(page, member)
    await page.goto(`member/${ROUTE[net.current.orderType]}?order_id=7`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STATUS(net.current))
    for (let s = 1; s < steps.length; s++) {
      // the server's answer after this step is the model's
      net.current = (steps[s]!.state.context as OrderContext).order
      await drive(page, net, steps[s]!.event)
      await expectState(page, steps[s]!.state, steps[s]!.event)
    }
  })
}
