import { assertEvent, assign, emit, fromCallback, fromPromise, raise, sendTo, setup, type ErrorActorEvent } from 'xstate'
import {
  backoffMs,
  CONTENT_TYPE,
  draftProblem,
  MAX_BACKOFF_LEVEL,
  MESSAGE_TYPES,
  mergeMessages,
  stripMarkup,
  toMessage,
  type ChatMessage,
  type DialogueRow,
  type MessageKind,
  pongTimeoutMs,
} from '../chat/chat-message.ts'

/*
 * The agent console (reference §5.4; issue 10): one agent, logged in, with the console's socket and
 * the conversation with one member open at a time. Page-local in the console (useActorRef): it
 * starts after the login and ends at logout. Pure: the socket, the calls and the clock are provided
 * (`servicerMachine.provide(...)`, input), fakes in the tests. The member list (unread counts,
 * online dots, previews) is server data in TanStack Query: the machine only says when to read it
 * again (`refreshMembers`, after every push and every bind).
 *
 * STATES
 *   active (parallel)                 logged in
 *     .link.live (parallel)           a socket is open (invoke 'socket')
 *        .phase.connecting            waiting for the server's `init` push
 *        .phase.binding               chat/bind {client_id} (invoke 'bind'): the agent is online
 *        .phase.online                bound: members are routed to this agent
 *        .beat                        'ping' every pingInterval ms (the gateway closes a silent socket);
 *                                     no push (pong) within pongTimeout after a ping: the link is
 *                                     gone (waiting: reconnecting)
 *     .link.waiting                   the socket dropped or the bind failed: reconnecting after
 *                                     `retryDelay` (bounded back-off with jitter, chat-message.ts)
 *     .link.stopped                   this console was signed off the socket: the agent logged in
 *                                     on another console (`force_offline`) or said bye there
 *                                     (`close`); 'console.reconnect' takes it back
 *     .thread.none                    no member selected
 *     .thread.open (parallel)         the conversation with `memberId`
 *        .history.loading             the newest page (invoke 'loadHistory'; page 1)
 *        .history.ready               'load older' while page < pageCount
 *        .history.loadingMore         an older page
 *        .history.resyncing           after every bind: the messages after the newest one shown
 *                                     (invoke 'loadAfter', repeated until none is left), so what
 *                                     arrived while the socket was down shows, once
 *        .history.failed              the newest page failed (retry)
 *        .send.idle | .send.sending   an answer call is in flight: the next send is refused
 *   leaving                           logout: chat/bye then login/logout (invoke 'signOut')
 *   signedOut (final)                 `ended` says why: 'logout' or 'expired' (a TOKEN_* answer)
 *
 * EVENTS (the console sends)
 *   member.select {memberId}          a member in the list: that conversation, marked read
 *   socket.message {push} / socket.error          from the socket actor
 *   history.more / history.retry
 *   draft.change {text}               the input as text with emoji codes
 *   reply.send                        Enter or 发送 (blank → 'chat.blank', ≥150 → 'chat.tooLong')
 *   image.send {path}                 an uploaded image's pic_path
 *   message.retry {clientMsgId}       send a failed answer again (same client_msg_id: stored once)
 *   console.reconnect                 take the socket back after `stopped`
 *   console.logout                    bye + logout
 *   session.expired                   a call answered TOKEN_*: the login is gone
 *
 * EFFECTS (the console provides)
 *   actors.socket: fromCallback, sends socket.message / socket.error back; receives socket.ping
 *   actors.bind {clientId} · loadHistory {memberId, page} · loadAfter {memberId, afterId}
 *   actors.answer AnswerInput · actors.signOut (bye, then logout; settles either way)
 *   actions.refreshMembers · markRead {memberId} · logError {what, error}
 *   input: pingInterval (ms), now() epoch s, random() [0,1) for jitter, idPrefix of client_msg_id
 *
 * Codes, never text: emits {type:'servicer.notice', notice:{code, cause?}}.
 */

export interface ServicerInput {
  /** ms between heartbeats; the gateway closes a socket silent for 60 s */
  pingInterval: number
  now?: () => number
  random?: () => number
  idPrefix?: string
}

