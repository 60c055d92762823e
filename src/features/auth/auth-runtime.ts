import type { QueryClient } from '@tanstack/react-query'
import { tokenCookie } from '../../lib/token.ts'
import { lazyActor } from '../../lib/lazy-actor.ts'
import type { AuthActor, AuthSnapshot } from './auth.actor.ts'

// The auth machine and XState are not part of the first-load bundle (~18 kB gzip): the frame only
// needs to know whether someone is logged in. The actor module loads at once when a token cookie
// exists (its restore flow checks the token and loads the member), otherwise when the browser is
// idle or an auth page opens (its route loader calls auth.load()). Until it runs, "no token cookie"
// already means logged out.

// set by initAuth, which main.tsx calls before anything can load the actor
let queryClient: QueryClient

/** the app's one auth actor (src/lib/lazy-actor.ts) */
export const auth = lazyActor<AuthActor>(() => import('./auth.actor.ts').then((m) => m.createAuthActor(queryClient)))

/** called once at start-up */
export function initAuth(client: QueryClient) {
  queryClient = client
  if (tokenCookie.get()) void auth.load()
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void auth.load())
  else setTimeout(() => void auth.load(), 1)
}

export type AuthStatus = 'restoring' | 'loggedIn' | 'loggedOut'

export function authStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('loggedOut')) return 'loggedOut'
  if (snapshot.matches('loggedIn') || snapshot.matches('loggingOut')) return 'loggedIn'
  return 'restoring'
}

/** the login status, without loading the machine */
export const useAuthStatus = (): AuthStatus => auth.useSelect(authStatus, () => (tokenCookie.get() ? 'restoring' : 'loggedOut'))
