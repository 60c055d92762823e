import { request } from '../../../lib/request.ts'

/** revokes the token on the server */
export async function logout(): Promise<void> {
  await request('/api/login/logout')
}
