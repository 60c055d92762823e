import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { fakeActors, fakeSocket, flush, pathCases, recordActions, walkPath } from '../test-kit/walk.ts'
import { chatMachine, PONG_TIMEOUT_MS, type ChatContext, type ChatNotice, type SayInput } from './chat.machine.ts'
import { AGENT_REPLY, chatMessagesPlan, chatPlan, EMPTY_PAGE, LONG_TEXT, OTHER_TAB_SAID, modelInput, NEWEST_PAGE, NOW, OLDER_PAGE, PING_MS, RESYNC_PAGE, SHOP, SKU } from './chat.paths.ts'
import { backoffMs, BACKOFF_CAP_MS, countChars, draftProblem, mergeMessages, splitEmoji, stripMarkup, toMessage } from './chat-message.ts'

// Model-based: every generated path of both plans (chat.paths.ts) walked on a real actor with a
// fake socket, fake calls and fake timers; the kit checks state, running effects, calls, recorded
// actions and notices per step, and each step here checks what the socket and the calls were given.
// Targeted tests below: back-off figures, re-sync across pages, dedupe, retry, the text rules.

const CALLS = ['bind', 'loadHistory', 'say'] as const
const ACTIONS = ['refreshConversations', 'markRead', 'sayBye', 'logError'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** a fake socket: records each connection (in the fakes' calls, as the walker counts effects), its pings and its close */
function harness() {
  const fakes = fakeActors(CALLS)
  const socket = fakeSocket<{ siteId: number }>(fakes.calls)
  const recorded = recordActions(ACTIONS)
  const provide = (m: typeof chatMachine) => m.provide({ actors: { ...fakes.actors, socket: socket.actor } as never, actions: recorded.actions })
  return { fakes, socket, recorded, provide }
}

const row = (id: number) => ({ ...NEWEST_PAGE.list[0]!, id, type: 1 })
const ctx = (s: AnyMachineSnapshot) => s.context as ChatContext
const stored = (c: ChatContext) => c.messages.filter((m) => m.id !== null).map((m) => m.id)

describe.each([
  ['connection', chatPlan],
  ['messages', chatMessagesPlan],
])('chat machine: generated paths (%s)', (_, plan) => {
  it.each(pathCases(plan))('%s', async (_name, planned) => {
    const { fakes, socket, recorded, provide } = harness()
    let pingsBefore = 0
    const { emitted } = await walkPath(plan, planned, {
      provide: (m) => provide(m as typeof chatMachine),
      fakes,
      recorded,
      emitted: ['chat.notice'],
      each: ({ actual, expected, previous, event, started }) => {
        const a = ctx(actual)
        if (actual.matches('closed')) {
          expect(socket.sockets.every((s) => s.closed)).toBe(true)
          return
        }
        // what the dialog shows: the shop, the pending card, the service line, the stored messages, the draft
        expect({ site: a.siteId, pending: a.pending, service: a.service, stored: stored(a), draft: a.draft, page: a.page }).toEqual({
          site: ctx(expected).siteId,
          pending: ctx(expected).pending,
          service: ctx(expected).service,
          stored: stored(ctx(expected)),
          draft: ctx(expected).draft,
          page: ctx(expected).page,
        })
        // never one message twice
        expect(new Set(stored(a)).size).toBe(stored(a).length)
        const live = socket.sockets.filter((s) => !s.closed)
        // exactly one socket while connected, none otherwise
        expect(live.length).toBe(actual.matches({ open: { link: 'live' } }) ? 1 : 0)
        if (live[0]) expect(live[0].input.siteId).toBe(a.siteId)
        const pings = socket.sockets.reduce((n, s) => n + s.pings, 0)
        if (event.type.startsWith('xstate.after.pingInterval')) expect(pings).toBe(pingsBefore + 1)
        else expect(pings).toBe(pingsBefore)
        pingsBefore = pings
        if (started.includes('bind')) expect(fakes.callsOf('bind').at(-1)!.input).toEqual({ clientId: 'cid-1', siteId: a.siteId })
        if (started.includes('loadHistory')) {
          const input = fakes.callsOf('loadHistory').at(-1)!.input as { siteId: number; page: number }
          expect(input.siteId).toBe(a.siteId)
          expect(input.page).toBe(actual.matches({ open: { history: 'loadingMore' } }) ? a.page + 1 : actual.matches({ open: { history: 'resyncing' } }) ? a.resyncPage : 1)
        }
        if (started.includes('say')) {
          const input = fakes.callsOf('say').at(-1)!.input as SayInput
          const sent = a.messages.find((m) => m.clientMsgId === input.clientMsgId)!
          expect(sent.status).toBe('sending')
          if (input.kind === 'text') expect(input.message).toBe('你好[emjoy_01]')
          if (input.kind === 'goods') expect([input.contentType, input.goodsId]).toEqual([1, SKU])
        }
        // the own message the answer was about is sent or failed; one waiting goes next, in order
        if (event.type === 'xstate.done.actor.say' || event.type === 'xstate.error.actor.say') {
          const settled = fakes.callsOf('say').at(started.includes('say') ? -2 : -1)!.input as SayInput
          expect(a.messages.find((m) => m.clientMsgId === settled.clientMsgId)!.status).toBe(event.type === 'xstate.done.actor.say' ? 'sent' : 'failed')
        }
        // a text written while a send is in flight waits its turn, shown as sending
        for (const m of a.queue) expect(a.messages.find((x) => x.clientMsgId === m.clientMsgId)?.status).toBe('sending')
        if (previous && event.type === 'chat.send' && !actual.matches({ open: { send: 'sending' } })) expect(a.draft).toBe(ctx(previous).draft)
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: ChatNotice }).notice.code).toMatch(/^chat\.(blank|tooLong|busy|sendFailed|historyFailed)$/)
    for (const params of recorded.paramsOf('sayBye')) expect(params).toEqual({ servicerId: 9, siteId: expect.any(Number), clientId: 'cid-1' })
  })
})

/** a member's chat with hand-settled effects */
function open(pingInterval = PING_MS, random = 0.5) {
  const h = harness()
  const actor = createActor(h.provide(chatMachine), { input: { ...modelInput(pingInterval), random: () => random } })
  const notices: ChatNotice[] = []
  actor.on('chat.notice', (e) => notices.push(e.notice))
  actor.start()
  actor.send({ type: 'chat.open', siteId: SHOP, skuId: SKU })
  const push = (type: string, data: Record<string, unknown>) => actor.send({ type: 'socket.message', push: { type, data } })
  const connect = async (servicer = 9) => {
    push('init', { client_id: 'cid-1' })
    if (servicer) h.fakes.resolve('bind', { servicer_id: servicer, nickname: '小美', avatar: '' })
    else h.fakes.reject('bind', { code: -1, message: '客服不在线' })
    await flush()
  }
  return { ...h, actor, notices, push, connect, c: () => actor.getSnapshot().context, state: () => actor.getSnapshot() }
}

describe('chat machine: connection', () => {
  it('binds on init, shows online, loads page 1 and pings every interval, restarted by each push', async () => {
    const h = open()
    expect(h.socket.sockets).toHaveLength(1)
    await h.connect()
    expect(h.c().service).toBe('online')
    expect(h.c().servicer).toEqual({ servicerId: 9, nickname: '小美', avatar: '' })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    expect(stored(h.c())).toEqual([3, 4, 5, 6])
    await vi.advanceTimersByTimeAsync(PING_MS - 1)
    expect(h.socket.sockets[0]!.pings).toBe(0)
    h.push('string', AGENT_REPLY.data) // restarts the heartbeat
    await vi.advanceTimersByTimeAsync(PING_MS - 1)
    expect(h.socket.sockets[0]!.pings).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.socket.sockets[0]!.pings).toBe(1)
    // each pong starts the next interval
    for (let i = 0; i < 3; i += 1) {
      h.push('pong', {})
      await vi.advanceTimersByTimeAsync(PING_MS)
    }
    expect(h.socket.sockets[0]!.pings).toBe(4)
    // init, the bind (the list may hold a new shop) and the agent's reply; pongs refresh nothing
    expect(h.recorded.count('refreshConversations')).toBe(3)
  })

  it('a dead network: no answer to a ping within pongTimeout → the link counts as gone and reconnects', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    expect(h.c().service).toBe('online')
    await vi.advanceTimersByTimeAsync(PING_MS)
    expect(h.socket.sockets[0]!.pings).toBe(1)
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS - 1)
    expect(h.state().matches({ open: { link: 'live' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    // 70 s of silence are long past the heartbeat: the dialog says it is reconnecting, not 客服在线
    expect(h.state().matches({ open: { link: 'waiting' } })).toBe(true)
    expect(h.socket.sockets[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(h.socket.sockets.length).toBeGreaterThan(1)
    expect(h.state().matches({ open: { link: 'live' } }) || h.state().matches({ open: { link: 'waiting' } })).toBe(true)
  })

  it('logout: closed, the conversation and its pending card dropped, no call made', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'draft.change', text: 'half written' })
    h.actor.send({ type: 'chat.logout' })
    expect(h.state().matches('closed')).toBe(true)
    expect(h.c()).toMatchObject({ siteId: 0, pending: null, draft: '', messages: [], servicer: null, queue: [] })
    expect(h.recorded.count('sayBye')).toBe(0)
    expect(h.socket.sockets.every((s) => s.closed)).toBe(true)
    h.actor.send({ type: 'chat.logout' })
    expect(h.state().matches('closed')).toBe(true)
  })

  it('my message sent from another tab shows here as mine; my own, pushed back to this tab, shows once', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', EMPTY_PAGE)
    await flush()
    h.push('string', OTHER_TAB_SAID.data)
    expect(h.c().messages).toMatchObject([{ id: 7, mine: true, content: 'from my other tab' }])
    h.actor.send({ type: 'draft.change', text: 'from this tab' })
    h.actor.send({ type: 'chat.send' })
    // the push of the own message arrives before the say answer
    h.push('string', { ...OTHER_TAB_SAID.data, id: 8, consumer_say: 'from this tab', client_msg_id: 'm-1' })
    h.fakes.resolve('say', { id: 8 })
    await flush()
    expect(h.c().messages.map((m) => [m.id, m.content, m.status])).toEqual([
      [7, 'from my other tab', 'sent'],
      [8, 'from this tab', 'sent'],
    ])
  })

  it('pingInterval 0 never pings', async () => {
    const h = open(0)
    await h.connect()
    h.push('string', AGENT_REPLY.data)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(h.socket.sockets[0]!.pings).toBe(0)
  })

  it('a failed bind shows offline; a connect push for this shop then shows online; pushes for other shops are ignored', async () => {
    const h = open()
    await h.connect(0)
    expect(h.c().service).toBe('offline')
    expect(h.c().servicer).toBeNull()
    h.push('connect', { shop_id: 6, servicer_id: 3 })
    expect(h.c().service).toBe('offline')
    const reads = h.recorded.paramsOf('markRead').length
    h.push('string', { ...AGENT_REPLY.data, shop_id: 6 })
    expect(h.c().messages).toHaveLength(0)
    // another shop's message stays unread; one of the shop shown is read as it arrives
    expect(h.recorded.paramsOf('markRead')).toHaveLength(reads)
    h.push('string', AGENT_REPLY.data)
    expect(h.recorded.paramsOf('markRead').slice(reads)).toEqual([{ siteId: SHOP }])
    h.push('connect', { shop_id: SHOP, servicer_id: 9, nickname: '小美' })
    expect(h.c().service).toBe('online')
    expect(h.c().servicer?.servicerId).toBe(9)
    // a keyword auto-reply names only the shop: nobody online
    h.push('connect', { shop_id: SHOP, servicer_id: 0 })
    expect(h.c().service).toBe('offline')
  })

  it('reconnects with a growing, capped, jittered wait and re-syncs so the replies said in between show once', async () => {
    const h = open(PING_MS, 0)
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.push('string', AGENT_REPLY.data) // 7 arrives live
    const waits: number[] = []
    for (let i = 0; i < 8; i++) {
      h.actor.send({ type: 'socket.error' })
      expect(h.socket.sockets.at(-1)!.closed).toBe(true)
      waits.push(h.c().retryDelay)
      await vi.advanceTimersByTimeAsync(h.c().retryDelay)
      expect(h.state().matches({ open: { link: 'live' } })).toBe(true)
    }
    // jitter 0 → half the full wait: 250, 500, 1000, … capped at half of 15 s
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 7500, 7500, 7500])
    expect(h.socket.sockets).toHaveLength(9)
    await h.connect()
    // the re-sync reads page 1 (7 and 8 said meanwhile; 7 already shown), stops at a known message
    h.fakes.resolve('loadHistory', RESYNC_PAGE)
    await flush()
    expect(stored(h.c())).toEqual([3, 4, 5, 6, 7, 8])
    expect(h.state().matches({ open: { history: 'ready' } })).toBe(true)
  })

  it('re-sync reads further pages until one holds a message already shown', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', { list: NEWEST_PAGE.list.slice(0, 2), page_count: 1 })
    await flush()
    h.actor.send({ type: 'socket.error' })
    await vi.advanceTimersByTimeAsync(h.c().retryDelay)
    await h.connect()
    h.fakes.resolve('loadHistory', { list: [row(11), row(12), row(13), row(14)], page_count: 3 })
    await flush()
    expect((h.fakes.callsOf('loadHistory').at(-1)!.input as { page: number }).page).toBe(2)
    h.fakes.resolve('loadHistory', { list: [row(4), row(8), row(9), row(10)], page_count: 3 })
    await flush()
    expect(stored(h.c())).toEqual([3, 4, 8, 9, 10, 11, 12, 13, 14])
    expect(h.state().matches({ open: { history: 'ready' } })).toBe(true)
  })

  it('backoffMs grows from 500 ms, is capped at 15 s and keeps 50–100 % of it', () => {
    expect(backoffMs(1, 1)).toBe(500)
    expect(backoffMs(2, 1)).toBe(1000)
    expect(backoffMs(30, 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffMs(30, 0)).toBe(BACKOFF_CAP_MS / 2)
    expect(backoffMs(3, 0.5)).toBe(1500)
  })

  it('switching: bye to the old agent, the new shop read and marked, a new socket, everything cleared', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.actor.send({ type: 'draft.change', text: 'half' })
    h.actor.send({ type: 'chat.switch', siteId: 0 })
    expect(h.recorded.paramsOf('sayBye')).toEqual([{ servicerId: 9, siteId: SHOP, clientId: 'cid-1' }])
    expect(h.recorded.paramsOf('markRead')).toEqual([{ siteId: SHOP }, { siteId: SHOP }, { siteId: 0 }])
    expect(h.socket.sockets.map((s) => [s.input.siteId, s.closed])).toEqual([
      [SHOP, true],
      [0, false],
    ])
    expect(h.c()).toMatchObject({ siteId: 0, messages: [], draft: '', page: 0, pending: null, servicer: null, service: 'unknown' })
    h.actor.send({ type: 'chat.switch', siteId: 0 }) // the same conversation: nothing
    expect(h.socket.sockets).toHaveLength(2)
  })

  it('closing or leaving stops the heartbeat, closes the socket and says bye only when an agent was bound', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'chat.leave' })
    expect(h.socket.sockets[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(PING_MS * 5)
    expect(h.socket.sockets[0]!.pings).toBe(0)
    expect(h.recorded.paramsOf('sayBye')).toEqual([{ servicerId: 9, siteId: SHOP, clientId: 'cid-1' }])
    h.actor.send({ type: 'chat.open', siteId: SHOP })
    h.actor.send({ type: 'chat.close' }) // not bound yet
    expect(h.recorded.count('sayBye')).toBe(1)
  })

  it('a close push ends the conversation: no reconnect until asked', async () => {
    const h = open()
    await h.connect()
    h.push('close', { status: true })
    expect(h.state().matches({ open: { link: 'ended' } })).toBe(true)
    expect(h.socket.sockets[0]!.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(h.socket.sockets).toHaveLength(1)
    h.actor.send({ type: 'chat.reconnect' })
    expect(h.socket.sockets).toHaveLength(2)
  })

  it('opening again with another product while open keeps the conversation and shows that card', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'chat.open', siteId: SHOP, orderId: 42 })
    expect(h.c().pending).toEqual({ kind: 'order', orderId: 42 })
    expect(h.socket.sockets).toHaveLength(1)
  })
})

