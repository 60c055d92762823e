// The app's side of the server's first screen (decision 012; src/first-screen.tsx renders it, src/main.tsx
// loads this only on a page that carries one): before the app's first render, which replaces the
// screen, everything that render needs is there — so it is the same page, not a pending one.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { firstViewData, hasFirstView } from './first-view.ts'
import { loadCatalogs } from './i18n.ts'
import { tokenCookie } from './token.ts'

/** server/http/first-view.ts ANSWER_REF: a query's data that is the page's answer of this index */
const ANSWER_REF = '$bazaarAnswer'

export async function prepareFirstScreen(router: AnyRouter, queryClient: QueryClient) {
  // where the visitor scrolled the screen to stays: the router's restoration skips the first page
  // unless it is still at the top (a reload then goes back to where it was)
  let firstPage = true
  const restore = () => {
    const scrolled = firstPage && window.scrollY > 0
    firstPage = false
    return !scrolled
  }
  router.update({ ...router.options, scrollRestoration: restore })
  // the queries the screen was rendered from
  const state = firstScreenState(tokenCookie.get())
  if (state) hydrate(queryClient, state)
  // its route (loaders, split chunks), the chunks the server named for it evaluated (start.js lists
  // them: their lazy parts render at once, lib/lazy-part.tsx) and the frame's messages
  const start = document.querySelector<HTMLScriptElement>('script[data-entry]')
  const modules = (start?.dataset.modules ?? '').split(' ').filter(Boolean)
  await Promise.all([router.load(), loadCatalogs('frame'), ...modules.map((href) => import(/* @vite-ignore */ href))]).catch(() => undefined)
  // the calls the loaders started (answered from the page): a moment at most
  await fetchesSettled(queryClient, 500)
}

/** resolves when no query is fetching (told by the query cache, not polled), or after `maxMs` */
export function fetchesSettled(queryClient: QueryClient, maxMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, maxMs)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done()
    })
  })
}

/**
 * The query cache the server rendered the page's first screen from (server/http/first-view.ts),
 * under the same conditions as the page's answers (language, city, fresh), and never with a token
 * (the screen is a visitor's). A view's `receivedAt` (when its answer arrived, for countdowns on
 * the server's clock) is now, as for an answer taken from the page.
 */
export function firstScreenState(token: unknown): DehydratedState | null {
  if (token || !hasFirstView()) return null
  try {
    const state = JSON.parse(document.getElementById('bazaar-first-screen-state')?.textContent || 'null') as DehydratedState | null
    if (!state || !Array.isArray(state.queries)) return null
    const now = Date.now()
    for (const q of state.queries) {
      // data the page carries once, in its answers (server/http/first-view.ts referToAnswers)
      const ref = (q.state.data as Record<string, unknown> | undefined)?.[ANSWER_REF]
      if (typeof ref === 'number') {
        q.state.data = firstViewData(ref)
        if (q.state.data === undefined) return null
      }
      const data = q.state.data as { receivedAt?: unknown } | undefined
      if (data && typeof data === 'object' && typeof data.receivedAt === 'number') data.receivedAt = now
    }
    return state
  } catch {
    return null
  }
}
