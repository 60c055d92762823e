import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { shopInfoKey } from '../../../api/shop/set-shop-follow.ts'
import type { ShopDetail } from './types.ts'

export const shopInfoQuery = (siteId: number) =>
  queryOptions({
    queryKey: shopInfoKey(siteId),
    queryFn: ({ signal }) => requestData<ShopDetail>('/api/shop/info', { site_id: siteId }, { signal }),
    staleTime: 60_000,
  })
