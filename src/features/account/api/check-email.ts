import { requestData } from '../../../lib/request.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

/** is the address free (another member's e-mail is refused here) */
export const checkEmail = (email: string) => requestData<unknown>('/api/member/checkemail', { email }, { forceLogin: true })
