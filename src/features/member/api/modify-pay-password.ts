import { requestData } from '../../../lib/request.ts'

// The pay password (reference §6.2): a 4-digit SMS code to the bound mobile → verify it → 6 digits.

/** /api/member/modifypaypassword {key, code, password} */
export const modifyPayPassword = (input: { key: string; code: string; password: string }) =>
  requestData<number>('/api/member/modifypaypassword', input, { forceLogin: true })
