import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export const aftersaleQuery = () =>
  queryOptions({
    queryKey: ['goods', 'aftersale'],
    queryFn: () => requestData<{ content: string } | null>('/api/goods/aftersale'),
    staleTime: 10 * 60_000,
  })
