// npm run bench:api — catalog read throughput and latency next to a static endpoint of the same
// server, in the same run (not part of npm test: figures are printed, not asserted).
//
// The server runs in a child process (`server/main.ts`, a fresh temp DATA_DIR, a free port) so the
// load generator does not share its event loop; autocannon drives it at 50 connections.
//   - the hot-cache rows repeat one call each (after the first call the answer comes from memory);
//   - "mixed" is the shoppers' workload (tests/load/mixed-workload.ts): a seeded stream of varied
//     searches, category/brand/attribute filters, sorts, pages, details of many skus and shop pages.
// PGlite always; then PostgreSQL: DATABASE_URL when set, otherwise a throwaway Debian PostgreSQL 15
// cluster the bench starts itself (server/test/postgres.ts; BENCH_PG=0 skips it, BENCH_PGLITE=0 skips PGlite), served by
// WORKERS (default 2) server processes sharing the port. BENCH_SECONDS (default 10) sets each
// run's length; BENCH_ONLY=mixed runs only ping + mixed; BENCH_ORDERS_PER_S (default 10, 0 = off)
// sets the buying of the last row (the mixed stream again while orders move stock). The load average is printed with every table.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { startPostgres, pgSkipReason } from '../../server/test/postgres.ts'
import { call, post, startChild } from './child-server.ts'
import { mixedStream, readCatalog, type MixedCall } from './mixed-workload.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const TARGET_P99_MS = 25
const TARGET_RATIO = 0.25
/** the mixed workload's target (issue 14): p99 ≤ 100 ms, ≥ 25% of ping */
const MIXED_P99_MS = 100
const ONLY_MIXED = process.env.BENCH_ONLY === 'mixed'
/** the last row: the mixed stream again while buyers place this many orders a second (each moves stock: a catalog change) */
const ORDERS_PER_S = Number(process.env.BENCH_ORDERS_PER_S ?? 10)

interface Target {
  name: string
  path: string
  body: Record<string, unknown>
}
interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  max: number
  errors: number
  targetMs: number
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ')

async function targetsOf(base: string): Promise<Target[]> {
  // aim at real data: a level-1 category that has phones, and its best-selling sku
  const hits = await post<{ list: Array<{ sku_id: number }> }>(base, '/api/goodssku/page', { keyword: '手机', page_size: 1 })
  const skuId = hits.list[0]?.sku_id
  if (!skuId) throw new Error('the demo data has no 手机 goods')
  const detail = await post<{ goods_sku_detail: { category_id_1: number } }>(base, '/api/goodssku/detail', { sku_id: skuId })
  const categoryId = detail.goods_sku_detail.category_id_1
  return [
    { name: 'ping (static)', path: '/api/ping', body: {} },
    {
      name: 'goodssku/page keyword+category+price sort',
      path: '/api/goodssku/page',
      body: { keyword: '手机', category_id: categoryId, category_level: 1, order: 'discount_price', sort: 'asc', page: 1, page_size: 12 },
    },
    { name: 'goodssku/page keyword 蓝牙耳机', path: '/api/goodssku/page', body: { keyword: '蓝牙耳机', page: 1, page_size: 12 } },
    { name: 'goodssku/page category, default sort', path: '/api/goodssku/page', body: { category_id: categoryId, category_level: 1, page: 2, page_size: 12 } },
    { name: 'goodssku/detail', path: '/api/goodssku/detail', body: { sku_id: skuId } },
    { name: 'goodscategory/tree', path: '/api/goodscategory/tree', body: { level: 3, template: 2 } },
    { name: 'pc/floors', path: '/api/pc/floors', body: {} },
  ]
}

async function hit(base: string, t: Target, seconds: number): Promise<Row> {
  const result = await autocannon({
    url: base + t.path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_type: 'pc', app_type_name: '电脑端', ...t.body }),
    connections: CONNECTIONS,
    duration: seconds,
  })
  return rowOf(t.name, result, TARGET_P99_MS)
}

function rowOf(name: string, result: Result, targetMs: number): Row {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    targetMs,
  }
}

/** the seeded stream, one call after another across all connections (`next` carries on between runs) */
function mixedDriver(stream: MixedCall[]) {
  let next = 0
  const bodies = stream.map((c) => JSON.stringify({ app_type: 'pc', app_type_name: '电脑端', ...c.body }))
  return async (base: string, seconds: number, also = ''): Promise<Row> => {
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const i = next++ % stream.length
            return { ...req, path: stream[i]!.path, body: bodies[i]! }
          },
        },
      ],
    })
    return rowOf(`mixed: ${stream.length.toLocaleString('en')}-call seeded stream${also}`, result, MIXED_P99_MS)
  }
}

