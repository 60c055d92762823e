import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import { accountKey } from './account.ts'
import { signinKey } from './signin-key.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export interface SigninReward {
  point: number
  growth: number
  /** the streak after this sign-in */
  days_series?: number
}

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
