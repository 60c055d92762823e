// npm test: everything that must pass, with one summary line at the end: typecheck, lint, i18n
// completeness, unit + machine + server tests (vitest, real PGlite), the production build and its size
// budget, and the Playwright end-to-end suite against the real server with a fresh database. Each check
// counts as one test; vitest and Playwright count theirs.
//
// The suite is bound by CPU (both cores are busy from start to end), and its parts slow each other
// down more than their sum when they share the cores: the browser suites (~680 CPU-s) and vitest
// (~300) side by side took ~1,200 CPU-s and 640–690 s, one after the other ~980 CPU-s. Waiting is
// work too when the machine is slow: a poll runs more rounds, an animation draws more frames, a
// process waits longer in the scheduler's queue. So the stages run one after another, each using both
// cores on its own: the build and the static checks together (the build leaves a core half idle),
// then vitest (two workers), then the browser suites (three workers: a browser test waits on the
// server and the page a quarter of its time, which a third worker fills). Vitest started beside the
// build and the static checks gained nothing (both ended at 252 s either way: the build took 88 s
// instead of 52, vitest 252 instead of 199); what it gains is its longest files first
// (server/test/sequencer.ts), so neither worker ends alone.
// Each stage's output goes to test-results/<stage>.log and is printed when the stage ends.
// TEST_SERIAL=1 runs every stage one after another, the static checks too, with its output live.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const bin = (name: string) => join(root, 'node_modules/.bin', name)
const only = process.argv.slice(2) // e.g. `npm test -- unit e2e`
const serial = process.env.TEST_SERIAL === '1'

interface Result {
  name: string
  passed: number
  failed: number
  seconds: number
}
const results: Result[] = []
const startedAll = Date.now()

async function run(name: string, cmd: string, args: string[], counts?: () => { passed: number; failed: number }, env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (only.length && !only.includes(name)) return
  const line = `━━ ${name}: ${[cmd.replace(`${root}/`, ''), ...args].join(' ')}`
  const started = Date.now()
  const logFile = join(out, `${name}.log`)
  const status = await new Promise<number>((resolve) => {
    if (serial) console.log(`\n${line}`)
    const child = spawn(cmd, args, { cwd: root, stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    if (!serial) {
      const log = createWriteStream(logFile)
      child.stdout!.pipe(log)
      child.stderr!.pipe(log)
    }
    child.on('error', () => resolve(1))
    child.on('close', (code) => resolve(code ?? 1))
  })
  const seconds = (Date.now() - started) / 1000
  if (!serial) {
    console.log(`\n${line}  (${seconds.toFixed(1)} s, ended at ${((Date.now() - startedAll) / 1000).toFixed(0)} s)`)
    process.stdout.write(readFileSync(logFile, 'utf8'))
  }
  let c = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  if (counts) {
    try {
      c = counts()
      if (status !== 0 && c.failed === 0) c.failed = 1 // crashed outside a test
    } catch {
      c = { passed: 0, failed: 1 }
    }
  }
  results.push({ name, ...c, seconds })
}

const json = (file: string) => JSON.parse(readFileSync(join(out, file), 'utf8'))

// the type check (~30 CPU-s, one core) beside lint and the i18n check (~10 CPU-s together)
const staticChecks = async () => {
  const typecheck = run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
  const lintAndI18n = async () => {
    await run('lint', bin('oxlint'), ['--deny-warnings', 'src', 'server', 'machines', 'tests', 'scripts', 'domain'])
    await run('i18n', process.execPath, ['scripts/i18n-check.ts'])
  }
  await (serial ? typecheck.then(lintAndI18n) : Promise.all([typecheck, lintAndI18n()]))
}
const unit = () =>
  run('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'vitest.json')}`], () => {
    const r = json('vitest.json')
    return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTestSuites ?? 0) }
  })
const build = async () => {
  await run('build', bin('vite'), ['build', '--logLevel', 'warn'])
  await run('size', process.execPath, ['scripts/size.ts'])
}
// The browser suites' server (tests/e2e/server.ts: a fresh database, migrated and seeded) starts
// while vitest runs (its seeding is ~15 CPU-s beside vitest's ~300); Playwright finds it up
// (E2E_SERVER_STARTED: its webServer reuses a server it finds) instead of starting it and waiting.
let e2eServer: ChildProcess | undefined
const startE2eServer = () => {
  if ((only.length && !only.includes('e2e')) || !existsSync(join(root, 'dist/web/index.html'))) return
  const log = createWriteStream(join(out, 'e2e-server.log'))
  e2eServer = spawn(process.execPath, ['tests/e2e/server.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  e2eServer.stdout!.pipe(log)
  e2eServer.stderr!.pipe(log)
}
// a run that ends early takes the server with it
process.on('exit', () => e2eServer?.kill('SIGTERM'))
const stopE2eServer = async () => {
  const server = e2eServer
  if (!server || server.exitCode !== null) return
  await new Promise((resolve) => {
    server.once('exit', resolve)
    server.kill('SIGTERM')
  })
}
const e2e = async () => {
  if (!existsSync(join(root, 'dist/web/index.html')) && !only.includes('e2e')) return
  await run(
    'e2e',
    bin('playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    () => {
      const s = json('playwright.json').stats
      return { passed: s.expected + s.flaky, failed: s.unexpected }
    },
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'playwright.json'), ...(e2eServer ? { E2E_SERVER_STARTED: '1' } : {}) },
  )
  await stopE2eServer()
}

if (serial) {
  await staticChecks()
  await unit()
  await build()
  await e2e()
} else {
  await Promise.all([build(), staticChecks()])
  startE2eServer()
  await unit()
  await e2e()
}

console.log('\n━━ summary')
// in the order the stages are named, whichever ended first
const ORDER = ['typecheck', 'lint', 'i18n', 'build', 'size', 'unit', 'e2e']
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`)
}
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed in ${((Date.now() - startedAll) / 1000).toFixed(0)} s`)
process.exit(failed ? 1 : 0)
