import { requestData } from '../../../lib/request.ts'

// Favourite goods (login forced): is it collected, add, remove. One small module for the three calls
// of the same resource, so the query key they share lives in one place.

export function deleteCollect(goodsId: number) {
  return requestData<unknown>('/api/goodscollect/delete', { goods_id: goodsId }, { forceLogin: true })
}
