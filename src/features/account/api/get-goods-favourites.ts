import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'
import { FAVOURITE_PAGE_SIZE } from './favourites.ts'

// My follows (reference §6.6): favourite goods and followed shops, paged; removing one.

export interface GoodsFavourite {
  collect_id: number
  goods_id: number
  sku_id: number
  site_id: number
  sku_name: string
  goods_name?: string
  sku_price: string
  sku_image: string
  /** 1 = still on sale */
  goods_state?: number
  create_time?: number
}

export const goodsFavouritesQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('goodscollect', 'page', page),
    queryFn: () => requestData<Paged<GoodsFavourite>>('/api/goodscollect/page', { page, page_size: FAVOURITE_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
