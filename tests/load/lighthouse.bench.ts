// npm run bench:lighthouse — Lighthouse (Debian's Chromium, offline) on the home, list and goods
// detail pages with the demo data, mobile and desktop presets. Prints a table and the machine's load
// average; asserts nothing. LH_PAGES=home,list / LH_PRESETS=mobile pick a subset, LH_REPORTS=<dir>
// keeps each full report (JSON), WEB_DIR=<dir> measures another build.
// Targets (issue 3): performance ≥ 90 mobile and ≥ 98 desktop, accessibility ≥ 95.
//
// The server runs in a child process on a fresh temp DATA_DIR serving the built storefront
// (`npm run build` first when dist/web is missing).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const root = resolve(import.meta.dirname, '../..')
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const TARGETS = { mobile: 90, desktop: 98, accessibility: 95 }

if (!existsSync(join(root, 'dist/web/index.html'))) {
  console.log('building the storefront…')
  const { build } = await import('vite')
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
}

const port = await new Promise<number>((ok) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const a = srv.address()
    srv.close(() => ok(typeof a === 'object' && a ? a.port : 0))
  })
})
const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-lh-'))
const server = spawn(process.execPath, [join(root, 'server/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((ok, fail) => {
  let out = ''
  server.stdout!.on('data', (d: Buffer) => {
    out += d.toString()
    if (out.includes('Bazaar is running')) ok()
  })
  server.on('exit', (code) => fail(new Error(`server exited with ${code}`)))
})
const base = `http://127.0.0.1:${port}`
const listRes = (await (await fetch(`${base}/api/goodssku/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page_size":1}' })).json()) as {
  data: { list: Array<{ sku_id: number }> }
}
const sku = listRes.data.list[0]!.sku_id
const only = process.env.LH_PAGES?.split(',')
const pages = [
  { name: 'home', url: `${base}/web/index` },
  { name: 'list', url: `${base}/web/list?keyword=${encodeURIComponent('手机')}` },
  { name: 'detail', url: `${base}/web/sku-${sku}` },
].filter((p) => !only || only.includes(p.name))

// Lighthouse simulates the network and the phone's CPU, but the trace it scales is measured on this
// machine: other processes' load lengthens every task (TBT, LCP). The table says how busy it was.
const load = () => loadavg().map((l) => l.toFixed(2)).join(' / ')
const loadAtStart = load()
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
interface Row {
  page: string
  preset: string
  performance: number
  accessibility: number
  lcp: string
  tbt: string
  cls: string
}
const rows: Row[] = []
try {
  const presets = (process.env.LH_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>
  for (const preset of presets) {
    for (const page of pages) {
      // one warm-up load so the server's caches and the database are warm, as for a real visitor
      await fetch(page.url)
      const run = async () =>
        (await lighthouse(
          page.url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          preset === 'desktop' ? desktopConfig : undefined,
        ))!.lhr
      let lhr = await run()
      // a trace that failed to record (NO_NAVSTART on a busy machine) is run once more
      if (lhr.runtimeError) {
        console.log(`${page.name}/${preset}: ${lhr.runtimeError.code}, run again`)
        lhr = await run()
      }
      // LH_REPORTS=<dir>: keep each run's full report (what the LCP element is, what shifted)
      if (process.env.LH_REPORTS) {
        mkdirSync(process.env.LH_REPORTS, { recursive: true })
        writeFileSync(join(process.env.LH_REPORTS, `${page.name}-${preset}.json`), JSON.stringify(lhr))
      }
      if (lhr.runtimeError) console.log(`${page.name}/${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
      const audit = (k: string) => lhr.audits[k]?.displayValue ?? '–'
      rows.push({
        page: page.name,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      })
      const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
      if (failed.length) console.log(`${page.name}/${preset} accessibility findings: ${failed.map((a) => a.id).join(', ')}`)
    }
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(`\nLighthouse ${new Date().toISOString()} (targets: performance ≥ ${TARGETS.mobile} mobile / ≥ ${TARGETS.desktop} desktop, accessibility ≥ ${TARGETS.accessibility})`)
console.log(`load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${load()} at the end`)
console.log('page    preset   perf  a11y  LCP       TBT       CLS')
const mark = (v: number, t: number) => `${String(v).padStart(4)}${v >= t ? ' ' : '!'}`
for (const r of rows) {
  const perfTarget = r.preset === 'mobile' ? TARGETS.mobile : TARGETS.desktop
  console.log(`${r.page.padEnd(8)}${r.preset.padEnd(8)}${mark(r.performance, perfTarget)} ${mark(r.accessibility, TARGETS.accessibility)} ${r.lcp.padEnd(10)}${r.tbt.padEnd(10)}${r.cls}`)
}
