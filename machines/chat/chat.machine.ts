import { and, assertEvent, not, assign, emit, fromPromise, raise, sendTo, setup, type ErrorActorEvent } from 'xstate'
import {
  CONTENT_TYPE,
  draftProblem,
  MESSAGE_TYPES,
  newestStoredId,
  pushShopId,
  stripMarkup,
  toMessage,
  type ChatMessage,
  type DialogueRow,
  type MessageKind,
} from './chat-message.ts'
import { chatConnectionMachine, type ConnectionInput, type ConnectionPush } from '../chat-connection/chat-connection.machine.ts'

/*
 * The member's customer-service chat (spec §2 chat dialog, §4 Chat, §5 chat rules; reference §5.2,
 * §5.3): the conversation shown in the dialog. One app-wide actor: the dialog renders what it says.
 * The connection (socket, bind, heartbeat, reconnect, switch, bye) is the one chat-connection machine,
 * invoked beside the conversation as `connection` (decision 019): this machine tells it to open,
 * switch, reconnect, close or drop, and hears its reports. It holds no messages: the history pages,
 * the pushes and the own messages the server stored go to the app's message store (the query cache,
 * `keepMessages`); it keeps the cursors (pages read, the newest stored id) and its own messages not
 * stored yet (`outbox`: sending, waiting, failed). Pure: the calls and the clock are provided
 * (`chatMachine.provide(...)`, input), fakes in the tests.
 *
 * STATES
 *   closed                          the dialog is closed: the connection idle
 *   open (parallel)                 the dialog shows the conversation with `siteId` (0 = the platform)
 *     .history.waiting              until the first bind settles (connection.bound / refused)
 *     .history.loading              page 1 loading (invoke 'loadHistory')
 *     .history.ready                the messages shown; 'click to load' while page < pageCount,
 *                                   else 'no more chat records'
 *     .history.loadingMore          an older page loading
 *     .history.resyncing            after every bind (first connect and each reconnect) the newest
 *                                   pages are read again until one holds a message already stored
 *                                   (id ≤ newestId): whatever was said while the socket was down shows, once
 *     .history.failed               page 1 failed (retry)
 *     .send.idle | .send.sending    a say call is in flight; texts and pictures sent meanwhile wait in
 *                                   `queue` (shown as sending) and go next, in the order written
 *                                   (at most maxQueued, MAX_QUEUED by default; more → 'chat.busy'); each
 *                                   arrives or shows failed with 重发
 *
 * EVENTS (the app sends)
 *   chat.open {siteId, skuId?, orderId?}   open (or, open already, switch to that shop); a product
 *                                          or order given becomes the pending card
 *   chat.switch {siteId}                   a conversation in the list: page 1, draft and pending
 *                                          cleared, that shop marked read, the connection switched
 *                                          (bye to the old agent), history reloaded
 *   chat.close / chat.leave                the dialog closes / the page goes: the connection closes
 *                                          (bye when bound); the conversation left is marked read
 *   chat.logout                            the member logged out: closed, everything of the
 *                                          conversation dropped, the connection dropped (no call)
 *   chat.reconnect                         after the server ended the conversation
 *   history.more / history.retry           'click to load' / retry after a failed load
 *   draft.change {text}                    the input, as text with emoji codes
 *   chat.send                              Enter or 发送: the draft (blank → 'chat.blank', more than
 *                                          150 characters → 'chat.tooLong', nothing sent)
 *   image.send {path}                      a chat image: its pic_path, or a local reference the say
 *                                          effect uploads first (the picture shows at once, in order)
 *   pending.send                           the member confirms the pending product / order card
 *   message.retry {clientMsgId}            resend a failed message (same client_msg_id: stored once)
 * EVENTS (the connection reports)
 *   connection.bound {answer} / connection.refused   the bind settled: online (the agent named) or
 *                                          offline; the conversation list and the history read again
 *   connection.push {push}                 a message of the shop shown is kept and marked read as it
 *                                          arrives; `connect` for it names the agent now serving; every
 *                                          push reads the conversation list again
 *   connection.ended                       the server ended the conversation (the dialog says so)
 *
 * EFFECTS (the app provides)
 *   actors.connection: the chat-connection machine with its socket and bind provided
 *   actors.loadHistory: fromPromise<HistoryPage, {siteId, page, servicerId}>   chat/dialogs (limit 4)
 *   actors.say: fromPromise<SayAnswer, SayInput>   chat/say (with client_msg_id)
 *   actions.keepMessages {siteId, messages}   into the conversation's messages (query cache; merged by
 *                                  id / client_msg_id, never twice); clearMessages {siteId}
 *   actions.refreshConversations   the conversation list (chatList) read again
 *   actions.markRead {siteId}       setRead, and that shop's unread shown as 0
 *   actions.logError {what, error}
 *   input: pingInterval (ms, 0 = none), now() epoch s, random() [0,1) for jitter, idPrefix of client_msg_id
 *
 * Codes, never text: emits {type:'chat.notice', notice:{code, cause?}} with chat.blank | chat.tooLong |
 * chat.busy | chat.sendFailed | chat.historyFailed; the view words it.
 */

