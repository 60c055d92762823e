import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { pathCases, walkPath } from '../test-kit/walk.ts'
import { countdownMachine } from './countdown.machine.ts'
import { countdownPlan } from './countdown.paths.ts'

// Model-based: every generated path (countdown.paths.ts: start with 2 s left; tick; reset to 0, 1
// or 3 s) walked on a real actor, the `after` tick driven by fake timers.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('countdown machine: generated paths', () => {
  it('covers the ticks down to done', () => {
    const paths = countdownPlan.walked()
    expect(paths.some(({ path }) => path.steps.some((s) => s.event.type.startsWith('xstate.after.')) && path.state.value === 'done')).toBe(true)
  })
  it.each(pathCases(countdownPlan))('%s', async (_, planned) => {
    await walkPath(countdownPlan, planned, {
      provide: (m) => m,
      // the seconds shown are the model's
      each: ({ actual, expected }) => expect(actual.context).toEqual(expected.context),
    })
  })
})

describe('countdown machine', () => {
  it('counts down to done and stops ticking', () => {
    const actor = createActor(countdownMachine, { input: { seconds: 3 } }).start()
    expect(actor.getSnapshot().matches('running')).toBe(true)
    vi.advanceTimersByTime(2000)
    expect(actor.getSnapshot().context.remaining).toBe(1)
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().value).toBe('done')
    vi.advanceTimersByTime(5000)
    expect(actor.getSnapshot().context.remaining).toBe(0)
  })
  it('starts done when the moment has passed or the input is unreadable', () => {
    expect(createActor(countdownMachine, { input: { seconds: -5 } }).start().getSnapshot().value).toBe('done')
    expect(createActor(countdownMachine, { input: { seconds: Number.NaN } }).start().getSnapshot().value).toBe('done')
  })
})
