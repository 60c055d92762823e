import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'

// The pay password (reference §6.2): a 4-digit SMS code to the bound mobile → verify it → 6 digits.

/** /api/member/ispaypassword: 1 when the member has one */
export const payPasswordSetQuery = () =>
  queryOptions({
    queryKey: memberKey('paypassword', 'isset'),
    queryFn: async () => Number(await requestData<number>('/api/member/ispaypassword', {}, { forceLogin: true })) === 1,
  })
