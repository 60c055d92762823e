import { requestData } from '../../lib/request.ts'
import type { DialogueRow } from '../../../machines/chat/chat-message.ts'

// What the agent console's operations share (reference §5.4; server/modules/chat/agent.ts): the call
// with the agent's own token (never the shopper's cookie), who is logged in, the member list's rows
// and keys. Each operation is its own file beside this one.

/** a call to /servicer/servicer/<path> with the agent's token */
export const agentCall = <T,>(token: string, path: string, params: Record<string, unknown> = {}) => requestData<T>(`/servicer/servicer/${path}`, { ...params, token })

/** who is logged in (login/login and chat/siteInfo) */
export interface AgentIdentity {
  servicer_id: number
  site_id: number
  nickname: string
  avatar: string
  shop_name: string
  logo: string
}

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

export const membersKey = (token: string) => ['servicer', token, 'members'] as const
