import { getInitialMicrosteps, getMicrosteps, getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate'
import type { MachinePlan, ModelPath, PlannedPath } from './model.ts'

// The machine test kit, plan half: what `npm run paths` prints for a person. Per machine the
// fewest paths that together take every transition of the machine definition at least once (a
// greedy set cover over the walked paths), the count of all simple paths beside it, and a state
// diagram (Mermaid stateDiagram-v2) drawn from the definition.

/** a transition of the definition: source state, event, guard, targets */
export function transitionKey(t: AnyTransitionDefinition): string {
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : ''
  const targets = t.target?.length ? t.target.map((n: AnyStateNode) => n.id).join(', ') : '(stays)'
  const event = t.eventType === '' ? 'always' : t.eventType
  return `${t.source.id} —${event}${guard}→ ${targets}`
}

/** every transition written in the machine definition (event and eventless) */
export function definitionTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = []
  const visit = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) for (const t of list) out.push(transitionKey(t))
    for (const t of node.always ?? []) out.push(transitionKey(t))
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return out
}

/**
 * The definition transitions one step takes: the event's, then the eventless ones that follow
 * (found by the microstep whose state they lead to).
 */
function stepTransitions(machine: AnyStateMachine, from: AnyMachineSnapshot | null, event: ModelPath['steps'][number]['event'], input: unknown): string[] {
  // the first microstep is the event's transition (or entering the initial state); each later one
  // is an eventless transition (the `always` of a state left behind that leads to a state entered)
  // or the transition of an event raised by an earlier microstep
  const micro = from ? getMicrosteps(machine, from, event) : getInitialMicrosteps(machine, input as never)
  const keys = from ? machine.getTransitionData(from, event).map(transitionKey) : []
  const raised: EventObject[] = []
  for (let i = 0; i < micro.length; i++) {
    const [snapshot, actions] = micro[i] as [AnyMachineSnapshot, Array<{ type: string; params?: { event?: EventObject } }>]
    for (const a of actions) if (a.type === 'xstate.raise' && a.params?.event) raised.push(a.params.event)
    if (i === 0) continue
    const before = micro[i - 1]![0] as AnyMachineSnapshot
    const entered = getStateNodes(machine.root, snapshot.value)
    let found = false
    for (const node of getStateNodes(machine.root, before.value)) {
      const t = (node.always ?? []).find((a: AnyTransitionDefinition) => a.target?.some((target: AnyStateNode) => entered.includes(target)))
      if (t) {
        keys.push(transitionKey(t))
        found = true
      }
    }
    const next = found ? undefined : raised.shift()
    if (next) keys.push(...machine.getTransitionData(before, next).map(transitionKey))
  }
  return [...new Set(keys)]
}

/** the definition transitions a path takes */
export function pathTransitions(plan: MachinePlan, { start, path }: PlannedPath): Set<string> {
  const machine = start.machine ?? plan.machine
  const keys = new Set<string>()
  let previous: AnyMachineSnapshot | null = null
  for (const step of path.steps) {
    for (const key of stepTransitions(machine, previous, step.event, start.input)) keys.add(key)
    previous = step.state
  }
  return keys
}

/**
 * Greedy set cover: repeatedly the item that takes the most not-yet-taken keys (the shorter on a
 * tie), until every key any item takes is taken. Not always the minimum, never far from it.
 */