export type PendingCard = { kind: 'goods'; skuId: number } | { kind: 'order'; orderId: number }
export type ServiceState = 'unknown' | 'online' | 'offline'

export interface Servicer {
  servicerId: number
  nickname: string
  avatar: string
}
/** chat/bind's data (older servers answer only servicer_id) */
export interface BindAnswer {
  servicer_id?: number | string
  nickname?: string
  avatar?: string
}
export interface HistoryPage {
  list: DialogueRow[]
  page_count: number
}
export interface SayInput {
  siteId: number
  servicerId: number
  clientMsgId: string
  kind: MessageKind
  contentType: number
  /** text (with emoji codes) or image path */
  message: string
  goodsId: number
  orderId: number
}
export interface SayAnswer {
  id?: number | string
  read?: number
  /** the stored text or image path */
  consumer_say?: string
}
export type ChatPush = ConnectionPush

export type ChatNoticeCode = 'chat.blank' | 'chat.tooLong' | 'chat.busy' | 'chat.sendFailed' | 'chat.historyFailed'

/** messages that may wait behind the one being sent */
export const MAX_QUEUED = 3
export { PONG_TIMEOUT_MS } from './chat-message.ts'
export interface ChatNotice {
  code: ChatNoticeCode
  /** the failed call's rejection (the server's message) */
  cause?: unknown
}

export interface ChatInput {
  /** ms between heartbeats; 0 disables the heartbeat */
  pingInterval: number
  /** epoch seconds (an own message's time until the server's answer) */
  now?: () => number
  /** [0, 1): the back-off jitter */
  random?: () => number
  /** this page load's prefix of client_msg_id (the n-th own message is `${idPrefix}-${n}`) */
  idPrefix?: string
  /** messages that may wait behind the one in flight (default MAX_QUEUED) */
  maxQueued?: number
}

export interface ChatContext {
  /** the current conversation's shop (0 = the platform) */
  siteId: number
  pending: PendingCard | null
  servicer: Servicer | null
  service: ServiceState
  /** history pages loaded so far (0 = none) */
  page: number
  pageCount: number
  /** the page the re-sync reads */
  resyncPage: number
  /** the newest stored message's id kept so far (0: none): the re-sync stops at a page that reaches it */
  newestId: number
  draft: string
  /** own messages not stored yet, in the order written: sending, waiting their turn, or failed */
  outbox: ChatMessage[]
  /** the client_msg_id whose say call is in flight */
  outgoing: string | null
  /** client_msg_ids written while one was in flight, oldest first */
  queue: string[]
  pingInterval: number
  now: () => number
  random: () => number
  idPrefix: string
  /** own messages written so far (client_msg_id) */
  written: number
  maxQueued: number
}

