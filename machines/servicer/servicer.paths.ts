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

export const MEMBER_SAYS = { type: 'string', data: { ...row(24, 0, 'ok'), avatar: '' } }
export const OTHER_SAYS = { type: 'image', data: { ...row(25, 0, 'upload/chat/20261123/' + 'a'.repeat(32) + '.png', OTHER_MEMBER), content_type: 3 } }

const BOUND: EventCase = { type: 'connection.bound', answer: { servicer_id: 3 } }

/** the console: the connection's reports (bound, pushes, signed off elsewhere), reconnect, logout, expiry */
export const linkEventCases: EventCase[] = [
  BOUND,
  { type: 'connection.push', push: { type: 'connect', data: { member_id: OTHER_MEMBER, online: 1 } } },
  { type: 'connection.push', push: MEMBER_SAYS },
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
  { type: 'member.select', memberId: OTHER_MEMBER },
  { type: 'xstate.done.actor.loadHistory', output: NEWEST_PAGE },
  { type: 'xstate.done.actor.loadHistory', output: OLDER_PAGE },
  { type: 'xstate.error.actor.loadHistory', error: NETWORK_FAILURE },
  { type: 'history.more' },
  { type: 'history.retry' },
  // a bind settling (after a reconnect): what came meanwhile is read
  BOUND,
  { type: 'xstate.done.actor.loadAfter', output: AFTER_PAGE },
  { type: 'xstate.done.actor.loadAfter', output: LAST_AFTER_PAGE },
  { type: 'xstate.error.actor.loadAfter', error: NETWORK_FAILURE },
]

/** one conversation's answers: drafts, text, images, failures and resend (the history still loading) */
export const answerEventCases: EventCase[] = [
  { type: 'member.select', memberId: MEMBER },
  { type: 'draft.change', text: '您好<br>[emjoy_01]' },
  { type: 'draft.change', text: '  <div> </div>' },
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
  force_offline: 'the agent logs in on another console (force_offline push)',
  close: 'the agent says bye on another console (close push)',
  string: 'the member shown writes (text push)',
  image: 'another member sends an image (image push)',
}

const words = {
  'member.select': (e: EventCase) => `click member ${String(e.memberId)} in the list`,
  'connection.push': (e: EventCase) => pushWords[(e.push as { type: string }).type] ?? 'a push arrives',
  'connection.bound': 'the console is bound (chat/bind succeeds)',
  'connection.ended': (e: EventCase) => pushWords[(e.push as { type: string }).type] ?? 'the connection ends',
  'history.more': "click 'load older messages'",
  'history.retry': 'click retry on the history',
  'draft.change': (e: EventCase) => `type ${JSON.stringify(e.text).slice(0, 30)}`,
  'reply.send': 'press Enter (send)',
  'image.send': 'upload an image',
  'message.retry': 'click resend on the failed answer',
  'console.reconnect': 'click "use this console"',
  'console.logout': 'click log out',
  'session.expired': 'a call answers TOKEN_* (the login expired)',
}
const effects = {
  loadHistory: 'reading the history (index/dialogs)',
  loadAfter: 'reading what came after the newest message (index/dialogs after_id)',
  answer: 'the answer (chat/answer)',
  signOut: 'bye and logout',
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
  leaveOutOfSimplePaths: ['connection.push', 'console.reconnect', 'session.expired', 'xstate.error.actor.signOut', 'xstate.done.actor.loadHistory'],
  effects,
  words,
  describeState,
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
})
