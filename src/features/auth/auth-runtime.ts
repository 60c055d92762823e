import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { tokenCookie } from '../../lib/token.ts'
import type { AuthActor, AuthSnapshot } from './auth.actor.ts'

// The auth machine and XState are not part of the first-load bundle (~18 kB gzip): the frame only
// needs to know whether someone is logged in. The actor module loads at once when a token cookie
// exists (its restore flow checks the token and loads the member), otherwise when the browser is
// idle or an auth page opens. Until it runs, "no token cookie" already means logged out.

let queryClient: QueryClient | null = null
let actor: AuthActor | null = null
let loading: Promise<AuthActor> | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** called once at start-up */
export function initAuth(client: QueryClient) {
  queryClient = client
  if (tokenCookie.get()) void loadAuth()
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadAuth())
  else setTimeout(() => void loadAuth(), 1)
}

/** the running auth actor, loading and starting it on first use */
export function loadAuth(): Promise<AuthActor> {
  if (!queryClient) throw new Error('initAuth(queryClient) must run first')
  const client = queryClient
  loading ??= import('./auth.actor.ts').then((module) => {
    const started = module.createAuthActor(client)
    started.subscribe(notify)
    started.start()
    actor = started
    notify()
    return started
  })
  return loading
}

/** the actor once it runs (auth pages load it in their route loader, so they always have it) */
export const currentAuthActor = (): AuthActor | null => actor

export type AuthStatus = 'restoring' | 'loggedIn' | 'loggedOut'

export function authStatus(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('loggedOut')) return 'loggedOut'
  if (snapshot.matches('loggedIn') || snapshot.matches('loggingOut')) return 'loggedIn'
  return 'restoring'
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const statusNow = (): AuthStatus => (actor ? authStatus(actor.getSnapshot()) : tokenCookie.get() ? 'restoring' : 'loggedOut')

/** the login status, without loading the machine */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribe, statusNow, statusNow)
}

/** send an event to the machine, loading it first if needed */
export function sendAuth(event: Parameters<AuthActor['send']>[0]) {
  void loadAuth().then((a) => a.send(event))
}
