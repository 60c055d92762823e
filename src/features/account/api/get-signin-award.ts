import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { signinKey } from './signin-key.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

/** the reward rules: every sign-in, plus a bonus on some days of each `cycle`-day streak */
export interface SigninAward {
  is_use: number
  point: number
  growth: number
  cycle: number
  continuous: Array<{ day: number; point: number; growth: number }>
}

export const signinAwardQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'award'],
    queryFn: () => requestData<SigninAward>('/api/membersignin/award', {}, { forceLogin: true }),
    staleTime: 60_000,
  })
