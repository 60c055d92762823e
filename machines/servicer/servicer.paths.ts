import { fromCallback, type AnyMachineSnapshot } from 'xstate'
import { defineMachinePlan, leafStates, type EventCase } from '../test-kit/model.ts'
import type { DialogueRow } from '../chat/chat-message.ts'
import { servicerMachine, type HistoryPage, type ServicerContext } from './servicer.machine.ts'

// The agent console (its connection is machines/chat-connection, walked by the chat-connection-agent
// plan): walked by servicer.machine.test.ts (a fake connection, fake calls), printed by `npm run
// paths`. Three plans of the one machine, so each graph stays small enough to walk every path.

export const MEMBER = 7
export const OTHER_MEMBER = 8
export const NOW = 1_795_000_000
/** the model's heartbeat (ms) */
export const PING_MS = 20_000
export const NETWORK_FAILURE = { code: -1, errorCode: 'NETWORK_ERROR', message: '' }

const row = (id: number, type: 0 | 1, say: string, member = MEMBER): DialogueRow => ({
  id,
  type,
  content_type: 0,
  consumer_say: type === 0 ? say : '',
  servicer_say: type === 1 ? say : '',
  add_time: NOW - 600 + id,
  member_id: member,
  shop_id: 1,
  nickname: type === 0 ? 'buyer' : '小美',
})

/** page 1: the newest of 20 messages (ids 6…20); page 2 the 5 oldest */
export const NEWEST_PAGE: HistoryPage = { list: [row(18, 0, 'in stock?'), row(19, 1, 'yes'), row(20, 0, 'thanks')], page_count: 2, count: 20 }
export const OLDER_PAGE: HistoryPage = { list: [row(1, 0, 'hello'), row(2, 1, 'hi')], page_count: 2, count: 20 }
/** after a reconnect: two more than the page held (the loop reads again) … then the last one */
export const AFTER_PAGE: HistoryPage = { list: [row(21, 0, 'are you there?'), row(22, 0, '[emjoy_02]')], page_count: 2, count: 3 }
export const LAST_AFTER_PAGE: HistoryPage = { list: [row(23, 0, 'hello?')], page_count: 1, count: 1 }

/** 151 characters (an emoji counts 1): one too many */
export const LONG_TEXT = 'x'.repeat(150) + '[emjoy_01]'

export const MEMBER_SAYS = { type: 'string', data: { ...row(24, 0, 'ok'), avatar: '' } }
export const OTHER_SAYS = { type: 'image', data: { ...row(25, 0, 'upload/chat/20261123/' + 'a'.repeat(32) + '.png', OTHER_MEMBER), content_type: 3 } }

const BOUND: EventCase = { type: 'connection.bound', answer: { servicer_id: 3 } }
const COMES: EventCase = { type: 'connection.push', push: { type: 'connect', data: { member_id: OTHER_MEMBER, online: 1 } } }
const WRITES: EventCase = { type: 'connection.push', push: MEMBER_SAYS }
const OTHER: EventCase = { type: 'member.select', memberId: OTHER_MEMBER }
const OLDER: EventCase = { type: 'xstate.done.actor.loadHistory', output: OLDER_PAGE }
const LAST_AFTER: EventCase = { type: 'xstate.done.actor.loadAfter', output: LAST_AFTER_PAGE }

/** the console: the connection's reports (bound, pushes, signed off elsewhere), reconnect, logout, expiry */
export const linkEventCases: EventCase[] = [
  BOUND,
  COMES,
  WRITES,
  { type: 'connection.ended', push: { type: 'force_offline', data: { servicer_id: 3 } } },
  { type: 'member.select', memberId: MEMBER },
  { type: 'console.reconnect' },
  { type: 'console.logout' },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: NETWORK_FAILURE },
  { type: 'session.expired' },
]

/** one conversation's history: pages, the re-sync after a bind, switching members */
export const historyEventCases: EventCase[] = [
  { type: 'member.select', memberId: MEMBER },
  OTHER,
  { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE },
  OLDER,
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
  { type: 'history.more' },
  { type: 'history.retry' },
  // a bind settling (after a reconnect): what came meanwhile is read
  BOUND,
  { type: 'xstate.done.actor.loadAfter', output: AFTER_PAGE },
  LAST_AFTER,
  { type: 'xstate.error.actor.loadAfter', error: NETWORK_FAILURE },
]

