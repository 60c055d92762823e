import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'
import { accountKey } from '../account/get-account.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export const signinKey = memberKey('membersignin')

export const isSignedQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'issign'],
    queryFn: async () => Number(await requestData<number | string>('/api/membersignin/issign', {}, { forceLogin: true })) === 1,
  })

export interface SigninReward {
  point?: number
  growth?: number
  balance?: string
}

export interface SigninRule extends SigninReward {
  /** the streak day that earns it (0/1 = every day) */
  day: number
}

export interface SigninAward {
  is_use?: number
  /** the everyday reward and the streak bonuses */
  rules: SigninRule[]
  /** the streak restarts after this many days (0: never) */
  cycle?: number
}

export const signinAwardQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'award'],
    queryFn: () => requestData<SigninAward>('/api/membersignin/award', {}, { forceLogin: true }),
  })

export interface SignStatus {
  /** 1 when signed today */
  is_sign: number
  /** the streak today (or up to yesterday when not signed yet) */
  sign_days_series: number
  /** the days of the asked month signed on, as 'YYYY-MM-DD' */
  signed_days: string[]
}

export const signStatusQuery = (month: string) =>
  queryOptions({
    queryKey: [...signinKey, 'status', month],
    queryFn: () => requestData<SignStatus>('/api/membersignin/getSignStatus', { month }, { forceLogin: true }),
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
