// npm run bench:api — catalog read throughput and latency next to a static endpoint of the same
// server, in the same run (not part of npm test: figures are printed, not asserted).
//
// The server runs in a child process (`server/main.ts`, a fresh temp DATA_DIR, a free port) so the
// load generator does not share its event loop; autocannon drives it at 50 connections. PGlite
// always; PostgreSQL too when DATABASE_URL is set. BENCH_SECONDS (default 10) sets each run's length.
import autocannon from 'autocannon'
import { post, startChild } from './child-server.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const TARGET_P99_MS = 25
const TARGET_RATIO = 0.25

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
  errors: number
}

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
  return {
    name: t.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function table(kind: string, rows: Row[]) {
  const ping = rows[0]!.rps || 1
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs ping', 'errors', 'target']
  const body = rows.map((r, i) => {
    const ratio = r.rps / ping
    const ok = i === 0 || (r.p99 <= TARGET_P99_MS && ratio >= TARGET_RATIO)
    return [r.name, r.rps.toFixed(0), String(r.p50), String(r.p99), `${(ratio * 100).toFixed(0)}%`, String(r.errors), i === 0 ? '—' : ok ? 'met' : 'MISSED']
  })
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)))
  const line = (cells: string[]) => `| ${cells.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join(' | ')} |`
  console.log(`\n${kind} — ${CONNECTIONS} connections, ${SECONDS} s each (targets: p99 ≤ ${TARGET_P99_MS} ms, ≥ ${TARGET_RATIO * 100}% of ping)`)
  console.log(line(head))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}

async function benchOne(kind: string, databaseUrl: string | undefined) {
  const started = Date.now()
  const server = await startChild(databaseUrl)
  const { base } = server
  try {
    console.log(`${kind}: server up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${base}`)
    const targets = await targetsOf(base)
    // warm-up: JIT, plan caches, the catalog cache
    for (const t of targets) await hit(base, t, 2)
    const rows: Row[] = []
    for (const t of targets) rows.push(await hit(base, t, SECONDS))
    table(kind, rows)
  } finally {
    await server.stop()
  }
}

await benchOne('PGlite', undefined)
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL)
else console.log('\n(DATABASE_URL is not set: PostgreSQL run skipped)')
