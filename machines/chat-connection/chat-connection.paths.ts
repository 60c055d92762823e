import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import { chatConnectionMachine, type ConnectionContext, type ConnectionInput } from './chat-connection.machine.ts'

// The chat's one connection (the member's dialog and the agent console): walked by
// chat-connection.machine.test.ts (fake socket, fake bind, fake timers), printed by `npm run paths`.
// Two starts: the member's (idle until the dialog opens; a refused bind leaves the socket unbound;
// `close` ends it) and the agent's (connected from the start; a refused bind is retried;
// `force_offline` and `close` end it).

export const SHOP = 5
export const CLIENT_ID = 'cid-1'
/** the member dialog's heartbeat and the agent console's (ms) */
export const MEMBER_PING_MS = 1500
export const AGENT_PING_MS = 20_000
export const BIND_OFFLINE = { code: -1, errorCode: 'PARAMETER_ERROR', message: '客服不在线' }

export const MESSAGE_PUSH = { type: 'string', data: { id: 7, type: 1, shop_id: SHOP, servicer_say: 'anything else?' } }

export const memberInput: ConnectionInput = { pingInterval: MEMBER_PING_MS, random: () => 0.5, session: null, onRefused: 'offline', endOn: ['close'] }
export const agentInput: ConnectionInput = { pingInterval: AGENT_PING_MS, random: () => 0.5, session: 0, onRefused: 'retry', endOn: ['force_offline', 'close'] }

export const connectionEventCases: EventCase[] = [
  { type: 'connection.open', session: SHOP },
  { type: 'connection.switch', session: 0 },
  { type: 'connection.reconnect' },
  { type: 'connection.close' },
  { type: 'connection.drop' },
  { type: 'socket.message', push: { type: 'init', data: { client_id: CLIENT_ID } } },
  { type: 'socket.message', push: MESSAGE_PUSH },
  { type: 'socket.message', push: { type: 'pong', data: null } },
  { type: 'socket.message', push: { type: 'close', data: { status: true } } },
  { type: 'socket.message', push: { type: 'force_offline', data: { servicer_id: 3 } } },
  { type: 'socket.error' },
  { type: 'xstate.done.actor.bind', output: { servicer_id: 9, nickname: '小美', avatar: '' } },
  { type: 'xstate.error.actor.bind', error: BIND_OFFLINE },
]

/** what decides what comes next: the state, the session, bound or not, retrying or not, why ended */
export function serializeConnection(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ConnectionContext
  if (snapshot.matches('idle')) return '"idle"'
  // (the client id is set at every init, before any bind or bye reads it: it decides nothing)
  return JSON.stringify({ value: snapshot.value, session: c.session, bound: c.bound, retrying: c.attempts > 0, endedBy: c.endedBy })
}

const pushWords: Record<string, string> = {
  init: 'the server says init (client_id)',
  string: 'a message push arrives',
  pong: "the server answers the heartbeat's ping (pong push)",
  close: 'the server ends the conversation (close push)',
  force_offline: 'another console takes the agent (force_offline push)',
}

/**
 * the machine as the model sees it: its reports (sendParent in the app) as a plain named action, so the
 * machine runs without a parent and the walk counts each report
 */
export const modelMachine = chatConnectionMachine.provide({ actions: { report: () => {} } })

const spec = {
  serialize: serializeConnection,
  effects: { socket: 'the connection', bind: 'binding the socket (chat/bind)' },
  timers: {
    pingInterval: "the heartbeat sends 'ping'",
    pongTimeout: 'no answer to the ping: the connection is gone (a dead network)',
    reconnectDelay: 'the back-off wait ends: reconnect',
  },
  words: {
    'connection.open': (e: EventCase) => `open the chat with shop ${String(e.session)}`,
    'connection.switch': (e: EventCase) => `switch to the conversation with ${e.session ? `shop ${String(e.session)}` : 'the platform'}`,
    'connection.reconnect': 'click reconnect',
    'connection.close': 'close (the dialog, or the page goes)',
    'connection.drop': 'log out (no call: the login is gone)',
    'socket.message': (e: EventCase) => pushWords[(e.push as { type: string }).type] ?? 'a push arrives',
    'socket.error': 'the connection drops (server or network)',
  },
  describeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as ConnectionContext
    return `${leafStates(snapshot.value).join(' + ')} — session ${c.session}${c.bound ? ', bound' : ''}`
  },
}

const INIT = { type: 'socket.message', push: { type: 'init', data: { client_id: CLIENT_ID } } }
const PONG = { type: 'socket.message', push: { type: 'pong', data: null } }
const MESSAGE = { type: 'socket.message', push: MESSAGE_PUSH }
const CLOSE_PUSH = { type: 'socket.message', push: { type: 'close', data: { status: true } } }
const FORCE_OFFLINE = { type: 'socket.message', push: { type: 'force_offline', data: { servicer_id: 3 } } }
const BOUND = 'xstate.done.actor.bind'
const REFUSED = 'xstate.error.actor.bind'

const HEARTBEAT_TIMERS = ['xstate.after.pingInterval.connection.open.live.beat.beating', 'xstate.after.pongTimeout.connection.open.live.beat.awaiting']

