import { TestModel } from '@xstate/graph'
import { __unsafe_getAllOwnEventDescriptors, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'

// The machine test kit, model half (no test runner here: `npm run paths` imports it too).
// A machine's `<name>.paths.ts` describes its model once with `defineMachinePlan({...})`: the event
// cases, a state serialiser that keeps the graph finite, the starts, and plain words per event. From
// that the kit generates the paths the machine test walks (`walk.ts`) and the plan `npm run paths`
// prints (`plan.ts`). Effects finishing (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) and
// timers firing (`xstate.after.<delay>.<state>`) are events of the model, so one graph holds every
// outcome: put the done/error cases in `events`; the timers are added by the kit.
// The plan a person reads is the machine's `scenarios`: named paths ("log in, fail, log in by mobile
// code"), each from a start, none chaining unrelated flows; the kit proves they take every transition
// (and adds a short titled path for any they miss). A plan without scenarios falls back to the fewest
// generated paths that take every transition.

/** an event the model may send, with its payload */
export type EventCase = EventObject & Record<string, unknown>

export interface ModelStep {
  event: EventCase
  state: AnyMachineSnapshot
}
export interface ModelPath {
  /** the state the path ends in */
  state: AnyMachineSnapshot
  /** the first step is the machine starting (`xstate.init`) */
  steps: ModelStep[]
}

export interface Start {
  /** short key, e.g. 'withToken' */
  name: string
  /** the condition in plain words, e.g. 'token cookie present at start' ('' when there is one start) */
  words: string
  /** the machine for this start (e.g. with a guard provided); defaults to the plan's machine */
  machine?: AnyStateMachine
  input?: unknown
}

type Words = string | ((event: EventCase) => string)

/**
 * A step of a scenario: an event case, or its type as a string — the first case of that type in
 * `events` (so 'xstate.error.actor.fetchMember' is the first failure listed); a timer as
 * 'xstate.after.<delay>' (the kit finds the state's timer of that delay).
 */
export type ScenarioStep = string | EventCase

export interface Scenario {
  /** what a person would call it: 'log in, fail, log in by mobile code' */
  title: string
  /** the start's name; defaults to the first start */
  start?: string
  steps: ScenarioStep[]
}

export interface MachinePlanSpec {
  /** the folder name under machines/ */
  name: string
  /** what the machine drives, in plain words */
  title: string
  machine: AnyStateMachine
  /** defaults to one start with no input */
  starts?: Start[]
  events: EventCase[]
  /** the identity of a state in the graph: what matters of value + context, kept finite */
  serialize: (snapshot: AnyMachineSnapshot) => string
  /** events left out of the simple-path search (they only multiply interleavings) */
  leaveOutOfSimplePaths?: string[]
  /**
   * plain words per event type; a function gets the event case (payload). An effect's done/error type
   * here ('xstate.done.actor.loadHistory') replaces '… succeeds / fails', e.g. to say which answer it is
   */
  words: Record<string, Words>
  /** the effect (invoke id) as a noun phrase: 'loading the member record' → '… succeeds / fails' */
  effects?: Record<string, string>
  /** words per timer (delay name) → 'wait 120 s: the code cool-down ends'; defaults to 'wait <n> s' */
  timers?: Record<string, string>
  /** the state a path ends in, in words; defaults to the active leaf states */
  describeState?: (snapshot: AnyMachineSnapshot) => string
  /** the named paths the plan is made of (see the header); without them the plan is generated */
  scenarios?: Scenario[]
}

export interface PlannedPath {
  start: Start
  path: ModelPath
  /** a scenario's title */
  title?: string
}

export interface MachinePlan extends Required<Pick<MachinePlanSpec, 'name' | 'title' | 'machine'>> {
  spec: MachinePlanSpec
  starts: Start[]
  /** every path the machine test walks: the shortest path to every state, one path per graph edge, every simple path */
  walked(): PlannedPath[]
  /** the simple paths (no state twice), without the left-out events */
  simplePaths(): PlannedPath[]
  /** the spec's scenarios played on the model (empty when it has none) */
  scenarios(): PlannedPath[]
  /** a step (or a start) in plain words */
  describeEvent(event: EventCase): string
  describeState(snapshot: AnyMachineSnapshot): string
  /** one line per path: 'start condition: step → step ⇒ end state' */
  describePath(planned: PlannedPath): string
}

/** the event cases a state handles, plus its timers firing */
export function eventsIn(snapshot: AnyMachineSnapshot, cases: readonly EventCase[], leaveOut: ReadonlySet<string> = new Set()): EventCase[] {
  const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot))
  return [
    ...cases.filter((e) => handled.has(e.type) && !leaveOut.has(e.type)),
    ...[...handled].filter((type) => type.startsWith('xstate.after.') && !leaveOut.has(type)).map((type) => ({ type })),
  ]
}

