import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan } from '../test-kit/model.ts'
import { countdownMachine } from './countdown.machine.ts'

// The countdown's model: walked by countdown.machine.test.ts, printed by `npm run paths`.

/** the seconds left at the start */
export const START = 2

export const countdownPlan = defineMachinePlan({
  name: 'countdown',
  title: 'limited-time discount countdown',
  machine: countdownMachine,
  starts: [{ name: 'twoSeconds', words: `${START} s left`, input: { seconds: START } }],
  events: [
    { type: 'countdown.reset', seconds: 0 },
    { type: 'countdown.reset', seconds: 1 },
    { type: 'countdown.reset', seconds: 3 },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, remaining: (snapshot.context as { remaining: number }).remaining }),
  words: { 'countdown.reset': (e) => `another end time: ${String(e.seconds)} s left` },
  timers: { tick: 'a second passes' },
  scenarios: [
    { title: 'the discount runs out', steps: ['xstate.after.tick', 'xstate.after.tick'] },
    { title: 'the shop moves the end time while it runs', steps: ['xstate.after.tick', { type: 'countdown.reset', seconds: 3 }, { type: 'countdown.reset', seconds: 0 }] },
    { title: 'a new end time after it ran out', steps: [{ type: 'countdown.reset', seconds: 0 }, { type: 'countdown.reset', seconds: 1 }, 'xstate.after.tick'] },
  ],
  describeState: (snapshot) => `${String(snapshot.value)}, ${(snapshot.context as { remaining: number }).remaining} s left`,
})
