import { requestData } from '../../../lib/request.ts'

// The pay password (reference §6.2): a 4-digit SMS code to the bound mobile → verify it → 6 digits.

/** /api/member/verifypaypwdcode {key, code}: the code is right (answers the key for the next step) */
export const verifyPayPasswordCode = (key: string, code: string) => requestData<string>('/api/member/verifypaypwdcode', { key, code }, { forceLogin: true })