describe('chat machine: messages', () => {
  it('sends the pending card once confirmed and clears it; a text written while it is in flight goes next', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.actor.send({ type: 'pending.send' })
    h.actor.send({ type: 'draft.change', text: 'hello' })
    h.actor.send({ type: 'chat.send' }) // waits while the card is in flight
    expect(h.fakes.callsOf('say')).toHaveLength(1)
    expect(h.c().draft).toBe('')
    expect(h.c().messages.at(-1)).toMatchObject({ kind: 'text', content: 'hello', status: 'sending' })
    expect(h.fakes.callsOf('say')[0]!.input).toMatchObject({ siteId: SHOP, servicerId: 9, kind: 'goods', contentType: 1, goodsId: SKU, clientMsgId: 'm-1' })
    h.fakes.resolve('say', { id: 9001 })
    await flush()
    expect(h.c().pending).toBeNull()
    expect(h.c().messages.find((m) => m.id === 9001)).toMatchObject({ kind: 'goods', status: 'sent', mine: true, time: NOW })
    expect(h.fakes.callsOf('say')[1]!.input).toMatchObject({ kind: 'text', contentType: 0, message: 'hello', clientMsgId: 'm-2' })
    // the member's own message stored: their conversation list is read again (preview, a new shop)
    expect(h.recorded.count('refreshConversations')).toBeGreaterThanOrEqual(2)
  })

  it('a picture whose upload is running when a text is sent: both shown at once, sent one after the other in order; a failure shows 重发', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', EMPTY_PAGE)
    await flush()
    // the picture is picked (its upload runs inside the send), then a text is sent
    h.actor.send({ type: 'image.send', path: 'blob:local-1' })
    h.actor.send({ type: 'draft.change', text: 'see the picture' })
    h.actor.send({ type: 'chat.send' })
    expect(h.c().draft).toBe('')
    expect(h.c().messages.map((m) => [m.kind, m.status])).toEqual([
      ['image', 'sending'],
      ['text', 'sending'],
    ])
    expect(h.fakes.callsOf('say')).toHaveLength(1)
    expect(h.fakes.callsOf('say')[0]!.input).toMatchObject({ kind: 'image', message: 'blob:local-1', clientMsgId: 'm-1' })
    // the upload fails: the picture shows failed with 重发, the text goes on
    h.fakes.reject('say', { code: -1, message: 'upload failed' })
    await flush()
    expect(h.c().messages[0]).toMatchObject({ kind: 'image', status: 'failed' })
    expect(h.fakes.callsOf('say')[1]!.input).toMatchObject({ kind: 'text', message: 'see the picture', clientMsgId: 'm-2' })
    // 重发 while the text is in flight: it waits its turn
    h.actor.send({ type: 'message.retry', clientMsgId: 'm-1' })
    expect(h.fakes.callsOf('say')).toHaveLength(2)
    h.fakes.resolve('say', { id: 50 })
    await flush()
    expect(h.fakes.callsOf('say')[2]!.input).toMatchObject({ kind: 'image', message: 'blob:local-1', clientMsgId: 'm-1' })
    h.fakes.resolve('say', { id: 51, consumer_say: 'upload/chat/20261127/0123456789abcdef0123456789abcdef.png' })
    await flush()
    expect(h.state().matches({ open: { send: 'idle' } })).toBe(true)
    expect(h.c().messages.map((m) => [m.id, m.kind, m.status])).toEqual([
      [50, 'text', 'sent'],
      [51, 'image', 'sent'],
    ])
    expect(h.c().messages[1]!.content).toBe('upload/chat/20261127/0123456789abcdef0123456789abcdef.png')
  })

  it('at most maxQueued messages wait: one more is refused with chat.busy and its draft kept', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'draft.change', text: 'one' })
    h.actor.send({ type: 'chat.send' })
    for (const text of ['two', 'three']) {
      h.actor.send({ type: 'draft.change', text })
      h.actor.send({ type: 'chat.send' })
    }
    // the model's input allows one waiting message
    expect(h.notices.map((n) => n.code)).toEqual(['chat.busy'])
    expect(h.c().draft).toBe('three')
    expect(h.c().queue.map((m) => m.content)).toEqual(['two'])
  })

  it('a failed send stays shown as failed and is retried with the same client_msg_id', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'draft.change', text: 'hi' })
    h.actor.send({ type: 'chat.send' })
    h.fakes.reject('say', { code: -1, errorCode: 'NETWORK_ERROR' })
    await flush()
    expect(h.notices.map((n) => n.code)).toEqual(['chat.sendFailed'])
    expect(h.c().messages.at(-1)).toMatchObject({ status: 'failed', clientMsgId: 'm-1' })
    h.actor.send({ type: 'message.retry', clientMsgId: 'nope' })
    expect(h.fakes.callsOf('say')).toHaveLength(1)
    h.actor.send({ type: 'message.retry', clientMsgId: 'm-1' })
    expect(h.fakes.callsOf('say')[1]!.input).toMatchObject({ clientMsgId: 'm-1', message: 'hi' })
    h.fakes.resolve('say', { id: 77 })
    await flush()
    expect(h.c().messages).toHaveLength(1)
    expect(h.c().messages[0]).toMatchObject({ id: 77, status: 'sent' })
  })

  it('an image is sent as content_type 3 with its path; an own message re-read from the history is not doubled', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'image.send', path: '  ' })
    expect(h.fakes.callsOf('say')).toHaveLength(0)
    h.actor.send({ type: 'image.send', path: 'upload/chat/a.png' })
    expect(h.fakes.callsOf('say')[0]!.input).toMatchObject({ kind: 'image', contentType: 3, message: 'upload/chat/a.png' })
    h.fakes.resolve('say', { read: 0 }) // an older server: no id
    await flush()
    h.fakes.resolve('loadHistory', { list: [{ id: 30, type: 0, content_type: 3, consumer_say: 'upload/chat/a.png', client_msg_id: 'm-1', shop_id: SHOP }], page_count: 1 })
    await flush()
    expect(h.c().messages).toHaveLength(1)
    expect(h.c().messages[0]).toMatchObject({ id: 30, kind: 'image', clientMsgId: 'm-1' })
  })

  it('refuses blank and 150+ character text with a warning, strips line-break and div markup', async () => {
    const h = open()
    for (const text of ['', '   ', '<div><br></div>', '\n\n']) {
      h.actor.send({ type: 'draft.change', text })
      h.actor.send({ type: 'chat.send' })
    }
    h.actor.send({ type: 'draft.change', text: LONG_TEXT })
    h.actor.send({ type: 'chat.send' })
    expect(h.notices.map((n) => n.code)).toEqual(['chat.blank', 'chat.blank', 'chat.blank', 'chat.blank', 'chat.tooLong'])
    expect(h.fakes.callsOf('say')).toHaveLength(0)
    // exactly 150 (an emoji counts 1) is what the server takes: sent
    h.actor.send({ type: 'draft.change', text: 'x'.repeat(149) + '[emjoy_01]' })
    h.actor.send({ type: 'chat.send' })
    expect(h.fakes.callsOf('say')).toHaveLength(1)
  })

  it("'click to load' reads the older page and says when there is no more", async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.actor.send({ type: 'history.more' })
    expect((h.fakes.callsOf('loadHistory')[1]!.input as { page: number }).page).toBe(2)
    h.fakes.resolve('loadHistory', OLDER_PAGE)
    await flush()
    expect(stored(h.c())).toEqual([1, 2, 3, 4, 5, 6])
    expect(h.c().page).toBe(h.c().pageCount)
    h.actor.send({ type: 'history.more' })
    expect(h.fakes.callsOf('loadHistory')).toHaveLength(2)
  })
})

