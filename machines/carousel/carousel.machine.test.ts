import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TestModel } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, createActor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { carouselMachine } from './carousel.machine.ts'

// Model-based: every shortest path over three slides (next, prev, go, pause, resume, the autoplay
// tick, a changed slide count) walked on a real actor with fake timers.

const eventCases: Array<EventObject & Record<string, unknown>> = [
  { type: 'carousel.next' },
  { type: 'carousel.prev' },
  { type: 'carousel.go', index: 2 },
  { type: 'carousel.pause' },
  { type: 'carousel.resume' },
  { type: 'carousel.setCount', count: 1 },
  { type: 'carousel.setCount', count: 3 },
]

const model = new TestModel(carouselMachine, {
  events: (snapshot: AnyMachineSnapshot) => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot))
    return [...eventCases.filter((e) => handled.has(e.type)), ...[...handled].filter((t) => t.startsWith('xstate.after.')).map((type) => ({ type }))]
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
} as never)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('carousel machine paths', () => {
  const paths = model.getShortestPaths({ input: { count: 3 } } as never)
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
