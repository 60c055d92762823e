import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// /api/member/info (reference §6.2): the profile page's fields

export interface MemberInfo {
  member_id: number
  username: string
  nickname: string
  email: string
  mobile: string
  headimg: string
  sex?: number
  birthday?: number
  member_level_name?: string
  reg_time?: number
}

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberKey('info'),
    queryFn: () => requestData<MemberInfo>('/api/member/info', {}, { forceLogin: true }),
  })
