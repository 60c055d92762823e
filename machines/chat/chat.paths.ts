import { fromCallback, type AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import { chatMachine, type ChatContext, type HistoryPage } from './chat.machine.ts'
import type { DialogueRow } from './chat-message.ts'

// The member's chat (the conversation; its connection is machines/chat-connection, walked by its own
// plan): walked by chat.machine.test.ts (a fake connection and fake calls), printed by `npm run
// paths`, walked again in the browser by tests/model/chat.model.spec.ts.

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
export const BIND_ANSWER = { servicer_id: 9, nickname: '小美', avatar: '' }
const BOUND: EventCase = { type: 'connection.bound', answer: BIND_ANSWER }

/** the conversation: open, the connection's reports (bound, refused, pushes, ended), switch, close */
export const conversationEventCases: EventCase[] = [
  { type: 'chat.open', siteId: SHOP },
  { type: 'chat.switch', siteId: 0 },
  { type: 'chat.close' },
  // the member logs out (the header's 退出) with the dialog open or closed
  { type: 'chat.logout' },
  { type: 'chat.reconnect' },
  BOUND,
  { type: 'connection.refused', error: BIND_OFFLINE },
  { type: 'connection.push', push: AGENT_REPLY },
  // the member's other tab sent a message: this tab shows it (as the member's own)
  { type: 'connection.push', push: OTHER_TAB_SAID },
  { type: 'connection.ended', push: { type: 'close', data: { status: true } } },
  // page 1 as it reads after the agent's replies 7 and 8 (7 also pushed, 8 said while the socket was down)
  { type: 'xstate.done.actor.loadHistory', output: RESYNC_PAGE },
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
]

/** the history: pages, 'click to load', a failed read and retry (one connection that stays bound) */
export const historyEventCases: EventCase[] = [
  OPEN_GOODS,
  { type: 'chat.close' },
  // a bind settling (the first, or after a reconnect): the history is read
  BOUND,
  { type: 'history.more' },
  { type: 'history.retry' },
  { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE },
  { type: 'xstate.done.actor.loadHistory', output: OLDER_PAGE },
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
]

/** the messages: drafts, sends, the queue, the pending card (the history read once) */
export const messageEventCases: EventCase[] = [
  OPEN_GOODS,
  { type: 'chat.close' },
  BOUND,
  { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE },
  { type: 'draft.change', text: '你好<br>[emjoy_01]' },
  { type: 'draft.change', text: '  <div> </div>' },
  { type: 'chat.send' },
  { type: 'pending.send' },
  { type: 'xstate.done.actor.say', output: { read: 0 } },
  { type: 'xstate.error.actor.say', error: NETWORK_FAILURE },
]

/** the state as the dialog shows it (the messages are the store's; the machine keeps the cursors) */
export function serializeChat(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ChatContext
  // closed forgets the conversation: nothing of it decides what comes next
  if (snapshot.matches('closed')) return '"closed"'
  const kindOf = (id: string | null) => c.outbox.find((m) => m.clientMsgId === id)?.kind ?? null
  return JSON.stringify({
    value: snapshot.value,
    site: c.siteId,
    pending: c.pending?.kind ?? null,
    service: c.service,
    servicer: c.servicer?.servicerId ?? null,
    newest: c.newestId,
    // texts and pictures waiting behind the send in flight
    queued: c.queue.map(kindOf),
    page: c.page,
    pageCount: c.pageCount,
    resyncPage: c.resyncPage,
    draft: c.draft,
    outgoing: kindOf(c.outgoing),
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
  'connection.push': (e: EventCase) => {
    const push = e.push as { type: string; data?: { shop_id?: number } }
    if (push.type === 'string' && push.data?.shop_id !== SHOP) return 'a text push for another shop arrives'
    if (push === OTHER_TAB_SAID) return 'the member sends a text from another tab (pushed to this one)'
    return pushWords[push.type] ?? `a ${push.type} push arrives`
  },
  'connection.bound': 'the connection is bound to the shop (an agent online)',
  'connection.refused': 'the bind is refused (客服不在线: no agent online)',
  'connection.ended': 'the server ends the conversation (close push)',
  'history.more': "click 'click to load'",
  'history.retry': 'click retry on the history',
  'draft.change': (e: EventCase) => `type ${JSON.stringify(e.text).slice(0, 30)}`,
  'chat.send': 'press Enter (send)',
  'image.send': 'upload an image',
  'pending.send': 'click send on the pending card',
}
const effects = {
  loadHistory: 'reading the history (chat/dialogs)',
  say: 'the send (chat/say)',
}
const describeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ChatContext
  return `${leafStates(snapshot.value).join(' + ')} — shop ${c.siteId}, service ${c.service}${c.outbox.length ? `, ${c.outbox.length} own unsent` : ''}`
}
/** one message may wait behind the send in flight in the model (the machine's default is MAX_QUEUED) */
export const modelInput = (pingInterval: number) => ({ pingInterval, now: () => NOW, random: () => 0.5, idPrefix: 'm', maxQueued: 1 })

/** the machine as the model sees it: its connection a quiet stand-in (the tests provide theirs) */
export const modelMachine = chatMachine.provide({ actors: { connection: fromCallback(() => {}) as never } })

// Two plans of the one machine, so that each graph stays small enough to walk every path: the
// conversation with the messages quiet, and the messages with one connection that stays bound.
export const chatPlan = defineMachinePlan({
  name: 'chat',
  title: "the member's customer-service chat: the conversation (open, bound or offline, pushes, ended, switch, close, log out)",
  machine: modelMachine,
  starts: [{ name: 'closed', words: '', input: modelInput(PING_MS) }],
  events: conversationEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: ['chat.close', 'chat.logout', 'chat.switch', 'chat.reconnect', 'connection.push', 'connection.refused', 'connection.ended', 'xstate.done.actor.loadHistory'],
  effects,
  words,
  describeState,
})

export const chatHistoryPlan = defineMachinePlan({
  name: 'chat-history',
  title: "the member's customer-service chat: history pages ('click to load', a failed read and retry)",
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays bound', input: modelInput(PING_MS) }],
  events: historyEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: ['chat.close', 'history.retry'],
  effects,
  words,
  describeState,
})

export const chatMessagesPlan = defineMachinePlan({
  name: 'chat-messages',
  title: "the member's customer-service chat: drafts, sends, the queue and the pending card",
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays bound', input: modelInput(PING_MS) }],
  events: messageEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: messageEventCases.map((e) => e.type).filter((t) => !['chat.open', 'pending.send', 'xstate.done.actor.say', 'xstate.error.actor.say'].includes(t)),
  effects,
  words,
  describeState,
})
