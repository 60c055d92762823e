import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { routeTree } from './routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: '/web',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0, // TanStack Query owns freshness
    scrollRestoration: true,
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
