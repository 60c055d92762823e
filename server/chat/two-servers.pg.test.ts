// Two server processes on one PostgreSQL and one Redis (both Debian's, started here): members on one,
// the agent on the other. Every message either side sends arrives at the other side exactly once,
// and a socket on one process can be bound through the other (a load balancer splits them so).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, pgSkipReason, type TestPostgres } from '../test/postgres.ts'
import { redisSkipReason, startRedis } from '../test/redis.ts'
import { openSocket, type TestSocket } from '../test/chat-socket.ts'
import { call, post, startChild, type ChildServer } from '../../tests/load/child-server.ts'

const skip = pgSkipReason() ?? redisSkipReason()
const ws = (s: ChildServer) => `${s.base.replace('http', 'ws')}/wss`
const MEMBERS = 4
// a member may send 20 messages per 10 s
const EACH = 15

describe.skipIf(skip !== null)(`chat across two processes (PostgreSQL + Redis)${skip ? `: skipped, ${skip}` : ''}`, () => {
  let pg: TestPostgres
  let redis: { url: string; stop(): Promise<void> }
  let a: ChildServer
  let b: ChildServer

  beforeAll(async () => {
    pg = (await startPostgres())!
    redis = await startRedis()
    // one after the other: the first migrates and seeds
    a = await startChild(pg.url, { REDIS_URL: redis.url })
    b = await startChild(pg.url, { REDIS_URL: redis.url })
    const secret = readFileSync(join(a.dataDir, 'ops-secret'), 'utf8').trim()
    await fetch(`${a.base}/ops/captcha:off`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': secret }, body: '{"args":[]}' })
  }, 240_000)
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await redis?.stop()
    await pg?.stop()
  }, 120_000)

  it('members on A, the agent on B: each message arrives once at the other side', { timeout: 120_000 }, async () => {
    const agent = await post<{ token: string; servicer: { servicer_id: number } }>(b.base, '/servicer/servicer/login/login', { username: 'kefu1', password: 'kefu123' })
    const agentSocket = await openSocket(ws(b))
    await post(b.base, '/servicer/servicer/chat/bind', { token: agent.token, client_id: agentSocket.clientId })

    const members: Array<{ token: string; socket: TestSocket }> = []
    for (let i = 1; i <= MEMBERS; i += 1) {
      const { token } = await post<{ token: string }>(a.base, '/api/login/login', { username: `user${String(i).padStart(3, '0')}`, password: 'member123' })
      const socket = await openSocket(ws(a))
      const bound = await post<{ servicer_id: number }>(a.base, '/servicer/api/chat/bind', { token, client_id: socket.clientId, site_id: 1 })
      // the agent's socket is on B: A sees them online through Redis
      expect(bound.servicer_id).toBe(agent.servicer.servicer_id)
      members.push({ token, socket })
    }
    await expect.poll(() => agentSocket.pushes.filter((p) => p.type === 'connect').length).toBeGreaterThanOrEqual(MEMBERS)
    const memberIds = [...new Set(agentSocket.pushes.filter((p) => p.type === 'connect').map((p) => Number(p.data.member_id)))]
    expect(memberIds).toHaveLength(MEMBERS)

    // both directions at once
    const sent = { toAgent: [] as number[], toMember: new Map<number, number[]>() }
    await Promise.all([
      ...members.map(async (m, i) => {
        for (let k = 0; k < EACH; k += 1) {
          const res = await post<{ id: number }>(a.base, '/servicer/api/chat/say', { token: m.token, site_id: 1, content_type: 0, message: `m${i}-${k}`, client_msg_id: `m${i}-${k}` })
          sent.toAgent.push(res.id)
        }
      }),
      ...memberIds.map(async (memberId) => {
        const ids: number[] = []
        sent.toMember.set(memberId, ids)
        for (let k = 0; k < EACH; k += 1) {
          const res = await call<{ id: number }>(b.base, '/servicer/servicer/chat/answer', { token: agent.token, member_id: memberId, content_type: 0, servicer_say: `a-${k}` })
          expect(res.code, res.message).toBe(0)
          ids.push(res.data.id)
        }
      }),
    ])

    const messageTypes = new Set(['string', 'goodssku', 'order', 'image'])
    const idsOf = (s: TestSocket, type: number) => s.pushes.filter((p) => messageTypes.has(p.type) && p.data.type === type).map((p) => Number(p.data.id))
    await expect.poll(() => idsOf(agentSocket, 0).length, { timeout: 10_000 }).toBe(MEMBERS * EACH)
    expect(idsOf(agentSocket, 0).toSorted((x, y) => x - y)).toEqual(sent.toAgent.toSorted((x, y) => x - y))
    // each member got exactly the answers addressed to them, once each
    for (const m of members) {
      const memberId = Number(m.socket.pushes.find((p) => p.type === 'string' && p.data.type === 1)?.data.member_id ?? 0)
      await expect.poll(() => idsOf(m.socket, 1).length, { timeout: 10_000 }).toBe(EACH)
      expect(idsOf(m.socket, 1).toSorted((x, y) => x - y)).toEqual(sent.toMember.get(memberId)!.toSorted((x, y) => x - y))
    }
    // nothing more trickles in later
    await new Promise((r) => setTimeout(r, 300))
    expect(idsOf(agentSocket, 0)).toHaveLength(MEMBERS * EACH)
    for (const m of members) expect(idsOf(m.socket, 1)).toHaveLength(EACH)
    for (const m of members) m.socket.close()
    agentSocket.close()
  })

  it('a socket on A bound through B gets its pushes; bye through B closes it on A', { timeout: 60_000 }, async () => {
    const agent = await post<{ token: string }>(a.base, '/servicer/servicer/login/login', { username: 'platform1', password: 'kefu123' })
    const agentSocket = await openSocket(ws(a))
    await post(b.base, '/servicer/servicer/chat/bind', { token: agent.token, client_id: agentSocket.clientId })
    const { token } = await post<{ token: string }>(b.base, '/api/login/login', { username: 'user010', password: 'member123' })
    const socket = await openSocket(ws(a))
    const bound = await call<{ servicer_id: number }>(b.base, '/servicer/api/chat/bind', { token, client_id: socket.clientId, site_id: 0 })
    expect(bound.code).toBe(0)
    const pushed = agentSocket.next('string')
    const said = await post<{ id: number; member_id: number }>(b.base, '/servicer/api/chat/say', { token, site_id: 0, content_type: 0, message: 'via B' })
    expect((await pushed).data.id).toBe(said.id)
    const answer = socket.next('string', (d) => d.type === 1)
    await post(b.base, '/servicer/servicer/chat/answer', { token: agent.token, member_id: said.member_id, content_type: 0, message: 'hello' })
    expect((await answer).data.servicer_say).toBe('hello')
    // a second tab of the member, on B: the member stays online for the agent while either lives
    const tab2 = await openSocket(ws(b))
    expect((await call(a.base, '/servicer/api/chat/bind', { token, client_id: tab2.clientId, site_id: 0 })).code).toBe(0)
    const online = async () => {
      const list = await post<{ list: Array<{ member_id: number; online: number }> }>(b.base, '/servicer/servicer/index/memberList', { token: agent.token })
      return list.list.find((r) => r.member_id === said.member_id)?.online
    }
    expect(await online()).toBe(1)
    const closing2 = tab2.next('close')
    await post(a.base, '/servicer/api/chat/bye', { token, site_id: 0, client_id: tab2.clientId })
    await closing2
    await tab2.closed
    await new Promise((r) => setTimeout(r, 200))
    expect(await online()).toBe(1)
    expect(socket.ws.readyState).toBe(socket.ws.OPEN)
    const closing = socket.next('close')
    await post(b.base, '/servicer/api/chat/bye', { token, site_id: 0 })
    await closing
    await socket.closed
    await expect.poll(online, { timeout: 5000 }).toBe(0)
    agentSocket.close()
  })
})
