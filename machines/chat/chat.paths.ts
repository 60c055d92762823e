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
/** page 1 while the conversation held only its first 2 messages (the 4 newer came while the socket was down) */
export const FIRST_TWO_PAGE: HistoryPage = { list: OLDER_PAGE.list, page_count: 1 }
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
/** the shop's agent takes the conversation (the server's connect push: an agent came online and answered) */
export const AGENT_TAKES = { type: 'connect', data: { ...BIND_ANSWER, shop_id: SHOP, site_id: SHOP } }
const REPLY: EventCase = { type: 'connection.push', push: AGENT_REPLY }
const FROM_OTHER_TAB: EventCase = { type: 'connection.push', push: OTHER_TAB_SAID }
const TAKES: EventCase = { type: 'connection.push', push: AGENT_TAKES }
const PLATFORM: EventCase = { type: 'chat.switch', siteId: 0 }
const TEXT = '你好<br>[emjoy_01]'
const BLANK = '  <div> </div>'
const TYPE_BLANK: EventCase = { type: 'draft.change', text: BLANK }
const TYPE_LONG: EventCase = { type: 'draft.change', text: LONG_TEXT }
/** the message the scenarios resend: the first own message of the page */
const RESEND: EventCase = { type: 'message.retry', clientMsgId: 'm-1' }
const IMAGE: EventCase = { type: 'image.send', path: IMAGE_PATH }
const NEWEST: EventCase = { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE }
const OLDER: EventCase = { type: 'xstate.done.actor.loadHistory', output: OLDER_PAGE }

/** the conversation: open, the connection's reports (bound, refused, pushes, ended), switch, close */
export const conversationEventCases: EventCase[] = [
  { type: 'chat.open', siteId: SHOP },
  { type: 'chat.switch', siteId: 0 },
  { type: 'chat.close' },
  // the page goes (pagehide) with the dialog open
  { type: 'chat.leave' },
  // the member logs out (the header's 退出) with the dialog open or closed
  { type: 'chat.logout' },
  { type: 'chat.reconnect' },
  BOUND,
  { type: 'connection.refused', error: BIND_OFFLINE },
  REPLY,
  // the member's other tab sent a message: this tab shows it (as the member's own)
  FROM_OTHER_TAB,
  TAKES,
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
  NEWEST,
  OLDER,
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
]

/**
 * the messages: drafts, sends, the queue, the pending card (the history read once). A picture, a
 * resend and the 151-character draft are the scenarios' only (TYPE_LONG, IMAGE, RESEND): in the graph
 * they multiply its paths by 4 (795 → 3,100), and a resend needs the failed message in the state
 */
export const messageEventCases: EventCase[] = [
  OPEN_GOODS,
  { type: 'chat.close' },
  BOUND,
  NEWEST,
  { type: 'draft.change', text: TEXT },
  TYPE_BLANK,
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
  connect: 'an agent takes the conversation: 客服在线 (connect push)',
  string: "the shop's agent answers (text push)",
  close: 'the agent ends the conversation: 会话已结束 (close push)',
  pong: "the server answers the heartbeat's ping (pong push)",
}
const draftWords: Record<string, string> = {
  [TEXT]: 'type 你好, Shift+Enter and an emoji',
  [BLANK]: 'type only blanks and a Shift+Enter',
  [LONG_TEXT]: 'type 150 characters and an emoji (151)',
}
const pageWords = (page: unknown) =>
  page === NEWEST_PAGE
    ? 'page 1 of 2, messages 3–6'
    : page === OLDER_PAGE
      ? 'page 2 of 2, messages 1–2'
      : page === FIRST_TWO_PAGE
        ? 'the only page, messages 1–2'
        : page === RESYNC_PAGE
          ? 'page 1 of 2, messages 5–8'
          : 'a page'
const effects = {
  loadHistory: 'reading the history (chat/dialogs)',
  say: 'the send (chat/say)',
}

const words = {
  'chat.open': (e: EventCase) => (!e.siteId ? 'open the chat from the side tools (platform)' : e.skuId ? `open the chat from goods ${String(e.skuId)} (shop ${String(e.siteId)})` : `open the chat with shop ${String(e.siteId)}`),
  'chat.switch': (e: EventCase) => `click the conversation with ${e.siteId ? `shop ${String(e.siteId)}` : 'the platform'} in the list`,
  'chat.close': 'close the dialog',
  'chat.leave': 'leave the page',
  'chat.logout': 'log out (退出 in the header)',
  'chat.reconnect': 'click 重新连接 (reconnect)',
  'connection.push': (e: EventCase) => {
    const push = e.push as { type: string; data?: { shop_id?: number } }
    if (push.type === 'string' && push.data?.shop_id !== SHOP) return 'a text push for another shop arrives'
    if (push === OTHER_TAB_SAID) return 'the member sends a text from another tab (pushed to this one)'
    if (push.type === 'connect') return pushWords.connect!
    return pushWords[push.type] ?? `a ${push.type} push arrives`
  },
  'connection.bound': 'the bind succeeds: 客服在线 (an agent online)',
  'connection.refused': 'the bind is refused: 客服不在线 (no agent online)',
  'connection.ended': pushWords.close!,
  'history.more': 'click 点击加载 (click to load)',
  'history.retry': 'click 重试 (retry) on the history',
  'draft.change': (e: EventCase) => draftWords[String(e.text)] ?? `type ${JSON.stringify(e.text).slice(0, 30)}`,
  'chat.send': 'press Enter (send)',
  'image.send': 'send an image (发送图片)',
  'pending.send': 'click 发送商品 on the product card',
  'message.retry': 'click 重发 (resend) on the failed message',
  'xstate.done.actor.loadHistory': (e: EventCase) => `${effects.loadHistory} succeeds: ${pageWords(e.output)}`,
}
const describeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ChatContext
  return `${leafStates(snapshot.value).join(' + ')} — shop ${c.siteId}, service ${c.service}${c.outbox.length ? `, ${c.outbox.length} own unsent` : ''}`
}
/** one message may wait behind the send in flight in the model (the machine's default is MAX_QUEUED) */
export const modelInput = (pingInterval: number) => ({ pingInterval, now: () => NOW, random: () => 0.5, idPrefix: 'm', maxQueued: 1 })

