import { requestData } from '../../../lib/request.ts'
import { type CaptchaAnswer, keyOf } from '../../../api/member/security-code.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

/** an SMS code to the bound mobile, for a password change without the old one: answers the key */
export const sendPasswordMobileCode = (captcha: CaptchaAnswer) =>
  requestData<{ key: string } | string>('/api/member/pwdmobliecode', { ...captcha }, { forceLogin: true }).then(keyOf)
