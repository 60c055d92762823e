import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { fakeActors, fakeSocket, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { BACKOFF_CAP_MS, pongTimeoutMs } from '../chat/chat-message.ts'
import { newestId, servicerMachine, type AnswerInput, type ServicerContext, type ServicerNotice } from './servicer.machine.ts'
import {
  AFTER_PAGE, LAST_AFTER_PAGE, MEMBER, MEMBER_SAYS, modelInput, NEWEST_PAGE, OTHER_MEMBER, OTHER_SAYS, PING_MS, servicerAnswerPlan, servicerHistoryPlan, servicerPlan,
} from './servicer.paths.ts'

// Model-based: every generated path of the three plans (servicer.paths.ts) walked on a real actor
// with a fake socket, fake calls and fake timers; the kit checks state, running effects, calls,
// recorded actions and notices per step; each step here checks what the socket and the calls got.
// Targeted tests below: a reconnect shows what came meanwhile once, heartbeat, back-off, logout.

const CALLS = ['bind', 'loadHistory', 'loadAfter', 'answer', 'signOut'] as const
const ACTIONS = ['refreshMembers', 'markRead', 'logError'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function harness() {
  const fakes = fakeActors(CALLS)
  const socket = fakeSocket(fakes.calls)
  const recorded = recordActions(ACTIONS)
  const provide = (m: typeof servicerMachine) => m.provide({ actors: { ...fakes.actors, socket: socket.actor } as never, actions: recorded.actions })
  return { fakes, socket, recorded, provide }
}

const ctx = (s: AnyMachineSnapshot) => s.context as ServicerContext
const stored = (c: ServicerContext) => c.messages.filter((m) => m.id !== null).map((m) => m.id)

describe.each([
  ['connection', servicerPlan],
  ['history', servicerHistoryPlan],
  ['answers', servicerAnswerPlan],
])('servicer machine: generated paths (%s)', (_, plan) => {
  it.each(pathCases(plan))('%s', async (_name, planned) => {
    const { fakes, socket, recorded, provide } = harness()
    let pingsBefore = 0
    const { emitted } = await walkPath(plan, planned, {
      provide: (m) => provide(m as typeof servicerMachine),
      fakes,
      recorded,
      emitted: ['servicer.notice'],
      each: ({ actual, expected, event, started, previous }) => {
        const a = ctx(actual)
        const live = socket.sockets.filter((s) => !s.closed)
        // one socket while the link is live, none otherwise (stopped, waiting, signed out)
        expect(live.length).toBe(actual.matches({ active: { link: 'live' } }) ? 1 : 0)
        if (actual.matches('signedOut')) {
          expect(a.ended).toBe(ctx(expected).ended)
          return
        }
        expect({ member: a.memberId, stored: stored(a), draft: a.draft, page: a.page }).toEqual({
          member: ctx(expected).memberId,
          stored: stored(ctx(expected)),
          draft: ctx(expected).draft,
          page: ctx(expected).page,
        })
        // never one message twice, and in id order
        expect(new Set(stored(a)).size).toBe(stored(a).length)
        expect([...stored(a)].sort((x, y) => x! - y!)).toEqual(stored(a))
        const pings = socket.sockets.reduce((n, s) => n + s.pings, 0)
        expect(pings).toBe(event.type.startsWith('xstate.after.pingInterval') ? pingsBefore + 1 : pingsBefore)
        pingsBefore = pings
        if (started.includes('bind')) expect(fakes.callsOf('bind').at(-1)!.input).toEqual({ clientId: 'c'.repeat(32) })
        if (started.includes('loadHistory')) {
          const input = fakes.callsOf('loadHistory').at(-1)!.input as { memberId: number; page: number }
          expect(input).toEqual({ memberId: a.memberId, page: actual.matches({ active: { thread: { open: { history: 'loadingMore' } } } }) ? a.page + 1 : 1 })
        }
        // the re-sync reads after the newest message shown
        if (started.includes('loadAfter')) expect(fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: a.memberId, afterId: newestId(a) })
        if (started.includes('answer')) {
          const input = fakes.callsOf('answer').at(-1)!.input as AnswerInput
          const sent = a.messages.find((m) => m.clientMsgId === input.clientMsgId)!
          expect(sent.status).toBe('sending')
          expect(input.memberId).toBe(MEMBER)
          if (input.kind === 'text') expect([input.contentType, input.message]).toEqual([0, '您好[emjoy_01]'])
          if (input.kind === 'image') expect([input.contentType, input.message]).toEqual([3, expect.stringMatching(/^upload\/chat\/\d{8}\/b{32}\.png$/)])
        }
        if (event.type === 'reply.send' && previous && !actual.matches({ active: { thread: { open: { send: 'sending' } } } })) expect(a.draft).toBe(ctx(previous).draft)
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: ServicerNotice }).notice.code).toMatch(/^chat\.(blank|tooLong|sendFailed|historyFailed)$/)
    // markRead only ever names the member open
    for (const params of recorded.paramsOf('markRead')) expect([MEMBER, OTHER_MEMBER]).toContain((params as { memberId: number }).memberId)
  })
})

/** a console with hand-settled effects */
function start(pingInterval = PING_MS, random = 0.5) {
  const h = harness()
  const actor = createActor(h.provide(servicerMachine), { input: { ...modelInput(pingInterval), random: () => random } })
  const notices: ServicerNotice[] = []
  actor.on('servicer.notice', (e) => notices.push(e.notice))
  actor.start()
  const push = (type: string, data: Record<string, unknown>) => actor.send({ type: 'socket.message', push: { type, data } })
  const bind = async () => {
    push('init', { client_id: 'c'.repeat(32) })
    h.fakes.resolve('bind', { servicer_id: 3 })
    await flush()
  }
  return { ...h, actor, notices, push, bind, c: () => actor.getSnapshot().context, state: () => actor.getSnapshot() }
}

describe('servicer machine', () => {
  it('binds on init, reads the member list on every push, pings every interval', async () => {
    const h = start()
    expect(h.socket.sockets).toHaveLength(1)
    await h.bind()
    expect(h.state().matches({ active: { link: { live: { phase: 'online' } } } })).toBe(true)
    expect(h.recorded.count('refreshMembers')).toBe(1)
    h.push('connect', { member_id: OTHER_MEMBER })
    h.push('disconnect', { member_id: OTHER_MEMBER })
    expect(h.recorded.count('refreshMembers')).toBe(3)
    // the server answers every ping (pong): the link stays online
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(PING_MS)
      h.push('pong', {})
    }
    expect(h.socket.sockets[0]!.pings).toBe(3)
    expect(h.state().matches({ active: { link: { live: { phase: 'online' } } } })).toBe(true)
  })

  it('a ping nobody answers (a dead network) shows the link gone and reconnects', async () => {
    const h = start()
    await h.bind()
    await vi.advanceTimersByTimeAsync(PING_MS)
    expect(h.socket.sockets[0]!.pings).toBe(1)
    await vi.advanceTimersByTimeAsync(pongTimeoutMs(PING_MS))
    expect(h.state().matches({ active: { link: 'waiting' } })).toBe(true)
  })

  it('a message of the member shown is appended once and marked read; another member only refreshes the list', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'member.select', memberId: MEMBER })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    const reads = h.recorded.count('markRead')
    h.push('string', MEMBER_SAYS.data)
    h.push('string', MEMBER_SAYS.data)
    h.push('image', OTHER_SAYS.data)
    expect(stored(h.c())).toEqual([18, 19, 20, 24])
    expect(h.recorded.count('markRead')).toBe(reads + 2)
    expect(h.c().messages.at(-1)).toMatchObject({ mine: false, kind: 'text', content: 'ok' })
  })

  it('after a dropped socket it reconnects with back-off and shows what came meanwhile, once', async () => {
    const h = start(PING_MS, 1)
    await h.bind()
    h.actor.send({ type: 'member.select', memberId: MEMBER })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.actor.send({ type: 'socket.error' })
    expect(h.state().matches({ active: { link: 'waiting' } })).toBe(true)
    expect(h.c().retryDelay).toBe(500)
    await vi.advanceTimersByTimeAsync(499)
    expect(h.socket.sockets).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.socket.sockets).toHaveLength(2)
    await h.bind()
    expect(h.fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: MEMBER, afterId: 20 })
    // 21 also arrives as a push while the re-sync reads
    h.push('string', { ...AFTER_PAGE.list[0], avatar: '' })
    h.fakes.resolve('loadAfter', AFTER_PAGE)
    await flush()
    expect(h.fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: MEMBER, afterId: 22 })
    h.fakes.resolve('loadAfter', LAST_AFTER_PAGE)
    await flush()
    expect(stored(h.c())).toEqual([18, 19, 20, 21, 22, 23])
    expect(h.state().matches({ active: { thread: { open: { history: 'ready' } } } })).toBe(true)
    expect(h.c().attempts).toBe(0)
  })

  it('the back-off doubles up to its cap', async () => {
    const h = start(PING_MS, 1)
    const delays: number[] = []
    for (let i = 0; i < 9; i++) {
      h.actor.send({ type: 'socket.error' })
      delays.push(h.c().retryDelay)
      await vi.advanceTimersByTimeAsync(h.c().retryDelay)
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, BACKOFF_CAP_MS, BACKOFF_CAP_MS, BACKOFF_CAP_MS, BACKOFF_CAP_MS])
  })

  it('signed off by another console: no socket until "use this console"', async () => {
    const h = start()
    await h.bind()
    h.push('force_offline', { servicer_id: 3 })
    expect(h.c().stop).toBe('replaced')
    expect(h.socket.sockets.every((s) => s.closed)).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(h.socket.sockets).toHaveLength(1)
    h.actor.send({ type: 'console.reconnect' })
    expect(h.socket.sockets).toHaveLength(2)
    expect(h.c().stop).toBe(null)
  })

  it('logout closes the socket, says bye and logs out, and ends', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'console.logout' })
    expect(h.socket.sockets[0]!.closed).toBe(true)
    expect(h.fakes.callsOf('signOut')).toHaveLength(1)
    h.fakes.resolve('signOut')
    await flush()
    expect(h.state().status).toBe('done')
    expect(h.c().ended).toBe('logout')
  })

  it('an answer in flight blocks the next; a failed one is resent with the same client_msg_id', async () => {
    const h = start()
    h.actor.send({ type: 'member.select', memberId: MEMBER })
    h.actor.send({ type: 'draft.change', text: 'a' })
    h.actor.send({ type: 'reply.send' })
    h.actor.send({ type: 'draft.change', text: 'b' })
    h.actor.send({ type: 'reply.send' })
    expect(h.fakes.callsOf('answer')).toHaveLength(1)
    h.fakes.reject('answer', { code: -1 })
    await flush()
    expect(h.notices.map((n) => n.code)).toEqual(['chat.sendFailed'])
    h.actor.send({ type: 'message.retry', clientMsgId: 's-1' })
    expect((h.fakes.callsOf('answer')[1]!.input as AnswerInput).clientMsgId).toBe('s-1')
    h.fakes.resolve('answer', { id: 30 })
    await flush()
    expect(h.c().messages).toMatchObject([{ id: 30, status: 'sent', content: 'a', mine: true }])
    // 150 characters (an emoji counts 1) are sent, 151 refused
    h.actor.send({ type: 'draft.change', text: 'x'.repeat(149) + '[emjoy_01]' })
    h.actor.send({ type: 'reply.send' })
    expect(h.fakes.callsOf('answer')).toHaveLength(3)
    h.fakes.resolve('answer', { id: 31 })
    await flush()
    h.actor.send({ type: 'draft.change', text: 'x'.repeat(150) + '[emjoy_01]' })
    h.actor.send({ type: 'reply.send' })
    expect(h.notices.at(-1)!.code).toBe('chat.tooLong')
    expect(h.fakes.callsOf('answer')).toHaveLength(3)
  })
})
