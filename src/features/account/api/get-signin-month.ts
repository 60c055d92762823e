import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { signinKey } from './signin-key.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export interface SignedDay {
  sign_day: string
  days_series: number
  point: number
  growth: number
}

/** the signed days of a month ('YYYY-MM') for the calendar */
export const signinMonthQuery = (month: string) =>
  queryOptions({
    queryKey: [...signinKey, 'month', month],
    queryFn: async () => (await requestData<{ month: string; list: SignedDay[] }>('/api/membersignin/lists', { month }, { forceLogin: true })).list,
  })
