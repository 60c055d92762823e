import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { __unsafe_getAllOwnEventDescriptors, createActor } from 'xstate'
import { countdownMachine } from './countdown.machine.ts'
import { countdownPaths, START } from './countdown.paths.ts'

// Model-based: every shortest path of the machine (start with 2 s left; tick; reset to 0, 1 or 3 s)
// is walked on a real actor, the `after` tick driven by fake timers.


beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('countdown machine paths', () => {
  const paths = countdownPaths()
  it('covers the ticks down to done', () => {
    expect(paths.some((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after.')) && p.state.value === 'done')).toBe(true)
  })
  for (const path of paths) {
    it(path.description, () => {
      const actor = createActor(countdownMachine, { input: { seconds: START } }).start()
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(1000)
        else if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
        const expected = step.state
        const got = actor.getSnapshot()
        expect(got.value).toEqual(expected.value)
        expect(got.context).toEqual(expected.context)
      }
      actor.stop()
    })
  }
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
