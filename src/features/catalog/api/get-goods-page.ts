import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { GoodsApiParams } from '../../../../domain/catalog/list-params.ts'
import type { GoodsListItem, Paged } from './types.ts'

export const goodsPageQuery = (params: GoodsApiParams) =>
  queryOptions({
    queryKey: ['goodssku', 'page', params],
    queryFn: ({ signal }) => requestData<Paged<GoodsListItem>>('/api/goodssku/page', { ...params }, { signal }),
  })
