import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Page, Shop } from './types.ts'

export const STREET_PAGE_SIZE = 12 // reference §2.6: the street pages by 12

export interface ShopPageParams {
  keyword?: string
  /** '' = default (site_id), shop_sales, shop_desccredit */
  order?: '' | 'shop_sales' | 'shop_desccredit'
  page?: number
  /** the chosen city (reference §2.6: shops of that city site rank first) */
  web_city?: number
}

export const shopPageQuery = ({ keyword, order, page = 1, web_city }: ShopPageParams) =>
  queryOptions({
    queryKey: ['shop', 'page', { keyword: keyword ?? '', order: order ?? '', page, web_city: web_city ?? 0 }],
    queryFn: ({ signal }) =>
      requestData<Page<Shop>>(
        '/api/shop/page',
        {
          page,
          page_size: STREET_PAGE_SIZE,
          ...(keyword ? { keyword } : {}),
          ...(order ? { order, sort: 'desc' } : {}),
          ...(web_city ? { web_city } : {}),
        },
        { signal },
      ),
  })
