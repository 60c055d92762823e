import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Article } from './types.ts'

export const helpInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['help', 'info', id],
    queryFn: ({ signal }) => requestData<Article & { class_id?: number; class_name?: string }>('/api/help/info', { id }, { signal }),
    staleTime: 5 * 60_000,
  })
