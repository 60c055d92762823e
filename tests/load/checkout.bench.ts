// npm run bench:checkout — a few thousand concurrent checkout attempts (ordercreate/create, buy now)
// against a running server, on SKUs whose stock runs out during the run. Prints orders/s, p50/p99
// of create, and the oversell count (orders beyond the stock there was), which must be 0.
//
// PGlite always; PostgreSQL too when DATABASE_URL is set (an empty database). BENCH_ATTEMPTS
// (default 3000) and BENCH_CONCURRENCY (default 100) set the load; BENCH_ONLY_POSTGRES=1 skips PGlite.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { call, post, startChild } from './child-server.ts'

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 3000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100)
/** SKUs the load aims at: contended, and some sell out */
const SKUS = 6

interface Sku {
  sku_id: number
  stock: number
  site_id: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function buyers(base: string): Promise<string[]> {
  // the seeded members (buyer and user001…user040), each with a delivery address
  const names = ['buyer', ...Array.from({ length: 40 }, (_, i) => `user${String(i + 1).padStart(3, '0')}`)]
  const tokens: string[] = []
  for (const username of names) {
    const { token } = await post<{ token: string }>(base, '/api/login/login', { username, password: username === 'buyer' ? 'buyer123' : 'member123' })
    if (username !== 'buyer') {
      await post(base, '/api/memberaddress/add', { token, name: '压测用户', mobile: '13800000000', province_id: 310000, city_id: 310100, district_id: 310115, address: '压测路 1 号' })
    }
    tokens.push(token)
  }
  return tokens
}

async function targets(base: string): Promise<Sku[]> {
  const page = await post<{ list: Array<{ sku_id: number; site_id: number; stock: number }> }>(base, '/api/goodssku/page', { keyword: '手机', page_size: 40 })
  const picked: Sku[] = []
  for (const s of page.list) {
    if (picked.length === SKUS) break
    if (s.stock <= 0 || picked.some((p) => p.site_id === s.site_id && picked.length < 3)) continue
    const info = await post<{ stock: number }>(base, '/api/goodssku/info', { sku_id: s.sku_id })
    picked.push({ sku_id: s.sku_id, site_id: s.site_id, stock: info.stock })
  }
  if (picked.length < SKUS) throw new Error('not enough goods with stock in the demo data')
  return picked
}

async function benchOne(kind: string, databaseUrl: string | undefined) {
  const server = await startChild(databaseUrl)
  const { base } = server
  try {
    const secret = readFileSync(join(server.dataDir, 'ops-secret'), 'utf8').trim()
    await fetch(`${base}/ops/captcha:off`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: '{"args":[]}' })
    const tokens = await buyers(base)
    const skus = await targets(base)
    const stockBefore = skus.reduce((a, s) => a + s.stock, 0)
    console.log(`${kind}: ${tokens.length} buyers, ${skus.length} SKUs with ${stockBefore} in stock (${skus.map((s) => s.stock).join(', ')}), ${ATTEMPTS} attempts at ${CONCURRENCY} in flight`)

    const sold = new Map<number, number>()
    const latencies: number[] = []
    const outcomes = new Map<string, number>()
    let next = 0
    const started = performance.now()
    const worker = async () => {
      for (;;) {
        const i = next++
        if (i >= ATTEMPTS) return
        const sku = skus[i % skus.length]!
        const num = 1 + (i % 3)
        const t0 = performance.now()
        const res = await call<string>(base, '/api/ordercreate/create', { token: tokens[i % tokens.length], sku_id: sku.sku_id, num, app_type: 'pc' })
        latencies.push(performance.now() - t0)
        const key = res.code === 0 ? 'created' : res.message
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
        if (res.code === 0) sold.set(sku.sku_id, (sold.get(sku.sku_id) ?? 0) + num)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (performance.now() - started) / 1000

    // oversell: items sold beyond the stock there was, per SKU; and the stock left must match
    let oversell = 0
    let mismatch = 0
    for (const s of skus) {
      const n = sold.get(s.sku_id) ?? 0
      oversell += Math.max(0, n - s.stock)
      const left = await post<{ stock: number }>(base, '/api/goodssku/info', { sku_id: s.sku_id })
      if (left.stock !== s.stock - n) mismatch += 1
    }
    latencies.sort((a, b) => a - b)
    const created = outcomes.get('created') ?? 0
    console.log(`\n${kind} — ordercreate/create, ${ATTEMPTS} attempts, ${CONCURRENCY} concurrent`)
    console.log(`  wall time       ${seconds.toFixed(1)} s`)
    console.log(`  attempts/s      ${(ATTEMPTS / seconds).toFixed(0)}`)
    console.log(`  orders/s        ${(created / seconds).toFixed(0)}  (${created} orders created)`)
    console.log(`  create p50      ${percentile(latencies, 50).toFixed(0)} ms`)
    console.log(`  create p99      ${percentile(latencies, 99).toFixed(0)} ms`)
    console.log(`  items sold      ${[...sold.values()].reduce((a, b) => a + b, 0)} of ${stockBefore} in stock`)
    console.log(`  oversell        ${oversell}${oversell === 0 ? '' : '  <-- MUST BE 0'}`)
    console.log(`  stock mismatch  ${mismatch} SKU(s)`)
    console.log('  outcomes:')
    for (const [k, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`    ${String(n).padStart(6)}  ${k}`)
    if (oversell > 0 || mismatch > 0) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

if (process.env.BENCH_ONLY_POSTGRES !== '1') await benchOne('PGlite', undefined)
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL)
else console.log('\n(DATABASE_URL is not set: PostgreSQL run skipped)')
