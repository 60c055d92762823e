import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { signinKey } from './signin-key.ts'

// Daily sign-in (reference §6.5): signed today?, sign in (once a day; a second call is refused with
// SIGNED_IN), the reward rules.

export const isSignedQuery = () =>
  queryOptions({
    queryKey: [...signinKey, 'issign'],
    queryFn: async () => Number(await requestData<number | string>('/api/membersignin/issign', {}, { forceLogin: true })) === 1,
  })
