import { agentCall } from './agent.ts'

/** message/setRead: the member's messages are read by the agent */
export const setMemberRead = (token: string, memberId: number) => agentCall<unknown>(token, 'message/setRead', { member_id: memberId })
