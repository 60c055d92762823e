import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { defineMachinePlan } from './model.ts'
import { definitionTransitions, greedyCover, markdownPlan, mermaidDiagram, pathTransitions, planReport, renderPlan, siblingPlans } from './plan.ts'

const keys = (...k: string[]) => new Set(k)

describe('greedyCover', () => {
  it('takes the item with the most new keys first and stops when all are taken', () => {
    const items = [keys('a', 'b'), keys('b', 'c', 'd'), keys('d'), keys('a', 'e'), keys()]
    const chosen = greedyCover(items, (s) => s)
    expect(chosen).toEqual([keys('b', 'c', 'd'), keys('a', 'e')])
  })
  it('prefers the shorter item on a tie', () => {
    const items = [{ k: keys('a'), len: 5 }, { k: keys('a'), len: 2 }]
    expect(greedyCover(items, (i) => i.k, (i) => i.len)).toEqual([items[1]])
  })
  it('returns nothing for nothing to cover', () => {
    expect(greedyCover([keys(), keys()], (s) => s)).toEqual([])
  })
})

// a small machine with a guard, an eventless choice, a nested and a parallel state
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } | { type: 'ring' } },
  guards: { unlocked: ({ context }) => !context.locked },
  actions: { beep: () => {} },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'checking',
  on: { ring: { actions: 'beep' } },
  states: {
    checking: { always: [{ guard: 'unlocked', target: 'closed' }, { target: 'gone' }] },
    closed: { on: { open: { guard: 'unlocked', target: 'opened.light' }, lock: 'gone' } },
    opened: {
      type: 'parallel',
      on: { close: 'closed' },
      states: { light: { initial: 'on', states: { on: {} } }, fan: { initial: 'off', states: { off: {} } } },
    },
    gone: { type: 'final' },
  },
})
const doorPlan = defineMachinePlan({
  name: 'door',
  title: 'a door',
  machine: door,
  events: [{ type: 'open' }, { type: 'close' }, { type: 'lock' }, { type: 'ring' }],
  serialize: (s) => JSON.stringify(s.value),
  words: { open: 'open the door', close: 'close it', lock: 'lock it', ring: 'ring the bell' },
})

