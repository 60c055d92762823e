import { and, assertEvent, assign, fromCallback, fromPromise, sendParent, sendTo, setup, type ErrorActorEvent } from 'xstate'
import { backoffMs, MAX_BACKOFF_LEVEL, pongTimeoutMs } from '../chat/chat-message.ts'

/*
 * The chat's connection (reference §5.1–§5.4; decision 019): one machine for the member's dialog and
 * the agent console. It owns the socket, the bind, the heartbeat, the reconnects, switching the
 * conversation the socket is bound to (`session`: the shop for the member, 0 for the agent) and bye.
 * It holds no messages: pushes go up to its parent (the conversation machine beside it), which keeps
 * the flow of the conversation and leaves the messages to the query cache.
 * Pure: the socket and the bind call are provided (`chatConnectionMachine.provide(...)`), fakes in
 * the tests.
 *
 * STATES
 *   idle                         no socket (the member's dialog is closed)
 *   open.live (parallel)         a socket is open (invoke 'socket')
 *     .phase.connecting          waiting for the server's `init` push (its client_id)
 *     .phase.binding             bind {clientId, session} running (invoke 'bind')
 *     .phase.bound               bound: pushes for this session arrive
 *     .phase.unbound             the bind was refused and `onRefused` is 'offline' (the member: no agent
 *                                online; the socket stays and a `connect` push may still come)
 *     .beat.beating              'ping' every pingInterval ms (0 = never: beat.off)
 *     .beat.awaiting             a ping is out; any push (the server answers every ping: `pong`) proves
 *                                the connection; none within pongTimeout → it is gone (a dead network
 *                                closes nothing): open.waiting
 *   open.waiting                 the socket failed, the pong never came, or (onRefused 'retry') the bind
 *                                was refused: reconnecting after `retryDelay` (bounded back-off, jitter)
 *   open.ended                   a push of `endOn` came (the member: `close`, the agent ended the
 *                                conversation; the agent: `force_offline` / `close`, signed off by
 *                                another console): no socket until connection.reconnect
 *
 * EVENTS (the parent sends)
 *   connection.open {session}    idle → connect
 *   connection.switch {session}  another conversation: bye when bound, a new socket bound to it
 *   connection.reconnect         after `ended`
 *   connection.close             bye when bound; idle
 *   connection.drop              idle, no call (the login is gone: the socket's close tells the server)
 *   socket.message {push} / socket.error    from the socket actor
 *
 * REPORTS (to the parent, action `report`; sendParent by default)
 *   connection.bound {answer}    a bind succeeded (the parent reads what came meanwhile)
 *   connection.refused {error}   a bind was refused and the socket stays (onRefused 'offline')
 *   connection.push {push}       every push once the socket has its client id, but `init`, `pong` and
 *                                the ending ones
 *   connection.ended {push}      an `endOn` push
 *
 * EFFECTS (the app provides)
 *   actors.socket: fromCallback, input {session}: opens the WebSocket; sends back socket.message /
 *     socket.error; receives {type:'socket.ping'}; closes when stopped
 *   actors.bind: fromPromise<unknown, {clientId, session}>
 *   actions.sayBye {session, clientId, peer}   bye for this tab (peer: the bind answer's servicer_id)
 *   actions.logError {what, error}
 *   input: pingInterval (ms, 0 = none), random() [0,1) for jitter, session (null: start idle),
 *          onRefused ('offline' | 'retry'), endOn (push types)
 */

export interface ConnectionPush {
  type: string
  data?: Record<string, unknown> | null
}
export type SocketCommand = { type: 'socket.ping' }

export type ConnectionReport =
  | { type: 'connection.bound'; answer: unknown }
  | { type: 'connection.refused'; error: unknown }
  | { type: 'connection.push'; push: ConnectionPush }
  | { type: 'connection.ended'; push: ConnectionPush }

/** what a refused bind means: the socket stays unbound (the member) or it is retried (the agent) */
export type OnRefused = 'offline' | 'retry'

export interface ConnectionInput {
  /** ms between heartbeats; 0 disables the heartbeat */
  pingInterval: number
  /** [0, 1): the back-off jitter */
  random?: () => number
  /** the session to connect to at start; null (default): idle until connection.open */
  session?: number | null
  onRefused?: OnRefused
  /** push types that end the connection until connection.reconnect */
  endOn?: readonly string[]
}

