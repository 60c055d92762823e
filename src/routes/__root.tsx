import { useEffect } from 'react'
import { createRootRouteWithContext, Outlet, redirect, useMatches } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import type { RouterContext } from '../router.tsx'
import { siteInfoQuery } from '../features/layout/api/get-site-info.ts'
import { NotFoundPage } from '../features/layout/components/not-found-page.tsx'
import { RouteErrorPage } from '../features/layout/components/route-error-page.tsx'
import { Toaster } from '../ui/toaster.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // closed-site guard: every route but /closed goes to /closed while web_status is off
    const site = await context.queryClient.ensureQueryData(siteInfoQuery()).catch(() => null)
    if (site && !site.web_status && location.pathname !== '/closed') throw redirect({ to: '/closed' })
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

function Root() {
  usePageChrome()
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

/** document.title = page title - site title; body background per page */
function usePageChrome() {
  const matches = useMatches()
  const { i18n } = useLingui()
  const { data: site } = useQuery(siteInfoQuery())
  const deepest = matches.toReversed()
  const title = deepest.find((m) => m.staticData?.title)?.staticData.title
  const background = deepest.find((m) => m.staticData?.background)?.staticData.background
  // a loader's notFound(), or a path no route matches (only the root is left)
  const notFound = matches.some((m) => m.status === 'notFound') || matches.every((m) => m.routeId === '__root__')
  const pageTitle = notFound ? '404' : title ? i18n._(title) : ''
  const siteTitle = site?.title || 'Bazaar'
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${siteTitle}` : siteTitle
  }, [pageTitle, siteTitle])
  useEffect(() => {
    document.body.style.background = background ?? ''
  }, [background])
}
