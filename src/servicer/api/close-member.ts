import { agentCall } from './agent.ts'

/** chat/closeMember: end the member's conversation (their dialog is told and closed) */
export const closeMember = (token: string, memberId: number) => agentCall<unknown>(token, 'chat/closeMember', { member_id: memberId })
