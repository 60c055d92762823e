import { queryOptions, skipToken } from '@tanstack/react-query'
import type { ChatMessage } from '../../../machines/chat/chat-message.ts'

/**
 * A conversation's stored messages (server order, each once), one entry per member: a cache entry,
 * not an endpoint. Written by the console's actor (servicer.actor.ts: pages, pushes, stored answers,
 * merged by id / client_msg_id); never fetched by itself — the machine decides what is read when.
 */
export const memberMessagesQuery = (token: string, memberId: number) =>
  queryOptions<ChatMessage[]>({ queryKey: ['servicer', token, 'messages', memberId] as const, queryFn: skipToken, staleTime: Infinity })
