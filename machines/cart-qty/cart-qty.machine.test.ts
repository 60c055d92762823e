import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { planReport } from '../test-kit/plan.ts'
import { cartQtyMachine, SAVE_DELAY, type CartQtyContext } from './cart-qty.machine.ts'
import { cartQtyPlan, SAVE_FAILURE } from './cart-qty.paths.ts'

// Model-based: every generated path and scenario (cart-qty.paths.ts) walked on a real actor with a
// fake save, the pause driven by fake timers; then the debounce rules by hand. The clock is moved, never waited.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('cart quantity machine: generated paths', () => {
  it('its scenarios take every transition', () => {
    const report = planReport(cartQtyPlan)
    expect(report.extras).toEqual([])
    expect(report.neverTaken).toEqual([])
  })
  it.each(pathCases(cartQtyPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(['saveQty'] as const)
    const recorded = recordActions(['reportFailure'] as const)
    await walkPath(cartQtyPlan, planned, {
      provide: (m) => m.provide({ actors: fakes.actors as never, actions: recorded.actions }),
      fakes,
      recorded,
      each: ({ actual, expected, started, previous }) => {
        expect(actual.context).toEqual(expected.context)
        // the save gets the draft shown when the pause ended
        if (started.includes('saveQty')) expect(fakes.callsOf('saveQty').at(-1)!.input).toEqual({ num: (previous!.context as CartQtyContext).draft })
      },
    })
  })
})

/** a quantity edit with a fake save */
function start() {
  const fakes = fakeActors(['saveQty'] as const)
  const recorded = recordActions(['reportFailure'] as const)
  const actor = createActor(cartQtyMachine.provide({ actors: fakes.actors as never, actions: recorded.actions })).start()
  return { actor, fakes, recorded, draft: () => actor.getSnapshot().context.draft }
}

describe('cart quantity machine: the debounce', () => {
  it('a run of clicks closer than the pause is one save, SAVE_DELAY after the last', async () => {
    const h = start()
    for (const num of [3, 4, 5]) {
      h.actor.send({ type: 'qty.change', num, serverNum: 2 })
      await vi.advanceTimersByTimeAsync(SAVE_DELAY - 1)
    }
    expect(h.fakes.calls).toHaveLength(0)
    expect(h.draft()).toBe(5)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.fakes.callsOf('saveQty').map((c) => c.input)).toEqual([{ num: 5 }])
    h.fakes.resolve('saveQty')
    await flush()
    expect(h.draft()).toBeNull()
    expect(h.actor.getSnapshot().value).toBe('following')
  })

  it('a failed save is reported and the draft dropped', async () => {
    const h = start()
    h.actor.send({ type: 'qty.change', num: 9, serverNum: 2 })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY)
    h.fakes.reject('saveQty', SAVE_FAILURE)
    await flush()
    expect(h.recorded.paramsOf('reportFailure')).toEqual([{ error: SAVE_FAILURE }])
    expect(h.draft()).toBeNull()
  })

  it('the server’s number again before the pause saves nothing', async () => {
    const h = start()
    h.actor.send({ type: 'qty.change', num: 3, serverNum: 2 })
    h.actor.send({ type: 'qty.change', num: 2, serverNum: 2 })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY * 3)
    expect(h.fakes.calls).toHaveLength(0)
    expect(h.draft()).toBeNull()
  })

  it('a shopper who goes back to the old number while a save is on its way gets the old number saved, not the one on its way', async () => {
    const h = start()
    h.actor.send({ type: 'qty.change', num: 9, serverNum: 2 })
    await vi.advanceTimersByTimeAsync(SAVE_DELAY)
    // the save of 9 is sent; before it is answered the shopper types 5, then 2 again (the server's number is still 2)
    h.actor.send({ type: 'qty.change', num: 5, serverNum: 2 })
    h.actor.send({ type: 'qty.change', num: 2, serverNum: 2 })
    expect(h.draft()).toBe(2)
    await vi.advanceTimersByTimeAsync(SAVE_DELAY)
    expect(h.fakes.callsOf('saveQty').map((c) => c.input)).toEqual([{ num: 9 }, { num: 2 }])
    h.fakes.resolve('saveQty')
    await flush()
    expect(h.draft()).toBeNull()
  })
})
