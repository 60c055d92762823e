import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { fakeActors, flush, pathCases, recordActions, walkPath, type EffectCall } from '../test-kit/walk.ts'
import { chatMachine, type ChatContext, type ChatNotice, type SayInput } from './chat.machine.ts'
import { AGENT_REPLY, BIND_ANSWER, chatHistoryPlan, chatMessagesPlan, chatPlan, EMPTY_PAGE, LONG_TEXT, OTHER_TAB_SAID, modelInput, NOW, modelMachine, NEWEST_PAGE, OLDER_PAGE, PING_MS, RESYNC_PAGE, SHOP, SKU } from './chat.paths.ts'
import { backoffMs, BACKOFF_CAP_MS, countChars, draftProblem, mergeMessages, shownMessages, splitEmoji, stripMarkup, toMessage, type ChatMessage } from './chat-message.ts'

// Model-based: the named scenarios and every generated path of the three plans (chat.paths.ts)
// walked on a real actor with a fake connection (it records what it is told; its own paths are walked
// by machines/chat-connection), fake calls and a message store that merges as the app's query cache
// does; the kit checks state, running effects, calls, recorded actions and notices per step, and each
// step here checks what the connection and the calls were told and what the store holds.
// Targeted tests below: re-sync across pages, dedupe, retry, the queue, the text rules.

const CALLS = ['loadHistory', 'say'] as const
const ACTIONS = ['refreshConversations', 'markRead', 'logError', 'keepMessages', 'clearMessages'] as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** the connection's stand-in: each start counted as an effect call, every command it is told kept */
function fakeConnection(calls: EffectCall[]) {
  const told: EventObject[] = []
  const actor = fromCallback<EventObject>(({ receive, self }) => {
    calls.push({ src: 'connection', id: self.id, input: null })
    receive((event) => void told.push(event))
  })
  return { actor, told }
}

/** the conversations' messages, merged as the app's query cache merges them (chat.actor.ts) */
function messageStore() {
  const bySite = new Map<number, ChatMessage[]>()
  return {
    bySite,
    of: (siteId: number) => bySite.get(siteId) ?? [],
    keep: (siteId: number, messages: ChatMessage[]) => void bySite.set(siteId, mergeMessages(bySite.get(siteId) ?? [], messages)),
    clear: (siteId: number) => void bySite.delete(siteId),
  }
}

function harness() {
  const fakes = fakeActors(CALLS)
  const connection = fakeConnection(fakes.calls)
  const recorded = recordActions(ACTIONS)
  const store = messageStore()
  const actions = {
    ...recorded.actions,
    keepMessages: (a: unknown, p: { siteId: number; messages: ChatMessage[] }) => {
      ;(recorded.actions.keepMessages as (a: unknown, p: unknown) => void)(a, p)
      store.keep(p.siteId, p.messages)
    },
    clearMessages: (a: unknown, p: { siteId: number }) => {
      ;(recorded.actions.clearMessages as (a: unknown, p: unknown) => void)(a, p)
      store.clear(p.siteId)
    },
  }
  const provide = (m: typeof modelMachine) => m.provide({ actors: { ...fakes.actors, connection: connection.actor } as never, actions: actions as never })
  return { fakes, connection, recorded, store, provide }
}

const ctx = (s: AnyMachineSnapshot) => s.context as ChatContext
const ids = (list: readonly ChatMessage[]) => list.filter((m) => m.id !== null).map((m) => m.id)

