import { queryOptions } from '@tanstack/react-query'
import { fetchPromoDetail } from './types.ts'
import type { GroupbuySku } from './groupbuy.ts'

// /groupbuy/api/goods/detail {id} and, on a spec switch, /groupbuy/api/goods/info {sku_id, id}
// (reference §7.2): the group buy with its minimum quantity (buy_num) and window.

export const groupbuyDetailQuery = (groupbuyId: number) =>
  queryOptions({
    queryKey: ['groupbuy', 'detail', groupbuyId] as const,
    queryFn: () => fetchPromoDetail<GroupbuySku>('/groupbuy/api/goods/detail', { id: groupbuyId }),
    staleTime: 10_000,
  })
