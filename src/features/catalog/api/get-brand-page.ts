import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

export interface Brand {
  brand_id: number
  brand_name: string
  image_url: string
  brand_initial?: string
}

export const BRAND_PAGE_SIZE = 20

export const brandPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['goodsbrand', 'page', page],
    queryFn: () => requestData<Paged<Brand>>('/api/goodsbrand/page', { page, page_size: BRAND_PAGE_SIZE }),
    staleTime: 5 * 60_000,
  })
