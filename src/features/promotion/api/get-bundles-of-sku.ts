import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Bundle } from './bundling.ts'

// Bundles (组合套餐, reference §7.3): the bundles a sku is in (goods detail) and one bundle's detail.

/** /bundling/api/bundling/lists {sku_id}: the bundles that sku is in */
export const bundlesOfSkuQuery = (skuId: number) =>
  queryOptions({
    queryKey: ['bundling', 'lists', skuId] as const,
    queryFn: ({ signal }) => requestData<Bundle[]>('/bundling/api/bundling/lists', { sku_id: skuId }, { signal }),
    staleTime: 60_000,
  })
