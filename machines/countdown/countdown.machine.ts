import { assign, setup } from 'xstate'

// A countdown to a moment given by the server: the view passes the seconds left (end time minus the
// server's timestamp, so a wrong browser clock does not matter) and shows `remaining`. The ticking
// lives here, not in a React effect (DESIGN: timers live in machines).

export interface CountdownContext {
  remaining: number
}

export type CountdownEvent = { type: 'countdown.reset'; seconds: number }

const whole = (seconds: number) => (Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0)

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as { seconds: number },
  },
  delays: {
    tick: 1000,
  },
  guards: {
    hasTimeLeft: ({ context }) => context.remaining > 0,
    isLastSecond: ({ context }) => context.remaining <= 1,
  },
  actions: {
    decrement: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    setRemaining: assign({ remaining: ({ event }) => whole(event.seconds) }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ remaining: whole(input.seconds) }),
  initial: 'checking',
  on: {
    'countdown.reset': { target: '.checking', actions: 'setRemaining' },
  },
  states: {
    checking: {
      always: [{ guard: 'hasTimeLeft', target: 'running' }, { target: 'done' }],
    },
    running: {
      after: {
        tick: [
          { guard: 'isLastSecond', target: 'done', actions: 'decrement' },
          { target: 'running', reenter: true, actions: 'decrement' },
        ],
      },
    },
    // not final: a new end time (another sku) may start it again
    done: {},
  },
})
