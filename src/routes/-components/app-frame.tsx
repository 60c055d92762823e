import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useMatches } from '@tanstack/react-router'
import { SiteFrame } from '../../features/layout/components/site-frame.tsx'
import { CurrentCity } from '../../features/city/components/current-city.tsx'
import { useAuthSession } from '../../features/auth/use-auth-session.ts'
import { openChat, useChatRequests } from '../../lib/chat-requests.ts'

// the cart panel (its machine, view and messages) loads on the first click on a cart
const CartPanelMount = lazy(() => import('../../features/cart/components/cart-panel-lazy.tsx').then((m) => ({ default: m.CartPanelMount })))
// the chat dialog (its machine, view and messages) loads on the first openChat (side tools, goods, order)
const ChatMount = lazy(() => import('../../features/chat/components/chat-lazy.tsx').then((m) => ({ default: m.ChatMount })))

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
  // FramePanels' place (SiteFrame `panels`): the app-wide panels mount there lazily, nothing of
  // them in the first load — the cart panel and the chat dialog (openChat from anywhere; onOpenChat).
  // Clicks on a cart (header, side tools): the first mounts the cart panel, each one opens it.
  const [cartOpens, setCartOpens] = useState(0)
  const chatRequests = useChatRequests()
  // a page's staticData.fullWidth (the deepest route that says) spans the window
  const fullWidth = useMatches({ select: (matches) => matches.findLast((m) => m.staticData?.fullWidth !== undefined)?.staticData.fullWidth ?? false })
  return (
    <SiteFrame
      member={session.member}
      onLogout={session.logout}
      fullWidth={fullWidth}
      topBarStart={<CurrentCity />}
      shopHeader={shopHeader}
      onOpenCart={() => setCartOpens((n) => n + 1)}
      // the side tools' 客服: the platform's service (shop 0)
      onOpenChat={() => openChat({ siteId: 0 })}
      panels={
        <>
          {cartOpens > 0 && (
            <Suspense fallback={null}>
              <CartPanelMount opens={cartOpens} loggedIn={session.status === 'restoring' ? null : session.status === 'loggedIn'} />
            </Suspense>
          )}
          {chatRequests.count > 0 && session.status !== 'restoring' && (
            <Suspense fallback={null}>
              <ChatMount requests={chatRequests.count} request={chatRequests.last} loggedIn={session.status === 'loggedIn'} myAvatar={session.member?.headimg} />
            </Suspense>
          )}
        </>
      }
    >
      {children}
    </SiteFrame>
  )
}
