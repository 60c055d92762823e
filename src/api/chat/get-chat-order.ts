import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { chatKey } from './member-chat.ts'

// The member's chat calls (spec §7 Chat; reference §5.3; the wire as built: docs/conventions.md
// "Chat"). All login-forced. The chat machine calls these through chat.actor.ts; the dialog reads the
// conversation list and the card details as queries.

/** an order as an order card shows it (own orders only) */
export interface ChatOrder {
  order_id: number
  order_no: string
  order_name: string
  order_status_name: string
  order_money: string
  delivery_type_name: string
  order_goods: Array<{ sku_image: string; sku_name?: string }>
}

export const chatOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...chatKey, 'order', orderId] as QueryKey,
    queryFn: () => requestData<ChatOrder>('/servicer/api/chat/orderDetail', { order_id: orderId }, { forceLogin: true }),
    staleTime: 60_000,
  })

/** where an order card reads its order: the member's own (chatOrderQuery) or the agent console's */
export type OrderCardQuery = typeof chatOrderQuery
