import { requestData } from '../../../lib/request.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

/** bye from this tab (its socket's client id): the member's other tabs stay in the conversation */
export const byeChat = (siteId: number, servicerId: number, clientId = '') =>
  requestData<unknown>('/servicer/api/chat/bye', { site_id: siteId, servicer_id: servicerId, ...(clientId ? { client_id: clientId } : {}) }, { forceLogin: true })
