import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { ShopCategory } from './types.ts'

export const shopCategoryTreeQuery = (siteId: number) =>
  queryOptions({
    queryKey: ['shopgoodscategory', 'tree', siteId],
    queryFn: ({ signal }) => requestData<ShopCategory[]>('/api/shopgoodscategory/tree', { site_id: siteId }, { signal }),
    staleTime: 5 * 60_000,
  })
