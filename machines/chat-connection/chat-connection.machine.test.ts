import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate'
import { fakeActors, fakeSocket, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { BACKOFF_CAP_MS, pongTimeoutMs } from '../chat/chat-message.ts'
import { chatConnectionMachine, type ConnectionContext, type ConnectionInput, type ConnectionReport } from './chat-connection.machine.ts'
import { agentConnectionPlan, agentInput, AGENT_PING_MS, CLIENT_ID, connectionPlan, MEMBER_PING_MS, memberInput, MESSAGE_PUSH, modelMachine, SHOP } from './chat-connection.paths.ts'

// Model-based: every generated path of both starts (chat-connection.paths.ts) walked on a real actor
// with a fake socket, a fake bind and fake timers; the kit checks state, running effects, calls and
// recorded actions per step, and each step here checks the socket (one while live, its session, the
// pings), the bind's input, bye's params and what was reported up. Targeted tests below: back-off
// figures, the heartbeat's dead-network case, bye and switching, the reports reaching a real parent.

const ACTIONS = ['sayBye', 'logError', 'report'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function harness() {
  const fakes = fakeActors(['bind'] as const)
  const socket = fakeSocket<{ session: number }>(fakes.calls)
  const recorded = recordActions(ACTIONS)
  const provide = (m: typeof modelMachine) => m.provide({ actors: { bind: fakes.actors.bind, socket: socket.actor } as never, actions: recorded.actions })
  return { fakes, socket, recorded, provide }
}

const ctx = (s: AnyMachineSnapshot) => s.context as ConnectionContext

describe.each([
  ['member', connectionPlan],
  ['agent', agentConnectionPlan],
])('chat connection: generated paths (%s)', (_, plan) => {
  it('walks every timer', () => {
    const walked = plan.walked()
    for (const timer of ['pingInterval', 'pongTimeout', 'reconnectDelay']) expect(walked.some(({ path }) => path.steps.some((s) => s.event.type.startsWith(`xstate.after.${timer}`)))).toBe(true)
  })

  it.each(pathCases(plan))('%s', async (_name, planned) => {
    const { fakes, socket, recorded, provide } = harness()
    let pingsBefore = 0
    let reportsBefore = 0
    let byesBefore = 0
    await walkPath(plan, planned, {
      provide: (m) => provide(m as typeof modelMachine),
      fakes,
      recorded,
      each: ({ actual, expected, previous, event, started }) => {
        const a = ctx(actual)
        if (started.includes('bind')) expect(fakes.callsOf('bind').at(-1)!.input).toEqual({ clientId: CLIENT_ID, session: a.session })
        // bye names the conversation left, this socket and the agent the bind named
        const byes = recorded.paramsOf('sayBye')
        if (byes.length > byesBefore) expect(byes.at(-1)).toEqual({ session: ctx(previous!).session, clientId: CLIENT_ID, peer: 9 })
        byesBefore = byes.length
        // what went up: the bind's answer, the refusal, the push itself
        const reports = recorded.paramsOf('report') as ConnectionReport[]
        if (reports.length > reportsBefore) {
          const report = reports.at(-1)!
          if (report.type === 'connection.bound') expect(report.answer).toEqual(event.output)
          else if (report.type === 'connection.refused') expect(report.error).toEqual(event.error)
          else expect(report.push).toBe(event.push)
          // init and pong never go up
          if (report.type === 'connection.push') expect(['init', 'pong']).not.toContain(report.push.type)
        }
        reportsBefore = reports.length
        if (actual.matches('idle')) {
          expect(socket.sockets.every((s) => s.closed)).toBe(true)
          return
        }
        // (the model keeps only whether it is retrying: paths that reach a state by other ways share it)
        expect({ session: a.session, bound: a.bound, peer: a.peer, retrying: a.attempts > 0, endedBy: a.endedBy }).toEqual({
          session: ctx(expected).session,
          bound: ctx(expected).bound,
          peer: ctx(expected).peer,
          retrying: ctx(expected).attempts > 0,
          endedBy: ctx(expected).endedBy,
        })
        // exactly one socket while live, none otherwise, bound to the session
        const live = socket.sockets.filter((s) => !s.closed)
        expect(live.length).toBe(actual.matches({ open: 'live' }) ? 1 : 0)
        if (live[0]) expect(live[0].input.session).toBe(a.session)
        // a ping exactly when the heartbeat's timer fires
        const pings = socket.sockets.reduce((n, s) => n + s.pings, 0)
        expect(pings).toBe(event.type.startsWith('xstate.after.pingInterval') ? pingsBefore + 1 : pingsBefore)
        pingsBefore = pings
      },
    })
  })
})

/** a connection with hand-settled effects */
function start(input: ConnectionInput) {
  const h = harness()
  const actor = createActor(h.provide(modelMachine), { input }).start()
  const push = (type: string, data: Record<string, unknown> | null = {}) => actor.send({ type: 'socket.message', push: { type, data } })
  const bind = async (ok = true) => {
    push('init', { client_id: CLIENT_ID })
    if (ok) h.fakes.resolve('bind', { servicer_id: 9 })
    else h.fakes.reject('bind', { code: -1 })
    await flush()
  }
  return { ...h, actor, push, bind, c: () => actor.getSnapshot().context, state: () => actor.getSnapshot() }
}

describe('chat connection', () => {
  it('the member: idle until opened; binds on init; a refused bind keeps the socket, unbound', async () => {
    const h = start(memberInput)
    expect(h.state().matches('idle')).toBe(true)
    expect(h.socket.sockets).toHaveLength(0)
    h.actor.send({ type: 'connection.open', session: SHOP })
    expect(h.socket.sockets.map((s) => s.input)).toEqual([{ session: SHOP }])
    await h.bind(false)
    expect(h.state().matches({ open: { live: { phase: 'unbound' } } })).toBe(true)
    expect(h.recorded.paramsOf('report')).toEqual([{ type: 'connection.refused', error: { code: -1 } }])
    // pushes still arrive and go up
    h.push('connect', { shop_id: SHOP, servicer_id: 3 })
    expect((h.recorded.paramsOf('report').at(-1) as ConnectionReport).type).toBe('connection.push')
  })

  it('the agent: connected at start; a refused bind reconnects with a growing, capped wait', async () => {
    const h = start({ ...agentInput, random: () => 1 })
    expect(h.socket.sockets).toHaveLength(1)
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      await h.bind(false)
      expect(h.state().matches({ open: 'waiting' })).toBe(true)
      waits.push(h.c().retryDelay)
      await vi.advanceTimersByTimeAsync(h.c().retryDelay)
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, BACKOFF_CAP_MS, BACKOFF_CAP_MS, BACKOFF_CAP_MS])
    expect(h.socket.sockets).toHaveLength(9)
    await h.bind()
    expect(h.c().attempts).toBe(0)
    expect(h.recorded.count('logError')).toBe(8)
  })

  it('pings every interval; an unanswered ping (a dead network) means the link is gone', async () => {
    const h = start(agentInput)
    await h.bind()
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(AGENT_PING_MS)
      h.push('pong', null)
    }
    expect(h.socket.sockets[0]!.pings).toBe(3)
    // pongs never go up
    expect(h.recorded.paramsOf('report')).toEqual([{ type: 'connection.bound', answer: { servicer_id: 9 } }])
    await vi.advanceTimersByTimeAsync(AGENT_PING_MS)
    await vi.advanceTimersByTimeAsync(pongTimeoutMs(AGENT_PING_MS))
    expect(h.state().matches({ open: 'waiting' })).toBe(true)
    expect(h.socket.sockets[0]!.closed).toBe(true)
  })

  it('pingInterval 0 never pings', async () => {
    const h = start({ ...memberInput, pingInterval: 0, session: SHOP })
    await h.bind()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(h.socket.sockets[0]!.pings).toBe(0)
  })

  it('switching: bye to the old conversation when bound, a new socket bound to the new one; the same one changes nothing', async () => {
    const h = start(memberInput)
    h.actor.send({ type: 'connection.open', session: SHOP })
    await h.bind()
    h.actor.send({ type: 'connection.switch', session: 0 })
    expect(h.recorded.paramsOf('sayBye')).toEqual([{ session: SHOP, clientId: CLIENT_ID, peer: 9 }])
    expect(h.socket.sockets.map((s) => [s.input.session, s.closed])).toEqual([
      [SHOP, true],
      [0, false],
    ])
    h.actor.send({ type: 'connection.switch', session: 0 })
    expect(h.socket.sockets).toHaveLength(2)
    // not bound yet: no bye
    h.actor.send({ type: 'connection.switch', session: SHOP })
    expect(h.recorded.count('sayBye')).toBe(1)
  })

  it('close says bye when bound; drop does not; both close the socket', async () => {
    const h = start(memberInput)
    h.actor.send({ type: 'connection.open', session: SHOP })
    await h.bind()
    h.actor.send({ type: 'connection.close' })
    expect(h.socket.sockets[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(MEMBER_PING_MS * 5)
    expect(h.socket.sockets[0]!.pings).toBe(0)
    h.actor.send({ type: 'connection.open', session: SHOP })
    await h.bind()
    h.actor.send({ type: 'connection.drop' })
    expect(h.recorded.count('sayBye')).toBe(1)
    expect(h.socket.sockets.every((s) => s.closed)).toBe(true)
  })

  it('an ending push: no reconnect until asked', async () => {
    const h = start(agentInput)
    await h.bind()
    h.push('force_offline', { servicer_id: 3 })
    expect(h.c().endedBy).toBe('force_offline')
    expect(h.socket.sockets[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(h.socket.sockets).toHaveLength(1)
    h.actor.send({ type: 'connection.reconnect' })
    expect(h.socket.sockets).toHaveLength(2)
    expect(h.c().endedBy).toBeNull()
    // the member's connection is not ended by force_offline (only `close`)
    const m = start({ ...memberInput, session: SHOP })
    await m.bind()
    m.push('force_offline', {})
    expect(m.state().matches({ open: 'live' })).toBe(true)
  })

  it('reports reach a real parent (sendParent, as the conversation machines invoke it)', async () => {
    const h = harness()
    const connection = chatConnectionMachine.provide({ actors: { bind: h.fakes.actors.bind, socket: h.socket.actor } as never })
    const heard: string[] = []
    const parent = createMachine({
      invoke: { id: 'connection', src: connection, input: { ...memberInput, session: SHOP } },
      on: { '*': { actions: ({ event }) => void heard.push(event.type) } },
    })
    const actor = createActor(parent).start()
    const child = actor.getSnapshot().children.connection!
    child.send({ type: 'socket.message', push: { type: 'init', data: { client_id: CLIENT_ID } } })
    h.fakes.resolve('bind', { servicer_id: 9 })
    await flush()
    child.send({ type: 'socket.message', push: MESSAGE_PUSH })
    child.send({ type: 'socket.message', push: { type: 'close', data: {} } })
    expect(heard).toEqual(['connection.bound', 'connection.push', 'connection.ended'])
    actor.stop()
    expect(h.socket.sockets.every((s) => s.closed)).toBe(true)
  })
})