export function greedyCover<T>(items: readonly T[], keysOf: (item: T) => ReadonlySet<string>, size: (item: T) => number = () => 0): T[] {
  const sets = items.map((item) => ({ item, keys: keysOf(item), size: size(item) }))
  const left = new Set(sets.flatMap((s) => [...s.keys]))
  const chosen: T[] = []
  while (left.size > 0) {
    let best: (typeof sets)[number] | undefined
    let bestGain = 0
    for (const s of sets) {
      let gain = 0
      for (const k of s.keys) if (left.has(k)) gain++
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && s.size < best.size)) {
        best = s
        bestGain = gain
      }
    }
    if (!best) break
    chosen.push(best.item)
    for (const k of best.keys) left.delete(k)
  }
  return chosen
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_')
const eventLabel = (plan: MachinePlan, type: string) => {
  if (type === '') return 'always'
  const effect = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (effect) return `${effect[2]} ${effect[1] === 'done' ? 'done' : 'failed'}`
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`
  void plan
  return type
}

/** the machine definition as a Mermaid stateDiagram-v2 */
export function mermaidDiagram(plan: MachinePlan): string {
  const machine = plan.machine
  const lines = ['stateDiagram-v2']
  const declare = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[]
    if (node.type === 'parallel') {
      lines.push(`${indent}state "${node.key}" as ${mermaidId(node.id)} {`)
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}  --`)
        declare(child, `${indent}  `)
      })
      lines.push(`${indent}}`)
    } else if (children.length) {
      lines.push(`${indent}state "${node.key}" as ${mermaidId(node.id)} {`)
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined
      if (initial) lines.push(`${indent}  [*] --> ${mermaidId(initial.id)}`)
      for (const child of children) declare(child, `${indent}  `)
      lines.push(`${indent}}`)
    } else {
      lines.push(`${indent}state "${node.key}" as ${mermaidId(node.id)}`)
      if (node.type === 'final') lines.push(`${indent}${mermaidId(node.id)} --> [*]`)
    }
  }
  const root = machine.root as AnyStateNode
  const top = Object.values(root.states) as AnyStateNode[]
  const initial = root.initial?.target?.[0] as AnyStateNode | undefined
  if (initial) lines.push(`  [*] --> ${mermaidId(initial.id)}`)
  for (const node of top) declare(node, '  ')
  const anywhere: string[] = []
  const edges = (node: AnyStateNode) => {
    const all: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    for (const t of all) {
      // an inline guard is a function: its source differs by transform, so it is named 'guard'
      const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : ''
      const label = `${eventLabel(plan, t.eventType)}${guard}`
      const targets = (t.target ?? []) as AnyStateNode[]
      if (node === root) {
        // transitions on the machine itself apply in every state
        anywhere.push(targets.length ? `${label} → ${targets.map((n) => n.key).join(', ')}` : `${label} (stays)`)
        continue
      }
      if (!targets.length) lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(node.id)} : ${label} (stays)`)
      for (const target of targets) lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : ${label}`)
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) edges(child)
  }
  edges(root)
  if (anywhere.length) lines.push(`  note right of ${mermaidId((top[0] as AnyStateNode).id)}`, ...anywhere.map((a) => `    in any state: ${a}`), '  end note')
  return lines.join('\n')
}

export interface PlanReport {
  name: string
  title: string
  /** the named scenarios (empty for a plan without them) */
  scenarios: PlannedPath[]
  /** short titled paths for the transitions the scenarios miss */
  extras: PlannedPath[]
  /** what a person follows: the scenarios and the extras, or (without scenarios) the fewest generated paths found */
  cover: PlannedPath[]
  /** every definition transition */
  transitions: number
  /** definition transitions taken by the cover, and those it never takes */
  taken: string[]
  neverTaken: string[]
  /** with `counts`: all simple paths and all paths the machine test walks */
  simplePathCount?: number
  walkedCount?: number
  diagram: string
}