export interface ConnectionContext {
  /** the conversation the socket is bound to (the member's shop; 0 for the agent) */
  session: number
  /** the socket's id at the server (the `init` push) */
  clientId: string
  /** a bind succeeded for this session: bye is due when it is left */
  bound: boolean
  /** the bind answer's servicer_id (bye names it) */
  peer: number
  /** failed connections in a row */
  attempts: number
  /** ms until the next reconnect */
  retryDelay: number
  /** the push that ended the connection */
  endedBy: string | null
  pingInterval: number
  random: () => number
  onRefused: OnRefused
  endOn: readonly string[]
  /** the session to connect to at start (null: idle) */
  startSession: number | null
}

export type ConnectionEvent =
  | { type: 'connection.open'; session: number }
  | { type: 'connection.switch'; session: number }
  | { type: 'connection.reconnect' }
  | { type: 'connection.close' }
  | { type: 'connection.drop' }
  | { type: 'socket.message'; push: ConnectionPush }
  | { type: 'socket.error' }

const pushOf = (event: ConnectionEvent) => (event.type === 'socket.message' ? event.push : null)

const BYE = { type: 'sayBye' as const, params: ({ context }: { context: ConnectionContext }) => ({ session: context.session, clientId: context.clientId, peer: context.peer }) }
const REPORT_PUSH = { type: 'report' as const, params: ({ event }: { event: ConnectionEvent }) => ({ type: 'connection.push' as const, push: pushOf(event)! }) }

// a push once the socket has its client id: the heartbeat's answer changes nothing, an ending push
// ends, any other goes up (on the phase's leaves: a handler on the parallel `live` would be picked once
// per region)
const ON_PUSH = [
  { guard: 'isPong' as const },
  { guard: 'isInit' as const },
  {
    guard: 'isEnd' as const,
    target: '#connection.open.ended',
    actions: ['setEnded' as const, { type: 'report' as const, params: ({ event }: { event: ConnectionEvent }) => ({ type: 'connection.ended' as const, push: pushOf(event)! }) }],
  },
  { actions: REPORT_PUSH },
]

