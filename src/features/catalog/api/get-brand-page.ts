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

/** every brand (up to the server's page-size cap): the brand filter of a search without a category */
export const allBrandsQuery = () =>
  queryOptions({
    queryKey: ['goodsbrand', 'page', 'all'],
    queryFn: () => requestData<Paged<Brand>>('/api/goodsbrand/page', { page: 1, page_size: 100 }),
    staleTime: 10 * 60_000,
  })
