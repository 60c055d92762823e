import { assertEvent, assign, emit, fromPromise, raise, sendTo, setup, type ErrorActorEvent } from 'xstate'
import { CONTENT_TYPE, draftProblem, MESSAGE_TYPES, newestStoredId, stripMarkup, toMessage, type ChatMessage, type DialogueRow, type MessageKind } from '../chat/chat-message.ts'
import { chatConnectionMachine, type ConnectionInput, type ConnectionPush } from '../chat-connection/chat-connection.machine.ts'

/*
 * The agent console (reference §5.4; issue 10): one agent, logged in, with the console's socket and
 * the conversation with one member open at a time. Page-local in the console (useActorRef): it
 * starts after the login and ends at logout. The connection (socket, bind, heartbeat, reconnect) is
 * the one chat-connection machine, invoked in `active` as `connection` (decision 019; connected from
 * the start, a refused bind retried, `force_offline` / `close` end it until console.reconnect): this
 * machine hears its reports. It holds no messages: pages, pushes and stored answers go to the app's
 * message store (the query cache, `keepMessages`); it keeps the cursors and its unsent `outbox`.
 * Pure: the calls and the clock are provided (`servicerMachine.provide(...)`, input), fakes in the
 * tests. The member list (unread counts, online dots, previews) is server data in TanStack Query:
 * the machine only says when to read it again (`refreshMembers`, after every push and every bind).
 *
 * STATES
 *   active (parallel)                 logged in (the connection invoked)
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
 *   connection.bound / connection.push {push} / connection.ended     the connection's reports
 *   history.more / history.retry
 *   draft.change {text}               the input as text with emoji codes
 *   reply.send                        Enter or 发送 (blank → 'chat.blank', over 150 → 'chat.tooLong')
 *   image.send {path}                 an uploaded image's pic_path
 *   message.retry {clientMsgId}       send a failed answer again (same client_msg_id: stored once)
 *   console.reconnect                 take the socket back after `stopped`
 *   console.logout                    bye + logout
 *   session.expired                   a call answered TOKEN_*: the login is gone
 *
 * EFFECTS (the console provides)
 *   actors.connection: the chat-connection machine with its socket and bind provided
 *   actors.loadHistory {memberId, page} · loadAfter {memberId, afterId}
 *   actors.answer AnswerInput · actors.signOut (bye, then logout; settles either way)
 *   actions.keepMessages {memberId, messages} · clearMessages {memberId}
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

export type ServicerPush = ConnectionPush

export type ServicerNoticeCode = 'chat.blank' | 'chat.tooLong' | 'chat.sendFailed' | 'chat.historyFailed'
export interface ServicerNotice {
  code: ServicerNoticeCode
  cause?: unknown
}
export type ServicerEmitted = { type: 'servicer.notice'; notice: ServicerNotice }

export interface ServicerContext {
  memberId: number
  /** own answers not stored yet (sending, or failed with resend) */
  outbox: ChatMessage[]
  /** the newest stored message's id kept (0: none): the re-sync reads what came after it */
  newestId: number
  page: number
  pageCount: number
  draft: string
  /** the client_msg_id whose answer call is in flight */
  outgoing: string | null
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
  | { type: 'connection.bound'; answer?: unknown }
  | { type: 'connection.refused'; error?: unknown }
  | { type: 'connection.push'; push: ServicerPush }
  | { type: 'connection.ended'; push?: ServicerPush }
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

const THREAD = { outbox: [] as ChatMessage[], newestId: 0, page: 0, pageCount: 0, draft: '', outgoing: null }

const pushOf = (event: ServicerEvent) => (event.type === 'connection.push' ? event.push : null)
const pushMember = (push: ServicerPush | null) => Number(push?.data?.member_id ?? 0)
const isMessagePush = (push: ServicerPush | null) => !!push && push.type in MESSAGE_TYPES

