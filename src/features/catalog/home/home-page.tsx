import { lazy, Suspense, type ReactNode } from 'react'
import { lazyPart } from '../../../lib/lazy-part.tsx'
import { HomeBanner, type HomeMember } from './home-banner.tsx'
import { MidAdverts } from './mid-adverts.tsx'

// Above the fold ships with the page; the floors, the float layer and the sticky search bar load
// right after (they are below the fold or appear later), keeping the first load within budget.
const Floors = lazyPart('floors', () => import('./floors.tsx').then((m) => m.Floors))
const FloatLayer = lazy(() => import('./float-layer.tsx').then((m) => ({ default: m.FloatLayer })))
const StickySearch = lazyPart('sticky-search', () => import('./sticky-search.tsx').then((m) => m.StickySearch))

export interface HomePageProps {
  member: HomeMember | null
  loggedIn: boolean
  siteTitle?: string
  /** the promotion strips (flash sale, coupons), lazy, from the promotion feature (suspends until loaded) */
  promotions?: ReactNode
}

/** /index: banner band, middle adverts, floors, the float layer and the sticky search */
export function HomePage({ member, loggedIn, siteTitle, promotions }: HomePageProps) {
  return (
    <div style={{ paddingBottom: 40 }}>
      <Suspense fallback={null}>
        <StickySearch siteTitle={siteTitle} />
      </Suspense>
      <HomeBanner member={member} loggedIn={loggedIn} />
      <MidAdverts />
      {/* the promotion strips and the floors appear together (one boundary): a strip arriving
          later would push the floors down. Their height is unknown until then; a screen is reserved */}
      <Suspense fallback={<div style={{ minHeight: 900 }} />}>
        {promotions}
        <Floors />
      </Suspense>
      <Suspense fallback={null}>
        <FloatLayer />
      </Suspense>
    </div>
  )
}