describe('chat message rules', () => {
  it('counts an emoji as one character; at most 150: 150 is fine, 151 too long', () => {
    expect(countChars('ab[emjoy_01][emjoy_47]')).toBe(4)
    expect(countChars('[emjoy_48]')).toBe(10)
    expect(draftProblem('x'.repeat(149))).toBeNull()
    expect(draftProblem('x'.repeat(150))).toBeNull()
    expect(draftProblem('x'.repeat(151))).toBe('chat.tooLong')
    expect(draftProblem('x'.repeat(149) + '[emjoy_01]')).toBeNull()
    expect(draftProblem(' \u00a0 ')).toBe('chat.blank')
    expect(stripMarkup('a<div>b</div><br/>c\nd')).toBe('abcd')
  })
  it('splits text from emoji codes for rendering; markup stays text', () => {
    expect(splitEmoji('<b>hi</b>[emjoy_02]!')).toEqual([{ text: '<b>hi</b>' }, { emoji: '[emjoy_02]' }, { text: '!' }])
  })
  it('reads rows from both sides and merges by id or client_msg_id', () => {
    const agent = toMessage({ id: 5, type: 1, content_type: 2, order_id: 8, servicer_say: '' }, 'member')
    expect(agent).toMatchObject({ mine: false, kind: 'order', orderId: 8 })
    expect(toMessage({ id: 5, type: 1 }, 'agent').mine).toBe(true)
    // the shop's keyword auto-reply is marked: the console must not show it as the agent's own words
    expect(toMessage({ id: 6, type: 1, is_auto: 1, servicer_say: '您好' }, 'agent')).toMatchObject({ mine: true, auto: true })
    expect(toMessage({ id: 6, type: 1, is_auto: 0, servicer_say: '您好' }, 'agent').auto).toBeUndefined()
    const a = toMessage({ id: 2, type: 0, consumer_say: 'a' })
    const b = toMessage({ id: 1, type: 1, servicer_say: 'b' })
    expect(mergeMessages([a], [b, a]).map((m) => m.id)).toEqual([1, 2])
  })
})
