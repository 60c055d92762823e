import { requestData } from '../../../lib/request.ts'

export interface CodeParams {
  mobile: string
  captcha_id: string
  captcha_code: string
}

/** sends a login code by SMS; resolves with the key to send back with it */
export async function sendLoginCode(params: CodeParams): Promise<string> {
  return (await requestData<{ key: string }>('/api/login/mobileCode', { ...params })).key
}
