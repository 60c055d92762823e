// The chat's message rules, shared by the member's chat machine, the agent console machine and the
// views (pure: no DOM, no fetch). Wire rows (reference §5.5 servicer_dialogue, §5.2 pushes) become
// ChatMessage; the list is kept in server order and never holds one message twice.

/** reference §5.2: the push types that carry a message, and their content_type */
export const MESSAGE_TYPES = { string: 0, goodssku: 1, order: 2, image: 3 } as const
export type MessageType = keyof typeof MESSAGE_TYPES
export type MessageKind = 'text' | 'goods' | 'order' | 'image'
const KIND_BY_CONTENT: readonly MessageKind[] = ['text', 'goods', 'order', 'image']
export const CONTENT_TYPE: Record<MessageKind, number> = { text: 0, goods: 1, order: 2, image: 3 }

/** spec §5 / §9: at most 150 characters a message (an emoji counts 1) */
export const MAX_CHARS = 150
/**
 * ms without any push after a heartbeat 'ping' before the connection counts as gone (at least; twice
 * the heartbeat when that is longer): the server answers every ping (`pong`), a dead network closes
 * nothing by itself
 */
export const PONG_TIMEOUT_MS = 10_000
export const pongTimeoutMs = (pingInterval: number) => Math.max(PONG_TIMEOUT_MS, 2 * pingInterval)
/** spec §9: history page size */
export const HISTORY_PAGE_SIZE = 4
/** spec §2: the emoji set, [emjoy_01] … [emjoy_47] */
export const EMOJI_COUNT = 47
export const EMOJI_CODES: readonly string[] = Array.from({ length: EMOJI_COUNT }, (_, i) => `[emjoy_${String(i + 1).padStart(2, '0')}]`)
export const EMOJI_PATTERN = /\[emjoy_(0[1-9]|[1-3]\d|4[0-7])\]/g

/** a servicer_dialogue row (history) or a message push's data, as the chat reads it */
export interface DialogueRow {
  id?: number | string
  /** 0 = the member wrote it, 1 = the agent (or the keyword auto-reply) */
  type?: number | string
  content_type?: number | string
  consumer_say?: string | null
  servicer_say?: string | null
  content?: string | null
  goods_sku_id?: number | string | null
  order_id?: number | string | null
  add_time?: number | string | null
  create_day?: string | null
  create_time?: string | null
  shop_id?: number | string | null
  site_id?: number | string | null
  member_id?: number | string | null
  servicer_id?: number | string | null
  nickname?: string | null
  avatar?: string | null
  headimg?: string | null
  client_msg_id?: string | null
  /** 1 = the shop's keyword auto-reply, not typed by an agent */
  is_auto?: number | string | null
}

export type MessageStatus = 'sent' | 'sending' | 'failed'

export interface ChatMessage {
  /** the server's id; null until the send is answered */
  id: number | null
  /** set by the sender for an idempotent retry (say's client_msg_id) */
  clientMsgId: string | null
  /** written by the viewer of this list (the member in the member's chat, the agent in the console) */
  mine: boolean
  kind: MessageKind
  /** text with emoji codes (kind text) or the image path (kind image) */
  content: string
  skuId: number
  orderId: number
  /** epoch seconds */
  time: number
  nickname: string
  avatar: string
  status: MessageStatus
  /** the shop's keyword auto-reply (is_auto 1): an agent did not type it */
  auto?: true
}

const num = (v: unknown) => {
  const n = Number(v)
  return Number.isFinite(n) ? n : 0
}
const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v))

/** epoch seconds of a row: add_time, else create_day + create_time read as local time */
function rowTime(row: DialogueRow): number {
  const at = num(row.add_time)
  if (at > 0) return at
  const parsed = Date.parse(`${str(row.create_day)}T${str(row.create_time) || '00:00:00'}`)
  return Number.isFinite(parsed) ? Math.floor(parsed / 1000) : 0
}

/**
 * A wire row as a message. `viewer` says whose list it is: the member sees type 0 as theirs, the
 * agent sees type 1 as theirs.
 */