describe.each([
  ['conversation', chatPlan],
  ['history', chatHistoryPlan],
  ['messages', chatMessagesPlan],
])('chat machine: generated paths (%s)', (_, plan) => {
  it.each(pathCases(plan))('%s', async (_name, planned) => {
    const { fakes, connection, recorded, store, provide } = harness()
    let toldBefore = 0
    const { emitted } = await walkPath(plan, planned, {
      provide: (m) => provide(m as typeof modelMachine),
      fakes,
      recorded,
      emitted: ['chat.notice'],
      each: ({ actual, expected, previous, event, started }) => {
        const a = ctx(actual)
        // what the connection was told on this step
        const told = connection.told.slice(toldBefore).map((e) => e.type)
        toldBefore = connection.told.length
        const wasOpen = !!previous && !previous.matches('closed')
        const switched = wasOpen && (event.type === 'chat.open' || event.type === 'chat.switch') && ctx(previous).siteId !== (event as { siteId?: number }).siteId
        expect(told).toEqual(
          event.type === 'chat.open' && !wasOpen
            ? ['connection.open']
            : switched
              ? ['connection.switch']
              : wasOpen && (event.type === 'chat.close' || event.type === 'chat.leave')
                ? ['connection.close']
                : wasOpen && event.type === 'chat.logout'
                  ? ['connection.drop']
                  : wasOpen && event.type === 'chat.reconnect'
                    ? ['connection.reconnect']
                    : [],
        )
        if (told.length && told[0] !== 'connection.close' && told[0] !== 'connection.drop' && told[0] !== 'connection.reconnect') {
          expect(connection.told.at(-1)).toEqual({ type: told[0], session: a.siteId })
        }
        if (actual.matches('closed')) return
        // what the dialog shows: the shop, the pending card, the service line, the draft, the pages
        expect({ site: a.siteId, pending: a.pending, service: a.service, draft: a.draft, page: a.page, newest: a.newestId }).toEqual({
          site: ctx(expected).siteId,
          pending: ctx(expected).pending,
          service: ctx(expected).service,
          draft: ctx(expected).draft,
          page: ctx(expected).page,
          newest: ctx(expected).newestId,
        })
        // the stored messages of the shop shown: never one twice, in id order; the cursor is the newest
        const kept = ids(store.of(a.siteId))
        expect(new Set(kept).size).toBe(kept.length)
        expect([...kept].sort((x, y) => x! - y!)).toEqual(kept)
        expect(Math.max(0, ...kept.map(Number))).toBe(a.newestId)
        if (started.includes('loadHistory')) {
          const input = fakes.callsOf('loadHistory').at(-1)!.input as { siteId: number; page: number; servicerId: number }
          expect(input.siteId).toBe(a.siteId)
          expect(input.servicerId).toBe(a.servicer?.servicerId ?? 0)
          expect(input.page).toBe(actual.matches({ open: { history: 'loadingMore' } }) ? a.page + 1 : actual.matches({ open: { history: 'resyncing' } }) ? a.resyncPage : 1)
        }
        if (started.includes('say')) {
          const input = fakes.callsOf('say').at(-1)!.input as SayInput
          const sent = a.outbox.find((m) => m.clientMsgId === input.clientMsgId)!
          expect(sent.status).toBe('sending')
          expect(input.servicerId).toBe(a.servicer?.servicerId ?? 0)
          if (input.kind === 'text') expect(input.message).toBe('你好[emjoy_01]')
          if (input.kind === 'goods') expect([input.contentType, input.goodsId]).toEqual([1, SKU])
        }
        // the own message the answer was about is stored (kept, out of the outbox) or failed; one waiting goes next, in order
        if (event.type === 'xstate.done.actor.say' || event.type === 'xstate.error.actor.say') {
          const settled = fakes.callsOf('say').at(started.includes('say') ? -2 : -1)!.input as SayInput
          if (event.type === 'xstate.done.actor.say') {
            expect(a.outbox.some((m) => m.clientMsgId === settled.clientMsgId)).toBe(false)
            expect(store.of(a.siteId).find((m) => m.clientMsgId === settled.clientMsgId)).toMatchObject({ status: 'sent', mine: true })
          } else expect(a.outbox.find((m) => m.clientMsgId === settled.clientMsgId)!.status).toBe('failed')
        }
        // a text written while a send is in flight waits its turn, shown as sending
        const shown = shownMessages(store.of(a.siteId), a.outbox)
        expect(shown.filter((m) => m.status === 'sending')).toHaveLength((a.outgoing ? 1 : 0) + a.queue.length)
        // a push of the shop shown is read as it arrives
        if (event.type === 'connection.push' && (event.push as { data?: { shop_id?: number } }).data?.shop_id === a.siteId) {
          expect(recorded.paramsOf('markRead').at(-1)).toEqual({ siteId: a.siteId })
        }
      },
    })
    for (const e of emitted) expect((e as unknown as { notice: ChatNotice }).notice.code).toMatch(/^chat\.(blank|tooLong|busy|sendFailed|historyFailed)$/)
  })
})

/** a member's chat with hand-settled effects, open on the shop with a product */
function open() {
  const h = harness()
  const actor = createActor(h.provide(chatMachine as never), { input: modelInput(PING_MS) })
  const notices: ChatNotice[] = []
  actor.on('chat.notice', (e: { notice: ChatNotice }) => notices.push(e.notice))
  actor.start()
  actor.send({ type: 'chat.open', siteId: SHOP, skuId: SKU })
  const push = (type: string, data: Record<string, unknown>) => actor.send({ type: 'connection.push', push: { type, data } })
  const connect = async (servicer = 9) => {
    if (servicer) actor.send({ type: 'connection.bound', answer: { ...BIND_ANSWER, servicer_id: servicer } })
    else actor.send({ type: 'connection.refused', error: { code: -1, message: '客服不在线' } })
    await flush()
  }
  const c = () => actor.getSnapshot().context as ChatContext
  /** what the dialog shows */
  const shown = () => shownMessages(h.store.of(c().siteId), c().outbox)
  return { ...h, actor, notices, push, connect, c, shown, state: () => actor.getSnapshot() as AnyMachineSnapshot }
}

