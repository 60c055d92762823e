import { queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { config } from '../../lib/config.ts'
import { ApiFailure, commonParams, requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'
import type { BindAnswer, HistoryPage, SayAnswer, SayInput } from '../../../machines/chat/chat.machine.ts'
import { HISTORY_PAGE_SIZE, type ChatMessage } from '../../../machines/chat/chat-message.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

export const chatKey = memberKey('chat')

export const bindChat = (clientId: string, siteId: number) => requestData<BindAnswer>('/servicer/api/chat/bind', { client_id: clientId, site_id: siteId }, { forceLogin: true })

export const chatHistory = (siteId: number, page: number, servicerId: number) =>
  requestData<HistoryPage>('/servicer/api/chat/dialogs', { site_id: siteId, page, limit: HISTORY_PAGE_SIZE, servicer_id: servicerId }, { forceLogin: true })

export function sayChat(input: SayInput) {
  const params: Record<string, unknown> = { site_id: input.siteId, servicer_id: input.servicerId, content_type: input.contentType, client_msg_id: input.clientMsgId }
  if (input.kind === 'goods') params.goods_id = input.goodsId
  else if (input.kind === 'order') params.order_id = input.orderId
  else params.message = input.message
  return requestData<SayAnswer>('/servicer/api/chat/say', params, { forceLogin: true })
}

export const setChatRead = (siteId: number) => requestData<unknown>('/servicer/api/chat/setRead', { site_id: siteId }, { forceLogin: true })
/** bye from this tab (its socket's client id): the member's other tabs stay in the conversation */
export const byeChat = (siteId: number, servicerId: number, clientId = '') =>
  requestData<unknown>('/servicer/api/chat/bye', { site_id: siteId, servicer_id: servicerId, ...(clientId ? { client_id: clientId } : {}) }, { forceLogin: true })

/** a row of the conversation list (one per shop; shop 0 = the platform) */
export interface ChatListRow {
  shop_id: number
  shop_name: string
  logo?: string
  avatar?: string
  online: number
  servicer_id?: number
  unread: number
  content_type: number
  content?: string
  consumer_say?: string
  servicer_say?: string
  add_time: number
}

/** spec §9: the conversation list shows 30 */
export const CHAT_LIST_SIZE = 30

export const chatListQuery = () =>
  queryOptions({
    queryKey: [...chatKey, 'list'] as const,
    queryFn: async () => (await requestData<{ list: ChatListRow[] }>('/servicer/api/chat/chatList', { page: 1, page_size: CHAT_LIST_SIZE }, { forceLogin: true })).list ?? [],
  })

/** that shop's unread badge shows 0 at once (the setRead call follows) */
export function clearUnread(queryClient: QueryClient, siteId: number) {
  queryClient.setQueryData(chatListQuery().queryKey, (rows) => rows?.map((r) => (Number(r.shop_id) === siteId ? { ...r, unread: 0 } : r)))
}

/**
 * A conversation's stored messages (server order, each once), one entry per shop. Written by the chat
 * actor (chat.actor.ts: the history pages, the pushes and the own messages the server stored, merged
 * by id / client_msg_id); never fetched by itself — the chat machine decides what is read when.
 */
export const chatMessagesQuery = (siteId: number) =>
  queryOptions<ChatMessage[]>({
    queryKey: [...chatKey, 'messages', siteId] as const,
    queryFn: skipToken,
    staleTime: Infinity,
  })

/** goods_sku_detail as a product card shows it */
export interface ChatSku {
  sku_id: number
  sku_name: string
  sku_image: string
  stock: number
  sale_num: number
  price: string
}
export const chatSkuQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['chat', 'sku', skuId] as const,
    queryFn: async () => (await requestData<{ goods_sku_detail: ChatSku | null }>('/servicer/api/chat/goodsSkuDetail', { sku_id: skuId })).goods_sku_detail,
    staleTime: 60_000,
  })

/** an order as an order card shows it (own orders only) */
export interface ChatOrder {
  order_id: number
  order_no: string
  order_name: string
  order_status_name: string
  order_money: string
  delivery_type_name: string
  order_goods: Array<{ sku_image: string; sku_name?: string }>
}
export const chatOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...chatKey, 'order', orderId] as QueryKey,
    queryFn: () => requestData<ChatOrder>('/servicer/api/chat/orderDetail', { order_id: orderId }, { forceLogin: true }),
    staleTime: 60_000,
  })

/** where an order card reads its order: the member's own (chatOrderQuery) or the agent console's */
export type OrderCardQuery = typeof chatOrderQuery

/**
 * The chat image upload (`/api/upload/chatimg`, multipart field `file`; images only, ≤ 2 MB, checked
 * by content on the server) → the pic_path an image message carries. `token` overrides the member's
 * (the agent console passes its own).
 */
export async function uploadChatImage(file: File, path = '/api/upload/chatimg', token?: string): Promise<string> {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...commonParams(), ...(token ? { token } : {}) })) form.set(k, String(v))
  form.set('file', file)
  let body: { code?: number; message?: string; error_code?: string; data?: { pic_path?: string } }
  try {
    const res = await fetch(`${config.baseUrl}${path}`, { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    body = (await res.json()) as typeof body
  } catch {
    throw new ApiFailure({ code: -1, error_code: 'NETWORK_ERROR' })
  }
  if (body.code !== 0 || !body.data?.pic_path) throw new ApiFailure({ code: body.code ?? -1, message: body.message, error_code: body.error_code })
  return body.data.pic_path
}
