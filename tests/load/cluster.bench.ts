// npm run bench:cluster — losing a node under load (issue 23). `startCluster()` (scripts/cluster.ts):
// PostgreSQL, Redis, three nodes, HAProxy. Through the balancer only: the shoppers' mixed workload
// (mixed-workload.ts), a stream of checkouts (create; about half of them paid through the sandbox
// gateway), and BENCH_SOCKETS chat sockets whose members send messages. After BENCH_BEFORE_S one
// node is `kill -9`ed (its process group), started again BENCH_DOWN_S later; BENCH_AFTER_S more.
// Sockets cut with the node reconnect through the balancer (to a live node), bind again, and re-sync
// with the history call (dialogs after the last id they hold).
//
// Prints req/s and p99 before / during / after, errors seen by clients, and the checks that must
// be 0: acknowledged orders and payments missing or in the wrong state in the database, chat
// messages acknowledged but never seen by their member's socket (lost) or stored twice (duplicated: one
// client_msg_id under two ids — a push repeated under the same id is one message to a client, which keeps
// one per id, and is only counted),
// and unpaid-order closes run other than exactly once (every close job due has run once, no order
// closed twice: the stock of the bench's SKUs is exactly what the open and paid orders hold).
// Unpaid orders close after 1 minute here (site_config order_config.auto_close).
//
//   BENCH_SOCKETS (1000) BENCH_MIXED (6 in flight) BENCH_CHECKOUT (3 in flight)
//   BENCH_BEFORE_S (25) BENCH_DOWN_S (10) BENCH_AFTER_S (25)
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { WebSocket } from 'ws'
import { startCluster } from '../../scripts/cluster.ts'
import { ORDER, PAY } from '../../domain/order-rules.ts'
import { call, post } from './child-server.ts'
import { mixedStream, readCatalog } from './mixed-workload.ts'

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000)
const MIXED = Number(process.env.BENCH_MIXED ?? 6)
const CHECKOUT = Number(process.env.BENCH_CHECKOUT ?? 3)
const BEFORE_S = Number(process.env.BENCH_BEFORE_S ?? 25)
const DOWN_S = Number(process.env.BENCH_DOWN_S ?? 10)
const AFTER_S = Number(process.env.BENCH_AFTER_S ?? 25)
/** chat messages a second, all members together */
const SAY_PER_S = Number(process.env.BENCH_SAY_PER_S ?? 40)
const SITE = 1
const GRACE_MS = 10_000

type Phase = 'before' | 'during' | 'after'
let phase: Phase = 'before'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const hash = (token: string) => createHash('sha256').update(token).digest('hex')

interface Sample {
  phase: Phase
  ms: number
  ok: boolean
}
const samples: Sample[] = []
const phaseTime: Record<Phase, number> = { before: 0, during: 0, after: 0 }
const errors = new Map<string, number>()
const noteError = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1)

/** one client call through the balancer, timed and counted in the phase it started in */
async function timed<T>(what: string, run: () => Promise<T>, ok: (r: T) => boolean): Promise<T | null> {
  const p = phase
  const t0 = performance.now()
  try {
    const r = await run()
    const good = ok(r)
    samples.push({ phase: p, ms: performance.now() - t0, ok: good })
    if (!good) noteError(`${what}: refused`)
    return r
  } catch (error) {
    samples.push({ phase: p, ms: performance.now() - t0, ok: false })
    noteError(`${what}: ${(error as Error).message.slice(0, 60)}`)
    return null
  }
}

// ---- chat sockets ----
interface Member {
  memberId: number
  token: string
  ws: WebSocket | null
  /** message ids this member's sockets have seen (push or re-sync) */
  seen: Set<number>
  lastId: number
  /** ids of the bench's own messages the server acknowledged */
  acked: Set<number>
  reconnects: number
}
/** pushes of an id the socket already held (a retried say pushes again; the client keeps one per id) */
let repeatedPushes = 0
/** what the loops watch (an object: set elsewhere than in the loop) */
const run = { going: true, stopping: false }

