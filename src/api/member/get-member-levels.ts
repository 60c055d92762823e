import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'

// /api/memberlevel/lists (reference §6.1, §6.5): the levels, lowest first; the member home's progress
// bar and the level page. The same for every member, so not member-scoped.

export interface MemberLevel {
  level_id: number
  level_name: string
  /** growth needed to reach the level */
  growth: number
  /** what the level gives, in the operator's words */
  remark?: string
  /** benefits a server may add (reference: consume_discount 折, point_feedback 倍, is_free_shipping) */
  consume_discount?: number | string
  point_feedback?: number | string
  is_free_shipping?: number
}

export const memberLevelsQuery = () =>
  queryOptions({
    queryKey: ['memberlevel', 'lists'],
    queryFn: () => requestData<MemberLevel[]>('/api/memberlevel/lists', {}, { forceLogin: true }),
    staleTime: 300_000,
  })