describe('chat machine: conversation', () => {
  it('the connection opened with the shop; bound: online, page 1 read and kept', async () => {
    const h = open()
    expect(h.connection.told).toEqual([{ type: 'connection.open', session: SHOP }])
    await h.connect()
    expect(h.c().service).toBe('online')
    expect(h.c().servicer).toEqual({ servicerId: 9, nickname: '小美', avatar: '' })
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    expect(ids(h.shown())).toEqual([3, 4, 5, 6])
    expect(h.c().newestId).toBe(6)
    // the bind (the list may hold a new shop)
    expect(h.recorded.count('refreshConversations')).toBe(1)
  })

  it('logout: closed, the conversation and its pending card dropped, the connection dropped (no bye)', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'draft.change', text: 'half written' })
    h.actor.send({ type: 'chat.logout' })
    expect(h.state().matches('closed')).toBe(true)
    expect(h.c()).toMatchObject({ siteId: 0, pending: null, draft: '', outbox: [], servicer: null, queue: [] })
    expect(h.connection.told.at(-1)).toEqual({ type: 'connection.drop' })
    h.actor.send({ type: 'chat.logout' })
    expect(h.state().matches('closed')).toBe(true)
  })

  it('my message sent from another tab shows here as mine; my own, pushed back to this tab, shows once', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', EMPTY_PAGE)
    await flush()
    h.push('string', OTHER_TAB_SAID.data)
    expect(h.shown()).toMatchObject([{ id: 7, mine: true, content: 'from my other tab' }])
    h.actor.send({ type: 'draft.change', text: 'from this tab' })
    h.actor.send({ type: 'chat.send' })
    // the push of the own message arrives before the say answer
    h.push('string', { ...OTHER_TAB_SAID.data, id: 8, consumer_say: 'from this tab', client_msg_id: 'm-1' })
    expect(h.shown().map((m) => [m.id, m.content])).toEqual([
      [7, 'from my other tab'],
      [8, 'from this tab'],
    ])
    h.fakes.resolve('say', { id: 8 })
    await flush()
    expect(h.shown().map((m) => [m.id, m.content, m.status])).toEqual([
      [7, 'from my other tab', 'sent'],
      [8, 'from this tab', 'sent'],
    ])
  })

  it('a refused bind shows offline; a connect push for this shop then shows online; pushes for other shops are ignored', async () => {
    const h = open()
    await h.connect(0)
    expect(h.c().service).toBe('offline')
    expect(h.c().servicer).toBeNull()
    h.push('connect', { shop_id: 6, servicer_id: 3 })
    expect(h.c().service).toBe('offline')
    const reads = h.recorded.paramsOf('markRead').length
    h.push('string', { ...AGENT_REPLY.data, shop_id: 6 })
    expect(h.shown()).toHaveLength(0)
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

  it('each bind re-syncs so the replies said in between show once', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.push('string', AGENT_REPLY.data) // 7 arrives live
    // the connection dropped and bound again (machines/chat-connection walks how)
    await h.connect()
    // the re-sync reads page 1 (7 and 8 said meanwhile; 7 already shown), stops at a known message
    h.fakes.resolve('loadHistory', RESYNC_PAGE)
    await flush()
    expect(ids(h.shown())).toEqual([3, 4, 5, 6, 7, 8])
    expect(h.state().matches({ open: { history: 'ready' } })).toBe(true)
  })

  it('re-sync reads further pages until one reaches a message already stored', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', { list: NEWEST_PAGE.list.slice(0, 2), page_count: 1 })
    await flush()
    await h.connect()
    h.fakes.resolve('loadHistory', { list: [row(11), row(12), row(13), row(14)], page_count: 3 })
    await flush()
    expect((h.fakes.callsOf('loadHistory').at(-1)!.input as { page: number }).page).toBe(2)
    h.fakes.resolve('loadHistory', { list: [row(4), row(8), row(9), row(10)], page_count: 3 })
    await flush()
    expect(ids(h.shown())).toEqual([3, 4, 8, 9, 10, 11, 12, 13, 14])
    expect(h.state().matches({ open: { history: 'ready' } })).toBe(true)
  })

  it('backoffMs grows from 500 ms, is capped at 15 s and keeps 50–100 % of it', () => {
    expect(backoffMs(1, 1)).toBe(500)
    expect(backoffMs(2, 1)).toBe(1000)
    expect(backoffMs(30, 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffMs(30, 0)).toBe(BACKOFF_CAP_MS / 2)
    expect(backoffMs(3, 0.5)).toBe(1500)
  })

  it('switching: the old shop read, the new one read and marked, the connection switched, everything cleared', async () => {
    const h = open()
    await h.connect()
    h.fakes.resolve('loadHistory', NEWEST_PAGE)
    await flush()
    h.actor.send({ type: 'draft.change', text: 'half' })
    h.actor.send({ type: 'chat.switch', siteId: 0 })
    expect(h.recorded.paramsOf('markRead')).toEqual([{ siteId: SHOP }, { siteId: SHOP }, { siteId: 0 }])
    expect(h.connection.told.at(-1)).toEqual({ type: 'connection.switch', session: 0 })
    expect(h.c()).toMatchObject({ siteId: 0, outbox: [], draft: '', page: 0, newestId: 0, pending: null, servicer: null, service: 'unknown' })
    expect(h.shown()).toEqual([])
    h.actor.send({ type: 'chat.switch', siteId: 0 }) // the same conversation: nothing
    expect(h.connection.told).toHaveLength(2)
  })

  it('closing or leaving closes the connection (it says bye when bound)', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'chat.leave' })
    expect(h.connection.told.at(-1)).toEqual({ type: 'connection.close' })
    expect(h.state().matches('closed')).toBe(true)
  })

  it('the server ended the conversation: reconnect asks the connection', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'connection.ended', push: { type: 'close', data: {} } })
    h.actor.send({ type: 'chat.reconnect' })
    expect(h.connection.told.at(-1)).toEqual({ type: 'connection.reconnect' })
  })

  it('opening again with another product while open keeps the conversation and shows that card', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'chat.open', siteId: SHOP, orderId: 42 })
    expect(h.c().pending).toEqual({ kind: 'order', orderId: 42 })
    expect(h.connection.told).toHaveLength(1)
  })
})

