import { startTransition, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import './ui/theme/tokens.css.ts'
import { activateLocale, savedLocale } from './lib/i18n.ts'
import { ApiFailure, setRequestHooks } from './lib/request.ts'
import { createAppRouter } from './router.tsx'
import { AppTree } from './app-tree.tsx'
import { prefetchRouteFallbacks, reloadOnStaleChunk } from './features/layout/components/route-fallbacks-lazy.tsx'
import { auth, initAuth } from './features/auth/auth-runtime.ts'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // a server answer (even an error) is final; only a dropped connection is worth one retry
      retry: (count, error) => count < 1 && error instanceof ApiFailure && error.code === -1 && !error.serverMessage,
    },
  },
})

const router = createAppRouter({ queryClient })
reloadOnStaleChunk()
prefetchRouteFallbacks()

// spec §8: a TOKEN_* answer drops the session; a login-forced call then goes to the login page,
// carrying the app path it came from (basepath stripped, with search and hash)
setRequestHooks({
  onAuthError: (forceLogin) => {
    auth.send({ type: 'auth.expired' })
    const current = router.state.location
    // several forced calls of one page fail together: the first goes to /login, the others find the
    // navigation there under way (the pending location) and do not wrap the login page's own address
    if (forceLogin && current.pathname !== '/login' && !router.state.matches.some((m) => m.routeId === '/_auth/login')) {
      void router.navigate({ to: '/login', search: { redirect: current.href } })
    }
  },
})
// the login machine: at once when a token cookie is there to restore, otherwise when idle
initAuth(queryClient)

await activateLocale(savedLocale())

const container = document.getElementById('app')!
// the server's first screen (decision 012) stays until the app can show the same page: from the
// queries the screen was made of, with its route loaded and its chunks evaluated (its lazy parts
// render at once) — the first commit replaces the screen whole, with no fallback where it showed content
if (container.firstElementChild) {
  // the app starts from the screen's own queries, with its route and chunks loaded (lib/first-screen.ts,
  // a chunk of its own: pages without a first screen never load it)
  const { prepareFirstScreen } = await import('./lib/first-screen.ts')
  await prepareFirstScreen(router, queryClient)
}

// the first render in a transition: React renders it in slices and lets the browser in between,
// instead of one long task (decision 012)
const root = createRoot(container)
startTransition(() =>
  root.render(
    <AppTree router={router} queryClient={queryClient}>
      <TakeOver />
    </AppTree>,
  ),
)

/** at the app's first commit (which replaced the server's first screen), the page is the app's: interactive */
function TakeOver() {
  useLayoutEffect(() => container.removeAttribute('inert'), [])
  return null
}
