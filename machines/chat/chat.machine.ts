import { and, assertEvent, not, assign, emit, fromCallback, fromPromise, raise, sendTo, setup, type ErrorActorEvent } from 'xstate'
import {
  backoffMs,
  MAX_BACKOFF_LEVEL,
  CONTENT_TYPE,
  draftProblem,
  MESSAGE_TYPES,
  mergeMessages,
  pongTimeoutMs,
  pushShopId,
  stripMarkup,
  toMessage,
  type ChatMessage,
  type DialogueRow,
  type MessageKind,
} from './chat-message.ts'

/*
 * The member's customer-service chat (spec §2 chat dialog, §4 Chat, §5 chat rules; reference §5.2,
 * §5.3). One app-wide actor: the dialog renders what it says. Pure: the socket, the calls and the
 * clock are provided by the app (`chatMachine.provide(...)`, input), fakes in the tests.
 *
 * STATES
 *   closed                          the dialog is closed: no socket, no heartbeat
 *   open (parallel)                 the dialog shows the conversation with `siteId` (0 = the platform)
 *     .link.live (parallel)         a socket is open (invoke 'socket')
 *        .phase.connecting          waiting for the server's `init` push
 *        .phase.binding             bind {client_id, site_id} running (invoke 'bind')
 *        .phase.bound               bound: `service` says online (an agent) or offline
 *        .beat.idle | .beat.beating 'ping' every pingInterval ms, restarted by every push (0 = never)
 *        .beat.awaiting             a ping went out: the server answers every ping (`pong`), so no
 *                                   push within pongTimeout ms means the connection is gone (a dead
 *                                   network closes nothing): it is treated as failed (link.waiting)
 *     .link.waiting                 the connection failed: reconnecting after `retryDelay` ms
 *                                   (bounded back-off with jitter, see backoffMs)
 *     .link.ended                   the server closed the conversation (`close` push)
 *     .history.waiting              until the first bind settles
 *     .history.loading              page 1 loading (invoke 'loadHistory')
 *     .history.ready                `messages` shown; 'click to load' while page < pageCount,
 *                                   else 'no more chat records'
 *     .history.loadingMore          an older page loading
 *     .history.resyncing            after every bind (first connect and each reconnect) the newest
 *                                   pages are read again until one holds a message already shown:
 *                                   whatever was said while the socket was down shows, once
 *     .history.failed               page 1 failed (retry)
 *     .send.idle | .send.sending    a say call is in flight; texts and pictures sent meanwhile wait in
 *                                   `queue` (shown as sending) and go next, in the order written
 *                                   (at most maxQueued, MAX_QUEUED by default; more → 'chat.busy'); each arrives or shows
 *                                   failed with 重发
 *
 * EVENTS (the app sends)
 *   chat.open {siteId, skuId?, orderId?}   open (or, open already, switch to that shop); a product
 *                                          or order given becomes the pending card
 *   chat.switch {siteId}                   a conversation in the list: page 1, messages, draft and
 *                                          pending cleared, that shop marked read, bye to the old
 *                                          agent, reconnect, history reloaded
 *   chat.close / chat.leave                the dialog closes / the page goes: heartbeat stops,
 *                                          socket closes, bye when an agent was bound; the
 *                                          conversation left (switch too) is marked read: it was shown
 *   chat.logout                            the member logged out: closed, everything of the
 *                                          conversation dropped (no call: the login is gone; the
 *                                          socket's close tells the server)
 *   chat.reconnect                         after the server ended the conversation
 *   socket.message {push}                  a push (JSON {type, data}) from the socket actor; a
 *                                          message of the shop shown is marked read as it arrives
 *   socket.error                           the socket failed or closed
 *   history.more / history.retry           'click to load' / retry after a failed load
 *   draft.change {text}                    the input, as text with emoji codes
 *   chat.send                              Enter or 发送: the draft (blank → 'chat.blank', 150 or
 *                                          more characters → 'chat.tooLong', nothing sent)
 *   image.send {path}                      a chat image: its pic_path, or a local reference the say
 *                                          effect uploads first (the picture shows at once, in order)
 *   pending.send                           the member confirms the pending product / order card
 *   message.retry {clientMsgId}            resend a failed message (same client_msg_id: the server
 *                                          stores it once)
 *
 * EFFECTS (the app provides)
 *   actors.socket: fromCallback, input {siteId}: opens the WebSocket; sends back socket.message /
 *     socket.error; receives {type:'socket.ping'} (send the raw string 'ping'); closes on stop
 *   actors.bind: fromPromise<BindAnswer, {clientId, siteId}>   /servicer/api/chat/bind
 *   actors.loadHistory: fromPromise<HistoryPage, {siteId, page, servicerId}>   chat/dialogs (limit 4)
 *   actors.say: fromPromise<SayAnswer, SayInput>   chat/say (with client_msg_id)
 *   actions.refreshConversations   every push, every bind, every own message stored: the conversation
 *                                  list (chatList) is read again (a new shop shows at the member's
 *                                  first word, with its preview)
 *   actions.markRead {siteId}       setRead, and that shop's unread shown as 0
 *   actions.sayBye {servicerId, siteId, clientId}   chat/bye (this tab's socket)
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
export interface ChatPush {
  type: string
  data?: Record<string, unknown> | null
}

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
  clientId: string
  /** shown in server order (see mergeMessages) */
  messages: ChatMessage[]
  /** history pages loaded so far (0 = none) */
  page: number
  pageCount: number
  /** the page the re-sync reads */
  resyncPage: number
  draft: string
  /** the message whose say call is in flight */
  outgoing: ChatMessage | null
  /** own messages written while one was in flight, oldest first */
  queue: ChatMessage[]
  /** failed connections in a row */
  attempts: number
  /** ms until the next reconnect */
  retryDelay: number
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
  | { type: 'socket.message'; push: ChatPush }
  | { type: 'socket.error' }
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
export type SocketCommand = { type: 'socket.ping' }

