import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { chatKey } from '../../../api/chat/member-chat.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

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
