import { Suspense, type ReactNode } from 'react'
import { lazyPart } from '../../../lib/lazy-part.tsx'
import { useRouterState } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { TopBar } from './top-bar.tsx'
import { HeaderMain } from './header-main.tsx'
import { NavBar } from './nav-bar.tsx'
import * as css from './site-frame.css.ts'
import { storage } from '../../../lib/storage.ts'
import { TOP_ADVERT_MAX_SHOWINGS } from '../../../../domain/top-advert-counter.ts'
import { loadCatalogs } from '../../../lib/i18n.ts'

// the footer (below the fold) and the side tools load right after the first paint, with their messages
// the top advert shows at most 3 times per browser: its code comes with its data
const TopAdvert = lazyPart('top-advert', () => import('./top-advert.tsx').then((m) => m.TopAdvert))
const SiteFooter = lazyPart('site-footer', () => Promise.all([import('./site-footer.tsx'), loadCatalogs('frame')]).then(([m]) => m.SiteFooter))
const SideTools = lazyPart('side-tools', () => Promise.all([import('./side-tools.tsx'), loadCatalogs('frame')]).then(([m]) => m.SideTools))

export interface FrameMember {
  nickname: string
  username: string
  headimg: string
}

export interface SiteFrameProps {
  /** the logged-in member, null for a visitor */
  member: FrameMember | null
  onLogout: () => void
  /** the page spans the window instead of the 1210 px column */
  fullWidth?: boolean
  /** opens the cart panel (header cart, side tools' cart) */
  onOpenCart: () => void
  /** opens the customer-service chat (the chat work passes it) */
  onOpenChat?: () => void
  /** the top bar's left end, before the welcome line (the current city) */
  topBarStart?: ReactNode
  /**
   * the shop variant (reference §1.2): the shop's own header under the top bar, in place of the top
   * advert, the site header and the nav bar; the page spans the window
   */
  shopHeader?: ReactNode
  /** the app-wide panels' mount place (cart panel, chat dialog), after the side tools */
  panels?: ReactNode
  children: ReactNode
}

/** the frame of every storefront page but the auth pages (spec §2): top advert, header, content, footer, side tools, panels */
export function SiteFrame({ member, onLogout, fullWidth, onOpenCart, onOpenChat, topBarStart, shopHeader, panels, children }: SiteFrameProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // reference §8.2: the category menu stays open on the home page
  const isHome = pathname === '/index' || pathname.startsWith('/index')
  return (
    <div className={css.frame}>
      <a href="#main" className={css.skip}>
        <Trans>跳到主要内容</Trans>
      </a>
      {shopHeader ? (
        <>
          <TopBar member={member} onLogout={onLogout} start={topBarStart} />
          {shopHeader}
        </>
      ) : (
        <>
          <Suspense fallback={storage.get('app').indexTopAdNum < TOP_ADVERT_MAX_SHOWINGS ? <div className={css.advertSpace} /> : null}>
            <TopAdvert />
          </Suspense>
          <header className={css.header}>
            <TopBar member={member} onLogout={onLogout} start={topBarStart} />
            <HeaderMain loggedIn={member !== null} onOpenCart={onOpenCart} />
            <NavBar expandCategories={isHome} />
          </header>
        </>
      )}
      <main id="main" tabIndex={-1} className={shopHeader ? `${css.main} ${css.spaced}` : fullWidth ? css.main : `${css.main} ${css.column}`}>
        {children}
      </main>
      <Suspense fallback={<div className={css.footerSpace} />}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <SideTools loggedIn={member !== null} onOpenCart={onOpenCart} onOpenChat={onOpenChat} />
      </Suspense>
      {panels}
    </div>
  )
}