const CONVERSATION = { servicer: null, service: 'unknown' as ServiceState, clientId: '', messages: [] as ChatMessage[], page: 0, pageCount: 0, resyncPage: 1, draft: '', outgoing: null, queue: [] as ChatMessage[], attempts: 0, retryDelay: 0 }

function pendingOf(event: { skuId?: number; orderId?: number }): PendingCard | null {
  if (event.orderId && event.orderId > 0) return { kind: 'order', orderId: event.orderId }
  if (event.skuId && event.skuId > 0) return { kind: 'goods', skuId: event.skuId }
  return null
}

const pushOf = (event: ChatEvent) => (event.type === 'socket.message' ? event.push : null)

const BYE = { type: 'sayBye' as const, params: ({ context }: { context: ChatContext }) => ({ servicerId: context.servicer?.servicerId ?? 0, siteId: context.siteId, clientId: context.clientId }) }
// after openConversation: the shop now shown
const MARK_READ = { type: 'markRead' as const, params: ({ context }: { context: ChatContext }) => ({ siteId: context.siteId }) }
// a message of the conversation shown is read as it arrives: its unread count does not go up under
// the member's eyes (and the agent sees it read)
const ON_PUSH = [
  // the heartbeat's answer: the connection lives, nothing else changes
  { guard: and(['isPong', 'heartbeatOn']), target: 'beating', reenter: true },
  { guard: 'isPong' as const },
  { guard: 'isClose' as const, target: '#chat.open.link.ended', actions: 'refreshConversations' as const },
  { guard: and(['heartbeatOn', 'shownMessage']), target: 'beating', reenter: true, actions: ['refreshConversations' as const, 'takePush' as const, MARK_READ] },
  { guard: 'heartbeatOn' as const, target: 'beating', reenter: true, actions: ['refreshConversations' as const, 'takePush' as const] },
  { guard: 'shownMessage' as const, actions: ['refreshConversations' as const, 'takePush' as const, MARK_READ] },
  { actions: ['refreshConversations' as const, 'takePush' as const] },
]