const MARK_READ = { type: 'markRead' as const, params: ({ context }: { context: ServicerContext }) => ({ memberId: context.memberId }) }
const CLEAR = { type: 'clearMessages' as const, params: ({ context }: { context: ServicerContext }) => ({ memberId: context.memberId }) }
/** a message push as a message */
const pushedMessage = (push: ServicerPush) => toMessage({ ...(push.data as DialogueRow), content_type: MESSAGE_TYPES[push.type as keyof typeof MESSAGE_TYPES] }, 'agent')
// every push once bound: the member list is read again (unread counts, online dots, previews); a
// message of the member shown is kept and marked read
const ON_PUSH = [
  {
    guard: 'isShownMessage' as const,
    actions: [
      { type: 'keepMessages' as const, params: ({ context, event }: { context: ServicerContext; event: ServicerEvent }) => ({ memberId: context.memberId, messages: [pushedMessage(pushOf(event)!)] }) },
      'notePushed' as const,
      MARK_READ,
      'refreshMembers' as const,
    ],
  },
  { actions: 'refreshMembers' as const },
]
const pageMessages = (page: HistoryPage) => (page.list ?? []).map((r) => toMessage(r, 'agent'))
function pageActions(take: 'takeFirstPage' | 'takeOlderPage' | 'takeAfterPage') {
  return [
    { type: 'keepMessages' as const, params: ({ context, event }: { context: ServicerContext; event: { output: HistoryPage } }) => ({ memberId: context.memberId, messages: pageMessages(event.output) }) },
    { type: take, params: ({ event }: { event: { output: HistoryPage } }) => ({ page: event.output }) },
  ]
}
// the answer stored: kept with the stored messages (before markSent takes it out of the outbox)
const SENT = [
  { type: 'keepMessages' as const, params: ({ context, event }: { context: ServicerContext; event: { output: AnswerResult } }) => ({ memberId: context.memberId, messages: [storedOf(context, event.output)] }) },
  { type: 'markSent' as const, params: ({ event }: { event: { output: AnswerResult } }) => ({ answer: event.output }) },
]

