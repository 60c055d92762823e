import { request } from '../../../lib/request.ts'

/** revokes the token on the server (passed explicitly: the cookie is already gone) */
export async function logout(token: string): Promise<void> {
  await request('/api/login/logout', { token })
}