/** one conversation's answers: drafts, text, images, failures and resend (the history still loading) */
export const answerEventCases: EventCase[] = [
  { type: 'member.select', memberId: MEMBER },
  { type: 'draft.change', text: '您好<br>[emjoy_01]' },
  { type: 'draft.change', text: '  <div> </div>' },
  { type: 'draft.change', text: LONG_TEXT },
  { type: 'reply.send' },
  { type: 'image.send', path: 'upload/chat/20261123/' + 'b'.repeat(32) + '.png' },
  { type: 'xstate.done.actor.answer', output: {} },
  { type: 'xstate.error.actor.answer', error: NETWORK_FAILURE },
  { type: 'message.retry', clientMsgId: 's-1' },
]

/** the state as the console shows it; own messages as a set of kinds and statuses so that sending again stays finite */
export function serializeServicer(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ServicerContext
  if (snapshot.matches('signedOut')) return JSON.stringify({ value: 'signedOut', ended: c.ended })
  return JSON.stringify({
    value: snapshot.value,
    member: c.memberId,
    newest: c.newestId,
    own: [...new Set(c.outbox.map((m) => `${m.kind}:${m.status}`))].sort(),
    page: c.page,
    pageCount: c.pageCount,
    draft: c.draft,
    outgoing: c.outbox.find((m) => m.clientMsgId === c.outgoing)?.kind ?? null,
    ended: c.ended,
  })
}

const pushWords: Record<string, string> = {
  init: 'the server says init (client_id)',
  connect: 'a member comes to this agent (connect push)',
  force_offline: 'the agent logs in on another console: 已在其他窗口登录 (force_offline push)',
  close: 'the agent says bye on another console (close push)',
  string: 'the member shown writes (text push)',
  image: 'another member sends an image (image push)',
}

const effects = {
  loadHistory: 'reading the history (index/dialogs)',
  loadAfter: 'reading what came after the newest message (index/dialogs after_id)',
  answer: 'the answer (chat/answer)',
  signOut: 'bye and logout',
}
// which page each read answers
const pageWords: Record<string, (e: EventCase) => string> = {
  'xstate.done.actor.loadHistory': (e) => `${effects.loadHistory} succeeds: ${e.output === OLDER_PAGE ? 'page 2 of 2, the oldest messages' : 'page 1 of 2, the newest messages'}`,
  'xstate.done.actor.loadAfter': (e) => `${effects.loadAfter} succeeds: ${e.output === LAST_AFTER_PAGE ? 'the last message' : '2 messages, more after them'}`,
}
const words = {
  'member.select': (e: EventCase) => `click member ${String(e.memberId)} in the list`,
  'connection.push': (e: EventCase) => pushWords[(e.push as { type: string }).type] ?? 'a push arrives',
  'connection.bound': 'the console is bound (chat/bind succeeds)',
  'connection.ended': (e: EventCase) => pushWords[(e.push as { type: string }).type] ?? 'the connection ends',
  'history.more': 'click 查看更早的消息 (load older messages)',
  'history.retry': 'click 重试 (retry) on the history',
  'draft.change': (e: EventCase) => (e.text === LONG_TEXT ? 'type 150 characters and an emoji (151)' : `type ${JSON.stringify(e.text).slice(0, 30)}`),
  'reply.send': 'press Enter (send)',
  'image.send': 'upload an image',
  'message.retry': 'click 重发 (resend) on the failed answer',
  'console.reconnect': 'click 重新上线 (go online here)',
  'console.logout': 'click 退出登录 (log out)',
  'session.expired': 'a call answers TOKEN_* (the login expired)',
  ...pageWords,
}
const describeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ServicerContext
  return `${leafStates(snapshot.value).join(' + ')} — member ${c.memberId || 'none'}${c.outbox.length ? `, ${c.outbox.length} own unsent` : ''}`
}
export const modelInput = (pingInterval: number) => ({ pingInterval, now: () => NOW, random: () => 0.5, idPrefix: 's' })

/** the machine as the model sees it: its connection a quiet stand-in (the tests provide theirs) */
export const modelMachine = servicerMachine.provide({ actors: { connection: fromCallback(() => {}) as never } })

