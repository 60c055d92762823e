// PLACEHOLDER owned by the auth helper: replaced by the real auth-actor hook.
import { tokenCookie } from '../../lib/token.ts'

export interface SessionMember {
  member_id: number
  username: string
  nickname: string
  headimg: string
}

export interface AuthSession {
  status: 'restoring' | 'loggedIn' | 'loggedOut'
  member: SessionMember | null
  logout(): void
}

export function useAuthSession(): AuthSession {
  return { status: tokenCookie.get() ? 'loggedIn' : 'loggedOut', member: null, logout: () => tokenCookie.remove() }
}
