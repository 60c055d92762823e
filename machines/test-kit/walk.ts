import { expect, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, initialTransition, transition, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate'
import { delayMs, type EventCase, type MachinePlan, type PlannedPath } from './model.ts'

// The machine test kit, test half (imports vitest). Fake effects that record their calls and settle
// on demand, and a walker that plays a generated path on a real actor and checks every step against
// the model. Call `vi.useFakeTimers()` in the test file: timers firing in the model advance the
// fake clock.

export interface EffectCall {
  /** the implementation name (src) */
  src: string
  /** the invoke id: what `xstate.done.actor.<id>` names */
  id: string
  input: unknown
}

/**
 * Promise actors for `machine.provide({ actors })`: each call is recorded and waits until the test
 * settles it by invoke id (`resolve('loadCart', lines)`, `reject('loadCart', failure)`).
 */
export function fakeActors<const N extends string>(names: readonly N[]) {
  const calls: EffectCall[] = []
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  const fake = (src: string) =>
    fromPromise(({ input, self }: { input: unknown; self: AnyActorRef }) => {
      calls.push({ src, id: self.id, input })
      return new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))
    })
  const settle = (id: string, how: 'resolve' | 'reject', value: unknown) => {
    const waiting = pending.get(id)
    if (!waiting) throw new Error(`the effect ${id} is not running`)
    pending.delete(id)
    waiting[how](value)
  }
  return {
    actors: Object.fromEntries(names.map((src) => [src, fake(src)])) as Record<N, ReturnType<typeof fake>>,
    calls,
    pending,
    /** the calls of one effect */
    callsOf: (src: N) => calls.filter((c) => c.src === src),
    resolve: (id: string, output?: unknown) => settle(id, 'resolve', output),
    reject: (id: string, error: unknown) => settle(id, 'reject', error),
  }
}
/**
 * A callback actor standing for a live connection (the chat's and the agent console's socket): each
 * start is recorded as a call and opens a socket the test can look at — the input it was started with,
 * the pings the machine sent it (`{ type: 'socket.ping' }`), whether the machine closed it.
 */
export function fakeSocket<I = undefined>(calls: EffectCall[]) {
  const sockets: Array<{ input: I; pings: number; closed: boolean }> = []
  const actor = fromCallback<{ type: string }, I>(({ input, receive, self }) => {
    calls.push({ src: 'socket', id: self.id, input })
    const socket = { input, pings: 0, closed: false }
    sockets.push(socket)
    receive((command) => {
      if (command.type === 'socket.ping') socket.pings += 1
    })
    return () => {
      socket.closed = true
    }
  })
  return { actor, sockets }
}
/** what the walker needs of the fakes */
export interface FakeActors {
  calls: EffectCall[]
  resolve: (id: string, output?: unknown) => void
  reject: (id: string, error: unknown) => void
}

/** actions for `machine.provide({ actions })` that record each run with its params */
export function recordActions<const N extends string>(names: readonly N[]) {
  const calls: Array<{ name: N; params: unknown }> = []
  return {
    actions: Object.fromEntries(names.map((name) => [name, (_: unknown, params: unknown) => void calls.push({ name, params })])) as Record<N, () => void>,
    names: names as readonly string[],
    calls,
    count: (name: string) => calls.filter((c) => c.name === name).length,
    paramsOf: (name: N) => calls.filter((c) => c.name === name).map((c) => c.params),
  }
}
/** what the walker needs of the recorded actions */
export interface RecordedActions {
  names: readonly string[]
  calls: Array<{ name: string; params: unknown }>
  count: (name: string) => number
}

/** lets settled promises and the actor's reactions run */
export async function flush() {
  for (let i = 0; i < 8; i++) await Promise.resolve()
}

const invokedIds = (snapshot: AnyMachineSnapshot) => Object.keys(snapshot.children).sort()

/** the actions the model runs on a step (a pure transition from the model's previous state) */
function modelActions(machine: AnyStateMachine, previous: AnyMachineSnapshot | null, event: EventCase, input: unknown) {
  const [, actions] = previous ? transition(machine, previous, event) : initialTransition(machine, input as never)
  return actions as Array<{ type: string; params?: unknown }>
}

