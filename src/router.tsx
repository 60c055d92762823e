import { createRouter, parseSearchWith } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { routeTree } from './routeTree.gen.ts'
import { RouteFailed, RoutePending } from './features/layout/components/route-fallbacks-lazy.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export function parseSearchValue(raw: string): unknown {
  const value: unknown = JSON.parse(raw)
  return typeof value === 'number' && !Number.isSafeInteger(value) && /^\d+$/.test(raw) ? raw : value
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: '/web',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0, // TanStack Query owns freshness
    scrollRestoration: true,
    // search values are JSON-parsed, but a long digit string (out_trade_no, order numbers, as the pay
    // gateway writes them: /web/result?code=2026112312000012345678) is an id, not a number to round
    parseSearch: parseSearchWith(parseSearchValue),
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
