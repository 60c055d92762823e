import { requestData } from '../../../lib/request.ts'
import type { Registration } from '../../../../machines/auth/auth.machine.ts'

/** registers by username; the new member is logged in: resolves with the token */
export async function register(params: Registration): Promise<string> {
  return (await requestData<{ token: string }>('/api/register/username', { ...params })).token
}
