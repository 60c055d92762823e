import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// /api/member/detail (login forced): the frame's welcome line, the member centre, the auth machine.

export interface MemberDetail {
  member_id: number
  username: string
  nickname: string
  headimg: string
  mobile?: string
  member_level?: number
  member_level_name?: string
  growth?: number
  point?: number
  /** yuan strings on the wire */
  balance?: string
  balance_money?: string
}

/**
 * Login forced on the member pages (a refusal there goes to /login); not when the frame restores a
 * session (`forceLogin: false`): a shopper who comes back with an expired login to a page that asks
 * for none stays on it, logged out (spec §8: only a call that requires login goes to /login).
 */
export const fetchMemberDetail = ({ forceLogin = true } = {}) => requestData<MemberDetail>('/api/member/detail', {}, { forceLogin })

// spec §4: the member record is loaded once and reloaded only on an explicit refresh (the auth
// machine's fetchMember effect), so it never goes stale by itself.
export const memberDetailQuery = () =>
  queryOptions({
    queryKey: memberKey('detail'),
    queryFn: () => fetchMemberDetail(),
    staleTime: Infinity,
  })
