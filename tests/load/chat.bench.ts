// npm run bench:chat — the chat under load on ONE server process: BENCH_MEMBERS (default 10,000)
// member sockets and BENCH_AGENTS (default 40) agent consoles connected at once, every member bound to
// shop 1; each member sends BENCH_MESSAGES (default 2) messages over HTTP (`say`), and the agent a
// message reaches answers it (`answer`), so as many go the other way. Every socket counts what it gets
// by message id. Prints delivered, lost (must be 0), duplicated (must be 0), p50/p99 delivery latency
// (send call started → push received) each way, and the server's memory per connection.
//
// The server is `server/main.ts` in a child process on a throwaway PostgreSQL (Debian's binaries, as
// the tests start it), so the members and tokens can be written straight into the database (10,000
// scrypt logins would measure scrypt). `npm run bench:chat` raises the open-file limit first
// (`ulimit -n`, per process: this one holds the client sockets, the child the server's).
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import pg from 'pg'
import { WebSocket } from 'ws'
import { startPostgres } from '../../server/test/postgres.ts'
import { call, startChild } from './child-server.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000)
const AGENTS = Number(process.env.BENCH_AGENTS ?? 40)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2)
/** HTTP calls in flight at once: 8 keeps the server busy without measuring a queue (64 saturates it:
 * the same throughput, with latency that is only the wait in line) */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
