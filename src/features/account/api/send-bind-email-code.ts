import { requestData } from '../../../lib/request.ts'
import { type CaptchaAnswer, keyOf } from '../../../api/member/security-code.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

/** a code to the new e-mail address (the path's spelling is the contract's): answers the key */
export const sendBindEmailCode = (input: CaptchaAnswer & { email: string }) =>
  requestData<{ key: string } | string>('/api/member/bingemailcode', { ...input }, { forceLogin: true }).then(keyOf)
