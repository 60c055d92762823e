// The app's side of the server's first screen (decision 012; src/first-screen.tsx renders it, src/main.tsx
// loads this only on a page that carries one): before the app's first render, which replaces the
// screen, everything that render needs is there — so it is the same page, not a pending one.
import { hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { firstViewData, hasFirstView } from './first-view.ts'
import { loadCatalogs } from './i18n.ts'
import { tokenCookie } from './token.ts'

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

type QueryExtra = Pick<DehydratedState['queries'][number], 'meta' | 'queryType'>
/**
 * the query cache as the page carries it (server/http/first-view.ts FirstScreenState): per query its
 * key, and the index of the answer whose data it is (`a`) or its own data (`q`), with its meta or
 * type when it has one
 */
interface PageState {
  at: number
  a: Array<[queryKey: QueryKey, answer: number, extra?: QueryExtra]>
  q: Array<[queryKey: QueryKey, data: unknown, extra?: QueryExtra]>
}

/**
 * The query cache the server rendered the page's first screen from (server/http/first-view.ts),
 * under the same conditions as the page's answers (language, city, fresh), and never with a token
 * (the screen is a visitor's): each query a success of the server's time `at`, its data a copy of
 * the answer it refers to (the answer may still answer its call) or its own. A view's `receivedAt`
 * (when its answer arrived, for countdowns on the server's clock) is now, as for an answer taken
 * from the page.
 */
export function firstScreenState(token: unknown): DehydratedState | null {
  if (token || !hasFirstView()) return null
  try {
    const page = JSON.parse(document.getElementById('bazaar-first-screen-state')?.textContent || 'null') as PageState | null
    if (!page || !Array.isArray(page.a) || !Array.isArray(page.q) || typeof page.at !== 'number') return null
    const now = Date.now()
    const carried: Array<[QueryKey, unknown, QueryExtra?]> = [...page.q]
    for (const [queryKey, answer, extra] of page.a) {
      const data = firstViewData(answer)
      if (data === undefined) return null
      carried.push([queryKey, data, extra])
    }
    const queries: DehydratedState['queries'] = carried.map(([queryKey, data, extra]) => {
      if (data && typeof data === 'object' && typeof (data as { receivedAt?: unknown }).receivedAt === 'number') (data as { receivedAt: number }).receivedAt = now
      return {
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: page.at,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: page.at,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
        ...extra,
      }
    })
    return { mutations: [], queries }
  } catch {
    return null
  }
}
