import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

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

/**
 * The tree to `params.level` levels: three (the default) for the /category page and the menu's
 * flyout, two (FRAME_TREE_PARAMS: level-2 nodes have an empty child_list) for the rest of the header.
 */
export const categoryTreeQuery = (params: { level: number; template: number } = { level: 3, template: 2 }) =>
  queryOptions({
    queryKey: ['goodscategory', 'tree', params] as const,
    queryFn: () => requestData<CategoryNode[]>('/api/goodscategory/tree', { ...params }),
    staleTime: 5 * 60_000,
  })