function withPage(context: ChatContext, page: HistoryPage) {
  return { messages: mergeMessages(context.messages, page.list.map((r) => toMessage(r, 'member'))), pageCount: page.page_count }
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
    input: {} as ChatInput,
  },
  delays: {
    pingInterval: ({ context }) => context.pingInterval,
    reconnectDelay: ({ context }) => context.retryDelay,
    pongTimeout: ({ context }) => pongTimeoutMs(context.pingInterval),
  },
  actors: {
    socket: fromCallback<SocketCommand, { siteId: number }>(() => {
      throw new Error('socket is provided by the app')
    }),
    bind: fromPromise<BindAnswer, { clientId: string; siteId: number }>(() => Promise.reject(new Error('bind is provided by the app'))),
    loadHistory: fromPromise<HistoryPage, { siteId: number; page: number; servicerId: number }>(() => Promise.reject(new Error('loadHistory is provided by the app'))),
    say: fromPromise<SayAnswer, SayInput>(() => Promise.reject(new Error('say is provided by the app'))),
  },
  guards: {
    isInit: ({ event }) => pushOf(event)?.type === 'init',
    isClose: ({ event }) => pushOf(event)?.type === 'close',
    isPong: ({ event }) => pushOf(event)?.type === 'pong',
    heartbeatOn: ({ context }) => context.pingInterval > 0,
    shownMessage: ({ context, event }) => {
      const push = pushOf(event)
      return !!push?.data && push.type in MESSAGE_TYPES && pushShopId(push.data) === context.siteId
    },
    otherShop: ({ context, event }) => (event.type === 'chat.open' || event.type === 'chat.switch') && event.siteId !== context.siteId,
    hasMore: ({ context }) => context.page < context.pageCount,
    draftBlank: ({ context }) => draftProblem(context.draft) === 'chat.blank',
    draftTooLong: ({ context }) => draftProblem(context.draft) === 'chat.tooLong',
    hasPending: ({ context }) => context.pending !== null,
    queued: ({ context }) => context.queue.length > 0,
    queueFull: ({ context }) => context.queue.length >= context.maxQueued,
    hasServicer: ({ context }) => context.servicer !== null,
    canRetry: ({ context, event }) => event.type === 'message.retry' && context.messages.some((m) => m.clientMsgId === event.clientMsgId && m.status === 'failed'),
    validImage: ({ event }) => event.type === 'image.send' && event.path.trim() !== '',
    // the re-sync stops at a page that holds a message already shown, at the last page, or empty
    resyncDone: ({ context, event }) => {
      const page = (event as { output?: HistoryPage }).output
      if (!page || page.list.length === 0 || context.resyncPage >= page.page_count) return true
      const known = new Set(context.messages.map((m) => m.id))
      return page.list.some((row) => known.has(toMessage(row).id))
    },
  },
  actions: {
    // the app's effects
    refreshConversations: () => {},
    markRead: (_args: unknown, _params: { siteId: number }) => {},
    sayBye: (_args: unknown, _params: { servicerId: number; siteId: number; clientId: string }) => {},
    logError: (_args: unknown, _params: { what: string; error: unknown }) => {},

    openConversation: assign(({ event }) => {
      assertEvent(event, ['chat.open', 'chat.switch'])
      return { ...CONVERSATION, siteId: event.siteId, pending: event.type === 'chat.open' ? pendingOf(event) : null }
    }),
    setPending: assign(({ context, event }) => {
      assertEvent(event, 'chat.open')
      return { pending: pendingOf(event) ?? context.pending }
    }),
    setClientId: assign(({ event }) => {
      const data = pushOf(event)?.data
      return { clientId: typeof data?.client_id === 'string' ? data.client_id : String(data?.client_id ?? '') }
    }),
    setServicer: assign((_, params: { answer: BindAnswer | null | undefined }) => {
      const id = Number(params.answer?.servicer_id ?? 0)
      return {
        servicer: { servicerId: id, nickname: params.answer?.nickname ?? '', avatar: params.answer?.avatar ?? '' },
        service: id > 0 ? ('online' as const) : ('offline' as const),
        attempts: 0,
      }
    }),
    setOffline: assign({ service: 'offline' as const, attempts: 0 }),
    // a push: `connect` for this shop names the agent now serving (online) or only the shop (a
    // keyword auto-reply with nobody online: offline); message pushes for this shop are appended
    takePush: assign(({ context, event }) => {
      const push = pushOf(event)
      if (!push?.data || pushShopId(push.data) !== context.siteId) return {}
      if (push.type === 'connect') {
        const id = Number(push.data.servicer_id ?? 0)
        return {
          servicer: id > 0 ? { servicerId: id, nickname: String(push.data.nickname ?? ''), avatar: String(push.data.avatar ?? '') } : context.servicer,
          service: id > 0 ? ('online' as const) : ('offline' as const),
        }
      }
      if (push.type in MESSAGE_TYPES) {
        const row = { ...(push.data as DialogueRow), content_type: MESSAGE_TYPES[push.type as keyof typeof MESSAGE_TYPES] }
        return { messages: mergeMessages(context.messages, [toMessage(row, 'member')]) }
      }
      return {}
    }),
    ping: sendTo('socket', { type: 'socket.ping' } satisfies SocketCommand),
    // bounded: past MAX_BACKOFF_LEVEL the wait no longer grows (backoffMs caps it)
    countAttempt: assign(({ context }) => {
      const attempts = Math.min(context.attempts + 1, MAX_BACKOFF_LEVEL)
      return { attempts, retryDelay: backoffMs(attempts, context.random()) }
    }),
    askSync: raise({ type: 'history.sync' }),
    startResync: assign({ resyncPage: 1 }),
    nextResyncPage: assign(({ context }) => ({ resyncPage: context.resyncPage + 1 })),
    takeFirstPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...withPage(context, page), page: 1 })),
    takeOlderPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...withPage(context, page), page: context.page + 1 })),
    takeResyncPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...withPage(context, page), page: Math.max(context.page, 1) })),
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
      const message = context.messages.find((m) => m.clientMsgId === event.clientMsgId)!
      const again = { ...message, status: 'sending' as const }
      return { ...sendOrQueue(context, again), messages: context.messages.map((m) => (m === message ? again : m)) }
    }),
    nextQueued: assign(({ context }) => {
      const [next, ...queue] = context.queue
      return { outgoing: next!, queue }
    }),
    markSent: assign(({ context }, params: { answer: SayAnswer | null | undefined }) => {
      const sent = context.outgoing!
      const id = Number(params.answer?.id ?? 0)
      // a picture sent by its local reference: the stored path from now on
      const path = sent.kind === 'image' && typeof params.answer?.consumer_say === 'string' && params.answer.consumer_say ? params.answer.consumer_say : sent.content
      const stored: ChatMessage = { ...sent, content: path, id: id > 0 ? id : null, status: 'sent' }
      const wasPending = sent.kind === 'goods' || sent.kind === 'order'
      return {
        messages: mergeMessages(context.messages.map((m) => (m.clientMsgId === sent.clientMsgId ? stored : m)), []),
        outgoing: null,
        pending: wasPending ? null : context.pending,
      }
    }),
    markFailed: assign(({ context }) => ({
      messages: context.messages.map((m) => (m.clientMsgId === context.outgoing?.clientMsgId ? { ...m, status: 'failed' as const } : m)),
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
  initial: 'closed',
  on: {
    'draft.change': { actions: 'setDraft' },
  },
  states: {
    closed: {
      on: {
        'chat.open': { target: 'open', actions: ['openConversation', MARK_READ] },
        'chat.logout': { actions: 'forgetAll' },
      },
    },
    open: {
      type: 'parallel',
      on: {
        // reference §5.3: bye (to the old conversation) only when an agent was bound
        'chat.open': [
          { guard: and(['otherShop', 'hasServicer']), target: 'open', reenter: true, actions: [BYE, MARK_READ, 'openConversation', MARK_READ] },
          { guard: 'otherShop', target: 'open', reenter: true, actions: [MARK_READ, 'openConversation', MARK_READ] },
          { actions: 'setPending' },
        ],
        'chat.switch': [
          { guard: and(['otherShop', 'hasServicer']), target: 'open', reenter: true, actions: [BYE, MARK_READ, 'openConversation', MARK_READ] },
          { guard: 'otherShop', target: 'open', reenter: true, actions: [MARK_READ, 'openConversation', MARK_READ] },
        ],
        // what was shown is read: the conversation left is marked read too
        'chat.close': [{ guard: 'hasServicer', target: 'closed', actions: [BYE, MARK_READ, 'forget'] }, { target: 'closed', actions: [MARK_READ, 'forget'] }],
        'chat.leave': [{ guard: 'hasServicer', target: 'closed', actions: [BYE, MARK_READ, 'forget'] }, { target: 'closed', actions: [MARK_READ, 'forget'] }],
        'chat.logout': { target: 'closed', actions: 'forgetAll' },
      },
      states: {
        link: {
          initial: 'live',
          states: {
            live: {
              type: 'parallel',
              invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ siteId: context.siteId }) },
              on: {
                'socket.error': { target: 'waiting', actions: 'countAttempt' },
              },
              states: {
                phase: {
                  initial: 'connecting',
                  states: {
                    connecting: {
                      on: { 'socket.message': { guard: 'isInit', target: 'binding', actions: 'setClientId' } },
                    },
                    binding: {
                      invoke: {
                        id: 'bind',
                        src: 'bind',
                        input: ({ context }) => ({ clientId: context.clientId, siteId: context.siteId }),
                        // the session exists now: a shop new to the member joins their list
                        onDone: { target: 'bound', actions: [{ type: 'setServicer', params: ({ event }) => ({ answer: event.output }) }, 'refreshConversations', 'askSync'] },
                        // reference §5.3: a failed bind (客服不在线) shows 'service offline'
                        onError: { target: 'bound', actions: ['setOffline', 'refreshConversations', 'askSync'] },
                      },
                    },
                    bound: {},
                  },
                },
                // every push refreshes the conversation list and restarts the heartbeat
                // (the handlers sit on the leaves: a transition from `beat` itself would re-enter the
                // whole connection, its domain being above the parallel `live`)
                beat: {
                  initial: 'idle',
                  states: {
                    idle: { on: { 'socket.message': ON_PUSH } },
                    beating: {
                      on: { 'socket.message': ON_PUSH },
                      after: { pingInterval: { target: 'awaiting', actions: 'ping' } },
                    },
                    // the ping is out: any push (the pong) proves the connection; none → it is gone
                    awaiting: {
                      on: { 'socket.message': ON_PUSH },
                      after: { pongTimeout: { target: '#chat.open.link.waiting', actions: 'countAttempt' } },
                    },
                  },
                },
              },
            },
            waiting: {
              after: { reconnectDelay: 'live' },
            },
            ended: {
              on: { 'chat.reconnect': 'live' },
            },
          },
        },
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
                onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => ({ page: event.output }) } },
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
                onDone: { target: 'ready', actions: { type: 'takeOlderPage', params: ({ event }) => ({ page: event.output }) } },
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
                      { guard: 'resyncDone', target: '#chat.open.history.ready', actions: { type: 'takeResyncPage', params: ({ event }) => ({ page: event.output }) } },
                      { target: 'page', reenter: true, actions: [{ type: 'takeResyncPage', params: ({ event }) => ({ page: event.output }) }, 'nextResyncPage'] },
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
                  { guard: 'queued', target: 'sending', reenter: true, actions: [{ type: 'markSent', params: ({ event }) => ({ answer: event.output }) }, 'refreshConversations', 'nextQueued'] },
                  { target: 'idle', actions: [{ type: 'markSent', params: ({ event }) => ({ answer: event.output }) }, 'refreshConversations'] },
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
  return { ...sendOrQueue(context, message), messages: [...context.messages, message], written: context.written + 1, ...(extra.draft === undefined ? {} : { draft: extra.draft }) }
}

/** the message goes now, or, one being in flight, waits its turn */
function sendOrQueue(context: ChatContext, message: ChatMessage): Partial<ChatContext> {
  return context.outgoing ? { queue: [...context.queue, message] } : { outgoing: message }
}

function sayInput(context: ChatContext): SayInput {
  const m = context.outgoing!
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
