import { queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { uploadChatImage } from '../../api/chat/upload-chat-image.ts'
import { type ChatOrder, type OrderCardQuery } from '../../api/chat/get-chat-order.ts'
import type { ChatMessage, DialogueRow } from '../../../machines/chat/chat-message.ts'
import { AGENT_PAGE_SIZE, type AnswerInput, type AnswerResult, type HistoryPage } from '../../../machines/servicer/servicer.machine.ts'

// The agent's calls (reference §5.4; server/modules/chat/agent.ts), each with the agent's own token
// (never the shopper's cookie). The console's machine calls the thread's through servicer.actor.ts;
// the member list, the member's details and the shop are queries.

/** who is logged in (login/login and chat/siteInfo) */
export interface AgentIdentity {
  servicer_id: number
  site_id: number
  nickname: string
  avatar: string
  shop_name: string
  logo: string
}

const call = <T,>(token: string, path: string, params: Record<string, unknown> = {}) => requestData<T>(`/servicer/servicer/${path}`, { ...params, token })

export async function agentLogin(username: string, password: string): Promise<{ token: string; servicer: AgentIdentity }> {
  return requestData('/servicer/servicer/login/login', { username, password })
}

/** chat/siteInfo: the agent of a kept token, with their shop (a TOKEN_* answer: the login is gone) */
export const agentIdentityQuery = (token: string) =>
  queryOptions({
    queryKey: ['servicer', token, 'identity'] as const,
    queryFn: async (): Promise<AgentIdentity> => {
      const info = await call<{ shop_name: string; logo: string; servicer: Omit<AgentIdentity, 'shop_name' | 'logo'> }>(token, 'chat/siteInfo')
      return { ...info.servicer, shop_name: info.shop_name, logo: info.logo }
    },
    staleTime: Infinity,
  })

/** a row of index/memberList: a member who talked to the shop */
export interface MemberRow {
  member_id: number
  member_name: string
  nickname: string
  username: string
  headimg: string
  online: number
  unread: number
  last_time: number
  last_dialog: DialogueRow | null
}

/** the console shows up to this many members (online first, then by the latest message) */
export const MEMBER_LIST_SIZE = 100

export const membersKey = (token: string) => ['servicer', token, 'members'] as const
export const membersQuery = (token: string, name: string) =>
  queryOptions({
    queryKey: [...membersKey(token), name] as const,
    queryFn: async () =>
      (await call<{ list: MemberRow[]; count: number }>(token, 'index/memberList', { page: 1, page_size: MEMBER_LIST_SIZE, member_name: name })).list ?? [],
    staleTime: 5_000,
    placeholderData: (previous) => previous,
  })

/** that member's unread badge shows 0 at once (message/setRead follows) */
export function clearMemberUnread(queryClient: QueryClient, token: string, memberId: number) {
  queryClient.setQueriesData<MemberRow[]>({ queryKey: membersKey(token) }, (rows) => rows?.map((r) => (r.member_id === memberId ? { ...r, unread: 0 } : r)))
}

/**
 * A conversation's stored messages (server order, each once), one entry per member. Written by the
 * console's actor (servicer.actor.ts: pages, pushes, stored answers, merged by id / client_msg_id);
 * never fetched by itself — the machine decides what is read when.
 */
export const memberMessagesQuery = (token: string, memberId: number) =>
  queryOptions<ChatMessage[]>({ queryKey: ['servicer', token, 'messages', memberId] as const, queryFn: skipToken, staleTime: Infinity })

export const setMemberRead = (token: string, memberId: number) => call<unknown>(token, 'message/setRead', { member_id: memberId })

export const memberDialogs = (token: string, memberId: number, page: number) => call<HistoryPage>(token, 'index/dialogs', { member_id: memberId, page, limit: AGENT_PAGE_SIZE })
/** the messages after one id, oldest first (the re-sync after a reconnect) */
export const memberDialogsAfter = (token: string, memberId: number, afterId: number) =>
  call<HistoryPage>(token, 'index/dialogs', { member_id: memberId, page: 1, limit: AGENT_PAGE_SIZE, after_id: afterId })

export function answerMember(token: string, input: AnswerInput) {
  return call<AnswerResult>(token, 'chat/answer', { member_id: input.memberId, content_type: input.contentType, client_msg_id: input.clientMsgId, servicer_say: input.message })
}

export const bindConsole = (token: string, clientId: string) => call<unknown>(token, 'chat/bind', { client_id: clientId })

/** logout: the agent goes offline (bye), then the token is revoked; both are tried, a failure is reported */
export async function signOutAgent(token: string) {
  const bye = await call<unknown>(token, 'chat/bye').then(
    () => null,
    (error: unknown) => error,
  )
  await call<unknown>(token, 'login/logout')
  if (bye) throw bye
}

/** chat/closeMember: end the member's conversation (their dialog is told and closed) */
export const closeMember = (token: string, memberId: number) => call<unknown>(token, 'chat/closeMember', { member_id: memberId })

/** member/info: the member the agent talks to */
export interface MemberInfo {
  member_id: number
  username: string
  nickname: string
  headimg: string
  mobile: string
  member_level_name: string
  reg_time: number
  point: number
  total_balance: string
}
export const memberInfoQuery = (token: string, memberId: number) =>
  queryOptions({
    queryKey: ['servicer', token, 'member', memberId] as const,
    queryFn: () => call<MemberInfo>(token, 'member/info', { member_id: memberId }),
    staleTime: 60_000,
  })

/** chat/orderDetail: an order card as the agent sees it (orders of members who talked to the shop) */
export const agentOrderQuery =
  (token: string): OrderCardQuery =>
  (orderId: number) =>
  queryOptions({
    queryKey: ['servicer', token, 'order', orderId] as QueryKey,
    queryFn: () => call<ChatOrder>(token, 'chat/orderDetail', { order_id: orderId }),
    staleTime: 60_000,
  })

export const uploadAgentImage = (token: string, file: File) => uploadChatImage(file, '/servicer/servicer/upload/upload', token)