export const chatConnectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
  },
  delays: {
    pingInterval: ({ context }) => context.pingInterval,
    reconnectDelay: ({ context }) => context.retryDelay,
    pongTimeout: ({ context }) => pongTimeoutMs(context.pingInterval),
  },
  actors: {
    socket: fromCallback<SocketCommand, { session: number }>(() => {
      throw new Error('socket is provided by the app')
    }),
    bind: fromPromise<unknown, { clientId: string; session: number }>(() => Promise.reject(new Error('bind is provided by the app'))),
  },
  guards: {
    startsOpen: ({ context }) => context.startSession !== null,
    isInit: ({ event }) => pushOf(event)?.type === 'init',
    isPong: ({ event }) => pushOf(event)?.type === 'pong',
    isEnd: ({ context, event }) => context.endOn.includes(pushOf(event)?.type ?? ''),
    heartbeatOn: ({ context }) => context.pingInterval > 0,
    retryRefused: ({ context }) => context.onRefused === 'retry',
    otherSession: ({ context, event }) => event.type === 'connection.switch' && event.session !== context.session,
    isBound: ({ context }) => context.bound,
  },
  actions: {
    // the app's effects
    sayBye: (_args: unknown, _params: { session: number; clientId: string; peer: number }) => {},
    logError: (_args: unknown, _params: { what: string; error: unknown }) => {},
    report: sendParent((_, params: ConnectionReport) => params),

    setStartSession: assign(({ context }) => ({ session: context.startSession ?? 0 })),
    setSession: assign(({ event }) => {
      assertEvent(event, ['connection.open', 'connection.switch'])
      return { session: event.session, clientId: '', bound: false, peer: 0, attempts: 0, retryDelay: 0, endedBy: null }
    }),
    forget: assign({ clientId: '', bound: false, peer: 0, attempts: 0, retryDelay: 0, endedBy: null }),
    setClientId: assign(({ event }) => {
      const id = pushOf(event)?.data?.client_id
      return { clientId: typeof id === 'string' ? id : String(id ?? '') }
    }),
    setBound: assign((_, { answer }: { answer: unknown }) => {
      const peer = Number((answer as { servicer_id?: unknown } | null | undefined)?.servicer_id ?? 0)
      return { bound: true, peer: Number.isFinite(peer) && peer > 0 ? peer : 0, attempts: 0 }
    }),
    resetAttempts: assign({ attempts: 0 }),
    setEnded: assign(({ event }) => ({ endedBy: pushOf(event)?.type ?? null })),
    clearEnded: assign({ endedBy: null }),
    ping: sendTo('socket', { type: 'socket.ping' } satisfies SocketCommand),
    // bounded: past MAX_BACKOFF_LEVEL the wait no longer grows (backoffMs caps it)
    countAttempt: assign(({ context }) => {
      const attempts = Math.min(context.attempts + 1, MAX_BACKOFF_LEVEL)
      return { attempts, retryDelay: backoffMs(attempts, context.random()) }
    }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    session: 0,
    clientId: '',
    bound: false,
    peer: 0,
    attempts: 0,
    retryDelay: 0,
    endedBy: null,
    pingInterval: Math.max(0, input.pingInterval),
    random: input.random ?? (() => 0.5),
    onRefused: input.onRefused ?? 'offline',
    endOn: input.endOn ?? ['close'],
    startSession: input.session ?? null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsOpen', target: 'open', actions: 'setStartSession' }, { target: 'idle' }],
    },
    idle: {
      on: { 'connection.open': { target: 'open', actions: 'setSession' } },
    },
    open: {
      initial: 'live',
      on: {
        // reference §5.3: bye (to the old conversation) only when it was bound
        'connection.switch': [
          { guard: and(['otherSession', 'isBound']), target: '.live', reenter: true, actions: [BYE, 'setSession'] },
          { guard: 'otherSession', target: '.live', reenter: true, actions: 'setSession' },
        ],
        'connection.close': [
          { guard: 'isBound', target: 'idle', actions: [BYE, 'forget'] },
          { target: 'idle', actions: 'forget' },
        ],
        'connection.drop': { target: 'idle', actions: 'forget' },
      },
      states: {
        live: {
          type: 'parallel',
          invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ session: context.session }) },
          on: { 'socket.error': { target: 'waiting', actions: 'countAttempt' } },
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
                    input: ({ context }) => ({ clientId: context.clientId, session: context.session }),
                    onDone: {
                      target: 'bound',
                      actions: [
                        { type: 'setBound', params: ({ event }) => ({ answer: event.output }) },
                        { type: 'report', params: ({ event }) => ({ type: 'connection.bound' as const, answer: event.output }) },
                      ],
                    },
                    onError: [
                      // the agent: a refused bind is retried like a dropped socket
                      { guard: 'retryRefused', target: '#connection.open.waiting', actions: ['countAttempt', logFailure('bind')] },
                      // the member (reference §5.3: 客服不在线): the socket stays, the service shows offline
                      { target: 'unbound', actions: ['resetAttempts', { type: 'report', params: ({ event }) => ({ type: 'connection.refused' as const, error: event.error }) }] },
                    ],
                  },
                  on: { 'socket.message': ON_PUSH },
                },
                bound: { on: { 'socket.message': ON_PUSH } },
                unbound: { on: { 'socket.message': ON_PUSH } },
              },
            },
            beat: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'heartbeatOn', target: 'beating' }, { target: 'off' }] },
                beating: { after: { pingInterval: { target: 'awaiting', actions: 'ping' } } },
                awaiting: {
                  on: { 'socket.message': 'beating' },
                  after: { pongTimeout: { target: '#connection.open.waiting', actions: 'countAttempt' } },
                },
                off: {},
              },
            },
          },
        },
        waiting: { after: { reconnectDelay: 'live' } },
        ended: { on: { 'connection.reconnect': { target: 'live', actions: 'clearEnded' } } },
      },
    },
  },
})

function logFailure(what: string) {
  return { type: 'logError' as const, params: ({ event }: { event: ErrorActorEvent }) => ({ what, error: event.error }) }
}
