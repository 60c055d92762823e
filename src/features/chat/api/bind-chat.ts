import { requestData } from '../../../lib/request.ts'
import type { BindAnswer } from '../../../../machines/chat/chat.machine.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

export const bindChat = (clientId: string, siteId: number) => requestData<BindAnswer>('/servicer/api/chat/bind', { client_id: clientId, site_id: siteId }, { forceLogin: true })
