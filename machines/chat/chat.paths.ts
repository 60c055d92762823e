import type { AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import { chatMachine, type ChatContext, type HistoryPage } from './chat.machine.ts'
import type { ChatMessage, DialogueRow } from './chat-message.ts'

// The member's chat: walked by chat.machine.test.ts (fake socket, fake timers), printed by
// `npm run paths`, walked again in the browser by tests/model/chat.model.spec.ts.

export const SHOP = 5
export const SKU = 77
export const NOW = 1_795_000_000
/** the model's heartbeat (ms) */
export const PING_MS = 1500
export const BIND_OFFLINE = { code: -1, errorCode: 'PARAMETER_ERROR', message: '客服不在线' }
export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }

const row = (id: number, type: 0 | 1, say: string, shop = SHOP): DialogueRow => ({
  id,
  type,
  content_type: 0,
  consumer_say: type === 0 ? say : '',
  servicer_say: type === 1 ? say : '',
  add_time: NOW - 600 + id,
  shop_id: shop,
  nickname: type === 1 ? '小美' : '',
})

/** page 1 of the history: the 4 newest of 6 messages */
export const NEWEST_PAGE: HistoryPage = { list: [row(3, 0, 'in stock?'), row(4, 1, 'yes'), row(5, 0, 'thanks'), row(6, 1, '[emjoy_02]')], page_count: 2 }
/** page 2: the 2 oldest */
export const OLDER_PAGE: HistoryPage = { list: [row(1, 0, 'hello'), row(2, 1, 'hi, how can I help?')], page_count: 2 }
/** page 1 read again after a reconnect: the agent answered twice while the socket was down */
export const RESYNC_PAGE: HistoryPage = { list: [row(5, 0, 'thanks'), row(6, 1, '[emjoy_02]'), row(7, 1, 'anything else?'), row(8, 1, 'bye')], page_count: 2 }
export const IMAGE_PATH = 'upload/chat/20261127/0123456789abcdef0123456789abcdef.png'
export const EMPTY_PAGE: HistoryPage = { list: [], page_count: 0 }

export const AGENT_REPLY = { type: 'string', data: { ...row(7, 1, 'anything else?'), avatar: '' } }
/** 151 characters (an emoji counts 1): one too many; 150 is sent */
export const LONG_TEXT = 'x'.repeat(150) + '[emjoy_01]'
/** the member's own message sent from another tab of the same login (the server pushes it to every tab) */
export const OTHER_TAB_SAID = { type: 'string', data: { ...row(7, 0, 'from my other tab'), client_msg_id: 'tab2-1', avatar: '' } }
export const PONG = { type: 'pong', data: null }

const OPEN_GOODS: EventCase = { type: 'chat.open', siteId: SHOP, skuId: SKU }
const INIT: EventCase = { type: 'socket.message', push: { type: 'init', data: { client_id: 'cid-1' } } }
const BOUND: EventCase = { type: 'xstate.done.actor.bind', output: { servicer_id: 9, nickname: '小美', avatar: '' } }

/** the connection: open, bind, pushes, heartbeat, drops and reconnects, switch, close */
export const linkEventCases: EventCase[] = [
  { type: 'chat.open', siteId: SHOP },
  { type: 'chat.switch', siteId: 0 },
  { type: 'chat.close' },
  // the member logs out (the header's 退出) with the dialog open or closed
  { type: 'chat.logout' },
  { type: 'chat.reconnect' },
  INIT,
  { type: 'socket.message', push: AGENT_REPLY },
  // the member's other tab sent a message: this tab shows it (as the member's own)
  { type: 'socket.message', push: OTHER_TAB_SAID },
  { type: 'socket.message', push: { type: 'close', data: { status: true } } },
  { type: 'socket.error' },
  BOUND,
  { type: 'xstate.error.actor.bind', error: BIND_OFFLINE },
  // page 1 as it reads after the agent's replies 7 and 8 (7 also pushed, 8 said while the socket was down)
  { type: 'xstate.done.actor.loadHistory', output: RESYNC_PAGE },
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
]

/** the messages: history pages, drafts, sends, the pending card (one connection that stays up) */
export const messageEventCases: EventCase[] = [
  OPEN_GOODS,
  { type: 'chat.close' },
  // what a bind settling raises (the connection plan walks the bind itself)
  { type: 'history.sync' },
  { type: 'history.more' },
  { type: 'history.retry' },
  { type: 'draft.change', text: '你好<br>[emjoy_01]' },
  { type: 'draft.change', text: '  <div> </div>' },
  { type: 'chat.send' },
  { type: 'pending.send' },
  { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE },
  { type: 'xstate.done.actor.loadHistory', output: OLDER_PAGE },
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
  { type: 'xstate.done.actor.say', output: { read: 0 } },
  { type: 'xstate.error.actor.say', error: NETWORK_FAILURE },
]

/** a message as the graph tells it apart (own unsent messages differ only by kind and status) */
export const describeMessage = (m: ChatMessage) => `${m.id ?? 'new'}:${m.mine ? 'me' : 'them'}:${m.kind}:${m.status}`

