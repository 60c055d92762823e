import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'
import { FAVOURITE_PAGE_SIZE } from './favourites.ts'

// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

export interface ShopFollowRow {
  site_id: number
  site_name: string
  logo: string
  shop_desccredit?: number | string
  shop_servicecredit?: number | string
  shop_deliverycredit?: number | string
  telephone?: string
}

export const shopFollowsQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('shopmember', 'page', page),
    queryFn: () => requestData<Paged<ShopFollowRow>>('/api/shopmember/membershoppages', { page, page_size: FAVOURITE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
