// npm run paths: per state machine, a test plan a person can follow by hand — the fewest paths that
// together take every transition (steps in plain words), the count of all simple paths beside it,
// and a state diagram (Mermaid). `npm run paths -- --all` adds every path the machine test walks.
// Machines are found by their plan files: machines/<name>/<name>.paths.ts exporting a MachinePlan.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { MachinePlan } from '../machines/test-kit/model.ts'
import { renderPlan } from '../machines/test-kit/plan.ts'

const root = join(import.meta.dirname, '..', 'machines')
const all = process.argv.includes('--all')
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))

const isPlan = (value: unknown): value is MachinePlan =>
  typeof value === 'object' && value !== null && typeof (value as MachinePlan).walked === 'function' && typeof (value as MachinePlan).describePath === 'function'

const files = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => f.endsWith('.paths.ts')).map((f) => join(root, d.name, f)))
  .sort()

const sections: string[] = []
for (const file of files) {
  const plans = Object.values(await import(pathToFileURL(file).href)).filter(isPlan)
  for (const plan of plans) if (!only.length || only.includes(plan.name)) sections.push(renderPlan(plan, { all }))
}
console.log(`# Machine test plans (${sections.length} machines)\n\n${sections.join('\n\n')}`)
