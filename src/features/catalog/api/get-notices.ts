import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

export interface NoticeRow {
  id: number
  title: string
  create_time?: number
}

/** the home "商城资讯" box: the newest five web notices */
export const homeNoticesQuery = () =>
  queryOptions({
    queryKey: ['notice', 'page', 'home'],
    queryFn: () => requestData<Paged<NoticeRow>>('/api/notice/page', { page: 1, page_size: 5, receiving_type: 'web' }),
    staleTime: 5 * 60_000,
  })
