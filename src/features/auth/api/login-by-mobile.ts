import { requestData } from '../../../lib/request.ts'

/** mobile-code login: the key came with the SMS code */
export async function loginByMobile(params: { mobile: string; key: string; code: string }): Promise<string> {
  return (await requestData<{ token: string }>('/api/login/mobile', params)).token
}
