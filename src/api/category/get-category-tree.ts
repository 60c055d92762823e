import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { FRAME_TREE_PARAMS } from '../../../domain/catalog/first-view-calls.ts'

// /api/goodscategory/tree with images (reference §2.1: template 2): three levels for the /category
// page and the header menu's flyout; two for the rest of the header (the menu's rows, the search
// scope, the quick links) — what every page's HTML embeds (decision 012).

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

/** the three levels */
export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', { level: 3, template: 2 }] as const,
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 }),
    staleTime: 5 * 60_000,
  })

/** the first two levels (level-2 nodes have an empty child_list) */
export const categoryTreeTopQuery = () =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', FRAME_TREE_PARAMS] as const,
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { ...FRAME_TREE_PARAMS }),
    staleTime: 5 * 60_000,
  })
