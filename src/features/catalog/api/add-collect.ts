import { requestData } from '../../../lib/request.ts'

// Favourite goods (login forced): is it collected, add, remove. One small module for the three calls
// of the same resource, so the query key they share lives in one place.

export interface CollectInput {
  sku_id: number
  site_id: number
  goods_id: number
  category_id: number
  sku_name: string
  sku_price: string
  sku_image: string
}

export function addCollect(input: CollectInput) {
  return requestData<number>('/api/goodscollect/add', { ...input }, { forceLogin: true })
}
