import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { signinKey } from './signin-key.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export interface SignStatus {
  is_use: number
  /** 1 when signed today */
  is_sign: number
  /** the streak: today's, else yesterday's (still alive), else 0 */
  days_series: number
  /** the server's calendar day, 'YYYY-MM-DD' (Beijing time) */
  today: string
  /** what the next sign-in gives */
  next_point: number
  next_growth: number
}

export const signStatusQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'status'],
    queryFn: () => requestData<SignStatus>('/api/membersignin/getSignStatus', {}, { forceLogin: true }),
  })
