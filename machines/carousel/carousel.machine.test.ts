import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { __unsafe_getAllOwnEventDescriptors, createActor } from 'xstate'
import { carouselMachine } from './carousel.machine.ts'
import { carouselPaths } from './carousel.paths.ts'

// Model-based: every shortest path over three slides (next, prev, go, pause, resume, the autoplay
// tick, a changed slide count) walked on a real actor with fake timers.


beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('carousel machine paths', () => {
  const paths = carouselPaths()
  it('reaches every slide paused and a single-slide carousel', () => {
    const reached = paths.map((p) => JSON.stringify([p.state.value, p.state.context]))
    for (const index of [1, 2]) expect(reached).toContain(JSON.stringify(['paused', { index, count: 3 }]))
    expect(reached).toContain(JSON.stringify(['playing', { index: 0, count: 1 }]))
  })
  for (const path of paths) {
    it(path.description, () => {
      const actor = createActor(carouselMachine, { input: { count: 3 } }).start()
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(5000)
        else if ((step.event.type as string) !== 'xstate.init') actor.send(step.event as never)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
        expect(actor.getSnapshot().context).toEqual(step.state.context)
      }
      actor.stop()
    })
  }
})

describe('carousel machine', () => {
  it('autoplays, pauses on hover and wraps around', () => {
    const actor = createActor(carouselMachine, { input: { count: 3 } }).start()
    vi.advanceTimersByTime(5000)
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'carousel.pause' })
    vi.advanceTimersByTime(20000)
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'carousel.resume' })
    vi.advanceTimersByTime(10000)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'carousel.prev' })
    expect(actor.getSnapshot().context.index).toBe(2)
  })
  it('a single slide does not move', () => {
    const actor = createActor(carouselMachine, { input: { count: 1 } }).start()
    vi.advanceTimersByTime(15000)
    expect(actor.getSnapshot().context.index).toBe(0)
  })
})