export const servicerMachine = setup({
  types: { context: {} as ServicerContext, events: {} as ServicerEvent, emitted: {} as ServicerEmitted, input: {} as ServicerInput },
  actors: {
    connection: chatConnectionMachine,
    loadHistory: fromPromise<HistoryPage, { memberId: number; page: number }>(() => Promise.reject(new Error('loadHistory is provided by the app'))),
    loadAfter: fromPromise<HistoryPage, { memberId: number; afterId: number }>(() => Promise.reject(new Error('loadAfter is provided by the app'))),
    answer: fromPromise<AnswerResult, AnswerInput>(() => Promise.reject(new Error('answer is provided by the app'))),
    signOut: fromPromise<unknown>(() => Promise.reject(new Error('signOut is provided by the app'))),
  },
  guards: {
    // a message of the member shown: kept and read at once
    isShownMessage: ({ context, event }) => isMessagePush(pushOf(event)) && pushMember(pushOf(event)) === context.memberId,
    otherMember: ({ context, event }) => event.type === 'member.select' && event.memberId > 0 && event.memberId !== context.memberId,
    validMember: ({ event }) => event.type === 'member.select' && event.memberId > 0,
    hasMore: ({ context }) => context.page < context.pageCount,
    draftBlank: ({ context }) => draftProblem(context.draft) === 'chat.blank',
    draftTooLong: ({ context }) => draftProblem(context.draft) === 'chat.tooLong',
    validImage: ({ event }) => event.type === 'image.send' && event.path.trim() !== '',
    canRetry: ({ context, event }) => event.type === 'message.retry' && context.outbox.some((m) => m.clientMsgId === event.clientMsgId && m.status === 'failed'),
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
    keepMessages: (_args: unknown, _params: { memberId: number; messages: ChatMessage[] }) => {},
    clearMessages: (_args: unknown, _params: { memberId: number }) => {},

    reconnect: sendTo('connection', { type: 'connection.reconnect' }),
    openThread: assign(({ event }) => {
      assertEvent(event, 'member.select')
      return { ...THREAD, memberId: event.memberId }
    }),
    notePushed: assign(({ context, event }) => ({ newestId: Math.max(context.newestId, pushedMessage(pushOf(event)!).id ?? 0) })),
    askSync: raise({ type: 'history.sync' }),
    takeFirstPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...cursorOf(context, page), pageCount: page.page_count, page: 1 })),
    takeOlderPage: assign(({ context }, { page }: { page: HistoryPage }) => ({ ...cursorOf(context, page), pageCount: page.page_count, page: context.page + 1 })),
    takeAfterPage: assign(({ context }, { page }: { page: HistoryPage }) => cursorOf(context, page)),
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
      return { outgoing: event.clientMsgId, outbox: context.outbox.map((m) => (m.clientMsgId === event.clientMsgId ? { ...m, status: 'sending' as const } : m)) }
    }),
    markSent: assign(({ context }, { answer }: { answer: AnswerResult | null | undefined }) => ({
      outbox: context.outbox.filter((m) => m.clientMsgId !== context.outgoing),
      newestId: Math.max(context.newestId, storedOf(context, answer).id ?? 0),
      outgoing: null,
    })),
    markFailed: assign(({ context }) => ({
      outbox: context.outbox.map((m) => (m.clientMsgId === context.outgoing ? { ...m, status: 'failed' as const } : m)),
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
      // the one connection: connected from the start, a refused bind retried, signed off elsewhere ends it
      invoke: {
        id: 'connection',
        src: 'connection',
        input: ({ context }): ConnectionInput => ({ pingInterval: context.pingInterval, random: context.random, session: 0, onRefused: 'retry', endOn: ['force_offline', 'close'] }),
      },
      on: {
        'console.logout': { target: 'leaving', actions: 'endLogout' },
        'session.expired': { target: 'signedOut', actions: 'endExpired' },
        'draft.change': { actions: 'setDraft' },
        'connection.bound': { actions: ['refreshMembers', 'askSync'] },
        'connection.push': ON_PUSH,
        'connection.ended': { actions: 'refreshMembers' },
        'console.reconnect': { actions: 'reconnect' },
      },
      states: {
        thread: {
          initial: 'none',
          states: {
            none: { on: { 'member.select': { guard: 'validMember', target: 'open', actions: ['openThread', MARK_READ, CLEAR] } } },
            open: {
              type: 'parallel',
              on: { 'member.select': { guard: 'otherMember', target: 'open', reenter: true, actions: ['openThread', MARK_READ, CLEAR] } },
              states: {
                history: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadHistory',
                        src: 'loadHistory',
                        input: ({ context }) => ({ memberId: context.memberId, page: 1 }),
                        onDone: { target: 'ready', actions: pageActions('takeFirstPage') },
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
                        onDone: { target: 'ready', actions: pageActions('takeOlderPage') },
                        onError: { target: 'ready', actions: [notifyFailure('chat.historyFailed'), logFailure('loadHistory')] },
                      },
                      on: { 'history.sync': 'resyncing' },
                    },
                    resyncing: {
                      invoke: {
                        id: 'loadAfter',
                        src: 'loadAfter',
                        input: ({ context }) => ({ memberId: context.memberId, afterId: context.newestId }),
                        onDone: [
                          { guard: 'moreAfter', target: 'resyncing', reenter: true, actions: pageActions('takeAfterPage') },
                          { target: 'ready', actions: [...pageActions('takeAfterPage'), MARK_READ] },
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
                        onDone: { target: 'idle', actions: [...SENT, 'refreshMembers'] },
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

/** the cursor after a page: the newest stored id */
function cursorOf(context: ServicerContext, page: HistoryPage) {
  return { newestId: Math.max(context.newestId, newestStoredId(pageMessages(page))) }
}

/** the answer in flight as the server stored it */
function storedOf(context: ServicerContext, answer: AnswerResult | null | undefined): ChatMessage {
  const sent = context.outbox.find((m) => m.clientMsgId === context.outgoing)!
  const id = Number(answer?.id ?? 0)
  return { ...sent, id: id > 0 ? id : null, status: 'sent' }
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
  return { outgoing: message.clientMsgId, outbox: [...context.outbox, message], written: context.written + 1, ...(clearDraft ? { draft: '' } : {}) }
}

function answerInput(context: ServicerContext): AnswerInput {
  const m = context.outbox.find((o) => o.clientMsgId === context.outgoing)!
  return { memberId: context.memberId, clientMsgId: m.clientMsgId!, kind: m.kind, contentType: CONTENT_TYPE[m.kind], message: m.content }
}