export type ChatEvent =
  | { type: 'chat.open'; siteId: number; skuId?: number; orderId?: number }
  | { type: 'chat.switch'; siteId: number }
  | { type: 'chat.close' }
  | { type: 'chat.leave' }
  | { type: 'chat.logout' }
  | { type: 'chat.reconnect' }
  | { type: 'connection.bound'; answer: unknown }
  | { type: 'connection.refused'; error?: unknown }
  | { type: 'connection.push'; push: ChatPush }
  | { type: 'connection.ended'; push?: ChatPush }
  | { type: 'history.more' }
  | { type: 'history.retry' }
  | { type: 'draft.change'; text: string }
  | { type: 'chat.send' }
  | { type: 'image.send'; path: string }
  | { type: 'pending.send' }
  | { type: 'message.retry'; clientMsgId: string }
  /** internal: a bind settled, read the newest history again */
  | { type: 'history.sync' }

export type ChatEmitted = { type: 'chat.notice'; notice: ChatNotice }

const CONVERSATION = { servicer: null, service: 'unknown' as ServiceState, page: 0, pageCount: 0, resyncPage: 1, newestId: 0, draft: '', outbox: [] as ChatMessage[], outgoing: null, queue: [] as string[] }

function pendingOf(event: { skuId?: number; orderId?: number }): PendingCard | null {
  if (event.orderId && event.orderId > 0) return { kind: 'order', orderId: event.orderId }
  if (event.skuId && event.skuId > 0) return { kind: 'goods', skuId: event.skuId }
  return null
}

const pushOf = (event: ChatEvent) => (event.type === 'connection.push' ? event.push : null)
/** a message push of the shop shown, as a message */
const pushedMessage = (push: ChatPush) => toMessage({ ...(push.data as DialogueRow), content_type: MESSAGE_TYPES[push.type as keyof typeof MESSAGE_TYPES] }, 'member')

// after openConversation: the shop now shown
const MARK_READ = { type: 'markRead' as const, params: ({ context }: { context: ChatContext }) => ({ siteId: context.siteId }) }
const KEEP_PUSH = {
  type: 'keepMessages' as const,
  params: ({ context, event }: { context: ChatContext; event: ChatEvent }) => ({ siteId: context.siteId, messages: [pushedMessage(pushOf(event)!)] }),
}
const CLEAR = { type: 'clearMessages' as const, params: ({ context }: { context: ChatContext }) => ({ siteId: context.siteId }) }
// switching: the conversation left is read, the new one opened, read, its messages read afresh, the
// connection moved to it (bye to the old agent when bound)
const SWITCH = [MARK_READ, 'openConversation' as const, MARK_READ, CLEAR, 'switchConnection' as const]
// a message of the conversation shown is read as it arrives: its unread count does not go up under
// the member's eyes (and the agent sees it read)
const ON_PUSH = [
  { guard: 'shownMessage' as const, actions: ['refreshConversations' as const, KEEP_PUSH, 'notePushed' as const, MARK_READ] },
  { guard: 'shownConnect' as const, actions: ['refreshConversations' as const, 'takeConnect' as const] },
  { actions: 'refreshConversations' as const },
]
const LEAVE = [MARK_READ, 'forget' as const, 'closeConnection' as const]

function pageActions(take: 'takeFirstPage' | 'takeOlderPage' | 'takeResyncPage') {
  return [
    { type: 'keepMessages' as const, params: ({ context, event }: { context: ChatContext; event: { output: HistoryPage } }) => ({ siteId: context.siteId, messages: pageMessages(event.output) }) },
    { type: take, params: ({ event }: { event: { output: HistoryPage } }) => ({ page: event.output }) },
  ]
}
const pageMessages = (page: HistoryPage) => (page.list ?? []).map((r) => toMessage(r, 'member'))

