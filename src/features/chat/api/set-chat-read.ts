import { requestData } from '../../../lib/request.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

export const setChatRead = (siteId: number) => requestData<unknown>('/servicer/api/chat/setRead', { site_id: siteId }, { forceLogin: true })
