import { TestModel } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { countdownMachine } from './countdown.machine.ts'

// The countdown's test model: walked by countdown.machine.test.ts, printed by `npm run paths`.
// Ticks (xstate.after.*) are events of the model.

export const START = 2
export const countdownEventCases: Array<EventObject & Record<string, unknown>> = [
  { type: 'countdown.reset', seconds: 0 },
  { type: 'countdown.reset', seconds: 1 },
  { type: 'countdown.reset', seconds: 3 },
]

export const countdownModel = new TestModel(countdownMachine, {
  events: (snapshot: AnyMachineSnapshot) => {
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot))
    return [...countdownEventCases.filter((e) => handled.has(e.type)), ...[...handled].filter((t) => t.startsWith('xstate.after.')).map((type) => ({ type }))]
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, remaining: (snapshot.context as { remaining: number }).remaining }),
} as never)

/** simple paths (the graph is small): they include the ticks, not only the resets */
export const countdownPaths = () => countdownModel.getSimplePaths({ input: { seconds: START } } as never)

export function countdownTestPlan(): string[] {
  return countdownPaths().map((p, i) => `countdown #${i + 1} (from ${START} s): ${p.steps.slice(1).map((s) => (s.event.type.startsWith('xstate.after.') ? 'a second passes' : `${s.event.type.replace('countdown.', '')} to ${(s.event as { seconds?: number }).seconds} s`)).join(' → ') || 'start'} ⇒ ${JSON.stringify(p.state.value)}`)
}
