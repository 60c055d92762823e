import { AGENT_PAGE_SIZE, type HistoryPage } from '../../../machines/servicer/servicer.machine.ts'
import { agentCall } from './agent.ts'

/** index/dialogs: a page of the conversation with a member, newest first */
export const memberDialogs = (token: string, memberId: number, page: number) => agentCall<HistoryPage>(token, 'index/dialogs', { member_id: memberId, page, limit: AGENT_PAGE_SIZE })

/** index/dialogs after one id, oldest first (the re-sync after a reconnect) */
export const memberDialogsAfter = (token: string, memberId: number, afterId: number) =>
  agentCall<HistoryPage>(token, 'index/dialogs', { member_id: memberId, page: 1, limit: AGENT_PAGE_SIZE, after_id: afterId })
