import type { Selectable } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'

// How a stored chat message looks on the wire (reference §5.5, spec §3 "Chat history record"):
// the same shape in history pages, in pushes and in say/answer answers.

export type DialogueRow = Selectable<DB['servicer_dialogue']>

/** content_type ↔ push type (reference §5.2: Dialogue::contentType) */
export const CONTENT_TYPES = ['string', 'goodssku', 'order', 'image'] as const
export type ContentType = 0 | 1 | 2 | 3

const pad = (n: number) => String(n).padStart(2, '0')
/** Beijing time, like every date the marketplace prints (Y-m-d and H:i:s of the reference) */
export function dayAndTime(epoch: number): { create_day: string; create_time: string } {
  const d = new Date(epoch * 1000 + 8 * 3600 * 1000)
  return {
    create_day: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    create_time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  }
}

/** who said it, for the bubble: the agent (or the shop for an auto-reply) or the member */
export interface Speaker {
  nickname: string
  avatar: string
}

export interface DialogueWire {
  id: number
  member_id: number
  servicer_id: number
  shop_id: number
  site_id: number
  type: number
  content_type: number
  consumer_say: string
  servicer_say: string
  /** whichever side is non-empty (the text or image path; '' for cards) */
  content: string
  goods_sku_id: number
  order_id: number
  read: number
  is_auto: number
  client_msg_id: string
  add_time: number
  create_day: string
  create_time: string
  nickname: string
  avatar: string
  /** the product card (content_type 1), when the sku still exists */
  goods_sku_detail?: unknown
  /** the order card (content_type 2) */
  order_detail?: unknown
}

export function dialogueWire(row: DialogueRow, speaker: Speaker, cards: { sku?: unknown; order?: unknown } = {}): DialogueWire {
  return {
    id: row.id,
    member_id: row.member_id,
    servicer_id: row.servicer_id,
    shop_id: row.site_id,
    site_id: row.site_id,
    type: row.type,
    content_type: row.content_type,
    consumer_say: row.consumer_say,
    servicer_say: row.servicer_say,
    content: row.type === 0 ? row.consumer_say : row.servicer_say,
    goods_sku_id: row.goods_sku_id,
    order_id: row.order_id,
    read: row.is_read,
    is_auto: row.is_auto,
    client_msg_id: row.client_msg_id ?? '',
    add_time: row.add_time,
    ...dayAndTime(row.add_time),
    nickname: speaker.nickname,
    avatar: speaker.avatar,
    ...(row.content_type === 1 ? { goods_sku_detail: cards.sku ?? null } : {}),
    ...(row.content_type === 2 ? { order_detail: cards.order ?? null } : {}),
  }
}
