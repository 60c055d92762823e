import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { auth, useAuthStatus, type AuthStatus } from './auth-runtime.ts'
import { memberDetailQuery } from '../../api/member/get-member-detail.ts'

export interface SessionMember {
  member_id: number
  username: string
  nickname: string
  headimg: string
  /** registration time (epoch seconds): a new member is welcomed, not welcomed back */
  reg_time?: number
}

export interface AuthSession {
  status: AuthStatus
  member: SessionMember | null
  logout(): void
}

const endSession = () => auth.send({ type: 'auth.logout' })

/** the login state for the frame: status from the auth actor, the member from its query */
export function useAuthSession(): AuthSession {
  const router = useRouter()
  const status = useAuthStatus()
  const { data } = useQuery({ ...memberDetailQuery(), enabled: status === 'loggedIn' })
  return {
    status,
    member: status === 'loggedIn' && data ? data : null,
    logout() {
      // back to the frame: a page that needs login gives way to the home page first, and the session
      // ends once it has — ended while that page was still there, its login-forced queries (dropped
      // with the session) asked again without a token, and their refusal sent the member who had just
      // logged out to the login page (spec §8 is for a login that expired, not one the member ended)
      if (router.state.matches.some((m) => m.staticData?.requiresLogin)) void router.navigate({ to: '/index' }).finally(endSession)
      else endSession()
    },
  }
}
