import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

/** the search placeholder word; searching with an empty box searches it */
export const defaultSearchWordsQuery = () =>
  queryOptions({
    queryKey: ['pc', 'defaultSearchWords'],
    queryFn: async () => ((await requestData<{ words: string }>('/api/pc/defaultSearchWords')).words ?? '').trim(),
    staleTime: 10 * 60_000,
  })
