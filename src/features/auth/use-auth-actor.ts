import { useEffect, useEffectEvent } from 'react'
import { useSelector } from '@xstate/react'
import type { AuthErrorCode } from '../../../machines/auth/auth.machine.ts'
import { auth } from './auth-runtime.ts'
import type { AuthActor, AuthSnapshot } from './auth.actor.ts'

// The auth pages' view of the running auth actor (they load it in their route loaders, so it runs).

/** the running actor: the auth pages' route loaders start it (auth.load()) before they render */
export function useAuthActor(): AuthActor {
  const actor = auth.current()
  if (!actor) throw new Error('useAuthActor before auth.load(): load it in the route loader')
  return actor
}

export function useAuthSelector<T>(select: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthActor(), select)
}

/** runs on every failure the machine reports (the forms show a new captcha after each one) */
export function useAuthFailures(onFailure: (code: AuthErrorCode) => void) {
  const actor = useAuthActor()
  const handle = useEffectEvent((code: AuthErrorCode) => onFailure(code))
  useEffect(() => {
    const sub = actor.on('auth.failed', (e) => handle(e.code))
    return () => sub.unsubscribe()
  }, [actor])
}
