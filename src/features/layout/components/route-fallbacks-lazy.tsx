import { lazy, Suspense } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'

// The router's default pending and error views live in their own chunk (the first load stays within
// its budget); it is fetched once the page is idle, so it is there when a later page fails to load.
const load = () => import('./route-fallbacks.tsx')
const Pending = lazy(() => load().then((m) => ({ default: m.RoutePending })))
const Failed = lazy(() => load().then((m) => ({ default: m.RouteFailed })))

export function RoutePending() {
  return (
    <Suspense fallback={null}>
      <Pending />
    </Suspense>
  )
}

export function RouteFailed(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <Failed {...props} />
    </Suspense>
  )
}

export function prefetchRouteFallbacks() {
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 2000))
  idle(() => void load())
}

const RELOADED_AT = 'bazaar.chunk-reload'

/**
 * A new build was deployed while this page was open: the old chunk names are gone and Vite's preload
 * reports it. Reload once (the new index.html names the new chunks); if that happened less than a
 * minute ago, let the error show instead of reloading in a loop.
 */
export function reloadOnStaleChunk(now: () => number = Date.now) {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0)
      if (now() - last < 60_000) return
      sessionStorage.setItem(RELOADED_AT, String(now()))
    } catch {
      return
    }
    event.preventDefault()
    window.location.reload()
  })
}