export interface HistoryPage {
  list: DialogueRow[]
  page_count: number
  /** rows in all (for a loadAfter page: rows after the id) */
  count?: number
}

export interface AnswerInput {
  memberId: number
  clientMsgId: string
  kind: MessageKind
  contentType: number
  /** text with emoji codes, or the image path */
  message: string
}
export interface AnswerResult {
  id?: number | string
}

export interface ServicerPush {
  type: string
  data?: Record<string, unknown> | null
}
export type SocketCommand = { type: 'socket.ping' }

export type ServicerNoticeCode = 'chat.blank' | 'chat.tooLong' | 'chat.sendFailed' | 'chat.historyFailed'
export interface ServicerNotice {
  code: ServicerNoticeCode
  cause?: unknown
}
export type ServicerEmitted = { type: 'servicer.notice'; notice: ServicerNotice }

export type LinkStop = 'replaced' | 'closed'

export interface ServicerContext {
  memberId: number
  messages: ChatMessage[]
  page: number
  pageCount: number
  draft: string
  outgoing: ChatMessage | null
  clientId: string
  attempts: number
  retryDelay: number
  /** why the link is stopped */
  stop: LinkStop | null
  /** why the console signed out */
  ended: 'logout' | 'expired' | null
  pingInterval: number
  now: () => number
  random: () => number
  idPrefix: string
  written: number
}

export type ServicerEvent =
  | { type: 'member.select'; memberId: number }
  | { type: 'socket.message'; push: ServicerPush }
  | { type: 'socket.error' }
  | { type: 'history.more' }
  | { type: 'history.retry' }
  | { type: 'history.sync' }
  | { type: 'draft.change'; text: string }
  | { type: 'reply.send' }
  | { type: 'image.send'; path: string }
  | { type: 'message.retry'; clientMsgId: string }
  | { type: 'console.reconnect' }
  | { type: 'console.logout' }
  | { type: 'session.expired' }

/** a conversation's history page size (reference §5.4 index/dialogs: 15) */
export const AGENT_PAGE_SIZE = 15

const THREAD = { messages: [] as ChatMessage[], page: 0, pageCount: 0, draft: '', outgoing: null }

const pushOf = (event: ServicerEvent) => (event.type === 'socket.message' ? event.push : null)
const pushMember = (push: ServicerPush | null) => Number(push?.data?.member_id ?? 0)
const isMessagePush = (push: ServicerPush | null) => !!push && push.type in MESSAGE_TYPES

// every push once bound: the member list is read again (unread counts, online dots, previews); a
// message of the member shown is appended and marked read. (On the phase's leaves: a handler on the
// parallel `live` would be picked once per region.)
const ON_PUSH = [
  // the heartbeat's answer: the connection lives (the beat region hears it), nothing else changes
  { guard: 'isPong' as const },
  { guard: 'isStop' as const, target: '#servicer.active.link.stopped', actions: ['setStop' as const, 'refreshMembers' as const] },
  {
    guard: 'isShownMessage' as const,
    actions: [
      'takeMessage' as const,
      { type: 'markRead' as const, params: ({ context }: { context: ServicerContext }) => ({ memberId: context.memberId }) },
      'refreshMembers' as const,
    ],
  },
  { actions: 'refreshMembers' as const },
]
const MARK_READ = { type: 'markRead' as const, params: ({ context }: { context: ServicerContext }) => ({ memberId: context.memberId }) }

