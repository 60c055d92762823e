import type { ReactNode } from 'react'
import { useMatches } from '@tanstack/react-router'
import { SiteFrame } from '../../features/layout/components/site-frame.tsx'
import { CurrentCity } from '../../features/city/components/current-city.tsx'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'

// The one place the storefront frame is composed (features may not import each other; routes may):
// the login state (auth), the current city (city), the frame (layout) and the app-wide panels. The
// site layout (_main) and the shop layout (_shopLayout, with its shop header) both render it; the
// auth pages (_auth) have their own logo-only page.

export interface AppFrameProps {
  /** the shop variant: the shop's header in place of the site header */
  shopHeader?: ReactNode
  children: ReactNode
}

export function AppFrame({ shopHeader, children }: AppFrameProps) {
  const session = useAuthSession()
  // a page's staticData.fullWidth (the deepest route that says) spans the window
  const fullWidth = useMatches({ select: (matches) => matches.findLast((m) => m.staticData?.fullWidth !== undefined)?.staticData.fullWidth ?? false })
  return (
    <SiteFrame
      member={session.member}
      onLogout={session.logout}
      fullWidth={fullWidth}
      topBarStart={<CurrentCity />}
      shopHeader={shopHeader}
      panels={<FramePanels />}
    >
      {children}
    </SiteFrame>
  )
}

/**
 * The mount place of the app-wide panels, on every framed page. Each panel is a lazy component that
 * renders its app-wide actor (src/lib/lazy-actor.ts), loaded on first need so none of it weighs on the
 * first load:
 * - the cart panel (the cart issue): `<CartPanel />`, opened from the header's and side tools' cart;
 * - the chat dialog (the chat issue): `<ChatDialog />`, opened by the side tools' customer service
 *   (pass its opener to SiteFrame's onOpenChat above).
 * Neither exists yet, so nothing is mounted.
 */
function FramePanels() {
  return null
}
