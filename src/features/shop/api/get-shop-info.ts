import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { ShopDetail } from './types.ts'

export const shopInfoQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['shop', 'info', siteId],
    queryFn: ({ signal }) => requestData<ShopDetail>('/api/shop/info', { site_id: siteId }, { signal }),
    staleTime: 60_000,
  })