function openSocket(base: string, m: Member): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/wss`, { perMessageDeflate: false })
    m.ws = ws
    // a socket that never opened is the reconnect loop's to retry, not a second loop's
    let opened = false
    ws.on('error', (e) => reject(e))
    ws.on('message', (raw) => {
      const push = JSON.parse(String(raw)) as { type: string; data: { client_id?: string; id?: number } }
      if (push.type === 'init') {
        opened = true
        return resolve(String(push.data.client_id))
      }
      const id = Number(push.data?.id)
      if (!id) return
      if (m.seen.has(id)) repeatedPushes += 1
      m.seen.add(id)
      m.lastId = Math.max(m.lastId, id)
    })
    ws.on('close', () => {
      if (run.stopping || m.ws !== ws || !opened) return
      m.ws = null
      m.reconnects += 1
      void reconnect(base, m)
    })
  })
}

async function bindAndResync(base: string, m: Member, clientId: string, resync: boolean) {
  // bound either way; SERVICER_OFFLINE only says no agent is online (the bench runs none: the
  // member's own sockets get each message they send, which is what is counted)
  const bound = await call<unknown>(base, '/servicer/api/chat/bind', { token: m.token, client_id: clientId, site_id: SITE })
  if (bound.code !== 0 && (bound as { error_code?: string }).error_code !== 'SERVICER_OFFLINE') throw new Error(`bind: ${bound.message}`)
  if (!resync) return
  // everything after the last id held, oldest first (the storefront's chat does the same on reconnect)
  for (;;) {
    const page = await post<{ list: Array<{ id: number }> }>(base, '/servicer/api/chat/dialogs', { token: m.token, site_id: SITE, after_id: m.lastId, limit: 100 })
    for (const row of page.list) {
      m.seen.add(row.id)
      m.lastId = Math.max(m.lastId, row.id)
    }
    if (page.list.length < 100) return
  }
}

async function reconnect(base: string, m: Member) {
  for (let attempt = 0; !run.stopping; attempt++) {
    await sleep(100 + Math.random() * 400 * Math.min(attempt + 1, 5))
    try {
      const clientId = await openSocket(base, m)
      await bindAndResync(base, m, clientId, true)
      return
    } catch {
      noteError('chat: reconnect attempt failed')
      const failed = m.ws
      m.ws = null
      failed?.terminate()
    }
  }
}

async function main() {
  const started = performance.now()
  console.log(`starting PostgreSQL, Redis, 3 nodes and HAProxy…`)
  const cluster = await startCluster({ log: false })
  const base = cluster.url
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  try {
    // unpaid orders close after 1 minute (the smallest the rule allows), the captcha off for the logins
    await db.query(`insert into site_config (key, value) values ('order_config', '{"auto_close":1}') on conflict (key) do update set value = '{"auto_close":1}'`)
    const secret = readFileSync(join(cluster.dataDir, 'ops-secret'), 'utf8').trim()
    await fetch(`${cluster.nodes[0]!.url}/ops/captcha:off`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: '{"args":[]}' })

    // buyers: the seeded members, each with an address
    const names = Array.from({ length: 40 }, (_, i) => `user${String(i + 1).padStart(3, '0')}`)
    const buyers: string[] = []
    for (const username of names) {
      const { token } = await post<{ token: string }>(base, '/api/login/login', { username, password: 'member123' })
      await post(base, '/api/memberaddress/add', { token, name: '压测用户', mobile: '13800000000', province_id: 310000, city_id: 310100, district_id: 310115, address: '压测路 1 号' })
      buyers.push(token)
    }
    // goods to buy, with stock raised so the run never sells out (stock is what the close check reads)
    // (goods no demo order holds: the stock check below then counts the bench's orders only)
    const page = await post<{ list: Array<{ sku_id: number }> }>(base, '/api/goodssku/page', { keyword: '手机', page_size: 40 })
    const { rows: fresh } = await db.query<{ sku_id: number }>(
      'select sku_id from goods_sku s where sku_id = any($1) and not exists (select 1 from order_goods g where g.sku_id = s.sku_id) order by sku_id limit 8',
      [page.list.map((s) => s.sku_id)],
    )
    const skus = fresh.map((s) => s.sku_id)
    if (skus.length === 0) throw new Error('no goods without demo orders to buy')
    await db.query('update goods_sku set stock = 100000 where sku_id = any($1)', [skus])

    const catalog = await readCatalog(base)
    const stream = mixedStream(catalog, 200_000)

    // chat members: written straight into the database (1,000 scrypt logins would measure scrypt)
    const now = Math.floor(Date.now() / 1000)
    const tokens = Array.from({ length: SOCKETS }, () => randomBytes(24).toString('base64url'))
    const rows = await db.query<{ member_id: number }>(
      `insert into member (username, nickname, password_hash, reg_time) select 'cluster_' || g, '集群压测' || g, 'x', $1 from generate_series(1, $2::int) g returning member_id`,
      [now, SOCKETS],
    )
    await db.query(
      `insert into member_token (token_hash, member_id, created_at, expires_at) select * from unnest($1::text[], $2::int[]) as t(h, m), lateral (select $3::bigint, $3::bigint + 86400) x`,
      [tokens.map(hash), rows.rows.map((r) => r.member_id), now],
    )
    const members: Member[] = rows.rows.map((r, i) => ({ memberId: r.member_id, token: tokens[i]!, ws: null, seen: new Set(), lastId: 0, acked: new Set(), reconnects: 0 }))
    const t0 = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (;;) {
          const m = members[next++]
          if (!m) return
          const clientId = await openSocket(base, m)
          await bindAndResync(base, m, clientId, false)
        }
      }),
    )
    console.log(`${SOCKETS} chat sockets connected and bound through the balancer in ${((performance.now() - t0) / 1000).toFixed(1)} s; setup ${((performance.now() - started) / 1000).toFixed(0)} s`)

    // the clients ping like the storefront does: a socket silent for 60 s is closed by the gateway
    const pinger = setInterval(() => {
      for (const m of members) if (m.ws?.readyState === WebSocket.OPEN) m.ws.send('ping')
    }, 20_000)

    // ---- the load ----
    let cursor = 0
    const mixed = async () => {
      while (run.going) {
        const c = stream[cursor++ % stream.length]!
        await timed('mixed', () => call(base, c.path, c.body), (r) => r.code === 0)
      }
    }
    const ackedOrders: Array<{ outTradeNo: string; paid: boolean }> = []
    let n = 0
    const checkout = async () => {
      while (run.going) {
        const i = n++
        const created = await timed('order create', () => call<string>(base, '/api/ordercreate/create', { token: buyers[i % buyers.length], sku_id: skus[i % skus.length], num: 1, app_type: 'pc' }), (r) => r.code === 0)
        if (!created || created.code !== 0) continue
        const order = { outTradeNo: String(created.data), paid: false }
        ackedOrders.push(order)
        if (i % 2 === 1) continue // left unpaid: the scheduler closes it after a minute
        const link = await timed('pay', () => call<{ data: string }>(base, '/api/pay/pay', { token: buyers[i % buyers.length], out_trade_no: order.outTradeNo, pay_type: 'alipay' }), (r) => r.code === 0)
        if (!link || link.code !== 0) continue
        const form = new URL(link.data.data).searchParams
        form.set('decision', 'approve')
        const approved = await timed(
          'gateway approve',
          () => fetch(`${base}/sandbox/gateway`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' }),
          (r) => r.status === 303,
        )
        // the gateway's 303 back to the shop is the acknowledgement: the notification was applied
        if (approved?.status === 303) order.paid = true
      }
    }
    let sayCount = 0
    const chatter = async () => {
      const gap = 1000 / SAY_PER_S
      while (run.going) {
        const m = members[sayCount++ % members.length]!
        const key = `c${sayCount}`
        void (async () => {
          // the same client_msg_id on a retry: the server keeps one message (idempotent)
          for (let attempt = 0; attempt < 5 && !run.stopping; attempt++) {
            const r = await timed('chat say', () => call<{ id: number }>(base, '/servicer/api/chat/say', { token: m.token, site_id: SITE, content_type: 0, message: key, client_msg_id: key }), (x) => x.code === 0)
            if (r?.code === 0) {
              m.acked.add(r.data.id)
              return
            }
            await sleep(300)
          }
        })()
        await sleep(gap)
      }
    }
    const workers = [...Array.from({ length: MIXED }, mixed), ...Array.from({ length: CHECKOUT }, checkout), chatter()]

    const victim = cluster.nodes[1]!
    const phaseStart = performance.now()
    await sleep(BEFORE_S * 1000)
    phaseTime.before = (performance.now() - phaseStart) / 1000
    phase = 'during'
    const killedAt = performance.now()
    console.log(`kill -9 node ${victim.index} (pid ${victim.child?.pid}) at ${BEFORE_S} s`)
    victim.kill()
    await sleep(DOWN_S * 1000)
    console.log(`starting node ${victim.index} again`)
    await victim.start()
    // back in the balancer once two health checks passed
    await sleep(2500)
    phaseTime.during = (performance.now() - killedAt) / 1000
    phase = 'after'
    const afterStart = performance.now()
    await sleep(AFTER_S * 1000)
    phaseTime.after = (performance.now() - afterStart) / 1000
    run.going = false
    await Promise.all(workers)
    // the last messages' pushes, and the sockets still re-syncing
    await sleep(GRACE_MS)
    run.stopping = true
    clearInterval(pinger)

    // ---- checks ----
    // orders and payments: every acknowledged one is there, in the right state
    const byTrade = await db.query<{ out_trade_no: string; order_status: number; pay_status: number }>(
      `select o.out_trade_no, o.order_status, p.pay_status from orders o join pay p on p.out_trade_no = o.out_trade_no where o.out_trade_no = any($1)`,
      [ackedOrders.map((o) => o.outTradeNo)],
    )
    const found = new Map(byTrade.rows.map((r) => [r.out_trade_no, r]))
    const lostOrders = ackedOrders.filter((o) => !found.has(o.outTradeNo)).length
    const paid = ackedOrders.filter((o) => o.paid)
    const lostPayments = paid.filter((o) => {
      const r = found.get(o.outTradeNo)
      return !r || r.pay_status !== PAY.paid || r.order_status === ORDER.unpaid || r.order_status === ORDER.closed
    }).length

    // unpaid closes: wait for every due close job, then: each ran once, each closed order gave its stock back once
    const closeDeadline = Date.now() + 30_000
    for (;;) {
      const { rows: left } = await db.query<{ n: number }>(`select count(*)::int n from scheduled_job where kind = 'order.close_unpaid' and state = 'pending' and due_at <= extract(epoch from now())::bigint - 2`)
      if (left[0]!.n === 0 || Date.now() > closeDeadline) break
      await sleep(500)
    }
    const { rows: jobs } = await db.query<{ state: string; n: number }>(
      `select state, count(*)::int n from scheduled_job j join orders o on j.ref = o.order_id::text where j.kind = 'order.close_unpaid' and o.out_trade_no = any($1) and j.due_at <= extract(epoch from now())::bigint - 2 group by state`,
      [ackedOrders.map((o) => o.outTradeNo)],
    )
    const due = jobs.reduce((a, j) => a + j.n, 0)
    const doneJobs = jobs.find((j) => j.state === 'done')?.n ?? 0
    const { rows: closed } = await db.query<{ n: number }>(`select count(*)::int n from orders where out_trade_no = any($1) and order_status = $2`, [ackedOrders.map((o) => o.outTradeNo), ORDER.closed])
    const unpaidDue = ackedOrders.filter((o) => !o.paid).length
    // stock: 100000 per SKU minus the lines of orders not closed — a close run twice would give back twice
    const { rows: stock } = await db.query<{ sku_id: number; stock: number; held: number }>(
      `select s.sku_id, s.stock, coalesce((select sum(g.num) from order_goods g join orders o on o.order_id = g.order_id where g.sku_id = s.sku_id and o.order_status <> $2), 0)::int held from goods_sku s where s.sku_id = any($1)`,
      [skus, ORDER.closed],
    )
    const stockOff = stock.filter((s) => s.stock !== 100000 - s.held).length

    // chat: every acknowledged message seen by its member once
    let acked = 0
    let lost = 0
    for (const m of members) {
      for (const id of m.acked) {
        acked += 1
        if (!m.seen.has(id)) lost += 1
      }
    }
    const reconnects = members.reduce((a, m) => a + m.reconnects, 0)
    // duplicated: one said message (its client_msg_id) stored under two ids
    const { rows: twice } = await db.query<{ n: number }>(
      `select count(*)::int n from (select 1 from servicer_dialogue where member_id = any($1) and type = 0 and client_msg_id is not null group by member_id, client_msg_id having count(*) > 1) d`,
      [members.map((m) => m.memberId)],
    )
    const duplicates = twice[0]!.n

    // ---- the table ----
    const row = (p: Phase) => {
      const s = samples.filter((x) => x.phase === p)
      const ms = s.map((x) => x.ms).sort((a, b) => a - b)
      return `${p.padEnd(7)} ${phaseTime[p].toFixed(0).padStart(4)} s  ${(s.length / Math.max(phaseTime[p], 0.001)).toFixed(0).padStart(6)} req/s  p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(6)} ms  errors ${String(s.filter((x) => !x.ok).length).padStart(5)}`
    }
    const lines: Array<[string, string]> = [
      ['acknowledged orders (paid)', `${ackedOrders.length} (${paid.length})`],
      ['acknowledged orders lost', String(lostOrders)],
      ['acknowledged payments lost or not paid', String(lostPayments)],
      ['close jobs due (every order has one) / done', `${due} / ${doneJobs}  (orders left unpaid ${unpaidDue}, closed ${closed[0]!.n}; the rest not due yet)`],
      ['SKUs whose stock is off (a close run twice)', String(stockOff)],
      ['chat messages acknowledged', String(acked)],
      ['chat messages lost', String(lost)],
      ['chat messages duplicated (stored twice)', String(duplicates)],
      ['chat pushes repeated (same id, kept once)', String(repeatedPushes)],
      ['chat socket reconnects', String(reconnects)],
    ]
    console.log(`\ncluster bench: 3 nodes behind HAProxy, node ${victim.index} killed -9 and restarted; ${MIXED} mixed + ${CHECKOUT} checkout loops, ${SOCKETS} chat sockets (${((performance.now() - started) / 1000).toFixed(0)} s in all)`)
    for (const p of ['before', 'during', 'after'] as const) console.log(`  ${row(p)}`)
    for (const [k, v] of lines) console.log(`  ${k.padEnd(46)} ${v}`)
    console.log('  client errors by kind:')
    for (const [k, v] of [...errors].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${String(v).padStart(6)}  ${k}`)
    const bad = lostOrders + lostPayments + lost + duplicates + stockOff + (due - doneJobs)
    if (bad > 0) {
      process.exitCode = 1
      console.error('FAILED: acknowledged writes or chat messages were lost or duplicated, or a close did not run exactly once')
    }
  } finally {
    run.stopping = true
    await db.end()
    await cluster.stop()
  }
}

await main()
