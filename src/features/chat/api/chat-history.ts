import { requestData } from '../../../lib/request.ts'
import type { HistoryPage } from '../../../../machines/chat/chat.machine.ts'
import { HISTORY_PAGE_SIZE } from '../../../../machines/chat/chat-message.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

export const chatHistory = (siteId: number, page: number, servicerId: number) =>
  requestData<HistoryPage>('/servicer/api/chat/dialogs', { site_id: siteId, page, limit: HISTORY_PAGE_SIZE, servicer_id: servicerId }, { forceLogin: true })