export const servicerPlan = defineMachinePlan({
  name: 'servicer',
  title: 'the agent console: the connection\'s reports (bound, pushes, signed off elsewhere), reconnect, logout, expiry',
  machine: modelMachine,
  starts: [{ name: 'console', words: '', input: modelInput(PING_MS) }],
  events: linkEventCases,
  serialize: serializeServicer,
  leaveOutOfSimplePaths: ['connection.push', 'console.reconnect', 'session.expired', 'xstate.error.actor.signOut'],
  effects,
  words,
  describeState,
  // the console from its start: a member's conversation open or not
  scenarios: [
    { title: "bound; a member comes; open a member's conversation: what they write shows at once, read", steps: ['connection.bound', COMES, 'member.select', WRITES] },
    { title: 'the agent logs in on another console (已在其他窗口登录); 重新上线 here: bound again, the open conversation read again', steps: ['member.select', 'connection.ended', 'console.reconnect', 'connection.bound'] },
    { title: 'log out: bye, then logout', steps: ['console.logout', 'xstate.done.actor.signOut'] },
    { title: 'log out while the network is down: signed out all the same', steps: ['console.logout', 'xstate.error.actor.signOut'] },
    { title: 'the login expires (a call answers TOKEN_*): signed out', steps: ['member.select', 'session.expired'] },
  ],
})

export const servicerHistoryPlan = defineMachinePlan({
  name: 'servicer-history',
  title: "the agent console: a conversation's history (pages, re-sync after a bind, switching members)",
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays as it is', input: modelInput(0) }],
  events: historyEventCases,
  serialize: serializeServicer,
  leaveOutOfSimplePaths: historyEventCases.map((e) => e.type).filter((t) => !['member.select', 'xstate.done.actor.loadHistory', 'connection.bound'].includes(t)),
  effects,
  words,
  describeState,
  // a bind here is the console's socket bound again (after a drop or "use this console")
  scenarios: [
    { title: "open a member's conversation: the newest page, then 查看更早的消息 back to the first message", steps: ['member.select', 'xstate.done.actor.loadHistory', 'history.more', OLDER] },
    { title: 'the history fails to load: 重试 reads it again', steps: ['member.select', 'xstate.error.actor.loadHistory', 'history.retry', 'xstate.done.actor.loadHistory'] },
    { title: '查看更早的消息 fails: what is shown stays', steps: ['member.select', 'xstate.done.actor.loadHistory', 'history.more', 'xstate.error.actor.loadHistory'] },
    {
      title: 'bound again after a drop: what the member wrote meanwhile is read until none is left',
      steps: ['member.select', 'xstate.done.actor.loadHistory', 'connection.bound', 'xstate.done.actor.loadAfter', LAST_AFTER],
    },
    {
      title: 'bound again twice quickly: the read starts over; it fails, what is shown stays',
      steps: ['member.select', 'xstate.done.actor.loadHistory', 'connection.bound', 'connection.bound', 'xstate.error.actor.loadAfter'],
    },
    { title: 'bound again while older messages load: what came meanwhile is read instead', steps: ['member.select', 'xstate.done.actor.loadHistory', 'history.more', 'connection.bound', LAST_AFTER] },
    { title: 'bound again while the history loads, and after it failed: read again each time', steps: ['member.select', 'connection.bound', 'xstate.error.actor.loadHistory', 'connection.bound', 'xstate.done.actor.loadHistory'] },
    { title: 'click another member: their conversation, from its newest page', steps: ['member.select', 'xstate.done.actor.loadHistory', OTHER, 'xstate.done.actor.loadHistory'] },
  ],
})

export const servicerAnswerPlan = defineMachinePlan({
  name: 'servicer-answer',
  title: 'the agent console: answering (blank and long drafts refused, text, images, a failed answer resent)',
  machine: modelMachine,
  starts: [{ name: 'open', words: 'the connection stays as it is', input: modelInput(0) }],
  events: answerEventCases,
  serialize: serializeServicer,
  leaveOutOfSimplePaths: answerEventCases.map((e) => e.type).filter((t) => !['member.select', 'reply.send', 'xstate.done.actor.answer', 'xstate.error.actor.answer'].includes(t)),
  effects,
  words,
  describeState,
  scenarios: [
    { title: 'answer a member: a text with a line break and an emoji, sent', steps: ['member.select', 'draft.change', 'reply.send', 'xstate.done.actor.answer'] },
    {
      title: 'blank and over-150-character answers are refused, nothing sent',
      steps: ['member.select', 'reply.send', { type: 'draft.change', text: '  <div> </div>' }, 'reply.send', { type: 'draft.change', text: LONG_TEXT }, 'reply.send'],
    },
    { title: 'send an image', steps: ['member.select', 'image.send', 'xstate.done.actor.answer'] },
    { title: 'an answer fails (发送失败): 重发 sends it again, stored once', steps: ['member.select', 'draft.change', 'reply.send', 'xstate.error.actor.answer', 'message.retry', 'xstate.done.actor.answer'] },
  ],
})