describe('mermaidDiagram', () => {
  it('draws states, nesting, parallel regions, guards, eventless and any-state transitions', () => {
    const text = mermaidDiagram(doorPlan)
    expect(text.split('\n')[0]).toBe('stateDiagram-v2')
    expect(text).toContain('  [*] --> door_checking')
    expect(text).toContain('door_checking --> door_closed : always [unlocked]')
    expect(text).toContain('door_checking --> door_gone : always')
    expect(text).toContain('door_closed --> door_opened_light : open [unlocked]')
    expect(text).toContain('door_opened --> door_closed : close')
    expect(text).toContain('door_gone --> [*]')
    expect(text).toContain('state "opened" as door_opened {')
    expect(text).toMatch(/state "light" as door_opened_light \{[\s\S]*\n {4}--\n[\s\S]*state "fan" as door_opened_fan/)
    expect(text).toContain('in any state: ring (stays)')
  })
})

describe('the plan', () => {
  it('lists every transition of the definition', () => {
    expect(definitionTransitions(door)).toEqual([
      'door —ring→ (stays)',
      'door.checking —always [unlocked]→ door.closed',
      'door.checking —always→ door.gone',
      'door.closed —open [unlocked]→ door.opened.light',
      'door.closed —lock→ door.gone',
      'door.opened —close→ door.closed',
    ])
  })
  it('finds the transitions a path takes, eventless ones included', () => {
    const open = doorPlan.walked().find(({ path }) => path.steps.map((s) => s.event.type).join() === 'xstate.init,open,close')!
    expect([...pathTransitions(doorPlan, open)].sort()).toEqual([
      'door.checking —always [unlocked]→ door.closed',
      'door.closed —open [unlocked]→ door.opened.light',
      'door.opened —close→ door.closed',
    ])
  })
  it('covers every reachable transition with few paths and says which are never taken', () => {
    const report = planReport(doorPlan)
    // locked at the start is not reachable: the eventless branch to gone is never taken
    expect(report.neverTaken).toEqual(['door.checking —always→ door.gone'])
    expect(report.taken).toHaveLength(5)
    expect(report.cover.length).toBeLessThanOrEqual(2)
    const generated = planReport(doorPlan, { counts: true })
    expect(generated.cover.length).toBeLessThanOrEqual(generated.simplePathCount!)
  })
  it('prints the steps in plain words, the counts and the diagram; every path on request', () => {
    const text = renderPlan(doorPlan)
    expect(text).toMatch(/^## door — a door\n\n(1 generated path takes|\d generated paths take) 5 of the 6 transitions \(this machine has no named scenarios yet\)\. \d+ simple paths? in all; the machine test walks \d+ paths\./)
    expect(text).toContain('open the door')
    expect(text).toContain('```mermaid\nstateDiagram-v2')
    expect(text).not.toContain('every walked path')
    expect(renderPlan(doorPlan, { all: true })).toContain(`### every walked path (${doorPlan.walked().length})`)
  })
})

describe('scenarios', () => {
  const named = defineMachinePlan({
    ...doorPlan.spec,
    scenarios: [{ title: 'open the door and close it', steps: ['open', 'close'] }],
  })
  it('plays each scenario on the model under its title', () => {
    const [open] = named.scenarios()
    expect(open!.title).toBe('open the door and close it')
    expect(open!.path.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'open', 'close'])
    expect(named.describePath(open!)).toBe('open the door and close it: open the door → close it ⇒ closed')
    expect(named.walked()[0]).toBe(open)
  })
  it('adds a short titled path for each transition the scenarios miss', () => {
    const report = planReport(named)
    expect(report.scenarios).toHaveLength(1)
    expect(report.extras.map((p) => p.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^also: (lock it|ring the bell) \(in /)]))
    expect(report.taken).toHaveLength(5)
    expect(renderPlan(named)).toMatch(/^## door — a door\n\n1 scenario and 2 extra paths take 5 of the 6 transitions\./)
  })
  it("words for an effect's answer replace '… succeeds / fails'", () => {
    const knock = setup({ actors: { ask: fromPromise<string>(async () => 'yes') } }).createMachine({
      initial: 'asking',
      states: { asking: { invoke: { id: 'ask', src: 'ask', onDone: 'answered', onError: 'answered' } }, answered: {} },
    })
    const plan = defineMachinePlan({
      name: 'knock',
      title: 'a knock',
      machine: knock,
      events: [],
      serialize: (s) => JSON.stringify(s.value),
      effects: { ask: 'asking who is there' },
      words: { 'xstate.done.actor.ask': (e) => `they answer ${String(e.output)}` },
    })
    expect(plan.describeEvent({ type: 'xstate.done.actor.ask', output: 'me' })).toBe('they answer me')
    expect(plan.describeEvent({ type: 'xstate.error.actor.ask', error: { errorCode: 'NETWORK_ERROR' } })).toBe('asking who is there fails (NETWORK_ERROR)')
  })
  it("leaves the transitions a sibling plan of the machine takes to it, by name", () => {
    const opening = defineMachinePlan({ ...doorPlan.spec, name: 'door-open', scenarios: [{ title: 'open and close', steps: ['open', 'close'] }] })
    const locking = defineMachinePlan({ ...doorPlan.spec, name: 'door-lock', scenarios: [{ title: 'lock it', steps: ['lock'] }] })
    // door-open's own extras take the bell and the lock: nothing is left to its sibling
    expect(markdownPlan(opening, siblingPlans(opening, [opening, locking]))).not.toContain("The machine's other plan")
    const bellOnly = defineMachinePlan({ ...doorPlan.spec, name: 'door-bell', events: [{ type: 'ring' }], scenarios: [{ title: 'ring', steps: ['ring'] }] })
    const page = markdownPlan(bellOnly, siblingPlans(bellOnly, [bellOnly, opening, locking]))
    expect(page).toContain("1 scenario takes 2 of the 6 transitions. The machine's other plans, [door-lock](door-lock.md) and [door-open](door-open.md), take 3 more.")
    expect(page).toContain('Never taken: `door.checking —always→ door.gone`')
    expect(renderPlan(bellOnly, { siblings: [opening, locking] })).toContain('Never taken (check the event cases and scenarios): door.checking —always→ door.gone')
  })
  it('refuses a step the state does not handle', () => {
    const bad = defineMachinePlan({ ...doorPlan.spec, scenarios: [{ title: 'close a closed door', steps: ['close'] }] })
    expect(() => bad.scenarios()).toThrow(/scenario "close a closed door" step 1 \(close\) is not handled in closed/)
  })
  it('refuses a step whose guards all say no', () => {
    const locked = setup({ guards: { hasKey: () => false } }).createMachine({ initial: 'shut', states: { shut: { on: { open: { guard: 'hasKey', target: 'opened' } } }, opened: {} } })
    const plan = defineMachinePlan({ name: 'gate', title: 'a gate', machine: locked, events: [{ type: 'open' }], serialize: (s) => JSON.stringify(s.value), words: {}, scenarios: [{ title: 'open without the key', steps: ['open'] }] })
    expect(() => plan.scenarios()).toThrow(/scenario "open without the key" step 1 \(open\) does nothing in shut \(its guards refuse it\)/)
  })
})
