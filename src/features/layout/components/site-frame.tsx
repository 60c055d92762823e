import type { ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { TopAdvert } from './top-advert.tsx'
import { TopBar } from './top-bar.tsx'
import { HeaderMain } from './header-main.tsx'
import { NavBar } from './nav-bar.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SideTools } from './side-tools.tsx'
import * as css from './site-frame.css.ts'

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
  /** opens the customer-service chat (the chat work passes it) */
  onOpenChat?: () => void
  /** the top bar's left end, before the welcome line (the current city) */
  topBarStart?: ReactNode
  children: ReactNode
}

/** the main layout (spec §2): top advert, header, content, footer, side tools */
export function SiteFrame({ member, onLogout, fullWidth, onOpenChat, topBarStart, children }: SiteFrameProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // reference §8.2: the category menu stays open on the home page
  const isHome = pathname === '/index' || pathname.startsWith('/index')
  return (
    <div className={css.frame}>
      <a href="#main" className={css.skip}>
        <Trans>跳到主要内容</Trans>
      </a>
      <TopAdvert />
      <header className={css.header}>
        <TopBar member={member} onLogout={onLogout} start={topBarStart} />
        <HeaderMain loggedIn={member !== null} />
        <NavBar expandCategories={isHome} />
      </header>
      <main id="main" tabIndex={-1} className={fullWidth ? css.main : `${css.main} ${css.column}`}>
        {children}
      </main>
      <SiteFooter />
      <SideTools loggedIn={member !== null} onOpenChat={onOpenChat} />
    </div>
  )
}
