import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { CategoryNode } from './types.ts'

/** the whole 3-level tree with images (template 2) */
export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', 3, 2],
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 }),
    staleTime: 5 * 60_000,
  })
