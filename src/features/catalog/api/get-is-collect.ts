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
