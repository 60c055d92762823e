// npm run bench:seckill — 5,000 buyers racing for 100 units of one flash sale on a running server
// (a child server on a fresh database, like bench:checkout). The buyers are made in one operator
// call (members:load: one password hash, a default address and a live token each), the flash sale
// with seckill:put (100 units, 1 per member). Every buyer sends a create at once (200 in flight);
// 300 greedy buyers send 3 each. Prints orders/s, p50/p99 of create, and checks with seckill:stats:
// exactly 100 units sold, 0 oversold, nobody past the per-member limit; exits 1 otherwise.
//
// PGlite always; PostgreSQL too when DATABASE_URL is set (an empty database) or BENCH_PG=1 (a throwaway
// cluster of Debian's PostgreSQL 15, server/test/postgres.ts). BENCH_BUYERS (5000), BENCH_UNITS (100),
// BENCH_CONCURRENCY (200), BENCH_ONLY_POSTGRES=1 skips PGlite. On PostgreSQL the server runs BENCH_WORKERS (2)
// processes sharing a Redis (a throwaway Debian redis-server; REDIS_URL to use one), as a deployment would,
// so the stock gate (docs/decisions/018-stock-gate.md) is shared between them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPostgres } from '../../server/test/postgres.ts'
import { startRedis } from '../../server/test/redis.ts'
import { call, post, startChild } from './child-server.ts'

