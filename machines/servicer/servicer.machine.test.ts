import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath, type EffectCall } from '../test-kit/walk.ts'
import { mergeMessages, shownMessages, type ChatMessage } from '../chat/chat-message.ts'
import { servicerMachine, type AnswerInput, type ServicerContext, type ServicerNotice } from './servicer.machine.ts'
import { AFTER_PAGE, LAST_AFTER_PAGE, MEMBER, MEMBER_SAYS, modelInput, modelMachine, NEWEST_PAGE, OTHER_MEMBER, OTHER_SAYS, PING_MS, servicerAnswerPlan, servicerHistoryPlan, servicerPlan } from './servicer.paths.ts'

// Model-based: the named scenarios and every generated path of the three plans (servicer.paths.ts)
// walked on a real actor with a fake connection (its own paths: machines/chat-connection), fake calls
// and a message store merging as the console's query cache does; the kit checks state, running
// effects, calls, recorded actions and notices per step; each step here checks what the calls got and
// what the store holds.
// Targeted tests below: a reconnect shows what came meanwhile once, logout, answers.

const CALLS = ['loadHistory', 'loadAfter', 'answer', 'signOut'] as const
const ACTIONS = ['refreshMembers', 'markRead', 'logError', 'keepMessages', 'clearMessages'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function harness() {
  const fakes = fakeActors(CALLS)
  const told: EventObject[] = []
  const connection = fromCallback<EventObject>(({ receive, self }) => {
    ;(fakes.calls as EffectCall[]).push({ src: 'connection', id: self.id, input: null })
    receive((event) => void told.push(event))
  })
  const recorded = recordActions(ACTIONS)
  const store = new Map<number, ChatMessage[]>()
  const actions = {
    ...recorded.actions,
    keepMessages: (a: unknown, p: { memberId: number; messages: ChatMessage[] }) => {
      ;(recorded.actions.keepMessages as (a: unknown, p: unknown) => void)(a, p)
      store.set(p.memberId, mergeMessages(store.get(p.memberId) ?? [], p.messages))
    },
    clearMessages: (a: unknown, p: { memberId: number }) => {
      ;(recorded.actions.clearMessages as (a: unknown, p: unknown) => void)(a, p)
      store.delete(p.memberId)
    },
  }
  const provide = (m: typeof modelMachine) => m.provide({ actors: { ...fakes.actors, connection } as never, actions: actions as never })
  return { fakes, told, recorded, store, provide }
}

const ctx = (s: AnyMachineSnapshot) => s.context as ServicerContext
const ids = (list: readonly ChatMessage[]) => list.filter((m) => m.id !== null).map((m) => m.id)

describe.each([
  ['connection', servicerPlan],
  ['history', servicerHistoryPlan],
  ['answers', servicerAnswerPlan],
])('servicer machine: generated paths (%s)', (_, plan) => {
  it.each(pathCases(plan))('%s', async (_name, planned) => {
    const { fakes, told, recorded, store, provide } = harness()
    const { emitted } = await walkPath(plan, planned, {
      provide: (m) => provide(m as typeof modelMachine),
      fakes,
      recorded,
      emitted: ['servicer.notice'],
      each: ({ actual, expected, event, started, previous }) => {
        const a = ctx(actual)
        if (event.type === 'console.reconnect') expect(told.at(-1)).toEqual({ type: 'connection.reconnect' })
        if (actual.matches('signedOut')) {
          expect(a.ended).toBe(ctx(expected).ended)
          return
        }
        expect({ member: a.memberId, draft: a.draft, page: a.page, newest: a.newestId }).toEqual({
          member: ctx(expected).memberId,
          draft: ctx(expected).draft,
          page: ctx(expected).page,
          newest: ctx(expected).newestId,
        })
        // the member shown: never one message twice, in id order; the cursor is the newest kept
        const kept = ids(store.get(a.memberId) ?? [])
        expect(new Set(kept).size).toBe(kept.length)
        expect([...kept].sort((x, y) => x! - y!)).toEqual(kept)
        expect(Math.max(0, ...kept.map(Number))).toBe(a.newestId)
        if (started.includes('loadHistory')) {
          const input = fakes.callsOf('loadHistory').at(-1)!.input as { memberId: number; page: number }
          expect(input).toEqual({ memberId: a.memberId, page: actual.matches({ active: { thread: { open: { history: 'loadingMore' } } } }) ? a.page + 1 : 1 })
        }
        // the re-sync reads after the newest message kept
        if (started.includes('loadAfter')) expect(fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: a.memberId, afterId: a.newestId })
        if (started.includes('answer')) {
          const input = fakes.callsOf('answer').at(-1)!.input as AnswerInput
          const sent = a.outbox.find((m) => m.clientMsgId === input.clientMsgId)!
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
function start() {
  const h = harness()
  const actor = createActor(h.provide(servicerMachine as never), { input: modelInput(PING_MS) })
  const notices: ServicerNotice[] = []
  actor.on('servicer.notice', (e: { notice: ServicerNotice }) => notices.push(e.notice))
  actor.start()
  const push = (type: string, data: Record<string, unknown>) => actor.send({ type: 'connection.push', push: { type, data } })
  const bind = async () => {
    actor.send({ type: 'connection.bound', answer: { servicer_id: 3 } })
    await flush()
  }
  const c = () => actor.getSnapshot().context as ServicerContext
  const shown = () => shownMessages(h.store.get(c().memberId) ?? [], c().outbox)
  return { ...h, actor, notices, push, bind, c, shown, state: () => actor.getSnapshot() as AnyMachineSnapshot }
}

describe('servicer machine', () => {
  it('reads the member list on every bind and push', async () => {
    const h = start()
    await h.bind()
    expect(h.recorded.count('refreshMembers')).toBe(1)
    h.push('connect', { member_id: OTHER_MEMBER })
    h.push('disconnect', { member_id: OTHER_MEMBER })
    expect(h.recorded.count('refreshMembers')).toBe(3)
  })

  it('a message of the member shown is kept once and marked read; another member only refreshes the list', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'member.select', memberId: MEMBER })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    const reads = h.recorded.count('markRead')
    h.push('string', MEMBER_SAYS.data)
    h.push('string', MEMBER_SAYS.data)
    h.push('image', OTHER_SAYS.data)
    expect(ids(h.shown())).toEqual([18, 19, 20, 24])
    expect(h.recorded.count('markRead')).toBe(reads + 2)
    expect(h.shown().at(-1)).toMatchObject({ mine: false, kind: 'text', content: 'ok' })
  })

  it('after a reconnect (a new bind) it shows what came meanwhile, once', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'member.select', memberId: MEMBER })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    await h.bind()
    expect(h.fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: MEMBER, afterId: 20 })
    // 21 also arrives as a push while the re-sync reads
    h.push('string', { ...AFTER_PAGE.list[0], avatar: '' })
    h.fakes.resolve('loadAfter', AFTER_PAGE)
    await flush()
    expect(h.fakes.callsOf('loadAfter').at(-1)!.input).toEqual({ memberId: MEMBER, afterId: 22 })
    h.fakes.resolve('loadAfter', LAST_AFTER_PAGE)
    await flush()
    expect(ids(h.shown())).toEqual([18, 19, 20, 21, 22, 23])
    expect(h.state().matches({ active: { thread: { open: { history: 'ready' } } } })).toBe(true)
  })

  it('signed off by another console: "use this console" asks the connection to reconnect', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'connection.ended', push: { type: 'force_offline', data: { servicer_id: 3 } } })
    h.actor.send({ type: 'console.reconnect' })
    expect(h.told.at(-1)).toEqual({ type: 'connection.reconnect' })
  })

  it('logout says bye and logs out, and ends (the connection stops with it)', async () => {
    const h = start()
    await h.bind()
    h.actor.send({ type: 'console.logout' })
    expect(h.fakes.callsOf('signOut')).toHaveLength(1)
    expect(h.state().children.connection).toBeUndefined()
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
    expect(h.shown()).toMatchObject([{ id: 30, status: 'sent', content: 'a', mine: true }])
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
