import { requestData } from '../../../lib/request.ts'
import type { SayAnswer, SayInput } from '../../../../machines/chat/chat.machine.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

export function sayChat(input: SayInput) {
  const params: Record<string, unknown> = { site_id: input.siteId, servicer_id: input.servicerId, content_type: input.contentType, client_msg_id: input.clientMsgId }
  if (input.kind === 'goods') params.goods_id = input.goodsId
  else if (input.kind === 'order') params.order_id = input.orderId
  else params.message = input.message
  return requestData<SayAnswer>('/servicer/api/chat/say', params, { forceLogin: true })
}
