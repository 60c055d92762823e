import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useAuthActor, useAuthSelector } from './use-auth-actor.ts'
import { authStatus } from './auth-runtime.ts'
import { safeRedirect } from './safe-redirect.ts'

/**
 * For the login, register and find-password pages: start the form afresh, and once logged in go
 * to the (same-site) redirect target or the home page.
 */
export function useAuthPage(redirect: string | undefined) {
  const actor = useAuthActor()
  const navigate = useNavigate()
  const status = useAuthSelector(authStatus)
  useEffect(() => {
    actor.send({ type: 'form.reset' })
  }, [actor])
  useEffect(() => {
    if (status === 'loggedIn') void navigate({ href: safeRedirect(redirect), replace: true })
  }, [status, redirect, navigate])
}
