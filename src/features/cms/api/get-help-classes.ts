import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { HelpClass } from './types.ts'

// The help classes with their articles. The site footer reads the same call under the same key,
// so the help centre reuses what the footer fetched.
export const helpClassesQuery = () =>
  queryOptions({
    queryKey: ['helpclass', 'lists'],
    queryFn: () => requestData<HelpClass[]>('/api/helpclass/lists'),
    staleTime: 10 * 60_000,
  })
