import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { routeTree } from './routeTree.gen.ts'
import { RouteFailed, RoutePending } from './features/layout/components/route-fallbacks-lazy.tsx'
import { parseSearchValue, quotedSearchValue } from '../domain/search-value.ts'

export { parseSearchValue, quotedSearchValue }

export interface RouterContext {
  queryClient: QueryClient
}

/** `history`: the server's first-screen render passes a memory history (src/first-screen.tsx) */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    basepath: '/web',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0, // TanStack Query owns freshness
    scrollRestoration: true,
    // search values are JSON-parsed; a long digit string stays an id (lib/search-value.ts)
    parseSearch: parseSearchWith(parseSearchValue),
    // and written back bare when they read back the same: ?code=2026112… rather than ?code=%222026112…%22
    stringifySearch: stringifySearchWith(JSON.stringify, quotedSearchValue),
    // a page on its way or failed shows so inside the frame (spec §9: chunk time-out, retry)
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteFailed,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** page title (a msg`` descriptor): document.title = title - site title */
    title?: MessageDescriptor
    /** the page spans the whole window instead of the content column */
    fullWidth?: boolean
    /** body background colour while the page is shown */
    background?: string
    /** the page needs login: logging out there goes back to the home page */
    requiresLogin?: boolean
  }
}
