// npm run paths: per state machine, a test plan a person can follow by hand — its named scenarios
// (or, for a machine without them, the fewest generated paths that take every transition), steps in
// plain words, and a state diagram (Mermaid). `npm run paths -- --all` adds every path the machine
// test walks; `npm run paths -- --md` writes the plan to docs/qa/ (a page per machine and an index).
// Machines are found by their plan files: machines/<name>/<name>.paths.ts exporting a MachinePlan.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPlans, qaDocs } from '../machines/test-kit/plan-files.ts'
import { renderPlan } from '../machines/test-kit/plan.ts'

const root = join(import.meta.dirname, '..')
const all = process.argv.includes('--all')
const md = process.argv.includes('--md')
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))

const plans = (await loadPlans(join(root, 'machines'))).filter((plan) => !only.length || only.includes(plan.name))

if (md) {
  const dir = join(root, 'docs', 'qa')
  mkdirSync(dir, { recursive: true })
  for (const file of readdirSync(dir)) if (file.endsWith('.md')) rmSync(join(dir, file))
  const docs = qaDocs(plans)
  for (const [file, text] of Object.entries(docs)) writeFileSync(join(dir, file), text)
  console.log(`wrote ${Object.keys(docs).length} files to docs/qa/`)
} else {
  const sections = plans.map((plan) => renderPlan(plan, { all }))
  console.log(`# Machine test plans (${sections.length} machines)\n\n${sections.join('\n\n')}`)
}
