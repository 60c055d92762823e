import { Floors } from './floors.tsx'
import { FloatLayer } from './float-layer.tsx'
import { HomeBanner, type HomeMember } from './home-banner.tsx'
import { MidAdverts } from './mid-adverts.tsx'
import { StickySearch } from './sticky-search.tsx'

export interface HomePageProps {
  member: HomeMember | null
  loggedIn: boolean
  siteTitle?: string
}

/** /index: banner band, middle adverts, floors, the float layer and the sticky search */
export function HomePage({ member, loggedIn, siteTitle }: HomePageProps) {
  return (
    <div style={{ paddingBottom: 40 }}>
      <StickySearch siteTitle={siteTitle} />
      <HomeBanner member={member} loggedIn={loggedIn} />
      <MidAdverts />
      <Floors />
      <FloatLayer />
    </div>
  )
}
