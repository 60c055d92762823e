import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'

export interface MemberLevel {
  level_id: number
  level_name: string
  /** growth needed to reach the level */
  growth: number
}

export const memberLevelsQuery = () =>
  queryOptions({
    queryKey: ['memberlevel', 'lists'],
    queryFn: () => requestData<MemberLevel[]>('/api/memberlevel/lists', {}, { forceLogin: true }),
    staleTime: 300_000,
  })