/**
 * The @xstate/graph model. createTestModel() refuses machines with invoke/after, so the TestModel is
 * built by hand: in each state, the events that state handles, with their payload cases.
 */
export function buildModel(spec: MachinePlanSpec, start: Start, leaveOut: ReadonlySet<string> = new Set()) {
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>((start.machine ?? spec.machine) as never, {
    events: (snapshot: AnyMachineSnapshot) => eventsIn(snapshot, spec.events, leaveOut),
    serializeState: (snapshot: AnyMachineSnapshot) => spec.serialize(snapshot),
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => key === '*' || snapshot.matches(key as never),
    ...(start.input === undefined ? {} : { input: start.input }),
  } as never)
}

type Model = ReturnType<typeof buildModel>

const asPath = (p: { state: unknown; steps: Array<{ event: EventObject; state: unknown }> }): ModelPath => p as ModelPath

/** one path per edge of the graph: the shortest path to its source, then the edge */
export function edgePaths(model: Model, serialize: (s: AnyMachineSnapshot) => string): ModelPath[] {
  const toEvery = model.getShortestPaths({ allowDuplicatePaths: true }).map(asPath)
  const bySource = new Map(toEvery.map((p) => [serialize(p.state), p]))
  const out: ModelPath[] = []
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const head = bySource.get(source)
    if (!head) continue
    for (const { event, state } of Object.values(transitions) as ModelStep[]) {
      out.push({ state, steps: [...head.steps, { event, state }] })
    }
  }
  return out
}

