import { TestModel } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { carouselMachine } from './carousel.machine.ts'

// The carousel's test model: walked by carousel.machine.test.ts, printed by `npm run paths`.
// Autoplay ticks (xstate.after.*) are events of the model.

export const CAROUSEL_INPUT = { count: 3 }

export const carouselEventCases: Array<EventObject & Record<string, unknown>> = [
  { type: 'carousel.next' },
  { type: 'carousel.prev' },
  { type: 'carousel.go', index: 2 },
  { type: 'carousel.pause' },
  { type: 'carousel.resume' },
  { type: 'carousel.setCount', count: 1 },
  { type: 'carousel.setCount', count: 3 },
]

export const carouselModel = new TestModel(carouselMachine, {
  events: (snapshot: AnyMachineSnapshot) => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot))
    return [...carouselEventCases.filter((e) => handled.has(e.type)), ...[...handled].filter((t) => t.startsWith('xstate.after.')).map((type) => ({ type }))]
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
} as never)

export const carouselPaths = () => carouselModel.getShortestPaths({ input: CAROUSEL_INPUT } as never)

export function carouselTestPlan(): string[] {
  return carouselPaths().map((p, i) => `carousel #${i + 1}: ${p.steps.slice(1).map((s) => s.event.type.replace('carousel.', '')).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.state.value)} ${JSON.stringify(p.state.context)}`)
}
