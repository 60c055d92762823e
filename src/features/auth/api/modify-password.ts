import { requestData } from '../../../lib/request.ts'

// Account security writes (reference §6.2). Codes go out after a picture captcha; each send answers
// the `key` that the following write carries with the code.

/** login password by the old one */
export const modifyPasswordByOld = (input: { old_password: string; new_password: string }) =>
  requestData<unknown>('/api/member/modifypassword', { ...input }, { forceLogin: true })

/** login password by the SMS code */
export const modifyPasswordByCode = (input: { new_password: string; code: string; key: string }) =>
  requestData<unknown>('/api/member/modifypassword', { ...input }, { forceLogin: true })
