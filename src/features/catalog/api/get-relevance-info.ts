import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface RelevanceBrand {
  id: number
  brand_name: string
  image_url: string
  brand_initial: string
}
export interface RelevanceAttribute {
  attr_id: number
  attr_name: string
  child: Array<{ attr_value_id: number; attr_value_name: string }>
}
export interface RelevanceInfo {
  brand_list: RelevanceBrand[]
  brand_initial_list: string[]
  attribute_list: RelevanceAttribute[]
}

/** brands and filterable attributes of a category (the list page's filter panel) */
export const relevanceInfoQuery = (categoryId: number, level: number) =>
  queryOptions({
    queryKey: ['goodscategory', 'relevanceinfo', categoryId, level],
    queryFn: () => requestData<RelevanceInfo>('/api/goodscategory/relevanceinfo', { category_id: categoryId, category_level: level }),
    staleTime: 5 * 60_000,
  })