/** '1 path', '2 paths' */
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`

/** the definition transitions each step of a path takes (index 0: the start) */
function stepKeys(plan: MachinePlan, { start, path }: PlannedPath): string[][] {
  const machine = start.machine ?? plan.machine
  let previous: AnyMachineSnapshot | null = null
  return path.steps.map((step) => {
    const keys = stepTransitions(machine, previous, step.event, start.input)
    previous = step.state
    return keys
  })
}

/** for each transition the scenarios miss, the shortest walked path that takes it, titled by that step */
function extraPaths(plan: MachinePlan, missing: ReadonlySet<string>): PlannedPath[] {
  const shortest = new Map<string, { planned: PlannedPath; at: number }>()
  for (const planned of plan.walked()) {
    if (planned.title) continue
    const steps = stepKeys(plan, planned)
    steps.forEach((keys, at) => {
      for (const key of keys) {
        if (!missing.has(key)) continue
        const best = shortest.get(key)
        if (!best || planned.path.steps.length < best.planned.path.steps.length) shortest.set(key, { planned, at })
      }
    })
  }
  const candidates = [...new Set(shortest.values())]
  const keysOf = new Map(candidates.map((c) => [c, new Set(stepKeys(plan, c.planned).flat().filter((k) => missing.has(k)))]))
  return greedyCover(candidates, (c) => keysOf.get(c)!, (c) => c.planned.path.steps.length).map(({ planned, at }) => {
    const step = planned.path.steps[at]!
    const what = at === 0 ? 'the start' : plan.describeEvent(step.event)
    const before = planned.path.steps[Math.max(0, at - 1)]!.state
    return { ...planned, title: `also: ${what} (in ${plan.describeState(before)})` }
  })
}

const reports = new WeakMap<MachinePlan, Map<boolean, PlanReport>>()

export function planReport(plan: MachinePlan, options: { counts?: boolean } = {}): PlanReport {
  const byCounts = reports.get(plan) ?? new Map<boolean, PlanReport>()
  reports.set(plan, byCounts)
  const key = options.counts ?? !plan.scenarios().length
  const known = byCounts.get(key)
  if (known) return known
  const report = buildReport(plan, key)
  byCounts.set(key, report)
  return report
}

function buildReport(plan: MachinePlan, counts: boolean): PlanReport {
  const all = definitionTransitions(plan.machine)
  const scenarios = plan.scenarios()
  let extras: PlannedPath[] = []
  let cover: PlannedPath[]
  if (scenarios.length) {
    const covered = new Set(scenarios.flatMap((p) => [...pathTransitions(plan, p)]))
    const missing = new Set(all.filter((k) => !covered.has(k)))
    extras = missing.size ? extraPaths(plan, missing) : []
    cover = [...scenarios, ...extras]
  } else {
    const walked = plan.walked()
    const keys = new Map(walked.map((p) => [p, pathTransitions(plan, p)]))
    cover = greedyCover(walked, (p) => keys.get(p)!, (p) => p.path.steps.length)
  }
  const taken = new Set(cover.flatMap((p) => [...pathTransitions(plan, p)]))
  return {
    name: plan.name,
    title: plan.title,
    scenarios,
    extras,
    cover,
    transitions: all.length,
    taken: [...taken].sort(),
    neverTaken: all.filter((k) => !taken.has(k)),
    ...(counts ? { simplePathCount: plan.simplePaths().length, walkedCount: plan.walked().length } : {}),
    diagram: mermaidDiagram(plan),
  }
}

/** the other plans of the same machine (a machine's graph split in plans, or walked from other starts) */
export function siblingPlans(plan: MachinePlan, plans: readonly MachinePlan[]): MachinePlan[] {
  return plans.filter((p) => p !== plan && p.spec.machine === plan.spec.machine)
}

/**
 * the transitions a plan never takes, split: those its sibling plans take (theirs to take, with the
 * siblings that take them, by name) and those no plan of the machine takes
 */
function untaken(r: PlanReport, siblings: readonly MachinePlan[]) {
  const takers = siblings.map((s) => ({ name: s.name, taken: new Set(planReport(s).taken) })).sort((a, b) => (a.name < b.name ? -1 : 1))
  const elsewhere = r.neverTaken.filter((k) => takers.some((t) => t.taken.has(k)))
  return { elsewhere, nowhere: r.neverTaken.filter((k) => !elsewhere.includes(k)), by: takers.filter((t) => elsewhere.some((k) => t.taken.has(k))).map((t) => t.name) }
}

const andList = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`)

/** the first line under a plan's heading: how many paths take how many transitions (and which plans take the rest) */
function summary(plan: MachinePlan, r: PlanReport, siblings: readonly MachinePlan[], name: (plan: string) => string = (n) => n): string {
  const all = r.neverTaken.length ? `${r.taken.length} of the ${plural(r.transitions, 'transition')}` : `all ${plural(r.transitions, 'transition')}`
  const take = r.cover.length === 1 ? 'takes' : 'take'
  const head = r.scenarios.length
    ? `${plural(r.scenarios.length, 'scenario')}${r.extras.length ? ` and ${plural(r.extras.length, 'extra path')}` : ''} ${take} ${all}.`
    : `${plural(r.cover.length, 'generated path')} ${take} ${all} (this machine has no named scenarios yet).`
  const { elsewhere, nowhere, by } = untaken(r, siblings)
  const rest = elsewhere.length
    ? ` The machine's other ${by.length === 1 ? 'plan' : 'plans'}, ${andList(by.map(name))}, ${by.length === 1 ? 'takes' : 'take'} ${nowhere.length ? `${elsewhere.length} more` : `the other ${elsewhere.length}`}.`
    : ''
  const left = plan.spec.leaveOutOfSimplePaths?.length ? ` (not repeating ${[...new Set(plan.spec.leaveOutOfSimplePaths)].join(', ')})` : ''
  const counts = r.walkedCount === undefined ? '' : ` ${plural(r.simplePathCount ?? 0, 'simple path')} in all${left}; the machine test walks ${plural(r.walkedCount, 'path')}.`
  return head + rest + counts
}

