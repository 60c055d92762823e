import { requestData } from '../../../lib/request.ts'

// The verification counter (reference §6.7): a code's detail, confirming its use, the records by type.

export const confirmVerify = (code: string) => requestData<unknown>('/api/verify/verify', { verify_code: code }, { forceLogin: true })
