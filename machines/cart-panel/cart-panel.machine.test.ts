import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { cartPanelMachine, linesTotalFen, shownLines, type CartNotice, type CartPanelContext, type CartPanelLine } from './cart-panel.machine.ts'
import { cartPanelPlan, DELETE_FAILURE, TWO_LINES } from './cart-panel.paths.ts'
import { formatFen, sumFen, toFen } from './fen.ts'

// Model-based: every generated path (cart-panel.paths.ts) walked on a real actor with fake
// effects; the kit checks state, running effects, calls, recorded actions and notices per step,
// and each step here checks the context the panel renders and what the effects were given.
// Targeted tests below: racing adds, the fen total, and each rule the spec names.

const EFFECTS = ['loadCart', 'loadCount', 'deleteLine'] as const
const ACTIONS = ['logError', 'goCheckout'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// what the view renders; the notice's id counts notices over the whole run (the graph merges states
// reached by different paths), so it is compared as present or not
const shown = ({ notices: _notices, ...c }: CartPanelContext) => ({ ...c, notice: c.notice && { code: c.notice.code, cause: c.notice.cause } })

describe('cart panel machine: generated paths', () => {
  it('walks both starts, every panel state and every notice', () => {
    const walked = cartPanelPlan.walked()
    expect(new Set(walked.map((p) => p.start.name))).toEqual(new Set(['visitor', 'member']))
    const ends = new Set(walked.flatMap(({ path }) => path.steps.map((s) => JSON.stringify(s.state.value))))
    for (const panel of ['loading', 'ready', 'empty', 'confirmingDelete', 'deleting']) {
      expect([...ends].some((v) => v.includes(`"open":"${panel}"`)), panel).toBe(true)
    }
    const notices = new Set(walked.flatMap(({ path }) => path.steps.map((s) => (s.state.context as CartPanelContext).notice?.code)))
    expect(notices).toEqual(new Set([undefined, 'cart.deleted', 'cart.deleteFailed', 'cart.empty']))
  })

  it.each(pathCases(cartPanelPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(EFFECTS)
    const recorded = recordActions(ACTIONS)
    const { emitted } = await walkPath(cartPanelPlan, planned, {
      provide: (m) => m.provide({ actors: fakes.actors as never, actions: recorded.actions }),
      fakes,
      recorded,
      emitted: ['cart.notice'],
      each: ({ actual, expected, previous, started }) => {
        // what the panel renders is the model's
        expect(shown(actual.context as CartPanelContext)).toEqual(shown(expected.context as CartPanelContext))
        // the delete call gets the line the person confirmed
        if (started.includes('deleteLine')) {
          expect(fakes.callsOf('deleteLine').at(-1)!.input).toEqual({ cartId: (previous!.context as CartPanelContext).pendingDelete })
        }
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: CartNotice }).notice.code).toMatch(/^cart\.(deleted|deleteFailed|empty)$/)
    for (const params of recorded.paramsOf('logError')) expect(params).toMatchObject({ what: expect.stringMatching(/^load(Cart|Count)$/), error: expect.anything() })
  })
})

/** a member's panel with hand-settled effects */
function harness(options: { member?: boolean } = {}) {
  const fakes = fakeActors(EFFECTS)
  const recorded = recordActions(ACTIONS)
  const machine = cartPanelMachine.provide({
    guards: { hasMember: () => options.member ?? true },
    actors: fakes.actors as never,
    actions: recorded.actions,
  })
  const actor = createActor(machine)
  const notices: CartNotice[] = []
  actor.on('cart.notice', (e) => notices.push(e.notice))
  actor.start()
  /** the member opens the panel and the lines arrive (the count first, when given) */
  const openWith = async (lines: CartPanelLine[], countRead = false) => {
    if (countRead) fakes.resolve('loadCount')
    actor.send({ type: 'panel.open' })
    fakes.resolve('loadCart', lines)
    await flush()
  }
  return { actor, fakes, recorded, notices, openWith, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot() }
}

const cartLine = (cart_id: number, price: string, num: number, discount_price?: string): CartPanelLine => ({
  cart_id,
  sku_id: cart_id,
  site_id: 1,
  sku_name: 'x',
  sku_image: '',
  price,
  discount_price,
  num,
})

describe('cart panel machine: racing adds', () => {
  it('a newer change restarts the read: the older read is stopped (its signal aborted), the newest settles the count', async () => {
    const reads: Array<{ resolve: () => void; signal: AbortSignal }> = []
    const actor = createActor(
      cartPanelMachine.provide({
        guards: { hasMember: () => true },
        actors: { loadCount: fromPromise<void>(({ signal }) => new Promise<void>((resolve) => reads.push({ resolve, signal }))) },
      }),
    ).start()
    reads[0]!.resolve() // the count at login
    await flush()
    expect(actor.getSnapshot().matches({ loggedIn: { count: 'idle' } })).toBe(true)
    actor.send({ type: 'cart.changed' }) // add A settled: read #2
    actor.send({ type: 'cart.changed' }) // add B settled: read #3
    expect(reads).toHaveLength(3)
    expect(reads.map((r) => r.signal.aborted)).toEqual([false, true, false])
    reads[1]!.resolve() // the read between the adds answers late: its actor is gone
    await flush()
    expect(actor.getSnapshot().matches({ loggedIn: { count: 'loading' } })).toBe(true)
    reads[2]!.resolve() // the read after both adds: the server's true count
    await flush()
    expect(actor.getSnapshot().matches({ loggedIn: { count: 'idle' } })).toBe(true)
  })

  it('re-reads the count after a change that comes while a read is running', async () => {
    const h = harness()
    h.actor.send({ type: 'cart.changed' })
    h.actor.send({ type: 'cart.changed' })
    expect(h.fakes.callsOf('loadCount')).toHaveLength(3)
    h.fakes.resolve('loadCount')
    await flush()
    expect(h.state().matches({ loggedIn: { count: 'idle' } })).toBe(true)
  })
})

describe('cart panel machine: money in fen', () => {
  it('0.1 × 3 is 0.30 exactly (a float sum would give 0.30000000000000004)', () => {
    const lines = [cartLine(1, '0.10', 3)]
    expect(linesTotalFen(lines)).toBe(30)
    expect(formatFen(linesTotalFen(lines))).toBe('0.30')
    expect(0.1 * 3).not.toBe(0.3)
  })
  it('sums unit price × number over the lines, the discount price first', () => {
    const lines = [cartLine(1, '19.99', 3), cartLine(2, '100.00', 2, '88.80'), cartLine(3, '0.07', 10, '')]
    expect(linesTotalFen(lines)).toBe(5997 + 17760 + 70)
    expect(formatFen(linesTotalFen(lines))).toBe('238.27')
  })
  it('reads wire amounts exactly', () => {
    expect(toFen('12.5')).toBe(1250)
    expect(toFen('0.07')).toBe(7)
    expect(toFen(' 3 ')).toBe(300)
    expect(toFen(1.15)).toBe(115)
    expect(toFen('-2.50')).toBe(-250)
    for (const bad of ['', 'abc', '1.2.3', null, undefined, Number.NaN]) expect(toFen(bad)).toBe(0)
    expect(formatFen(0)).toBe('0.00')
    expect(formatFen(123456)).toBe('1234.56')
    expect(formatFen(-5)).toBe('-0.05')
    expect(sumFen([{ unitFen: 10, num: 3 }, { unitFen: 1250, num: 1 }])).toBe(1280)
  })
  it('keeps only the ids of the lines shown; the view totals those lines of the query', async () => {
    const h = harness()
    await h.openWith(TWO_LINES)
    expect(h.ctx().lineIds).toEqual([11, 12])
    expect(linesTotalFen(shownLines(TWO_LINES, h.ctx().lineIds))).toBe(30 + 1250)
    h.actor.send({ type: 'line.delete', cartId: 11 })
    h.actor.send({ type: 'delete.confirm' })
    h.fakes.resolve('deleteLine')
    await flush()
    // the query still holds the deleted line until its refetch: the panel drops it at once
    expect(h.ctx().lineIds).toEqual([12])
    expect(shownLines(TWO_LINES, h.ctx().lineIds).map((l) => l.cart_id)).toEqual([12])
    expect(linesTotalFen(shownLines(TWO_LINES, h.ctx().lineIds))).toBe(1250)
  })
  it('shows the lines in the order loaded, skipping ids the query no longer holds', () => {
    expect(shownLines(TWO_LINES, [12, 99, 11]).map((l) => l.cart_id)).toEqual([12, 11])
    expect(shownLines(undefined, [11])).toEqual([])
  })
})

describe('cart panel machine: the rules', () => {
  it('a visitor sees the login prompt; logging in with the panel open loads the cart', async () => {
    const h = harness({ member: false })
    expect(h.fakes.calls).toHaveLength(0)
    h.actor.send({ type: 'panel.open' })
    expect(h.state().matches({ loggedOut: 'open' })).toBe(true)
    h.actor.send({ type: 'session.login' })
    expect(h.state().matches({ loggedIn: { panel: { open: 'loading' }, count: 'loading' } })).toBe(true)
    expect(h.fakes.calls.map((c) => c.src).sort()).toEqual(['loadCart', 'loadCount'])
  })

  it('asks before deleting, deletes the confirmed line, says so and re-reads the count with the panel still open', async () => {
    const h = harness()
    await h.openWith(TWO_LINES, true)
    h.actor.send({ type: 'line.delete', cartId: 99 }) // not shown: nothing to ask
    expect(h.state().matches({ loggedIn: { panel: { open: 'ready' } } })).toBe(true)
    h.actor.send({ type: 'line.delete', cartId: 12 })
    expect(h.state().matches({ loggedIn: { panel: { open: 'confirmingDelete' } } })).toBe(true)
    expect(h.ctx().pendingDelete).toBe(12)
    h.actor.send({ type: 'delete.cancel' })
    expect(h.fakes.callsOf('deleteLine')).toHaveLength(0)
    h.actor.send({ type: 'line.delete', cartId: 12 })
    h.actor.send({ type: 'delete.confirm' })
    h.actor.send({ type: 'panel.close' }) // waits for the delete call
    expect(h.fakes.callsOf('deleteLine')[0]!.input).toEqual({ cartId: 12 })
    h.fakes.resolve('deleteLine')
    await flush()
    expect(h.notices.map((n) => n.code)).toEqual(['cart.deleted'])
    expect(h.ctx().notice).toMatchObject({ code: 'cart.deleted', id: 1 })
    expect(h.state().matches({ loggedIn: { panel: { open: 'ready' }, count: 'loading' } })).toBe(true)
    expect(h.fakes.callsOf('loadCount')).toHaveLength(2)
    h.fakes.resolve('loadCount')
    await flush()
    expect(h.state().matches({ loggedIn: { count: 'idle' } })).toBe(true)
  })

  it('a failed delete keeps the line and carries the server failure for the message', async () => {
    const h = harness()
    await h.openWith(TWO_LINES)
    h.actor.send({ type: 'line.delete', cartId: 11 })
    h.actor.send({ type: 'delete.confirm' })
    h.fakes.reject('deleteLine', DELETE_FAILURE)
    await flush()
    expect(h.ctx().lineIds).toEqual([11, 12])
    expect(h.notices).toEqual([{ code: 'cart.deleteFailed', cause: DELETE_FAILURE, id: 1 }])
    expect(h.ctx().pendingDelete).toBeNull()
    h.actor.send({ type: 'notice.dismiss' })
    expect(h.ctx().notice).toBeNull()
  })

  it('a load failure is logged and the list emptied', async () => {
    const h = harness()
    await h.openWith(TWO_LINES)
    h.actor.send({ type: 'cart.changed' })
    h.fakes.reject('loadCart', { errorCode: 'NETWORK_ERROR' })
    await flush()
    expect(h.recorded.paramsOf('logError')).toEqual([{ what: 'loadCart', error: { errorCode: 'NETWORK_ERROR' } }])
    expect(h.ctx().lineIds).toEqual([])
    expect(h.state().matches({ loggedIn: { panel: { open: 'empty' } } })).toBe(true)
  })

  it('checkout with an empty cart warns; with lines it goes to checkout and closes', async () => {
    const h = harness()
    await h.openWith([])
    h.actor.send({ type: 'panel.checkout' })
    h.actor.send({ type: 'panel.checkout' })
    expect(h.notices.map((n) => [n.code, n.id])).toEqual([
      ['cart.empty', 1],
      ['cart.empty', 2],
    ])
    expect(h.recorded.count('goCheckout')).toBe(0)
    h.actor.send({ type: 'cart.changed' }) // an add elsewhere: the open panel reloads
    h.fakes.resolve('loadCart', TWO_LINES)
    await flush()
    h.actor.send({ type: 'panel.checkout' })
    expect(h.recorded.count('goCheckout')).toBe(1)
    expect(h.state().matches({ loggedIn: { panel: 'closed' } })).toBe(true)
  })

  it('logging out forgets the lines and keeps the panel where it was', async () => {
    const h = harness()
    await h.openWith(TWO_LINES, true)
    h.actor.send({ type: 'session.logout' })
    expect(h.state().matches({ loggedOut: 'open' })).toBe(true)
    expect(h.ctx()).toMatchObject({ lineIds: [], pendingDelete: null, notice: null })
    h.actor.send({ type: 'cart.changed' })
    expect(h.fakes.callsOf('loadCount')).toHaveLength(1)
  })
})
