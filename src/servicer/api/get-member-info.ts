import { queryOptions } from '@tanstack/react-query'
import { agentCall } from './agent.ts'

/** member/info: the member the agent talks to */
export interface MemberInfo {
  member_id: number
  username: string
  nickname: string
  headimg: string
  mobile: string
  member_level_name: string
  reg_time: number
  point: number
  total_balance: string
}

export const memberInfoQuery = (token: string, memberId: number) =>
  queryOptions({
    queryKey: ['servicer', token, 'member', memberId] as const,
    queryFn: () => agentCall<MemberInfo>(token, 'member/info', { member_id: memberId }),
    staleTime: 60_000,
  })
