import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface CategoryNode {
  category_id: number
  category_name: string
  short_name: string
  pid: number
  level: number
  image: string
  image_adv: string
  child_list?: CategoryNode[]
}

// the header menu: three levels with images (reference §2.1: level 3, template 2)
export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', { level: 3, template: 2 }],
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 }),
    staleTime: 5 * 60_000,
  })
