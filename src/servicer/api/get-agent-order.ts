import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { ChatOrder, OrderCardQuery } from '../../api/chat/get-chat-order.ts'
import { agentCall } from './agent.ts'

/** chat/orderDetail: an order card as the agent sees it (orders of members who talked to the shop) */
export const agentOrderQuery =
  (token: string): OrderCardQuery =>
  (orderId: number) =>
  queryOptions({
    queryKey: ['servicer', token, 'order', orderId] as QueryKey,
    queryFn: () => agentCall<ChatOrder>(token, 'chat/orderDetail', { order_id: orderId }),
    staleTime: 60_000,
  })