// the say answered: the stored message kept (before markSent takes it out of the outbox)
const SENT = [
  { type: 'keepMessages' as const, params: ({ context, event }: { context: ChatContext; event: { output: SayAnswer } }) => ({ siteId: context.siteId, messages: [storedOf(context, event.output)] }) },
  { type: 'markSent' as const, params: ({ event }: { event: { output: SayAnswer } }) => ({ answer: event.output }) },
]

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
    input: {} as ChatInput,
  },
  actors: {
    connection: chatConnectionMachine,
    loadHistory: fromPromise<HistoryPage, { siteId: number; page: number; servicerId: number }>(() => Promise.reject(new Error('loadHistory is provided by the app'))),
    say: fromPromise<SayAnswer, SayInput>(() => Promise.reject(new Error('say is provided by the app'))),
  },
  guards: {
    shownMessage: ({ context, event }) => {
      const push = pushOf(event)
      return !!push?.data && push.type in MESSAGE_TYPES && pushShopId(push.data) === context.siteId
    },
    shownConnect: ({ context, event }) => {
      const push = pushOf(event)
      return push?.type === 'connect' && !!push.data && pushShopId(push.data) === context.siteId
    },
    otherShop: ({ context, event }) => (event.type === 'chat.open' || event.type === 'chat.switch') && event.siteId !== context.siteId,
    hasMore: ({ context }) => context.page < context.pageCount,
    draftBlank: ({ context }) => draftProblem(context.draft) === 'chat.blank',
    draftTooLong: ({ context }) => draftProblem(context.draft) === 'chat.tooLong',
    hasPending: ({ context }) => context.pending !== null,
    queued: ({ context }) => context.queue.length > 0,
    queueFull: ({ context }) => context.queue.length >= context.maxQueued,
    canRetry: ({ context, event }) => event.type === 'message.retry' && context.outbox.some((m) => m.clientMsgId === event.clientMsgId && m.status === 'failed'),
    validImage: ({ event }) => event.type === 'image.send' && event.path.trim() !== '',
    // the re-sync stops at a page that reaches a message already stored, at the last page, or empty
    resyncDone: ({ context, event }) => {
      const page = (event as { output?: HistoryPage }).output
      if (!page || page.list.length === 0 || context.resyncPage >= page.page_count) return true
      return context.newestId > 0 && pageMessages(page).some((m) => m.id !== null && m.id <= context.newestId)
    },
  },
  actions: {
    // the app's effects
    keepMessages: (_args: unknown, _params: { siteId: number; messages: ChatMessage[] }) => {},
    clearMessages: (_args: unknown, _params: { siteId: number }) => {},
    refreshConversations: () => {},
    markRead: (_args: unknown, _params: { siteId: number }) => {},
    logError: (_args: unknown, _params: { what: string; error: unknown }) => {},

    openConnection: sendTo('connection', ({ context }) => ({ type: 'connection.open' as const, session: context.siteId })),
    switchConnection: sendTo('connection', ({ context }) => ({ type: 'connection.switch' as const, session: context.siteId })),
    closeConnection: sendTo('connection', { type: 'connection.close' }),
    dropConnection: sendTo('connection', { type: 'connection.drop' }),
    reconnect: sendTo('connection', { type: 'connection.reconnect' }),

    openConversation: assign(({ event }) => {
      assertEvent(event, ['chat.open', 'chat.switch'])
      return { ...CONVERSATION, siteId: event.siteId, pending: event.type === 'chat.open' ? pendingOf(event) : null }
    }),
    setPending: assign(({ context, event }) => {
      assertEvent(event, 'chat.open')
      return { pending: pendingOf(event) ?? context.pending }
    }),
    setServicer: assign(({ event }) => {
      assertEvent(event, 'connection.bound')
      const answer = event.answer as BindAnswer | null | undefined
      const id = Number(answer?.servicer_id ?? 0)
      return {
        servicer: { servicerId: id, nickname: answer?.nickname ?? '', avatar: answer?.avatar ?? '' },
        service: id > 0 ? ('online' as const) : ('offline' as const),
      }
    }),
    setOffline: assign({ service: 'offline' as const }),
    // `connect` for this shop names the agent now serving (online) or only the shop (a keyword
    // auto-reply with nobody online: offline)
    takeConnect: assign(({ context, event }) => {
      const data = pushOf(event)!.data!
      const id = Number(data.servicer_id ?? 0)
      return {
        servicer: id > 0 ? { servicerId: id, nickname: String(data.nickname ?? ''), avatar: String(data.avatar ?? '') } : context.servicer,
        service: id > 0 ? ('online' as const) : ('offline' as const),
      }
    }),
    notePushed: assign(({ context, event }) => ({ newestId: Math.max(context.newestId, pushedMessage(pushOf(event)!).id ?? 0) })),
    askSync: raise({ type: 'history.sync' }),
    startResync: assign({ resyncPage: 1 }),
    nextResyncPage: assign(({ context }) => ({ resyncPage: context.resyncPage + 1 })),
    takeFirstPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...cursorOf(context, page), page: 1 })),
    takeOlderPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...cursorOf(context, page), page: context.page + 1 })),
    takeResyncPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...cursorOf(context, page), page: Math.max(context.page, 1) })),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'draft.change')
      return { draft: event.text }
    }),
    // the message shows at once (reference §5.3: optimistic), marked sending
    writeText: assign(({ context }) => own(context, 'text', stripMarkup(context.draft), { draft: '' })),
    writeImage: assign(({ context, event }) => {
      assertEvent(event, 'image.send')
      return own(context, 'image', event.path)
    }),
    writePending: assign(({ context }) => {
      const card = context.pending!
      return own(context, card.kind, '', card.kind === 'goods' ? { skuId: card.skuId } : { orderId: card.orderId })
    }),
    rewrite: assign(({ context, event }) => {
      assertEvent(event, 'message.retry')
      return { ...sendOrQueue(context, event.clientMsgId), outbox: context.outbox.map((m) => (m.clientMsgId === event.clientMsgId ? { ...m, status: 'sending' as const } : m)) }
    }),
    nextQueued: assign(({ context }) => {
      const [next, ...queue] = context.queue
      return { outgoing: next!, queue }
    }),
    // the own message stored: it leaves the outbox (keepMessages puts it with the stored ones)
    markSent: assign(({ context }, { answer }: { answer: SayAnswer | null | undefined }) => {
      const stored = storedOf(context, answer)
      const wasPending = stored.kind === 'goods' || stored.kind === 'order'
      return {
        outbox: context.outbox.filter((m) => m.clientMsgId !== context.outgoing),
        newestId: Math.max(context.newestId, stored.id ?? 0),
        outgoing: null,
        pending: wasPending ? null : context.pending,
      }
    }),
    markFailed: assign(({ context }) => ({
      outbox: context.outbox.map((m) => (m.clientMsgId === context.outgoing ? { ...m, status: 'failed' as const } : m)),
      outgoing: null,
    })),
    notify: emit((_, params: { code: ChatNoticeCode; cause?: unknown }) => ({ type: 'chat.notice' as const, notice: params })),
    forget: assign({ ...CONVERSATION, pending: null }),
    // written stays: this page's client_msg_ids are never used twice
    forgetAll: assign({ ...CONVERSATION, pending: null, siteId: 0 }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...CONVERSATION,
    siteId: 0,
    pending: null,
    pingInterval: Math.max(0, input.pingInterval),
    now: input.now ?? (() => 0),
    random: input.random ?? (() => 0.5),
    idPrefix: input.idPrefix ?? 'm',
    written: 0,
    maxQueued: Math.max(0, input.maxQueued ?? MAX_QUEUED),
  }),
  // the one connection, idle while the dialog is closed
  invoke: {
    id: 'connection',
    src: 'connection',
    input: ({ context }): ConnectionInput => ({ pingInterval: context.pingInterval, random: context.random, session: null, onRefused: 'offline', endOn: ['close'] }),
  },
  initial: 'closed',
  on: {
    'draft.change': { actions: 'setDraft' },
  },
  states: {
    closed: {
      on: {
        'chat.open': { target: 'open', actions: ['openConversation', MARK_READ, CLEAR, 'openConnection'] },
        'chat.logout': { actions: 'forgetAll' },
      },
    },
    open: {
      type: 'parallel',
      on: {
        'chat.open': [{ guard: 'otherShop', target: 'open', reenter: true, actions: SWITCH }, { actions: 'setPending' }],
        'chat.switch': { guard: 'otherShop', target: 'open', reenter: true, actions: SWITCH },
        // what was shown is read: the conversation left is marked read too
        'chat.close': { target: 'closed', actions: LEAVE },
        'chat.leave': { target: 'closed', actions: LEAVE },
        'chat.logout': { target: 'closed', actions: ['forgetAll', 'dropConnection'] },
        'chat.reconnect': { actions: 'reconnect' },
        // the session exists now: a shop new to the member joins their list
        'connection.bound': { actions: ['setServicer', 'refreshConversations', 'askSync'] },
        // reference §5.3: a failed bind (客服不在线) shows 'service offline'
        'connection.refused': { actions: ['setOffline', 'refreshConversations', 'askSync'] },
        'connection.push': ON_PUSH,
        'connection.ended': { actions: 'refreshConversations' },
      },
      states: {
        history: {
          // the first page is read once the connection is bound (or known offline): from then on
          // pushes arrive, so nothing said between the read and the bind can be missed
          initial: 'waiting',
          states: {
            waiting: {
              on: { 'history.sync': 'loading' },
            },
            loading: {
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => ({ siteId: context.siteId, page: 1, servicerId: context.servicer?.servicerId ?? 0 }),
                onDone: { target: 'ready', actions: pageActions('takeFirstPage') },
                onError: { target: 'failed', actions: [{ type: 'notify', params: ({ event }) => ({ code: 'chat.historyFailed' as const, cause: event.error }) }, logFailure('loadHistory')] },
              },
              // a reconnect while page 1 loads: read it again
              on: { 'history.sync': { target: 'loading', reenter: true } },
            },
            ready: {
              on: {
                'history.more': { guard: 'hasMore', target: 'loadingMore' },
                'history.sync': 'resyncing',
              },
            },
            loadingMore: {
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => ({ siteId: context.siteId, page: context.page + 1, servicerId: context.servicer?.servicerId ?? 0 }),
                onDone: { target: 'ready', actions: pageActions('takeOlderPage') },
                onError: { target: 'ready', actions: [{ type: 'notify', params: ({ event }) => ({ code: 'chat.historyFailed' as const, cause: event.error }) }, logFailure('loadHistory')] },
              },
              // a reconnect first: the newest pages (the older page can be asked again)
              on: { 'history.sync': 'resyncing' },
            },
            resyncing: {
              entry: 'startResync',
              initial: 'page',
              states: {
                page: {
                  invoke: {
                    id: 'loadHistory',
                    src: 'loadHistory',
                    input: ({ context }) => ({ siteId: context.siteId, page: context.resyncPage, servicerId: context.servicer?.servicerId ?? 0 }),
                    onDone: [
                      { guard: 'resyncDone', target: '#chat.open.history.ready', actions: pageActions('takeResyncPage') },
                      { target: 'page', reenter: true, actions: [...pageActions('takeResyncPage'), 'nextResyncPage'] },
                    ],
                    // what is shown stays; the next bind syncs again
                    onError: { target: '#chat.open.history.ready', actions: logFailure('loadHistory') },
                  },
                },
              },
              on: { 'history.sync': { target: 'resyncing', reenter: true } },
            },
            failed: {
              on: { 'history.retry': 'loading', 'history.sync': 'loading' },
            },
          },
        },
        send: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'chat.send': [
                  { guard: 'draftBlank', actions: [{ type: 'notify', params: { code: 'chat.blank' } }] },
                  { guard: 'draftTooLong', actions: [{ type: 'notify', params: { code: 'chat.tooLong' } }] },
                  { target: 'sending', actions: 'writeText' },
                ],
                'image.send': { guard: 'validImage', target: 'sending', actions: 'writeImage' },
                'pending.send': { guard: 'hasPending', target: 'sending', actions: 'writePending' },
                'message.retry': { guard: 'canRetry', target: 'sending', actions: 'rewrite' },
              },
            },
            // one say call at a time; what is written meanwhile waits in the queue and goes next, in
            // order (the pending card waits for the send to end: its button is busy)
            sending: {
              invoke: {
                id: 'say',
                src: 'say',
                input: ({ context }) => sayInput(context),
                onDone: [
                  { guard: 'queued', target: 'sending', reenter: true, actions: [...SENT, 'refreshConversations', 'nextQueued'] },
                  { target: 'idle', actions: [...SENT, 'refreshConversations'] },
                ],
                onError: [
                  { guard: 'queued', target: 'sending', reenter: true, actions: [{ type: 'notify', params: ({ event }) => ({ code: 'chat.sendFailed' as const, cause: event.error }) }, 'markFailed', 'nextQueued'] },
                  { target: 'idle', actions: [{ type: 'notify', params: ({ event }) => ({ code: 'chat.sendFailed' as const, cause: event.error }) }, 'markFailed'] },
                ],
              },
              on: {
                'chat.send': [
                  { guard: 'draftBlank', actions: [{ type: 'notify', params: { code: 'chat.blank' } }] },
                  { guard: 'draftTooLong', actions: [{ type: 'notify', params: { code: 'chat.tooLong' } }] },
                  { guard: 'queueFull', actions: [{ type: 'notify', params: { code: 'chat.busy' } }] },
                  { actions: 'writeText' },
                ],
                'image.send': [
                  { guard: and(['validImage', 'queueFull']), actions: [{ type: 'notify', params: { code: 'chat.busy' } }] },
                  { guard: 'validImage', actions: 'writeImage' },
                ],
                'message.retry': { guard: and(['canRetry', not('queueFull')]), actions: 'rewrite' },
              },
            },
          },
        },
      },
    },
  },
})

