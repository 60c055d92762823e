import { request } from '../../../lib/request.ts'
import type { PasswordReset } from '../../../../machines/auth/auth.machine.ts'

/** sets a new password with the SMS code (and its key) */
export async function resetPassword(params: PasswordReset & { key: string }): Promise<void> {
  await request('/api/findpassword/mobile', { ...params })
}
