import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import { accountKey } from './get-account.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export const signinKey = memberKey('membersignin')

export const isSignedQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'issign'],
    queryFn: async () => Number(await requestData<number | string>('/api/membersignin/issign', {}, { forceLogin: true })) === 1,
  })

export interface SigninReward {
  point: number
  growth: number
  /** the streak after this sign-in */
  days_series?: number
}

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

/** the reward granted lands in the points/balance ledgers and the member record */
export const signinMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => requestData<SigninReward>('/api/membersignin/signin', {}, { forceLogin: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signinKey }),
        queryClient.invalidateQueries({ queryKey: accountKey }),
        queryClient.invalidateQueries({ queryKey: memberKey('detail') }),
      ]),
  })
