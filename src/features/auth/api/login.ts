import { requestData } from '../../../lib/request.ts'
import type { AccountLogin } from '../../../../machines/auth/auth.machine.ts'

/** account login: resolves with the token */
export async function login(params: AccountLogin): Promise<string> {
  return (await requestData<{ token: string }>('/api/login/login', { ...params })).token
}
