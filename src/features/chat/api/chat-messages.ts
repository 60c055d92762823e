import { queryOptions, skipToken } from '@tanstack/react-query'
import { chatKey } from '../../../api/chat/member-chat.ts'
import type { ChatMessage } from '../../../../machines/chat/chat-message.ts'

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