export const servicerMachine = setup({
  types: { context: {} as ServicerContext, events: {} as ServicerEvent, emitted: {} as ServicerEmitted, input: {} as ServicerInput },
  delays: { pingInterval: ({ context }) => context.pingInterval, reconnectDelay: ({ context }) => context.retryDelay, pongTimeout: ({ context }) => pongTimeoutMs(context.pingInterval) },
  actors: {
    socket: fromCallback<SocketCommand>(() => {
      throw new Error('socket is provided by the app')
    }),
    bind: fromPromise<unknown, { clientId: string }>(() => Promise.reject(new Error('bind is provided by the app'))),
    loadHistory: fromPromise<HistoryPage, { memberId: number; page: number }>(() => Promise.reject(new Error('loadHistory is provided by the app'))),
    loadAfter: fromPromise<HistoryPage, { memberId: number; afterId: number }>(() => Promise.reject(new Error('loadAfter is provided by the app'))),
    answer: fromPromise<AnswerResult, AnswerInput>(() => Promise.reject(new Error('answer is provided by the app'))),
    signOut: fromPromise<unknown>(() => Promise.reject(new Error('signOut is provided by the app'))),
  },
  guards: {
    isInit: ({ event }) => pushOf(event)?.type === 'init',
    isPong: ({ event }) => pushOf(event)?.type === 'pong',
    isStop: ({ event }) => ['force_offline', 'close'].includes(pushOf(event)?.type ?? ''),
    // a message of the member shown: appended and read at once
    isShownMessage: ({ context, event }) => isMessagePush(pushOf(event)) && pushMember(pushOf(event)) === context.memberId,
    heartbeatOn: ({ context }) => context.pingInterval > 0,
    otherMember: ({ context, event }) => event.type === 'member.select' && event.memberId > 0 && event.memberId !== context.memberId,
    validMember: ({ event }) => event.type === 'member.select' && event.memberId > 0,
    hasMore: ({ context }) => context.page < context.pageCount,
    draftBlank: ({ context }) => draftProblem(context.draft) === 'chat.blank',
    draftTooLong: ({ context }) => draftProblem(context.draft) === 'chat.tooLong',
    validImage: ({ event }) => event.type === 'image.send' && event.path.trim() !== '',
    canRetry: ({ context, event }) => event.type === 'message.retry' && context.messages.some((m) => m.clientMsgId === event.clientMsgId && m.status === 'failed'),
    // more rows after the newest one than this page held
    moreAfter: ({ event }) => {
      const page = (event as { output?: HistoryPage }).output
      return !!page && page.list.length > 0 && Number(page.count ?? 0) > page.list.length
    },
  },
  actions: {
    refreshMembers: () => {},
    markRead: (_args: unknown, _params: { memberId: number }) => {},
    logError: (_args: unknown, _params: { what: string; error: unknown }) => {},

    openThread: assign(({ event }) => {
      assertEvent(event, 'member.select')
      return { ...THREAD, memberId: event.memberId }
    }),
    setClientId: assign(({ event }) => ({ clientId: String(pushOf(event)?.data?.client_id ?? '') })),
    setOnline: assign({ attempts: 0 }),
    setStop: assign(({ event }) => ({ stop: (pushOf(event)?.type === 'force_offline' ? 'replaced' : 'closed') as LinkStop })),
    clearStop: assign({ stop: null }),
    takeMessage: assign(({ context, event }) => {
      const push = pushOf(event)!
      const row = { ...(push.data as DialogueRow), content_type: MESSAGE_TYPES[push.type as keyof typeof MESSAGE_TYPES] }
      return { messages: mergeMessages(context.messages, [toMessage(row, 'agent')]) }
    }),
    ping: sendTo('socket', { type: 'socket.ping' } satisfies SocketCommand),
    countAttempt: assign(({ context }) => {
      const attempts = Math.min(context.attempts + 1, MAX_BACKOFF_LEVEL)
      return { attempts, retryDelay: backoffMs(attempts, context.random()) }
    }),
    askSync: raise({ type: 'history.sync' }),
    takeFirstPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ messages: merge(context, page), pageCount: page.page_count, page: 1 })),
    takeOlderPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ messages: merge(context, page), pageCount: page.page_count, page: context.page + 1 })),
    takeAfterPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ messages: merge(context, page) })),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'draft.change')
      return { draft: event.text }
    }),
    writeText: assign(({ context }) => own(context, 'text', stripMarkup(context.draft), true)),
    writeImage: assign(({ context, event }) => {
      assertEvent(event, 'image.send')
      return own(context, 'image', event.path.trim(), false)
    }),
    rewrite: assign(({ context, event }) => {
      assertEvent(event, 'message.retry')
      const message = context.messages.find((m) => m.clientMsgId === event.clientMsgId)!
      const again = { ...message, status: 'sending' as const }
      return { outgoing: again, messages: context.messages.map((m) => (m === message ? again : m)) }
    }),
    markSent: assign(({ context }, { answer }: { answer: AnswerResult | null | undefined }) => {
      const sent = context.outgoing!
      const id = Number(answer?.id ?? 0)
      const stored: ChatMessage = { ...sent, id: id > 0 ? id : null, status: 'sent' }
      return {
        messages: mergeMessages(
          context.messages.map((m) => (m.clientMsgId === sent.clientMsgId ? stored : m)),
          [],
        ),
        outgoing: null,
      }
    }),
    markFailed: assign(({ context }) => ({
      messages: context.messages.map((m) => (m.clientMsgId === context.outgoing?.clientMsgId ? { ...m, status: 'failed' as const } : m)),
      outgoing: null,
    })),
    notify: emit((_, params: ServicerNotice) => ({ type: 'servicer.notice' as const, notice: params })),
    endLogout: assign({ ended: 'logout' as const }),
    endExpired: assign({ ended: 'expired' as const }),
  },
}).createMachine({
  id: 'servicer',
  context: ({ input }) => ({
    ...THREAD,
    memberId: 0,
    clientId: '',
    attempts: 0,
    retryDelay: 0,
    stop: null,
    ended: null,
    pingInterval: Math.max(0, input.pingInterval),
    now: input.now ?? (() => 0),
    random: input.random ?? (() => 0.5),
    idPrefix: input.idPrefix ?? 's',
    written: 0,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      on: {
        'console.logout': { target: 'leaving', actions: 'endLogout' },
        'session.expired': { target: 'signedOut', actions: 'endExpired' },
        'draft.change': { actions: 'setDraft' },
      },
      states: {
        link: {
          initial: 'live',
          states: {
            live: {
              type: 'parallel',
              invoke: { id: 'socket', src: 'socket' },
              on: { 'socket.error': { target: 'waiting', actions: 'countAttempt' } },
              states: {
                phase: {
                  initial: 'connecting',
                  states: {
                    connecting: { on: { 'socket.message': { guard: 'isInit', target: 'binding', actions: 'setClientId' } } },
                    binding: {
                      invoke: {
                        id: 'bind',
                        src: 'bind',
                        input: ({ context }) => ({ clientId: context.clientId }),
                        onDone: { target: 'online', actions: ['setOnline', 'refreshMembers', 'askSync'] },
                        // a refused bind is retried like a dropped socket (a TOKEN_* answer ends the session: session.expired)
                        onError: { target: '#servicer.active.link.waiting', actions: ['countAttempt', logFailure('bind')] },
                      },
                      on: { 'socket.message': ON_PUSH },
                    },
                    online: { on: { 'socket.message': ON_PUSH } },
                  },
                },
                beat: {
                  initial: 'check',
                  states: {
                    check: { always: [{ guard: 'heartbeatOn', target: 'beating' }, { target: 'off' }] },
                    beating: { after: { pingInterval: { target: 'awaiting', actions: 'ping' } } },
                    // the ping is out: any push (the pong) proves the connection; none within
                    // pongTimeout → it is gone (a dead network): reconnecting, not 在线接待中
                    awaiting: {
                      on: { 'socket.message': 'beating' },
                      after: { pongTimeout: { target: '#servicer.active.link.waiting', actions: 'countAttempt' } },
                    },
                    off: {},
                  },
                },
              },
            },
            waiting: { after: { reconnectDelay: 'live' } },
            stopped: { on: { 'console.reconnect': { target: 'live', actions: 'clearStop' } } },
          },
        },
        thread: {
          initial: 'none',
          states: {
            none: { on: { 'member.select': { guard: 'validMember', target: 'open', actions: ['openThread', MARK_READ] } } },
            open: {
              type: 'parallel',
              on: { 'member.select': { guard: 'otherMember', target: 'open', reenter: true, actions: ['openThread', MARK_READ] } },
              states: {
                history: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadHistory',
                        src: 'loadHistory',
                        input: ({ context }) => ({ memberId: context.memberId, page: 1 }),
                        onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => ({ page: event.output }) } },
                        onError: { target: 'failed', actions: [notifyFailure('chat.historyFailed'), logFailure('loadHistory')] },
                      },
                      // a (re)bind while page 1 loads: read it again
                      on: { 'history.sync': { target: 'loading', reenter: true } },
                    },
                    ready: { on: { 'history.more': { guard: 'hasMore', target: 'loadingMore' }, 'history.sync': 'resyncing' } },
                    loadingMore: {
                      invoke: {
                        id: 'loadHistory',
                        src: 'loadHistory',
                        input: ({ context }) => ({ memberId: context.memberId, page: context.page + 1 }),
                        onDone: { target: 'ready', actions: { type: 'takeOlderPage', params: ({ event }) => ({ page: event.output }) } },
                        onError: { target: 'ready', actions: [notifyFailure('chat.historyFailed'), logFailure('loadHistory')] },
                      },
                      on: { 'history.sync': 'resyncing' },
                    },
                    resyncing: {
                      invoke: {
                        id: 'loadAfter',
                        src: 'loadAfter',
                        input: ({ context }) => ({ memberId: context.memberId, afterId: newestId(context) }),
                        onDone: [
                          { guard: 'moreAfter', target: 'resyncing', reenter: true, actions: { type: 'takeAfterPage', params: ({ event }) => ({ page: event.output }) } },
                          { target: 'ready', actions: [{ type: 'takeAfterPage', params: ({ event }) => ({ page: event.output }) }, MARK_READ] },
                        ],
                        // what is shown stays; the next bind syncs again
                        onError: { target: 'ready', actions: logFailure('loadAfter') },
                      },
                      on: { 'history.sync': { target: 'resyncing', reenter: true } },
                    },
                    failed: { on: { 'history.retry': 'loading', 'history.sync': 'loading' } },
                  },
                },
                send: {
                  initial: 'idle',
                  states: {
                    idle: {
                      on: {
                        'reply.send': [
                          { guard: 'draftBlank', actions: { type: 'notify', params: { code: 'chat.blank' } } },
                          { guard: 'draftTooLong', actions: { type: 'notify', params: { code: 'chat.tooLong' } } },
                          { target: 'sending', actions: 'writeText' },
                        ],
                        'image.send': { guard: 'validImage', target: 'sending', actions: 'writeImage' },
                        'message.retry': { guard: 'canRetry', target: 'sending', actions: 'rewrite' },
                      },
                    },
                    sending: {
                      invoke: {
                        id: 'answer',
                        src: 'answer',
                        input: ({ context }) => answerInput(context),
                        // the member list's preview follows the answer (an answer is pushed to the member only)
                        onDone: { target: 'idle', actions: [{ type: 'markSent', params: ({ event }) => ({ answer: event.output }) }, 'refreshMembers'] },
                        onError: { target: 'idle', actions: [notifyFailure('chat.sendFailed'), 'markFailed'] },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    leaving: { invoke: { id: 'signOut', src: 'signOut', onDone: 'signedOut', onError: { target: 'signedOut', actions: logFailure('signOut') } } },
    signedOut: { type: 'final' },
  },
})

function logFailure(what: string) {
  return { type: 'logError' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ what, error: event.error }) }
}
function notifyFailure(code: ServicerNoticeCode) {
  return { type: 'notify' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ code, cause: event.error }) }
}

function merge(context: ServicerContext, page: HistoryPage) {
  return mergeMessages(
    context.messages,
    (page.list ?? []).map((r) => toMessage(r, 'agent')),
  )
}

/** the newest stored message's id (0: none yet) — the re-sync reads what came after it */
export function newestId(context: Pick<ServicerContext, 'messages'>): number {
  return context.messages.reduce((max, m) => (m.id !== null && m.id > max ? m.id : max), 0)
}

/** an own answer, shown at once as sending */
function own(context: ServicerContext, kind: MessageKind, content: string, clearDraft: boolean) {
  const message: ChatMessage = {
    id: null,
    clientMsgId: `${context.idPrefix}-${context.written + 1}`,
    mine: true,
    kind,
    content,
    skuId: 0,
    orderId: 0,
    time: context.now(),
    nickname: '',
    avatar: '',
    status: 'sending',
  }
  return { outgoing: message, messages: [...context.messages, message], written: context.written + 1, ...(clearDraft ? { draft: '' } : {}) }
}

function answerInput(context: ServicerContext): AnswerInput {
  const m = context.outgoing!
  return { memberId: context.memberId, clientMsgId: m.clientMsgId!, kind: m.kind, contentType: CONTENT_TYPE[m.kind], message: m.content }
}