/** the plan as text: paths numbered, steps in plain words; `siblings`: the machine's other plans (siblingPlans) */
export function renderPlan(plan: MachinePlan, options: { all?: boolean; siblings?: readonly MachinePlan[] } = {}): string {
  const r = planReport(plan, { counts: true })
  const siblings = options.siblings ?? []
  const out = [`## ${r.name} — ${r.title}`, '', summary(plan, r, siblings), '']
  r.cover.forEach((p, i) => out.push(`${i + 1}. ${plan.describePath(p)}`))
  const { nowhere } = untaken(r, siblings)
  if (nowhere.length) out.push('', `Never taken (check the event cases and scenarios): ${nowhere.join('; ')}`)
  out.push('', '```mermaid', r.diagram, '```')
  if (options.all) {
    out.push('', `### every walked path (${plan.walked().length})`, '')
    plan.walked().forEach((p, i) => out.push(`${i + 1}. ${plan.describePath(p)}`))
  }
  return out.join('\n')
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** one path as a Markdown section: its title, the start, the numbered steps, where it ends */
function markdownPath(plan: MachinePlan, p: PlannedPath, n: number): string[] {
  const out = [`### ${n}. ${sentence(p.title ?? `path ${n}`)}`, '']
  if (p.start.words) out.push(`Start: ${p.start.words}.`, '')
  const steps = p.path.steps.slice(1)
  if (!steps.length) out.push('1. (nothing: the start itself)')
  steps.forEach((s, i) => out.push(`${i + 1}. ${plan.describeEvent(s.event)}`))
  out.push('', `Ends in: ${plan.describeState(p.path.state)}`, '')
  return out
}

/** the plan of one machine as a Markdown page (docs/qa/<name>.md); `siblings`: the machine's other plans */
export function markdownPlan(plan: MachinePlan, siblings: readonly MachinePlan[] = []): string {
  const r = planReport(plan, { counts: false })
  const out = [
    `# ${r.name} — ${r.title}`,
    '',
    '<!-- generated by `npm run paths -- --md` from the machine and its paths file; do not edit by hand -->',
    '',
    `${summary(plan, r, siblings, (n) => `[${n}](${n}.md)`)} Follow each one from its start; a step in words is what you do on the page or what the server answers.`,
    '',
  ]
  r.cover.forEach((p, i) => out.push(...markdownPath(plan, p, i + 1)))
  const { nowhere } = untaken(r, siblings)
  if (nowhere.length) out.push(`Never taken: ${nowhere.map((k) => `\`${k}\``).join('; ')}`, '')
  out.push('## State diagram', '', '```mermaid', r.diagram, '```', '')
  return out.join('\n')
}

/** docs/qa/README.md: one line per machine plan, linking its page */
export function markdownIndex(plans: readonly MachinePlan[]): string {
  const rows = plans.map((plan) => {
    const r = planReport(plan, { counts: false })
    const paths = r.scenarios.length ? plural(r.scenarios.length, 'scenario') + (r.extras.length ? ` + ${plural(r.extras.length, 'extra')}` : '') : plural(r.cover.length, 'generated path')
    const siblings = siblingPlans(plan, plans)
    const together = new Set([...r.taken, ...siblings.flatMap((s) => planReport(s, { counts: false }).taken)]).size
    const withOthers = siblings.length ? ` (${together} with ${andList(siblings.map((s) => s.name).sort())})` : ''
    return `| [${r.name}](${r.name}.md) | ${r.title} | ${paths} | ${r.taken.length} of ${r.transitions}${withOthers} |`
  })
  return [
    '# QA plan: the state machines',
    '',
    '<!-- generated by `npm run paths -- --md`; do not edit by hand -->',
    '',
    'One page per state machine of the storefront (machines/): the scenarios to follow by hand, each from a start, in plain',
    'words, and a diagram of the machine. Together the scenarios of a page take every transition of its machine the model',
    'can reach; a machine walked as several plans (chat, chat-connection, servicer) shares its transitions out among their pages.',
    'The machine tests walk the same scenarios (and every generated path) with fake effects; `tests/model/` walks',
    'the ones a person can do again in the browser.',
    '',
    '| machine | what it drives | paths | transitions taken |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}