const row = (id: number) => ({ ...NEWEST_PAGE.list[0]!, id, type: 1 })

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
    expect(h.shown().at(-1)).toMatchObject({ kind: 'text', content: 'hello', status: 'sending' })
    expect(h.fakes.callsOf('say')[0]!.input).toMatchObject({ siteId: SHOP, servicerId: 9, kind: 'goods', contentType: 1, goodsId: SKU, clientMsgId: 'm-1' })
    h.fakes.resolve('say', { id: 9001 })
    await flush()
    expect(h.c().pending).toBeNull()
    expect(h.shown().find((m) => m.id === 9001)).toMatchObject({ kind: 'goods', status: 'sent', mine: true, time: NOW })
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
    expect(h.shown().map((m) => [m.kind, m.status])).toEqual([
      ['image', 'sending'],
      ['text', 'sending'],
    ])
    expect(h.fakes.callsOf('say')).toHaveLength(1)
    expect(h.fakes.callsOf('say')[0]!.input).toMatchObject({ kind: 'image', message: 'blob:local-1', clientMsgId: 'm-1' })
    // the upload fails: the picture shows failed with 重发, the text goes on
    h.fakes.reject('say', { code: -1, message: 'upload failed' })
    await flush()
    expect(h.shown()[0]).toMatchObject({ kind: 'image', status: 'failed' })
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
    expect(h.shown().map((m) => [m.id, m.kind, m.status])).toEqual([
      [50, 'text', 'sent'],
      [51, 'image', 'sent'],
    ])
    expect(h.shown()[1]!.content).toBe('upload/chat/20261127/0123456789abcdef0123456789abcdef.png')
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
    expect(h.c().queue.map((id) => h.c().outbox.find((m) => m.clientMsgId === id)!.content)).toEqual(['two'])
  })

  it('a failed send stays shown as failed and is retried with the same client_msg_id', async () => {
    const h = open()
    await h.connect()
    h.actor.send({ type: 'draft.change', text: 'hi' })
    h.actor.send({ type: 'chat.send' })
    h.fakes.reject('say', { code: -1, errorCode: 'NETWORK_ERROR' })
    await flush()
    expect(h.notices.map((n) => n.code)).toEqual(['chat.sendFailed'])
    expect(h.shown().at(-1)).toMatchObject({ status: 'failed', clientMsgId: 'm-1' })
    h.actor.send({ type: 'message.retry', clientMsgId: 'nope' })
    expect(h.fakes.callsOf('say')).toHaveLength(1)
    h.actor.send({ type: 'message.retry', clientMsgId: 'm-1' })
    expect(h.fakes.callsOf('say')[1]!.input).toMatchObject({ clientMsgId: 'm-1', message: 'hi' })
    h.fakes.resolve('say', { id: 77 })
    await flush()
    expect(h.shown()).toHaveLength(1)
    expect(h.shown()[0]).toMatchObject({ id: 77, status: 'sent' })
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
    expect(h.shown()).toHaveLength(1)
    expect(h.shown()[0]).toMatchObject({ id: 30, kind: 'image', clientMsgId: 'm-1' })
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
    expect(ids(h.shown())).toEqual([1, 2, 3, 4, 5, 6])
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
