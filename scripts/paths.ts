// npm run paths: per state machine, a test plan a person can follow by hand — its named scenarios
// (or, for a machine without them, the fewest generated paths that take every transition), steps in
// plain words, and a state diagram (Mermaid). `npm run paths -- --all` adds every path the machine
// test walks; `npm run paths -- --md` writes every plan to docs/qa/ (a page per plan and an index).
// Machines are found by their plan files: machines/<name>/<name>.paths.ts exporting a MachinePlan.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPlans, qaDocs } from '../machines/test-kit/plan-files.ts'
import { plural, renderPlan, siblingPlans } from '../machines/test-kit/plan.ts'

const root = join(import.meta.dirname, '..')
const all = process.argv.includes('--all')
const md = process.argv.includes('--md')
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))

const everyPlan = await loadPlans(join(root, 'machines'))
const plans = everyPlan.filter((plan) => !only.length || only.includes(plan.name))

if (md) {
  const dir = join(root, 'docs', 'qa')
  mkdirSync(dir, { recursive: true })
  for (const file of readdirSync(dir)) if (file.endsWith('.md')) rmSync(join(dir, file))
  // docs/qa/ is every machine's plan (it replaces the folder's pages: a name given picks none out)
  const docs = qaDocs(everyPlan)
  for (const [file, text] of Object.entries(docs)) writeFileSync(join(dir, file), text)
  console.log(`wrote ${Object.keys(docs).length} files to docs/qa/`)
} else {
  // a plan's siblings (the machine's other plans) count even when only this one is printed
  const sections = plans.map((plan) => renderPlan(plan, { all, siblings: siblingPlans(plan, everyPlan) }))
  const machines = new Set(plans.map((plan) => plan.spec.machine)).size
  console.log(`# Machine test plans (${plural(sections.length, 'plan')} of ${plural(machines, 'machine')})\n\n${sections.join('\n\n')}`)
}