/** binds in flight at once: a reconnect storm (a restarted process) is every socket binding at the same moment */
const BIND_CONCURRENCY = Number(process.env.BENCH_BIND_CONCURRENCY ?? 1000)
const SITE = 1
/** how long after the last send a message may still arrive before it counts as lost */
const GRACE_MS = 15_000
/** the clients ping like the storefront does (well inside the server's 60 s) */
const PING_MS = 20_000

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const ms = (n: number) => `${n.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** run tasks with at most `n` in flight */
async function pool<T>(items: T[], n: number, run: (item: T, i: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      for (;;) {
        const i = next++
        if (i >= items.length) return
        await run(items[i]!, i)
      }
    }),
  )
}

interface Peer {
  ws: WebSocket
  clientId: string
  /** message ids seen (a second sight is a duplicate) */
  seen: Set<number>
}

function connect(url: string, onPush: (peer: Peer, push: { type: string; data: Record<string, unknown> }) => void): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    const peer: Peer = { ws, clientId: '', seen: new Set() }
    ws.on('error', reject)
    ws.on('message', (raw) => {
      const push = JSON.parse(String(raw)) as { type: string; data: Record<string, unknown> }
      if (push.type === 'init') {
        peer.clientId = String(push.data.client_id)
        resolve(peer)
        return
      }
      onPush(peer, push)
    })
  })
}

async function main() {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 0
  const needed = MEMBERS + AGENTS + CONCURRENCY + 500
  console.log(`open-file limit ${limit} per process (needed ~${needed}: this process holds the client sockets, the server its own)`)
  if (limit < needed) {
    console.error(`the open-file limit is too low: run through npm run bench:chat (it raises it), or lower BENCH_MEMBERS`)
    process.exit(1)
  }
  const started = performance.now()
  const postgres = await startPostgres()
  if (!postgres) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)')
  // a storm's answers may wait longer than the server's 10 s idle cut on a busy machine
  const server = await startChild(postgres.url, { IDLE_TIMEOUT_MS: '120000', REQUEST_TIMEOUT_MS: '120000' })
  const wsUrl = `${server.base.replace('http', 'ws')}/wss`
  const db = new pg.Client({ connectionString: postgres.url })
  await db.connect()
  try {
    // --- members, agents and their tokens, written directly ---
    const now = Math.floor(Date.now() / 1000)
    const memberTokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url'))
    const memberRows = await db.query<{ member_id: number }>(
      `insert into member (username, nickname, password_hash, reg_time)
       select 'bench_' || g, '压测会员' || g, 'x', $1 from generate_series(1, $2::int) g returning member_id`,
      [now, MEMBERS],
    )
    const memberIds = memberRows.rows.map((r) => r.member_id)
    await db.query(
      `insert into member_token (token_hash, member_id, created_at, expires_at) select * from unnest($1::text[], $2::int[]) as t(h, m), lateral (select $3::bigint, $3::bigint + 86400) x`,
      [memberTokens.map(hash), memberIds, now],
    )
    const agentRows = await db.query<{ servicer_id: number }>(
      `insert into servicer (site_id, username, nickname, password_hash) select $1, 'bench_agent_' || g, '压测客服' || g, 'x' from generate_series(1, $2::int) g returning servicer_id`,
      [SITE, AGENTS],
    )
    const agentTokens = agentRows.rows.map(() => randomBytes(24).toString('base64url'))
    await db.query(
      `insert into servicer_token (token_hash, servicer_id, created_at, expires_at) select * from unnest($1::text[], $2::int[]) as t(h, s), lateral (select $3::bigint, $3::bigint + 86400) x`,
      [agentTokens.map(hash), agentRows.rows.map((r) => r.servicer_id), now],
    )
    const tokenOfMember = new Map(memberIds.map((id, i) => [id, memberTokens[i]!]))

    // --- counters ---
    const sentAt = new Map<string, number>() // 'm<seq>' / 'a<seq>' → when the send call started
    const latency = { toAgent: [] as number[], toMember: [] as number[] }
    let duplicates = 0
    let seq = 0
    const answers: Array<{ agent: number; memberId: number }> = []
    const wake: { fn: (() => void) | null } = { fn: null }
    const deliveredOnce = (peer: Peer, id: number) => {
      if (peer.seen.has(id)) {
        duplicates += 1
        return false
      }
      peer.seen.add(id)
      return true
    }

    // --- agents ---
    const agentPeers: Peer[] = []
    for (const [i, token] of agentTokens.entries()) {
      const peer = await connect(wsUrl, (p, push) => {
        if (push.type !== 'string' || push.data.type !== 0) return
        if (!deliveredOnce(p, Number(push.data.id))) return
        const key = String(push.data.consumer_say)
        const t0 = sentAt.get(key)
        if (t0 !== undefined) latency.toAgent.push(performance.now() - t0)
        answers.push({ agent: i, memberId: Number(push.data.member_id) })
        wake.fn?.()
      })
      const res = await call(server.base, '/servicer/servicer/chat/bind', { token, client_id: peer.clientId })
      if (res.code !== 0) throw new Error(`agent bind: ${res.message}`)
      agentPeers.push(peer)
    }

    // --- members: connect and bind ---
    const rssBefore = rssOf(server.child.pid!)
    const memberPeers: Peer[] = Array.from({ length: MEMBERS })
    // pinging from the start: on a busy machine connecting them all can take longer than the server's 60 s idle cut
    const pinger = setInterval(() => {
      for (const p of [...agentPeers, ...memberPeers]) if (p?.ws.readyState === WebSocket.OPEN) p.ws.send('ping')
    }, PING_MS)
    const t0 = performance.now()
    await pool(memberIds, 200, async (_memberId, i) => {
      memberPeers[i] = await connect(wsUrl, (p, push) => {
        if (push.type !== 'string' || push.data.type !== 1) return
        if (!deliveredOnce(p, Number(push.data.id))) return
        const t = sentAt.get(String(push.data.servicer_say))
        if (t !== undefined) latency.toMember.push(performance.now() - t)
      })
    })
    const connectSeconds = (performance.now() - t0) / 1000
    const t1 = performance.now()
    let offline = 0
    const bindTimes: number[] = []
    await pool(memberIds, BIND_CONCURRENCY, async (memberId, i) => {
      const b0 = performance.now()
      const res = await call(server.base, '/servicer/api/chat/bind', { token: tokenOfMember.get(memberId), client_id: memberPeers[i]!.clientId, site_id: SITE })
      bindTimes.push(performance.now() - b0)
      if (res.code !== 0 && ++offline <= 3) console.error(`bind: ${res.message}`)
    })
    const bindSeconds = (performance.now() - t1) / 1000
    bindTimes.sort((x, y) => x - y)
    await new Promise((r) => setTimeout(r, 1000))
    const rssAfter = rssOf(server.child.pid!)
    const perConnection = (rssAfter - rssBefore) / MEMBERS
    console.log(
      `${MEMBERS} member sockets connected in ${connectSeconds.toFixed(1)} s and bound in ${bindSeconds.toFixed(1)} s, ${BIND_CONCURRENCY} binds in flight (${(MEMBERS / bindSeconds).toFixed(0)} binds/s, bind p50 ${ms(percentile(bindTimes, 50))}, p99 ${ms(percentile(bindTimes, 99))}; ${offline} saw the agents offline); ${AGENTS} agents; server RSS ${mb(rssBefore)} → ${mb(rssAfter)}`,
    )

    // --- messages both ways ---
    // round k of every member before round k+1: a member's messages are spread apart (20 per 10 s allowed)
    const order = Array.from({ length: MESSAGES }, (_, k) => memberIds.map((id) => ({ memberId: id, k }))).flat()
    let sentToAgent = 0
    let sentToMember = 0
    let failed = 0
    let sending = true
    const t2 = performance.now()
    const answerLoop = async () => {
      for (;;) {
        const job = answers.shift()
        if (!job) {
          if (!sending && answers.length === 0) return
          await new Promise<void>((r) => {
            wake.fn = r
            setTimeout(r, 200)
          })
          continue
        }
        const key = `a${++seq}`
        sentAt.set(key, performance.now())
        const res = await call(server.base, '/servicer/servicer/chat/answer', { token: agentTokens[job.agent], member_id: job.memberId, content_type: 0, servicer_say: key })
        if (res.code === 0) sentToMember += 1
        else {
          failed += 1
          sentAt.delete(key)
          if (failed < 5) console.error(`answer: ${res.message}`)
        }
      }
    }
    const answering = Promise.all(Array.from({ length: CONCURRENCY / 2 }, answerLoop))
    await pool(order, CONCURRENCY / 2, async ({ memberId }) => {
      const key = `m${++seq}`
      sentAt.set(key, performance.now())
      const res = await call(server.base, '/servicer/api/chat/say', { token: tokenOfMember.get(memberId), site_id: SITE, content_type: 0, message: key, client_msg_id: key })
      if (res.code === 0) sentToAgent += 1
      else {
        failed += 1
        sentAt.delete(key)
        if (failed < 5) console.error(`say: ${res.message}`)
      }
    })
    // every member message has reached an agent (or the grace ran out), then the answers finish
    const deadline = performance.now() + GRACE_MS
    while (latency.toAgent.length < sentToAgent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    sending = false
    wake.fn?.()
    await answering
    const deadline2 = performance.now() + GRACE_MS
    while (latency.toMember.length < sentToMember && performance.now() < deadline2) await new Promise((r) => setTimeout(r, 100))
    const seconds = (performance.now() - t2) / 1000
    clearInterval(pinger)

    const lostToAgent = sentToAgent - latency.toAgent.length
    const lostToMember = sentToMember - latency.toMember.length
    const a = latency.toAgent.toSorted((x, y) => x - y)
    const m = latency.toMember.toSorted((x, y) => x - y)
    const stillOpen = memberPeers.filter((p) => p.ws.readyState === WebSocket.OPEN).length
    const rows: Array<[string, string]> = [
      ['member sockets (open at the end)', `${MEMBERS} (${stillOpen})`],
      ['bind storm (all at once)', `${bindSeconds.toFixed(1)} s, ${(MEMBERS / bindSeconds).toFixed(0)} binds/s, p99 ${ms(percentile(bindTimes, 99))}`],
      ['agent sockets', String(AGENTS)],
      ['messages member → agent (sent / delivered)', `${sentToAgent} / ${latency.toAgent.length}`],
      ['messages agent → member (sent / delivered)', `${sentToMember} / ${latency.toMember.length}`],
      ['delivered', String(latency.toAgent.length + latency.toMember.length)],
      ['lost', String(lostToAgent + lostToMember)],
      ['duplicated', String(duplicates)],
      ['refused calls', String(failed)],
      ['p50 / p99 member → agent', `${ms(percentile(a, 50))} / ${ms(percentile(a, 99))}`],
      ['p50 / p99 agent → member', `${ms(percentile(m, 50))} / ${ms(percentile(m, 99))}`],
      ['messages per second (both ways)', ((sentToAgent + sentToMember) / seconds).toFixed(0)],
      ['server memory per connection (RSS)', `${(perConnection / 1024).toFixed(1)} kB`],
    ]
    console.log(`\nchat bench (one server process, PostgreSQL, ${((performance.now() - started) / 1000).toFixed(0)} s in all)`)
    for (const [k, v] of rows) console.log(`  ${k.padEnd(46)} ${v}`)
    for (const p of [...agentPeers, ...memberPeers]) p.ws.terminate()
    if (lostToAgent + lostToMember > 0 || duplicates > 0 || stillOpen < MEMBERS) {
      process.exitCode = 1
      console.error('FAILED: messages were lost or duplicated, or sockets closed')
    }
  } finally {
    await db.end()
    await server.stop()
    await postgres.stop()
  }
}

await main()