export function toMessage(row: DialogueRow, viewer: 'member' | 'agent' = 'member'): ChatMessage {
  const kind = KIND_BY_CONTENT[num(row.content_type)] ?? 'text'
  const fromMember = num(row.type) === 0
  const said = fromMember ? str(row.consumer_say) : str(row.servicer_say)
  const id = num(row.id)
  return {
    id: id > 0 ? id : null,
    clientMsgId: row.client_msg_id ? str(row.client_msg_id) : null,
    mine: viewer === 'member' ? fromMember : !fromMember,
    kind,
    content: said || str(row.content),
    skuId: num(row.goods_sku_id),
    orderId: num(row.order_id),
    time: rowTime(row),
    nickname: str(row.nickname),
    avatar: str(row.avatar) || str(row.headimg),
    status: 'sent',
    ...(num(row.is_auto) === 1 ? { auto: true as const } : {}),
  }
}

const sameMessage = (a: ChatMessage, b: ChatMessage) => (a.id !== null && a.id === b.id) || (a.clientMsgId !== null && a.clientMsgId === b.clientMsgId)

/**
 * Adds messages to a list: one already there (same id, or the same client_msg_id — an own message
 * the server now reports stored) is updated in place, never shown twice. Stored messages are in id
 * order; the ones still waiting for an id stay at the end in the order they were written.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const out = [...list]
  for (const message of incoming) {
    const at = out.findIndex((m) => sameMessage(m, message))
    if (at === -1) out.push(message)
    else out[at] = { ...out[at]!, ...message, clientMsgId: message.clientMsgId ?? out[at]!.clientMsgId, status: 'sent' }
  }
  const stored = out.filter((m) => m.id !== null).sort((a, b) => a.id! - b.id!)
  return [...stored, ...out.filter((m) => m.id === null)]
}

/** the characters a text counts, each emoji code as one (spec §5) */
export function countChars(text: string): number {
  return [...text.replace(EMOJI_PATTERN, '\u0001')].length
}

/** spec §5: line-break and div markup (and line breaks) are stripped from a text before sending */
export function stripMarkup(text: string): string {
  return text.replace(/<\/?(?:div|br|p)\b[^>]*>/gi, '').replace(/\r?\n|\r/g, '')
}

export type DraftProblem = 'chat.blank' | 'chat.tooLong'
/** why a text may not be sent, or null */
export function draftProblem(text: string): DraftProblem | null {
  const clean = stripMarkup(text)
  if (clean.trim() === '') return 'chat.blank'
  // at most MAX_CHARS: exactly 150 is sent (the server takes 150), 151 is refused
  if (countChars(clean) > MAX_CHARS) return 'chat.tooLong'
  return null
}

/** a text split into plain runs and emoji codes, for rendering (text is rendered escaped; codes as <img>) */
export function splitEmoji(text: string): Array<{ text: string } | { emoji: string }> {
  const out: Array<{ text: string } | { emoji: string }> = []
  let last = 0
  for (const m of text.matchAll(EMOJI_PATTERN)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) })
    out.push({ emoji: m[0] })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last) })
  return out
}

/** the push's shop id (message rows say shop_id; some pushes site_id) */
export const pushShopId = (data: DialogueRow | Record<string, unknown> | null | undefined) => num((data as DialogueRow | null)?.shop_id ?? (data as DialogueRow | null)?.site_id)

/**
 * Reconnect back-off (reference §5.3 reconnects at once on error, which hammers a server that is
 * down): 500 ms doubling per attempt, capped at 15 s, and a random 50–100 % of that (jitter) so that
 * thousands of clients dropped together do not come back in one wave.
 */
export const BACKOFF_BASE_MS = 500
export const BACKOFF_CAP_MS = 15_000
/** the attempt from which the wait stays at the cap (500 × 2^5 ≥ 15 000) */
export const MAX_BACKOFF_LEVEL = 6
export function backoffMs(attempt: number, random: number): number {
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1))
  return Math.round(full * (0.5 + 0.5 * Math.min(1, Math.max(0, random))))
}

/** the newest stored message's id in a list (0: none) — a re-sync's cursor */
export function newestStoredId(list: readonly ChatMessage[]): number {
  return list.reduce((max, m) => (m.id !== null && m.id > max ? m.id : max), 0)
}

/**
 * What a conversation shows: the stored messages (the query cache, in server order) and after them
 * the own messages not stored yet (sending, waiting, failed) — one the cache has by its client_msg_id
 * (stored meanwhile, e.g. pushed) shows once, as stored.
 */
export function shownMessages(stored: readonly ChatMessage[], outbox: readonly ChatMessage[]): ChatMessage[] {
  const ids = new Set(stored.map((m) => m.clientMsgId).filter((id): id is string => id !== null))
  return [...stored, ...outbox.filter((m) => m.clientMsgId === null || !ids.has(m.clientMsgId))]
}
