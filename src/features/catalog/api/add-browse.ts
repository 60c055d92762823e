import { requestData } from '../../../lib/request.ts'

// Side effects of viewing a goods page: the click counter and, for a member, the footprint.

export interface BrowseInput {
  goods_id: number
  sku_id: number
  site_id: number
  category_id?: number
  category_id_1?: number
  category_id_2?: number
  category_id_3?: number
}

export function addBrowse(input: BrowseInput) {
  return requestData<unknown>('/api/goodsbrowse/add', { ...input })
}
