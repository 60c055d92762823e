import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface CategoryInfo {
  category_id: number
  category_name: string
  level: number
  category_full_name: string
}

export const categoryInfoQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['goodscategory', 'info', categoryId],
    queryFn: () => requestData<CategoryInfo>('/api/goodscategory/info', { category_id: categoryId }),
    staleTime: 5 * 60_000,
  })
