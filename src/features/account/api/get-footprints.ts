import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'

// Browsing history (reference §6.6): newest first, each row with its day; delete one, or a whole day.

export interface Footprint {
  id: number
  browse_time: number
  /** the day it belongs to, 'YYYY-MM-DD' in the platform's time (Beijing) */
  browse_day?: string
  sku_id: number
  goods_id: number
  sku_image: string
  sku_name: string
  discount_price: string
  goods_name?: string
  /** 1 = still on sale */
  goods_state?: number
}

export const FOOTPRINT_PAGE_SIZE = 40

export const footprintsQuery = (page: number) =>
  queryOptions({
    queryKey: memberKey('goodsbrowse', 'page', page),
    queryFn: () => requestData<Paged<Footprint>>('/api/goodsbrowse/page', { page, page_size: FOOTPRINT_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
