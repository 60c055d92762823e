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

/** /api/member/paypwdcode: sends a code to the bound mobile; answers `{key}` (as every code call), this gives the key */
export const sendPayPasswordCode = async () => (await requestData<{ key: string }>('/api/member/paypwdcode', {}, { forceLogin: true })).key

/** /api/member/verifypaypwdcode {key, code}: the code is right (answers the key for the next step) */
export const verifyPayPasswordCode = (key: string, code: string) => requestData<string>('/api/member/verifypaypwdcode', { key, code }, { forceLogin: true })

/** /api/member/modifypaypassword {key, code, password} */
export const modifyPayPassword = (input: { key: string; code: string; password: string }) =>
  requestData<number>('/api/member/modifypaypassword', input, { forceLogin: true })