const BUYERS = Number(process.env.BENCH_BUYERS ?? 5000)
const UNITS = Number(process.env.BENCH_UNITS ?? 100)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200)
const GREEDY = Math.min(300, BUYERS)
const MAX_BUY = 1

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function benchOne(kind: string, databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}) {
  // the server closes a connection that is silent for IDLE_TIMEOUT_MS (10 s), waiting for its own
  // answer included: under this overload some answers take longer, so the bench allows 120 s
  const server = await startChild(databaseUrl, { IDLE_TIMEOUT_MS: '120000', REQUEST_TIMEOUT_MS: '120000', ...env }, { timeoutMs: 600_000 })
  const { base } = server
  const secret = readFileSync(join(server.dataDir, 'ops-secret'), 'utf8').trim()
  const ops = async (command: string, args: string[]) => {
    const res = await fetch(`${base}/ops/${command}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: JSON.stringify({ args }) })
    const body = (await res.json()) as { code: number; data: unknown; message: string }
    if (body.code !== 0) throw new Error(`ops ${command}: ${body.message}`)
    return String(body.data ?? '')
  }
  try {
    const t0 = performance.now()
    const tokens = (await ops('members:load', ['bench', String(BUYERS), 'bench123'])).split('\n').filter(Boolean)
    const madeIn = (performance.now() - t0) / 1000
    // a SKU with plenty of goods stock, so the flash sale's own 100 units are what runs out
    const page = await post<{ list: Array<{ sku_id: number; price: string; stock: number }> }>(base, '/api/goodssku/page', { page_size: 40, order: 'sale_num', sort: 'desc' })
    const target = page.list.find((s) => s.stock >= UNITS * 3 && Number(s.price) >= 10) ?? page.list[0]!
    const goodsBefore = (await post<{ stock: number }>(base, '/api/goodssku/info', { sku_id: target.sku_id })).stock
    const id = Number(await ops('seckill:put', [String(target.sku_id), (Number(target.price) / 2).toFixed(2), String(UNITS), String(MAX_BUY)]))
    console.log(`${kind}: ${tokens.length} buyers made in ${madeIn.toFixed(1)} s; flash sale ${id} on SKU ${target.sku_id} (goods stock ${goodsBefore}): ${UNITS} units, ${MAX_BUY} per member; ${CONCURRENCY} requests in flight`)

    // every buyer once, the greedy ones three times, shuffled deterministically
    const attempts: number[] = []
    for (let i = 0; i < tokens.length; i++) attempts.push(i)
    for (let i = 0; i < GREEDY; i++) attempts.push(i, i)
    for (let i = attempts.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1)
      ;[attempts[i], attempts[j]] = [attempts[j]!, attempts[i]!]
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, () => call(base, '/api/ping', {})))
    const latencies: number[] = []
    const outcomes = new Map<string, number>()
    const perBuyer = new Map<number, number>()
    let next = 0
    let soldOutAt = 0
    let retries = 0
    const started = performance.now()
    const worker = async () => {
      for (;;) {
        const k = next++
        if (k >= attempts.length) return
        const buyer = attempts[k]!
        const a = performance.now()
        // an idempotency key per attempt: a connection the server closed under load is retried safely
        const body = { token: tokens[buyer], seckill_goods_id: id, num: 1, app_type: 'pc', idempotency_key: `bench-${k}-${Math.floor(started)}` }
        let res: Awaited<ReturnType<typeof call<string>>> | null = null
        for (let attempt = 0; res === null; attempt++) {
          try {
            res = await call<string>(base, '/seckill/api/ordercreate/create', body)
          } catch (err) {
            if (attempt >= 2) throw err
            retries += 1
          }
        }
        latencies.push(performance.now() - a)
        const key = res.code === 0 ? 'created' : res.message
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
        if (res.code === 0) {
          perBuyer.set(buyer, (perBuyer.get(buyer) ?? 0) + 1)
          if ([...perBuyer.values()].reduce((x, y) => x + y, 0) === UNITS) soldOutAt = performance.now()
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (performance.now() - started) / 1000
    latencies.sort((x, y) => x - y)
    const created = outcomes.get('created') ?? 0
    const stats = JSON.parse(await ops('seckill:stats', [String(id)])) as { stock_left: number; units_sold: number; orders: number; buyers: number; most_by_one_member: number; goods_stock: number; gate_refused: number }
    const oversell = Math.max(0, stats.units_sold - UNITS) + Math.max(0, created - UNITS)
    const overLimit = [...perBuyer.values()].filter((n) => n > MAX_BUY).length + (stats.most_by_one_member > MAX_BUY ? 1 : 0)
    const goodsTaken = goodsBefore - stats.goods_stock

    console.log(`\n${kind} — /seckill/api/ordercreate/create, ${attempts.length} attempts by ${tokens.length} buyers, ${CONCURRENCY} concurrent`)
    console.log(`  wall time         ${seconds.toFixed(1)} s`)
    console.log(`  attempts/s        ${(attempts.length / seconds).toFixed(0)}`)
    const saleSeconds = ((soldOutAt || performance.now()) - started) / 1000
    console.log(`  orders/s          ${(created / saleSeconds).toFixed(1)}  (${created} orders created; sold out after ${saleSeconds.toFixed(1)} s)`)
    console.log(`  create p50        ${percentile(latencies, 50).toFixed(1)} ms`)
    console.log(`  create p99        ${percentile(latencies, 99).toFixed(1)} ms`)
    console.log(`  create max        ${(latencies.at(-1) ?? 0).toFixed(0)} ms`)
    console.log(`  units sold        ${stats.units_sold} of ${UNITS}  (promotion stock left ${stats.stock_left}, goods stock taken ${goodsTaken})`)
    console.log(`  oversell          ${oversell}${oversell === 0 ? '' : '  <-- MUST BE 0'}`)
    console.log(`  over the limit    ${overLimit} member(s)  (most by one member: ${stats.most_by_one_member}, limit ${MAX_BUY})`)
    console.log(`  retried           ${retries} (connection closed by the server under load)`)
    console.log(`  gate refused      ${stats.gate_refused} before the database (the process that answered seckill:stats)`)
    console.log('  outcomes:')
    for (const [k, n] of [...outcomes].sort((x, y) => y[1] - x[1])) console.log(`    ${String(n).padStart(6)}  ${k}`)
    if (stats.units_sold !== UNITS || created !== UNITS || oversell > 0 || overLimit > 0 || stats.stock_left !== 0 || goodsTaken !== UNITS) {
      console.log('  FAILED: expected exactly the flash sale’s units sold, none oversold, nobody past the limit')
      process.exitCode = 1
    }
  } finally {
    await server.stop()
  }
}

/** PostgreSQL with BENCH_WORKERS processes and a Redis they share */
async function benchPostgres(url: string) {
  const workers = process.env.BENCH_WORKERS ?? '2'
  const redis = process.env.REDIS_URL ? null : await startRedis()
  try {
    await benchOne(`PostgreSQL, ${workers} workers + Redis`, url, { WORKERS: workers, REDIS_URL: process.env.REDIS_URL ?? redis!.url })
  } finally {
    await redis?.stop()
  }
}

if (process.env.BENCH_ONLY_POSTGRES !== '1') await benchOne('PGlite', undefined)
if (process.env.DATABASE_URL) await benchPostgres(process.env.DATABASE_URL)
else if (process.env.BENCH_PG === '1') {
  const pg = await startPostgres()
  if (!pg) console.log('\n(PostgreSQL binaries not found: PostgreSQL run skipped)')
  else {
    try {
      await benchPostgres(pg.url)
    } finally {
      await pg.stop()
    }
  }
} else console.log('\n(DATABASE_URL is not set and BENCH_PG is not 1: PostgreSQL run skipped)')
