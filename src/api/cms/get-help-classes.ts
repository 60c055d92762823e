import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

// /api/helpclass/lists: the help classes with their articles — the footer's help columns (spec §9:
// 4 classes with 4 articles each; the view cuts them) and the help centre, from one cache entry.

export interface HelpClass {
  class_id: number
  class_name: string
  child_list: Array<{ id: number; title: string }>
}

export const helpClassesQuery = () =>
  queryOptions({
    queryKey: ['helpclass', 'lists'] as const,
    queryFn: ({ signal }) => requestData<HelpClass[]>('/api/helpclass/lists', {}, { signal }),
    staleTime: 10 * 60_000,
  })