/** the member's dialog: opened, switched, closed, logged out */
export const connectionPlan = defineMachinePlan({
  ...spec,
  name: 'chat-connection',
  title: "the chat's one connection, as the member dialog uses it: open, bind (or offline), heartbeat, reconnect with back-off, switch the conversation, close with bye, log out",
  machine: modelMachine,
  starts: [{ name: 'member', words: 'idle at start, heartbeat 1.5 s, a refused bind means offline, `close` ends', input: memberInput }],
  events: connectionEventCases.filter((e) => (e.push as { type?: string } | undefined)?.type !== 'force_offline'),
  // these only multiply interleavings: the edge paths take each of them in every state that has it
  leaveOutOfSimplePaths: ['socket.message', 'connection.reconnect', 'connection.drop', 'connection.switch', ...HEARTBEAT_TIMERS],
  scenarios: [
    {
      title: "open a shop's chat: bound, the heartbeat answered, a message, closed with bye",
      steps: ['connection.open', INIT, BOUND, 'xstate.after.pingInterval', PONG, MESSAGE, 'connection.close'],
    },
    { title: 'the agent is offline: the bind is refused, the socket stays; closed without bye', steps: ['connection.open', INIT, REFUSED, MESSAGE, 'connection.close'] },
    { title: 'closed before the socket is bound: no bye', steps: ['connection.open', INIT, 'connection.close'] },
    {
      title: 'pushes while the bind runs: a message is passed on, a pong and a repeated init change nothing; bound, another init changes nothing',
      steps: ['connection.open', INIT, MESSAGE, PONG, INIT, BOUND, INIT],
    },
    { title: 'the server ends the conversation before the bind settles', steps: ['connection.open', INIT, CLOSE_PUSH] },
    { title: 'the agent is offline: a pong and a repeated init change nothing; the server ends the conversation', steps: ['connection.open', INIT, REFUSED, PONG, INIT, CLOSE_PUSH] },
    { title: 'the server ends the conversation; the member reconnects and is bound again', steps: ['connection.open', INIT, BOUND, CLOSE_PUSH, 'connection.reconnect', INIT, BOUND] },
    { title: 'the network drops: the back-off wait, a new socket, bound again', steps: ['connection.open', INIT, BOUND, 'socket.error', 'xstate.after.reconnectDelay', INIT, BOUND] },
    { title: 'a dead network: the ping goes unanswered, the back-off wait, a new socket', steps: ['connection.open', INIT, BOUND, 'xstate.after.pingInterval', 'xstate.after.pongTimeout', 'xstate.after.reconnectDelay', INIT] },
    { title: "switch to the platform's service while bound: bye to the shop, bound to the platform", steps: ['connection.open', INIT, BOUND, { type: 'connection.switch', session: 0 }, INIT, BOUND] },
    { title: 'switch while still connecting: no bye', steps: ['connection.open', { type: 'connection.switch', session: 0 }, INIT] },
    { title: 'log out while bound: no bye (the login is gone)', steps: ['connection.open', INIT, BOUND, 'connection.drop'] },
  ],
})

/** the agent console: one session from the start to the logout (the console stops the machine) */
export const agentConnectionPlan = defineMachinePlan({
  ...spec,
  name: 'chat-connection-agent',
  title: "the chat's one connection, as the agent console uses it: bind (a refusal retried), heartbeat, reconnect with back-off, signed off by another console",
  machine: modelMachine,
  starts: [{ name: 'agent', words: 'connected at start, heartbeat 20 s, a refused bind is retried, `force_offline` / `close` end', input: agentInput }],
  events: connectionEventCases.filter((e) => !['connection.open', 'connection.switch', 'connection.close', 'connection.drop'].includes(e.type)),
  leaveOutOfSimplePaths: ['socket.message', 'connection.reconnect', ...HEARTBEAT_TIMERS],
  scenarios: [
    {
      title: 'the console binds, keeps its heartbeat, gets a message; another console takes the agent',
      steps: [INIT, BOUND, 'xstate.after.pingInterval', PONG, MESSAGE, FORCE_OFFLINE],
    },
    { title: 'a refused bind is retried after the back-off wait', steps: [INIT, REFUSED, 'xstate.after.reconnectDelay', INIT, BOUND] },
    {
      title: 'pushes while the bind runs: a message is passed on, a pong and a repeated init change nothing; bound, another init changes nothing',
      steps: [INIT, MESSAGE, PONG, INIT, BOUND, INIT],
    },
    { title: 'the server closes the session before the bind settles', steps: [INIT, CLOSE_PUSH] },
    { title: 'the socket drops: the back-off wait, a new socket, bound again', steps: [INIT, BOUND, 'socket.error', 'xstate.after.reconnectDelay', INIT, BOUND] },
    { title: 'the server closes the session; the agent reconnects', steps: [INIT, BOUND, CLOSE_PUSH, 'connection.reconnect', INIT, BOUND] },
    { title: 'a dead network: the ping goes unanswered, the back-off wait, a new socket', steps: [INIT, BOUND, 'xstate.after.pingInterval', 'xstate.after.pongTimeout', 'xstate.after.reconnectDelay', INIT] },
  ],
})
