// npm test: everything that must pass, in order, with one summary line at the end:
// typecheck, lint, i18n completeness, unit + machine + server tests (vitest, real PGlite),
// the production build and its size budget, and the Playwright end-to-end suite against the real
// server with a fresh database. Each check counts as one test; vitest and Playwright count theirs.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const only = process.argv.slice(2) // e.g. `npm test -- unit e2e`

interface Result {
  name: string
  passed: number
  failed: number
  seconds: number
}
const results: Result[] = []

function run(name: string, cmd: string, args: string[], counts?: () => { passed: number; failed: number }, env: NodeJS.ProcessEnv = {}) {
  if (only.length && !only.includes(name)) return
  console.log(`\n━━ ${name}: ${[cmd.replace(`${root}/`, ''), ...args].join(' ')}`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  let c = res.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  if (counts) {
    try {
      c = counts()
      if (res.status !== 0 && c.failed === 0) c.failed = 1 // crashed outside a test
    } catch {
      c = { passed: 0, failed: 1 }
    }
  }
  results.push({ name, ...c, seconds })
}

const json = (file: string) => JSON.parse(readFileSync(join(out, file), 'utf8'))

run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
run('lint', bin('oxlint'), ['--deny-warnings', 'src', 'server', 'machines', 'tests', 'scripts', 'domain'])
run('i18n', process.execPath, ['scripts/i18n-check.ts'])
run('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'vitest.json')}`], () => {
  const r = json('vitest.json')
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTestSuites ?? 0) }
})
run('build', bin('vite'), ['build', '--logLevel', 'warn'])
run('size', process.execPath, ['scripts/size.ts'])
if (existsSync(join(root, 'dist/web/index.html')) || only.includes('e2e')) {
  run(
    'e2e',
    bin('playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    () => {
      const s = json('playwright.json').stats
      return { passed: s.expected + s.flaky, failed: s.unexpected }
    },
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json') },
  )
}

console.log('\n━━ summary')
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`)
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