export interface StepCheck {
  index: number
  event: EventCase
  /** the model's state before and after the step */
  previous: AnyMachineSnapshot | null
  expected: AnyMachineSnapshot
  actual: AnyMachineSnapshot
  /** the effects (invoke ids) the model started on this step */
  started: string[]
  /** the named actions the model ran on this step (in order) */
  actions: string[]
}

export interface WalkOptions {
  /** the start's machine with the fakes provided */
  provide: (machine: AnyStateMachine) => AnyStateMachine
  fakes?: FakeActors
  /** recorded actions: after each step each ran as often as in the model */
  recorded?: RecordedActions
  /** extra checks after each step */
  each?: (step: StepCheck) => void
  /** event types the actor emits: collected into `emitted`, as many as the model emits */
  emitted?: string[]
}

/**
 * Plays a generated path on a real actor: sends the events, settles the fakes for effect
 * done/error events, advances the fake clock for timers. After each step: the actor's serialised
 * state and running effects equal the model's; each effect the model started was called once; each
 * recorded action ran and each event was emitted as often as in the model.
 */
export async function walkPath(plan: MachinePlan, { start, path }: PlannedPath, options: WalkOptions) {
  const machine = options.provide(start.machine ?? plan.machine)
  const actor = createActor(machine, start.input === undefined ? {} : { input: start.input })
  const emitted: EventCase[] = []
  for (const type of options.emitted ?? []) actor.on(type, (e: EventCase) => void emitted.push(e))
  actor.start()
  await flush()
  let previous: AnyMachineSnapshot | null = null
  let startedSoFar = 0
  let emittedSoFar = 0
  const ranSoFar = new Map<string, number>()
  for (const [index, step] of path.steps.entries()) {
    const { event } = step
    const expected = step.state
    if (index > 0) {
      const effect = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
      if (effect) {
        if (!options.fakes) throw new Error(`${event.type} needs fakes`)
        if (effect[1] === 'done') options.fakes.resolve(effect[2]!, event.output)
        else options.fakes.reject(effect[2]!, event.error)
      } else if (event.type.startsWith('xstate.after.')) {
        await vi.advanceTimersByTimeAsync(delayMs(machine, event.type, previous ?? undefined))
      } else {
        actor.send(event)
      }
      await flush()
    }
    const actual = actor.getSnapshot() as AnyMachineSnapshot
    const where = `step ${index} (${event.type})`
    expect(plan.spec.serialize(actual), where).toBe(plan.spec.serialize(expected))
    expect(invokedIds(actual), `${where}: effects running`).toEqual(invokedIds(expected))
    const ran = modelActions(machine, previous, event, start.input)
    const started = ran.filter((a) => a.type === 'xstate.spawnChild').map((a) => (a.params as { id: string }).id)
    startedSoFar += started.length
    if (options.fakes) expect(options.fakes.calls.length, `${where}: effects called`).toBe(startedSoFar)
    emittedSoFar += ran.filter((a) => a.type === 'xstate.emit' && options.emitted?.includes((a.params as { event: EventCase }).event.type)).length
    if (options.emitted) expect(emitted.length, `${where}: events emitted`).toBe(emittedSoFar)
    const actions = ran.map((a) => a.type).filter((type) => !type.startsWith('xstate.'))
    for (const name of actions) ranSoFar.set(name, (ranSoFar.get(name) ?? 0) + 1)
    if (options.recorded) {
      for (const name of new Set(options.recorded.calls.map((c) => c.name).concat([...ranSoFar.keys()].filter((n) => options.recorded!.names.includes(n))))) {
        expect(options.recorded.count(name), `${where}: ${name} ran`).toBe(ranSoFar.get(name) ?? 0)
      }
    }
    options.each?.({ index, event, previous, expected, actual, started, actions })
    previous = expected
  }
  actor.stop()
  return { emitted }
}

/** the `it.each` rows for a plan: a readable name per walked path */
export function pathCases(plan: MachinePlan): Array<[string, PlannedPath]> {
  return plan.walked().map((planned, i) => [`${i + 1} ${plan.describePath(planned)}`, planned])
}