/** the machine as the model sees it: its connection a quiet stand-in (the tests provide theirs) */
export const modelMachine = chatMachine.provide({ actors: { connection: fromCallback(() => {}) as never } })

/** the messages plan's scenarios start here: opened from a product, bound, page 1 shown */
const SHOWN = ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory']

// Three plans of the one machine, so that each graph stays small enough to walk every path: the
// conversation with the messages quiet, and the messages with one connection that stays bound.
export const chatPlan = defineMachinePlan({
  name: 'chat',
  title: "the member's customer-service chat: the conversation (open, bound or offline, pushes, ended, switch, close, leave, log out)",
  machine: modelMachine,
  starts: [{ name: 'closed', words: '', input: modelInput(PING_MS) }],
  events: conversationEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: ['chat.close', 'chat.leave', 'chat.logout', 'chat.switch', 'chat.reconnect', 'connection.push', 'connection.refused', 'connection.ended', 'xstate.done.actor.loadHistory'],
  effects,
  words,
  describeState,
  // a bind here is the dialog's connection bound (again: after a drop, 重新连接 or a switch)
  scenarios: [
    { title: "open a shop's chat while its agent is online: 客服在线, the history loads, the agent answers; close the dialog", steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', REPLY, 'chat.close'] },
    { title: 'the agent is offline: 客服不在线, the history still loads', steps: ['chat.open', 'connection.refused', 'xstate.done.actor.loadHistory'] },
    { title: 'the agent is offline, then an agent takes the conversation: 客服在线', steps: ['chat.open', 'connection.refused', 'xstate.done.actor.loadHistory', TAKES] },
    { title: 'a text the member sends from another tab shows here too, as theirs', steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', FROM_OTHER_TAB] },
    {
      title: "switch to the platform's service (平台客服): bound to it, its history; the shop's answer then shows only as unread in the list",
      steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', PLATFORM, 'connection.bound', 'xstate.done.actor.loadHistory', REPLY],
    },
    { title: "switch to the platform's service, then open the shop's chat again: back to the shop", steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', PLATFORM, 'chat.open'] },
    { title: "open the shop's chat again while it is open: the same conversation goes on", steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', 'chat.open'] },
    {
      title: 'the agent ends the conversation (会话已结束); 重新连接: bound again, what was said meanwhile shows',
      steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', 'connection.ended', 'chat.reconnect', 'connection.bound', 'xstate.done.actor.loadHistory'],
    },
    {
      title: 'bound again while the history loads: read again; it fails; the next bind reads it again',
      steps: ['chat.open', 'connection.bound', 'connection.bound', 'xstate.error.actor.loadHistory', 'connection.bound', 'xstate.done.actor.loadHistory'],
    },
    {
      title: 'bound again twice quickly: the re-sync starts over; it fails, what is shown stays',
      steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', 'connection.bound', 'connection.bound', 'xstate.error.actor.loadHistory'],
    },
    { title: 'log out (退出) with the chat open: it closes, the conversation forgotten', steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', 'chat.logout'] },
    { title: 'log out with the chat closed: nothing to close', steps: ['chat.logout'] },
    { title: 'leave the page with the chat open: the conversation closes', steps: ['chat.open', 'connection.bound', 'xstate.done.actor.loadHistory', 'chat.leave'] },
  ],
})

export const chatHistoryPlan = defineMachinePlan({
  name: 'chat-history',
  title: "the member's customer-service chat: history pages (点击加载, a failed read and 重试, the re-sync after a bind)",
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays bound', input: modelInput(PING_MS) }],
  events: historyEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: ['chat.close', 'history.retry'],
  effects,
  words,
  describeState,
  // a bind here is the dialog's connection bound again (after a drop): the newest pages are read again
  scenarios: [
    {
      title: "open a shop's chat from a product: the 4 newest messages; 点击加载 shows the older ones, then 没有聊天记录了; close",
      steps: ['chat.open', 'connection.bound', NEWEST, 'history.more', OLDER, 'chat.close'],
    },
    { title: 'the history fails to load (聊天记录加载失败): 重试 reads it again', steps: ['chat.open', 'connection.bound', 'xstate.error.actor.loadHistory', 'history.retry', NEWEST] },
    { title: '点击加载 fails: what is shown stays; 点击加载 again', steps: ['chat.open', 'connection.bound', NEWEST, 'history.more', 'xstate.error.actor.loadHistory', 'history.more', OLDER] },
    { title: 'bound again after a drop: the newest page is read again and reaches what is shown', steps: ['chat.open', 'connection.bound', NEWEST, 'connection.bound', NEWEST] },
    {
      title: '4 messages came while the socket was down: the re-sync reads page 1, then page 2, until it reaches what is shown',
      steps: ['chat.open', 'connection.bound', { type: 'xstate.done.actor.loadHistory', output: FIRST_TWO_PAGE }, 'connection.bound', NEWEST, OLDER],
    },
    { title: 'bound again while the history loads: read again; it fails; the next bind reads it again', steps: ['chat.open', 'connection.bound', 'connection.bound', 'xstate.error.actor.loadHistory', 'connection.bound', NEWEST] },
    { title: 'bound again while 点击加载 reads: the newest page first', steps: ['chat.open', 'connection.bound', NEWEST, 'history.more', 'connection.bound', NEWEST] },
    { title: 'bound again twice quickly: the re-sync starts over; it fails, what is shown stays', steps: ['chat.open', 'connection.bound', NEWEST, 'connection.bound', 'connection.bound', 'xstate.error.actor.loadHistory'] },
    { title: 'open the chat from the product again while it is open: the same conversation', steps: ['chat.open', 'connection.bound', NEWEST, 'chat.open'] },
  ],
})

export const chatMessagesPlan = defineMachinePlan({
  name: 'chat-messages',
  title: "the member's customer-service chat: drafts, sends, the queue, images, resends and the pending card",
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays bound', input: modelInput(PING_MS) }],
  events: messageEventCases,
  serialize: serializeChat,
  leaveOutOfSimplePaths: messageEventCases.map((e) => e.type).filter((t) => !['chat.open', 'pending.send', 'xstate.done.actor.say', 'xstate.error.actor.say'].includes(t)),
  effects,
  words,
  describeState,
  // each from the dialog opened from a product, 客服在线, the history shown (one message may wait
  // behind the send in flight here; the app lets MAX_QUEUED wait)
  scenarios: [
    { title: 'send the product card (发送商品), then a text with an emoji; close the dialog', steps: [...SHOWN, 'pending.send', 'xstate.done.actor.say', 'draft.change', 'chat.send', 'xstate.done.actor.say', 'chat.close'] },
    { title: 'type a text, send the product card, then the text: it waits (发送中…) and goes next', steps: [...SHOWN, 'draft.change', 'pending.send', 'chat.send', 'xstate.done.actor.say', 'xstate.done.actor.say'] },
    { title: 'a send fails (发送失败) while a text waits: the text still goes', steps: [...SHOWN, 'draft.change', 'pending.send', 'chat.send', 'xstate.error.actor.say', 'xstate.done.actor.say'] },
    { title: 'a text fails to send (发送失败): 重发 sends it again', steps: [...SHOWN, 'draft.change', 'chat.send', 'xstate.error.actor.say', RESEND, 'xstate.done.actor.say'] },
    {
      title: '重发 while another message sends: the failed one waits its turn',
      steps: [...SHOWN, 'draft.change', 'chat.send', 'xstate.error.actor.say', 'pending.send', RESEND, 'xstate.done.actor.say', 'xstate.done.actor.say'],
    },
    { title: 'blank text is refused (不能发送空白内容), also while a send runs', steps: [...SHOWN, 'chat.send', TYPE_BLANK, 'chat.send', 'pending.send', 'chat.send', 'xstate.done.actor.say'] },
    { title: 'over 150 characters is refused (一次最多发送150个字符), also while a send runs', steps: [...SHOWN, TYPE_LONG, 'chat.send', 'pending.send', 'chat.send', 'xstate.done.actor.say'] },
    { title: 'send an image, and a text while it goes: both shown at once, sent in order', steps: [...SHOWN, IMAGE, 'draft.change', 'chat.send', 'xstate.done.actor.say', 'xstate.done.actor.say'] },
    {
      title: 'while one message sends and one waits, another text or image is refused (消息发送中，请稍候再发)',
      steps: [...SHOWN, 'pending.send', IMAGE, 'draft.change', 'chat.send', IMAGE, 'xstate.done.actor.say', 'xstate.done.actor.say'],
    },
    {
      title: 'bound again while the history loads, and twice while the product card sends: the card still goes, the history is read again',
      steps: ['chat.open', 'connection.bound', 'connection.bound', NEWEST, 'connection.bound', 'pending.send', 'connection.bound', NEWEST, 'xstate.done.actor.say'],
    },
    { title: 'send the product card, then open the chat from the product again: the card is offered again', steps: [...SHOWN, 'pending.send', 'xstate.done.actor.say', 'chat.open'] },
  ],
})
