import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { authMachine } from '../../../machines/auth/auth.machine.ts'
import { tokenCookie } from '../../lib/token.ts'
import { dropMemberQueries } from '../../api/member-scope.ts'
import { fetchMemberDetail, memberDetailQuery } from '../../api/member/get-member-detail.ts'
import { login } from './api/login.ts'
import { loginByMobile } from './api/login-by-mobile.ts'
import { register } from './api/register.ts'
import { sendLoginCode } from './api/send-login-code.ts'
import { sendPasswordCode } from './api/send-password-code.ts'
import { checkMobile } from './api/check-mobile.ts'
import { resetPassword } from './api/reset-password.ts'
import { logout } from './api/logout.ts'

export type AuthActor = ActorRefFrom<typeof authMachine>
export type AuthSnapshot = SnapshotFrom<typeof authMachine>

/** the auth machine with the app's effects: the token cookie, the calls, the member query */
export function createAuthActor(queryClient: QueryClient): AuthActor {
  // logout and TOKEN_* both end here: the token goes, and with it every member-scoped answer
  const clearSession = () => {
    tokenCookie.remove()
    dropMemberQueries(queryClient)
  }
  // a login (account, mobile code, registration) starts a session with no member answers: anything
  // cached before it is not this member's (a count asked for while the last member logged out answered
  // for a visitor, and the next member's header showed it)
  const startSession = (token: string, autoLoginDays: number) => {
    tokenCookie.set(token, autoLoginDays)
    dropMemberQueries(queryClient)
  }
  const machine = authMachine.provide({
    guards: { hasToken: () => tokenCookie.get() !== undefined },
    actions: { clearSession },
    actors: {
      fetchMember: fromPromise(async () => {
        // the session restore of any page: a refusal logs out here, it does not send to /login
        const member = await fetchMemberDetail({ forceLogin: false })
        queryClient.setQueryData(memberDetailQuery().queryKey, member)
      }),
      logout: fromPromise(async () => {
        // the session ends here at once; the server is then told to revoke the token
        const token = tokenCookie.get()
        clearSession()
        if (token) await logout(token)
      }),
      loginByAccount: fromPromise(async ({ input }) => {
        const token = await login(input)
        startSession(token, input.autoLoginRange)
        return { token }
      }),
      loginByMobile: fromPromise(async ({ input }) => {
        const token = await loginByMobile({ mobile: input.mobile, key: input.key, code: input.code })
        startSession(token, input.autoLoginRange)
        return { token }
      }),
      registerAccount: fromPromise(async ({ input }) => {
        const token = await register(input)
        // a fresh registration logs in for this browser session
        startSession(token, 0)
        return { token }
      }),
      sendCode: fromPromise(async ({ input }) => {
        const params = { mobile: input.mobile, captcha_id: input.captcha_id, captcha_code: input.captcha_code }
        return { key: input.purpose === 'login' ? await sendLoginCode(params) : await sendPasswordCode(params) }
      }),
      checkMobile: fromPromise(async ({ input }) => checkMobile(input.mobile)),
      resetPassword: fromPromise(async ({ input }) => resetPassword(input)),
    },
  })
  return createActor(machine)
}
