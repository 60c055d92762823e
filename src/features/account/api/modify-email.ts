import { requestData } from '../../../lib/request.ts'
import type { CaptchaAnswer } from '../../../api/member/security-code.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

export const modifyEmail = (input: CaptchaAnswer & { email: string; code: string; key: string }) =>
  requestData<unknown>('/api/member/modifyemail', { ...input }, { forceLogin: true })
