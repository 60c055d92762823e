import { requestData } from '../../../lib/request.ts'

// The pay password (reference §6.2): a 4-digit SMS code to the bound mobile → verify it → 6 digits.

/** /api/member/paypwdcode: sends a code to the bound mobile; answers `{key}` (as every code call), this gives the key */
export const sendPayPasswordCode = async () => (await requestData<{ key: string }>('/api/member/paypwdcode', {}, { forceLogin: true })).key
