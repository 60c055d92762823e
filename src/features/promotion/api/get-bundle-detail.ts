import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Bundle } from './bundling.ts'

// Bundles (组合套餐, reference §7.3): the bundles a sku is in (goods detail) and one bundle's detail.

/** /bundling/api/bundling/detail {bl_id} */
export const bundleDetailQuery = (blId: number) =>
  queryOptions({
    queryKey: ['bundling', 'detail', blId] as const,
    queryFn: ({ signal }) => requestData<Bundle>('/bundling/api/bundling/detail', { bl_id: blId }, { signal }),
    staleTime: 10_000,
  })