/**
 * Shoppers who buy while others browse: the demo buyer places `perSecond` orders a second (buy now,
 * one of a random listed sku, left unpaid), each a stock write that notifies a catalog change — every
 * process then reloads its catalog snapshots and drops its cached answers before the next read.
 */
async function buying(server: { base: string; dataDir: string }, skuIds: number[], perSecond: number) {
  const { base } = server
  const secret = readFileSync(join(server.dataDir, 'ops-secret'), 'utf8').trim()
  await fetch(`${base}/ops/captcha:off`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: '{"args":[]}' })
  const { token } = await post<{ token: string }>(base, '/api/login/login', { username: 'buyer', password: 'buyer123' })
  let placed = 0
  let refused = 0
  let i = 0
  const timer = setInterval(() => {
    const sku_id = skuIds[(i++ * 7919) % skuIds.length]
    call(base, '/api/ordercreate/create', { token, sku_id, num: 1, app_type: 'pc' }).then(
      (res) => (res.code === 0 ? placed++ : refused++),
      () => refused++,
    )
  }, 1000 / perSecond)
  return {
    stop() {
      clearInterval(timer)
      return { placed, refused }
    },
  }
}

function table(kind: string, rows: Row[]) {
  const ping = rows[0]!.rps || 1
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'vs ping', 'errors', 'target']
  const body = rows.map((r, i) => {
    const ratio = r.rps / ping
    const ok = i === 0 || (r.p99 <= r.targetMs && ratio >= TARGET_RATIO && r.errors === 0)
    const target = i === 0 ? '—' : `${ok ? 'met' : 'MISSED'} (p99 ≤ ${r.targetMs})`
    return [r.name, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.max), `${(ratio * 100).toFixed(0)}%`, String(r.errors), target]
  })
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)))
  const line = (cells: string[]) => `| ${cells.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join(' | ')} |`
  console.log(`\n${kind} — ${CONNECTIONS} connections, ${SECONDS} s each (targets: ≥ ${TARGET_RATIO * 100}% of ping, p99 as shown); load average ${load()}`)
  console.log(line(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}

async function benchOne(kind: string, databaseUrl: string | undefined, extraEnv: NodeJS.ProcessEnv = {}) {
  const started = Date.now()
  const server = await startChild(databaseUrl, extraEnv)
  const { base } = server
  try {
    console.log(`${kind}: server up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${base}; load average ${load()}`)
    const all = await targetsOf(base)
    const targets = ONLY_MIXED ? all.slice(0, 1) : all
    const catalog = await readCatalog(base)
    const mixed = mixedDriver(mixedStream(catalog, 200_000))
    // warm-up: JIT, plan caches, the catalog cache; the mixed run then carries on down the stream
    for (const t of targets) await hit(base, t, 2)
    await mixed(base, 2)
    const rows: Row[] = []
    for (const t of targets) rows.push(await hit(base, t, SECONDS))
    rows.push(await mixed(base, SECONDS))
    if (ORDERS_PER_S > 0) {
      const orders = await buying(server, catalog.skuIds, ORDERS_PER_S)
      const row = await mixed(base, SECONDS, ` + ${ORDERS_PER_S} orders/s`)
      const { placed, refused } = orders.stop()
      rows.push({ ...row, name: `${row.name} (${placed} placed, ${refused} refused)` })
    }
    table(kind, rows)
  } finally {
    await server.stop()
  }
}

if (process.env.BENCH_PGLITE !== '0') await benchOne('PGlite', undefined)
const workers = process.env.WORKERS ?? '2'
if (process.env.DATABASE_URL) {
  await benchOne(`PostgreSQL (DATABASE_URL, ${workers} server processes)`, process.env.DATABASE_URL, { WORKERS: workers })
} else if (process.env.BENCH_PG === '0') {
  console.log('\n(BENCH_PG=0: PostgreSQL run skipped)')
} else if (pgSkipReason()) {
  console.log(`\n(PostgreSQL run skipped: ${pgSkipReason()})`)
} else {
  const pg = await startPostgres({ database: 'bazaar_bench' })
  try {
    await benchOne(`PostgreSQL 15 (started by the bench, ${workers} server processes)`, pg!.url, { WORKERS: workers })
  } finally {
    await pg!.stop()
  }
}
