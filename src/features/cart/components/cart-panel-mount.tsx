import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { tokenCookie } from '../../../lib/token.ts'
import { cartPanel, initCartPanel } from '../cart-runtime.ts'
import { CartPanel } from './cart-panel.tsx'

// What the frame mounts (lazily, on the first click on a cart): gives the cart panel actor its
// effects, opens the panel on every request, keeps it in step with login and logout, and renders it.

export interface CartPanelMountProps {
  /** increases with every click on a cart (header, side tools) */
  opens: number
  /** null while the session is being restored */
  loggedIn: boolean | null
}

export function CartPanelMount({ opens, loggedIn }: CartPanelMountProps) {
  const queryClient = useQueryClient()
  const router = useRouter()
  initCartPanel({
    queryClient,
    hasMember: () => loggedIn ?? tokenCookie.get() !== undefined,
    goCheckout: () => void router.navigate({ to: '/cart' }),
  })
  // the actor outlives this mount (the auth pages have no frame): tell it the session on every
  // mount and change (a login while logged in, or a logout while logged out, changes nothing)
  useEffect(() => {
    if (loggedIn !== null) cartPanel.current()?.send({ type: loggedIn ? 'session.login' : 'session.logout' })
  }, [loggedIn])
  useEffect(() => {
    if (opens > 0) cartPanel.send({ type: 'panel.open' })
  }, [opens])
  return <CartPanel />
}
