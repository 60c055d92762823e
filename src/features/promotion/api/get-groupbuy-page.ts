import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

// /groupbuy/api/goods/page (reference §7.2): group buys in progress.

export interface GroupbuyGoods {
  groupbuy_id: number
  goods_id?: number
  sku_id?: number
  goods_name: string
  sku_name?: string
  sku_image: string
  groupbuy_price: string
  price: string
  /** the minimum purchase quantity */
  buy_num?: number
  sell_num?: number
  start_time?: number
  end_time?: number
  site_name?: string
}

export const GROUPBUY_PAGE_SIZE = 20

export const groupbuyPageQuery = (page = 1, pageSize = GROUPBUY_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['groupbuy', 'page', page, pageSize] as const,
    queryFn: ({ signal }) => requestData<Paged<GroupbuyGoods>>('/groupbuy/api/goods/page', { page, page_size: pageSize }, { signal }),
    staleTime: 30_000,
  })
