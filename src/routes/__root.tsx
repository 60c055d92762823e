import { lazy, Suspense, useEffect } from 'react'
import { createRootRouteWithContext, Outlet, redirect, useMatches } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import type { RouterContext } from '../router.tsx'
import { loadCatalogs } from '../lib/i18n.ts'
import { siteInfoQuery } from '../features/layout/api/get-site-info.ts'

// rarely needed on a first visit: loaded when they are (the toast store keeps what is reported
// before the toaster shows it)
const NotFoundPage = lazy(() =>
  Promise.all([import('../features/layout/components/not-found-page.tsx'), loadCatalogs('frame')]).then(([m]) => ({ default: m.NotFoundPage })),
)
const RouteErrorPage = lazy(() =>
  Promise.all([import('../features/layout/components/route-error-page.tsx'), loadCatalogs('frame')]).then(([m]) => ({ default: m.RouteErrorPage })),
)
const Toaster = lazy(() => import('../ui/toaster.tsx').then((m) => ({ default: m.Toaster })))

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // closed-site guard: every route but /closed goes to /closed while web_status is off
    const site = await context.queryClient.ensureQueryData(siteInfoQuery()).catch(() => null)
    if (site && !site.web_status && location.pathname !== '/closed') throw redirect({ to: '/closed' })
  },
  component: Root,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
  errorComponent: (props) => (
    <Suspense fallback={null}>
      <RouteErrorPage {...props} />
    </Suspense>
  ),
})

function Root() {
  usePageChrome()
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
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
