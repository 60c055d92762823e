import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { pathCases, walkPath } from '../test-kit/walk.ts'
import { carouselMachine } from './carousel.machine.ts'
import { carouselPlan } from './carousel.paths.ts'

// Model-based: every generated path over three slides (next, prev, go, pause, resume, the autoplay
// tick, a changed slide count) walked on a real actor with fake timers.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('carousel machine: generated paths', () => {
  it('reaches every slide paused and a single-slide carousel', () => {
    const reached = carouselPlan.walked().map(({ path }) => JSON.stringify([path.state.value, path.state.context]))
    for (const index of [1, 2]) expect(reached).toContain(JSON.stringify(['paused', { index, count: 3 }]))
    expect(reached).toContain(JSON.stringify(['playing', { index: 0, count: 1 }]))
  })
  it.each(pathCases(carouselPlan))('%s', async (_, planned) => {
    await walkPath(carouselPlan, planned, { provide: (m) => m })
  })
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
