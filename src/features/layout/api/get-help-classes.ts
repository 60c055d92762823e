import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface HelpClass {
  class_id: number
  class_name: string
  child_list: Array<{ id: number; title: string }>
}

// the footer's help columns (spec §9: 4 classes with 4 articles each; the view cuts them)
export const helpClassesQuery = () =>
  queryOptions({
    queryKey: ['helpclass', 'lists'],
    queryFn: () => requestData<HelpClass[]>('/api/helpclass/lists'),
    staleTime: 10 * 60_000,
  })
