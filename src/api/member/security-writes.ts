import { requestData } from '../../lib/request.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

export interface CaptchaAnswer {
  captcha_id: string
  captcha_code: string
}

/** login password by the old one */
export const modifyPasswordByOld = (input: { old_password: string; new_password: string }) =>
  requestData<unknown>('/api/member/modifypassword', { ...input }, { forceLogin: true })

/** an SMS code to the bound mobile, for a password change without the old one: answers the key */
export const sendPasswordMobileCode = (captcha: CaptchaAnswer) =>
  requestData<{ key: string } | string>('/api/member/pwdmobliecode', { ...captcha }, { forceLogin: true }).then(keyOf)

/** login password by the SMS code */
export const modifyPasswordByCode = (input: { new_password: string; code: string; key: string }) =>
  requestData<unknown>('/api/member/modifypassword', { ...input }, { forceLogin: true })

/** an SMS code to the new mobile (the path's spelling is the contract's): answers the key */
export const sendBindMobileCode = (input: CaptchaAnswer & { mobile: string }) =>
  requestData<{ key: string } | string>('/api/member/bindmobliecode', { ...input }, { forceLogin: true }).then(keyOf)

export const modifyMobile = (input: CaptchaAnswer & { mobile: string; code: string; key: string }) =>
  requestData<unknown>('/api/member/modifymobile', { ...input }, { forceLogin: true })

/** is the address free (another member's e-mail is refused here) */
export const checkEmail = (email: string) => requestData<unknown>('/api/member/checkemail', { email }, { forceLogin: true })

/** a code to the new e-mail address (the path's spelling is the contract's): answers the key */
export const sendBindEmailCode = (input: CaptchaAnswer & { email: string }) =>
  requestData<{ key: string } | string>('/api/member/bingemailcode', { ...input }, { forceLogin: true }).then(keyOf)

export const modifyEmail = (input: CaptchaAnswer & { email: string; code: string; key: string }) =>
  requestData<unknown>('/api/member/modifyemail', { ...input }, { forceLogin: true })

/** the contract answers `{key}`; some builds answer the key itself */
function keyOf(data: { key: string } | string): string {
  return typeof data === 'string' ? data : data.key
}
