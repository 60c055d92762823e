import { request } from '../../../lib/request.ts'

/** resolves when the number belongs to a member (the first find-password step) */
export async function checkMobile(mobile: string): Promise<void> {
  await request('/api/member/checkmobile', { mobile })
}
