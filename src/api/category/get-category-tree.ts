import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

// /api/goodscategory/tree, three levels with images (reference §2.1: level 3, template 2): the
// header's category menu and search scope, and the /category page — one query, one key.

export interface CategoryNode {
  category_id: number
  category_name: string
  short_name?: string
  pid?: number
  level: number
  image?: string
  image_adv?: string
  child_list?: CategoryNode[]
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', { level: 3, template: 2 }] as const,
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 }),
    staleTime: 5 * 60_000,
  })
