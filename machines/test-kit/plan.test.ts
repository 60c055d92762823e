import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { countdownPlan } from '../countdown/countdown.paths.ts'
import { defineMachinePlan } from './model.ts'
import { definitionTransitions, greedyCover, mermaidDiagram, pathTransitions, planReport, renderPlan } from './plan.ts'

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
    const countdown = planReport(countdownPlan)
    expect(countdown.neverTaken).toEqual([])
    expect(countdown.cover.length).toBeLessThan(countdown.simplePathCount)
  })
  it('prints the steps in plain words, the counts and the diagram; every path on request', () => {
    const text = renderPlan(doorPlan)
    expect(text).toMatch(/^## door — a door\n\n\d+ paths take all 5 transitions; \d+ simple paths in all; the machine test walks \d+ paths\./)
    expect(text).toContain('open the door')
    expect(text).toContain('```mermaid\nstateDiagram-v2')
    expect(text).not.toContain('every walked path')
    expect(renderPlan(doorPlan, { all: true })).toContain(`### every walked path (${doorPlan.walked().length})`)
  })
})
