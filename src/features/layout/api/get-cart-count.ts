import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

// The header and side tools show it; the cart work invalidates ['cart'] after add/delete/edit,
// which refreshes this count too (spec §4).
export const cartCountQuery = () =>
  queryOptions({
    queryKey: ['cart', 'count'],
    queryFn: async () => Number(await requestData<number | string>('/api/cart/count')) || 0,
  })
