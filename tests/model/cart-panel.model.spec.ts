import type { AnyMachineSnapshot } from 'xstate'
import type { Page, Route } from '@playwright/test'
import { expect, loginByApi, test, withoutPopups } from '../e2e/fixtures.ts'
import { CartPanel } from '../e2e/pages/cart.ts'
import { greedyCover, pathTransitions } from '../../machines/test-kit/plan.ts'
import type { PlannedPath, EventCase } from '../../machines/test-kit/model.ts'
import { formatFen } from '../../machines/cart-panel/fen.ts'
import { linesTotalFen, shownLines, type CartPanelContext } from '../../machines/cart-panel/cart-panel.machine.ts'
import { cartPanelPlan, TWO_LINES } from '../../machines/cart-panel/cart-panel.paths.ts'

// The cart panel machine's paths walked again in the browser, through the real UI: the paths of the
// model (machines/cart-panel/cart-panel.paths.ts, the same `walked()` set `npm run paths` covers from)
// whose every step a person can do on the page, chosen to take every transition such paths can take
// (greedy cover, as `npm run paths` does). The effects' outcomes are the model's: the cart calls are
// answered at the network with the model's output, when the path says. Logging in or out in the
// middle of a path (a page change) and a change from elsewhere (cart.changed) are walked by the
// e2e specs (tests/e2e/cart.spec.ts, session.spec.ts) instead.

type Effect = 'loadCart' | 'loadCount' | 'deleteLine'
const EFFECT_URL: Record<Effect, string> = { loadCart: '/api/cart/lists', loadCount: '/api/cart/count', deleteLine: '/api/cart/delete' }

const isOpen = (s: AnyMachineSnapshot) => s.matches({ loggedIn: { panel: 'open' } }) || s.matches({ loggedOut: 'open' })
const isConfirming = (s: AnyMachineSnapshot) => s.matches({ loggedIn: { panel: { open: 'confirmingDelete' } } })

/** whether a person can do this step on the page (the state before it given) */
function drivable(before: AnyMachineSnapshot | null, event: EventCase): boolean {
  if (!before) return true
  switch (event.type) {
    case 'panel.open':
      return !isOpen(before)
    // Esc with the delete question up answers the question (取消): the panel stays
    case 'panel.close':
      return isOpen(before) && !isConfirming(before)
    case 'line.delete':
    case 'delete.confirm':
    case 'delete.cancel':
    case 'panel.checkout':
    case 'notice.dismiss':
      return true
    default:
      return /^xstate\.(done|error)\.actor\.(loadCart|loadCount|deleteLine)$/.test(event.type)
  }
}

function browserPaths(): PlannedPath[] {
  const candidates = cartPanelPlan.walked().filter(({ path }) => path.steps.every((step, i) => (i === 0 ? true : drivable(path.steps[i - 1]!.state, step.event))))
  const keys = new Map(candidates.map((p) => [p, pathTransitions(cartPanelPlan, p)]))
  return greedyCover(candidates, (p) => keys.get(p)!, (p) => p.path.steps.length)
}

/** holds the cart calls until the path lets them through */
class Network {
  private held: Record<Effect, Route[]> = { loadCart: [], loadCount: [], deleteLine: [] }
  async install(page: Page) {
    for (const effect of Object.keys(EFFECT_URL) as Effect[]) {
      await page.route(`**${EFFECT_URL[effect]}`, (route) => void this.held[effect].push(route))
    }
  }
  async settle(effect: Effect, outcome: { ok: true; output: unknown } | { ok: false; message: string }) {
    await expect.poll(() => this.held[effect].length, { message: `a ${effect} call is running` }).toBeGreaterThan(0)
    const routes = this.held[effect].splice(0)
    const body = outcome.ok ? { code: 0, message: '', data: outcome.output ?? 1 } : { code: -1, message: outcome.message || '网络错误', data: null, error_code: 'PARAMETER_ERROR' }
    for (const route of routes) await route.fulfill({ json: body })
  }
}

const NOTICE_TEXT = { 'cart.deleted': '删除成功', 'cart.deleteFailed': '购物车商品不存在', 'cart.empty': '购物车是空的' } as const

async function expectState(page: Page, panel: CartPanel, state: AnyMachineSnapshot, previous: AnyMachineSnapshot | null) {
  const c = state.context as CartPanelContext
  if (!isOpen(state)) {
    await expect(panel.drawer).toBeHidden()
  } else if (state.matches('loggedOut')) {
    await panel.seeLoginPrompt()
  } else if (state.matches({ loggedIn: { panel: { open: 'loading' } } })) {
    await expect(panel.drawer.getByRole('status')).toBeVisible()
  } else if (state.matches({ loggedIn: { panel: { open: 'empty' } } })) {
    await panel.seeEmpty()
  } else {
    // the machine keeps the ids; the lines are the ones the model's load answered
    await panel.seeLines(c.lineIds.length)
    await panel.seeTotal(formatFen(linesTotalFen(shownLines(TWO_LINES, c.lineIds))))
    if (isConfirming(state) || state.matches({ loggedIn: { panel: { open: 'deleting' } } })) await panel.seeConfirm()
    else await expect(panel.confirm).toBeHidden()
  }
  const before = previous?.context as CartPanelContext | undefined
  if (c.notice && c.notice.id !== before?.notice?.id) await expect(page.getByText(NOTICE_TEXT[c.notice.code]).first()).toBeVisible()
}

async function drive(page: Page, panel: CartPanel, net: Network, event: EventCase) {
  const m = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)
  if (m) {
    const error = event.error as { message?: string } | undefined
    return net.settle(m[2] as Effect, m[1] === 'done' ? { ok: true, output: event.output } : { ok: false, message: error?.message ?? '' })
  }
  switch (event.type) {
    case 'panel.open':
      return page.getByRole('button', { name: /^我的购物车\s?，/ }).click()
    case 'panel.close':
      return page.keyboard.press('Escape')
    case 'line.delete':
      return panel.clickDelete(`goods ${String(event.cartId)}`)
    case 'delete.confirm':
      return panel.confirmDelete()
    case 'delete.cancel':
      return panel.confirm.getByRole('button', { name: '取消' }).click()
    case 'panel.checkout':
      return panel.drawer.getByRole('button', { name: '去购物车结算' }).click()
    case 'notice.dismiss':
      // the app dismisses a notice as soon as it shows it
      return
  }
  throw new Error(`cannot drive ${event.type}`)
}

const paths = browserPaths()

test('the browser walks cover the drivable transitions', () => {
  expect(paths.length).toBeGreaterThan(3)
})

for (const [i, planned] of paths.entries()) {
  test(`cart panel path ${i + 1}: ${cartPanelPlan.describePath(planned)}`, async ({ page, member }) => {
    await withoutPopups(page)
    const net = new Network()
    await net.install(page)
    if (planned.start.name === 'member') await loginByApi(page, member)
    await page.goto('category')
    await expect(page.getByRole('button', { name: /^我的购物车\s?，/ })).toBeVisible()
    const panel = new CartPanel(page)
    const steps = planned.path.steps
    for (let s = 1; s < steps.length; s++) {
      await drive(page, panel, net, steps[s]!.event)
      await expectState(page, panel, steps[s]!.state, steps[s - 1]!.state)
    }
  })
}
