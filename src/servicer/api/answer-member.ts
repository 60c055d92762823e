import type { AnswerInput, AnswerResult } from '../../../machines/servicer/servicer.machine.ts'
import { agentCall } from './agent.ts'

/** chat/answer: the agent's message to a member (the client_msg_id makes a resend one message) */
export function answerMember(token: string, input: AnswerInput) {
  return agentCall<AnswerResult>(token, 'chat/answer', { member_id: input.memberId, content_type: input.contentType, client_msg_id: input.clientMsgId, servicer_say: input.message })
}
