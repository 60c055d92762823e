import { requestData } from '../../../lib/request.ts'
import type { CodeParams } from './send-login-code.ts'

/** sends a find-password code by SMS; resolves with its key */
export async function sendPasswordCode(params: CodeParams): Promise<string> {
  return (await requestData<{ key: string }>('/api/findpassword/mobilecode', { ...params })).key
}
