import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { MAX_FAILURES, payStatusMachine, type PayStatusContext } from './pay-status.machine.ts'
import { NETWORK_FAILURE, payStatusPlan } from './pay-status.paths.ts'

// Model-based: every generated path (pay-status.paths.ts) walked on a real actor with a fake status
// check and fake timers; targeted tests below pin the 1 s rhythm and the stop after MAX_FAILURES.

const EFFECTS = ['checkStatus'] as const
const ACTIONS = ['announcePaid'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pay-status machine: generated paths', () => {
  it('reaches paid, closed and stalled', () => {
    const ends = new Set(payStatusPlan.walked().map(({ path }) => String(path.state.value)))
    for (const s of ['checking', 'waiting', 'stalled', 'paid', 'closed']) expect(ends.has(s), s).toBe(true)
  })

  it.each(pathCases(payStatusPlan))('%s', async (_, planned) => {
    const fakes = fakeActors(EFFECTS)
    const recorded = recordActions(ACTIONS)
    await walkPath(payStatusPlan, planned, {
      provide: (m) => m.provide({ actors: fakes.actors as never, actions: recorded.actions }),
      fakes,
      recorded,
      each: ({ actual, expected, started }) => {
        const a = actual.context as PayStatusContext
        expect(a.failures).toBe((expected.context as PayStatusContext).failures)
        // every check asks about this cashier's payment
        if (started.includes('checkStatus')) expect(fakes.callsOf('checkStatus').at(-1)!.input).toEqual({ outTradeNo: 'T202611230001' })
      },
    })
  })
})

function harness() {
  const fakes = fakeActors(EFFECTS)
  const recorded = recordActions(ACTIONS)
  const actor = createActor(payStatusMachine.provide({ actors: fakes.actors as never, actions: recorded.actions }), { input: { outTradeNo: 'T1' } }).start()
  return { fakes, recorded, actor }
}

describe('pay-status machine', () => {
  it('asks once a second until paid, then stops and announces it once', async () => {
    const { fakes, recorded, actor } = harness()
    expect(fakes.callsOf('checkStatus')).toHaveLength(1)
    fakes.resolve('checkStatus', { pay_status: 0 })
    await flush()
    vi.advanceTimersByTime(999)
    expect(fakes.callsOf('checkStatus')).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(fakes.callsOf('checkStatus')).toHaveLength(2)
    fakes.resolve('checkStatus', { pay_status: 2 })
    await flush()
    expect(actor.getSnapshot().value).toBe('paid')
    expect(recorded.paramsOf('announcePaid')).toHaveLength(1)
    vi.advanceTimersByTime(10_000)
    expect(fakes.callsOf('checkStatus')).toHaveLength(2)
  })

  it(`stalls after ${MAX_FAILURES} failures in a row and keeps the last error; retry starts again`, async () => {
    const { fakes, actor } = harness()
    for (let i = 0; i < MAX_FAILURES; i++) {
      fakes.reject('checkStatus', NETWORK_FAILURE)
      await flush()
      vi.advanceTimersByTime(1000)
    }
    expect(actor.getSnapshot().value).toBe('stalled')
    expect(actor.getSnapshot().context.error).toEqual(NETWORK_FAILURE)
    expect(fakes.callsOf('checkStatus')).toHaveLength(MAX_FAILURES)
    actor.send({ type: 'pay.retry' })
    expect(actor.getSnapshot().context.failures).toBe(0)
    expect(fakes.callsOf('checkStatus')).toHaveLength(MAX_FAILURES + 1)
  })

  it('a success between failures starts the count again', async () => {
    const { fakes, actor } = harness()
    fakes.reject('checkStatus', NETWORK_FAILURE)
    await flush()
    vi.advanceTimersByTime(1000)
    fakes.resolve('checkStatus', { pay_status: 0 })
    await flush()
    expect(actor.getSnapshot().context.failures).toBe(0)
    expect(actor.getSnapshot().value).toBe('waiting')
  })
})
