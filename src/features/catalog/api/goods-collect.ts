import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// Favourite goods (login forced): is it collected, add, remove. One small module for the three calls
// of the same resource, so the query key they share lives in one place.

export const isCollectQuery = (goodsId: number) =>
  queryOptions({
    queryKey: memberKey('goodscollect', 'iscollect', goodsId),
    queryFn: () => requestData<number>('/api/goodscollect/iscollect', { goods_id: goodsId }),
  })

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

export function deleteCollect(goodsId: number) {
  return requestData<unknown>('/api/goodscollect/delete', { goods_id: goodsId }, { forceLogin: true })
}