/** the same start and the same event sequence once */
export function dedupe(paths: PlannedPath[]): PlannedPath[] {
  const seen = new Set<string>()
  return paths.filter(({ start, path }) => {
    const key = `${start.name}:${path.steps.map((s) => JSON.stringify(s.event)).join('>')}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const EFFECT = /^xstate\.(done|error)\.actor\.(.+)$/

/** `xstate.after.<delay>.<state id>` → the delay's name (or its ms as a string) */
export const delayName = (type: string) => type.split('.')[2] ?? ''

/** the delay of a timer event in ms, from the machine's named delays */
export function delayMs(machine: AnyStateMachine, type: string, snapshot?: AnyMachineSnapshot): number {
  const name = delayName(type)
  if (/^\d+$/.test(name)) return Number(name)
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') return Number(delay({ context: snapshot?.context, event: undefined }, undefined))
  throw new Error(`unknown delay ${name} in ${type}`)
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`)

/** the active leaf states of a (parallel) state value, as dotted paths */
export function leafStates(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafStates(v, prefix ? `${prefix}.${k}` : k))
}

function failureWords(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'error'
  const e = error as { errorCode?: unknown; message?: unknown }
  if (typeof e.errorCode === 'string') return e.errorCode
  if (typeof e.message === 'string' && e.message) return e.message
  return 'error'
}

export function defineMachinePlan(spec: MachinePlanSpec): MachinePlan {
  const starts = spec.starts ?? [{ name: 'start', words: '' }]
  const leaveOut = new Set(spec.leaveOutOfSimplePaths ?? [])
  let walkedCache: PlannedPath[] | undefined
  let simpleCache: PlannedPath[] | undefined

  const simplePaths = () =>
    (simpleCache ??= dedupe(starts.flatMap((start) => buildModel(spec, start, leaveOut).getSimplePaths().map((p) => ({ start, path: asPath(p) })))))

  let scenarioCache: PlannedPath[] | undefined
  const scenarios = () => (scenarioCache ??= (spec.scenarios ?? []).map((scenario) => playScenario(spec, starts, scenario)))

  // the scenarios first: the machine test walks each of them under its title
  const walked = () =>
    (walkedCache ??= dedupe(
      scenarios().concat(
        starts.flatMap((start) => {
          const model = buildModel(spec, start)
          return [...model.getShortestPaths().map(asPath), ...edgePaths(model, spec.serialize)].map((path) => ({ start, path }))
        }),
        simplePaths(),
      ),
    ))

  const describeEvent = (event: EventCase): string => {
    const effect = EFFECT.exec(event.type)
    const own = effect ? spec.words[event.type] : undefined
    if (own !== undefined) return typeof own === 'function' ? own(event) : own
    if (effect) {
      const what = spec.effects?.[effect[2]!] ?? effect[2]!
      return effect[1] === 'done' ? `${what} succeeds` : `${what} fails (${failureWords(event.error)})`
    }
    if (event.type.startsWith('xstate.after.')) {
      const name = delayName(event.type)
      return spec.timers?.[name] ?? `wait ${seconds(delayMs(spec.machine, event.type))}`
    }
    const words = spec.words[event.type]
    if (typeof words === 'function') return words(event)
    return words ?? event.type
  }

  const describeState = spec.describeState ?? ((snapshot: AnyMachineSnapshot) => leafStates(snapshot.value).join(' + '))

  return {
    name: spec.name,
    title: spec.title,
    machine: spec.machine,
    spec,
    starts,
    walked,
    simplePaths,
    scenarios,
    describeEvent,
    describeState,
    describePath: ({ start, path, title }) => {
      const events = path.steps.slice(1).map((s) => describeEvent(s.event))
      const begin = start.words ? `(${start.words}) ` : ''
      return `${title ? `${title}: ` : ''}${begin}${events.length ? events.join(' → ') : 'start'} ⇒ ${describeState(path.state)}`
    },
  }
}

/** a scenario step as the event case the state before it handles */
function scenarioEvent(spec: MachinePlanSpec, snapshot: AnyMachineSnapshot, step: ScenarioStep): EventCase {
  if (typeof step !== 'string') return step
  if (step.startsWith('xstate.after.')) {
    const timer = __unsafe_getAllOwnEventDescriptors(snapshot).find((type) => type.startsWith(`${step}.`))
    return { type: timer ?? step }
  }
  return spec.events.find((e) => e.type === step) ?? { type: step }
}

/** plays a scenario on the model (pure transitions); a step the state does not handle, or whose guards all refuse it, is an error */
export function playScenario(spec: MachinePlanSpec, starts: readonly Start[], scenario: Scenario): PlannedPath {
  const start = scenario.start === undefined ? starts[0] : starts.find((s) => s.name === scenario.start)
  if (!start) throw new Error(`${spec.name}: scenario "${scenario.title}" names an unknown start ${String(scenario.start)}`)
  const machine = start.machine ?? spec.machine
  let [state] = initialTransition(machine, start.input as never) as [AnyMachineSnapshot, unknown]
  const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state }]
  for (const [i, step] of scenario.steps.entries()) {
    const event = scenarioEvent(spec, state, step)
    if (!__unsafe_getAllOwnEventDescriptors(state).includes(event.type)) {
      throw new Error(`${spec.name}: scenario "${scenario.title}" step ${i + 1} (${event.type}) is not handled in ${leafStates(state.value).join(' + ')}`)
    }
    // a step whose every guard says no does nothing: the title would promise what the walk never does
    if (!machine.getTransitionData(state, event).length) {
      throw new Error(`${spec.name}: scenario "${scenario.title}" step ${i + 1} (${event.type}) does nothing in ${leafStates(state.value).join(' + ')} (its guards refuse it)`)
    }
    ;[state] = transition(machine, state, event) as [AnyMachineSnapshot, unknown]
    steps.push({ event, state })
  }
  return { start, path: { state, steps }, title: scenario.title }
}