/** the state as the dialog shows it; message lists as sets so that sending again stays finite */
export function serializeChat(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ChatContext
  // closed forgets the conversation: nothing of it decides what comes next
  if (snapshot.matches('closed')) return '"closed"'
  return JSON.stringify({
    value: snapshot.value,
    site: c.siteId,
    pending: c.pending?.kind ?? null,
    service: c.service,
    servicer: c.servicer?.servicerId ?? null,
    // the stored messages by id; own messages waiting for an id decide nothing that comes next (the
    // machine test checks each one's status step by step)
    messages: c.messages.filter((m) => m.id !== null).map(describeMessage),
    // texts and pictures waiting behind the send in flight
    queued: c.queue.map((m) => m.kind),
    page: c.page,
    pageCount: c.pageCount,
    resyncPage: c.resyncPage,
    draft: c.draft,
    outgoing: c.outgoing?.kind ?? null,
  })
}

const pushWords: Record<string, string> = {
  init: 'the server says init (client_id)',
  connect: 'an agent takes the conversation (connect push)',
  string: 'a text push arrives',
  close: 'the server ends the conversation (close push)',
  pong: "the server answers the heartbeat's ping (pong push)",
}

const words = {
  'chat.open': (e: EventCase) => (!e.siteId ? 'open the chat from the side tools (platform)' : e.skuId ? `open the chat from goods ${String(e.skuId)} (shop ${String(e.siteId)})` : `open the chat with shop ${String(e.siteId)}`),
  'chat.switch': (e: EventCase) => `click the conversation with ${e.siteId ? `shop ${String(e.siteId)}` : 'the platform'} in the list`,
  'chat.close': 'close the dialog',
  'chat.leave': 'leave the page',
  'chat.logout': 'log out (退出 in the header)',
  'chat.reconnect': 'click reconnect',
  'socket.message': (e: EventCase) => {
    const push = e.push as { type: string; data?: { shop_id?: number } }
    if (push.type === 'string' && push.data?.shop_id !== SHOP) return 'a text push for another shop arrives'
    if (push === OTHER_TAB_SAID) return 'the member sends a text from another tab (pushed to this one)'
    return pushWords[push.type] ?? `a ${push.type} push arrives`
  },
  'socket.error': 'the connection drops (server or network)',
  'history.sync': 'the connection is bound (the history is read)',
  'history.more': "click 'click to load'",
  'history.retry': 'click retry on the history',
  'draft.change': (e: EventCase) => `type ${JSON.stringify(e.text).slice(0, 30)}`,
  'chat.send': 'press Enter (send)',
  'image.send': 'upload an image',
  'pending.send': 'click send on the pending card',
}
const effects = {
  socket: 'the connection',
  bind: 'binding the connection to the shop (chat/bind)',
  loadHistory: 'reading the history (chat/dialogs)',
  say: 'the send (chat/say)',
}
const describeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ChatContext
  return `${leafStates(snapshot.value).join(' + ')} — shop ${c.siteId}, ${c.messages.length} messages, service ${c.service}`
}
/** one message may wait behind the send in flight in the model (the machine's default is MAX_QUEUED) */
export const modelInput = (pingInterval: number) => ({ pingInterval, now: () => NOW, random: () => 0.5, idPrefix: 'm', maxQueued: 1 })

// Two plans of the one machine, so that each graph stays small enough to walk every path: the
// connection with the messages quiet, and the messages with one connection that stays up.
export const chatPlan = defineMachinePlan({
  name: 'chat',
  title: "the member's customer-service chat: the connection (open, bind, pushes, heartbeat, reconnect, switch, close)",
  machine: chatMachine,
  starts: [{ name: 'heartbeat', words: 'pingInterval 1500 ms', input: modelInput(PING_MS) }],
  events: linkEventCases,
  serialize: serializeChat,
  // the heartbeat's timers (each ping now waits for its pong) only multiply interleavings: the edge
  // paths take them
  leaveOutOfSimplePaths: ['xstate.after.pingInterval.chat.open.link.live.beat.beating', 'xstate.after.pongTimeout.chat.open.link.live.beat.awaiting', 'chat.close', 'chat.logout', 'chat.open', 'chat.switch', 'chat.reconnect', 'xstate.error.actor.bind', 'socket.message', 'xstate.done.actor.loadHistory'],
  effects,
  timers: {
    pingInterval: "the heartbeat sends 'ping'",
    pongTimeout: 'no answer to the ping: the connection is gone (a dead network)',
    reconnectDelay: 'the back-off wait ends: reconnect',
  },
  words,
  describeState,
})

export const chatMessagesPlan = defineMachinePlan({
  name: 'chat-messages',
  title: "the member's customer-service chat: history pages, drafts, sends and the pending card",
  machine: chatMachine,
  starts: [{ name: 'open', words: 'pingInterval 0: no heartbeat; the connection stays up', input: modelInput(0) }],
  events: messageEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: messageEventCases.map((e) => e.type).filter((t) => !['chat.open', 'pending.send', 'xstate.done.actor.say', 'xstate.error.actor.say'].includes(t)),
  effects,
  words,
  describeState,
})
