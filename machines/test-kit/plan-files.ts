import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { MachinePlan } from './model.ts'
import { markdownIndex, markdownPlan, siblingPlans } from './plan.ts'

// Where the plans are: every machines/<name>/*.paths.ts exporting a MachinePlan (`npm run paths`
// and the test that docs/qa/ is up to date read them the same way).

const isPlan = (value: unknown): value is MachinePlan =>
  typeof value === 'object' && value !== null && typeof (value as MachinePlan).walked === 'function' && typeof (value as MachinePlan).describePath === 'function'

/** the plans of all machines, ordered by name (a module's exports come in no fixed order) */
export async function loadPlans(machinesDir: string): Promise<MachinePlan[]> {
  const files = readdirSync(machinesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(machinesDir, d.name)).filter((f) => f.endsWith('.paths.ts')).map((f) => join(machinesDir, d.name, f)))
    .sort()
  const plans: MachinePlan[] = []
  for (const file of files) plans.push(...Object.values(await import(pathToFileURL(file).href)).filter(isPlan))
  return plans.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/** the files of docs/qa/: README.md and a page per machine */
export function qaDocs(plans: readonly MachinePlan[]): Record<string, string> {
  return Object.fromEntries([['README.md', markdownIndex(plans)], ...plans.map((plan) => [`${plan.name}.md`, markdownPlan(plan, siblingPlans(plan, plans))])])
}
