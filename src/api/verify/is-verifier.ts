import { queryOptions } from '@tanstack/react-query'
import { request } from '../../lib/request.ts'
import { memberKey } from '../member-scope.ts'

// /api/verify/checkisverifier (reference §6.7): whether the member verifies codes for a shop — the
// sidebar's 核销台 / 核销记录 entries and the verification pages read it.
export const isVerifierQuery = () =>
  queryOptions({
    queryKey: memberKey('verify', 'isVerifier'),
    queryFn: async ({ signal }) => {
      const res = await request<unknown>('/api/verify/checkisverifier', {}, { forceLogin: true, signal, success: (code) => code >= -1 })
      return res.code === 0 && res.data !== false && res.data !== null && res.data !== 0
    },
    staleTime: 5 * 60_000,
  })
