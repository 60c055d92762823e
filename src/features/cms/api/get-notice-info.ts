import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Article } from './types.ts'

export const noticeInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['notice', 'info', id],
    queryFn: ({ signal }) => requestData<Article>('/api/notice/info', { id }, { signal }),
    staleTime: 5 * 60_000,
  })