function logFailure(what: string) {
  return { type: 'logError' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ what, error: event.error }) }
}

/** the cursors after a page: its page count, the newest stored id */
function cursorOf(context: ChatContext, page: HistoryPage) {
  return { pageCount: page.page_count, newestId: Math.max(context.newestId, newestStoredId(pageMessages(page))) }
}

/** the own message in flight as the server stored it */
function storedOf(context: ChatContext, answer: SayAnswer | null | undefined): ChatMessage {
  const sent = context.outbox.find((m) => m.clientMsgId === context.outgoing)!
  const id = Number(answer?.id ?? 0)
  // a picture sent by its local reference: the stored path from now on
  const path = sent.kind === 'image' && typeof answer?.consumer_say === 'string' && answer.consumer_say ? answer.consumer_say : sent.content
  return { ...sent, content: path, id: id > 0 ? id : null, status: 'sent' }
}
/** an own message, shown at once as sending, and the say call's subject */
function own(context: ChatContext, kind: MessageKind, content: string, extra: { skuId?: number; orderId?: number; draft?: string } = {}) {
  const message: ChatMessage = {
    id: null,
    clientMsgId: `${context.idPrefix}-${context.written + 1}`,
    mine: true,
    kind,
    content,
    skuId: extra.skuId ?? 0,
    orderId: extra.orderId ?? 0,
    time: context.now(),
    nickname: '',
    avatar: '',
    status: 'sending',
  }
  return { ...sendOrQueue(context, message.clientMsgId!), outbox: [...context.outbox, message], written: context.written + 1, ...(extra.draft === undefined ? {} : { draft: extra.draft }) }
}

/** the message goes now, or, one being in flight, waits its turn */
function sendOrQueue(context: ChatContext, clientMsgId: string): Partial<ChatContext> {
  return context.outgoing ? { queue: [...context.queue, clientMsgId] } : { outgoing: clientMsgId }
}

function sayInput(context: ChatContext): SayInput {
  const m = context.outbox.find((o) => o.clientMsgId === context.outgoing)!
  return {
    siteId: context.siteId,
    servicerId: context.servicer?.servicerId ?? 0,
    clientMsgId: m.clientMsgId!,
    kind: m.kind,
    contentType: CONTENT_TYPE[m.kind],
    message: m.content,
    goodsId: m.skuId,
    orderId: m.orderId,
  }
}
