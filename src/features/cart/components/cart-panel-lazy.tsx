import { lazy } from 'react'
import { loadCatalogs } from '../../../lib/i18n.ts'
import type { CartPanelMountProps } from './cart-panel-mount.tsx'

// One hop between the frame and the cart panel: the frame (first-load code) imports only this tiny
// chunk, so the list of the panel's chunks (radix dialog, images, the machine…) is not first-load
// code either (decision 003: the home's first-load budget).
const Mount = lazy(() => Promise.all([import('./cart-panel-mount.tsx'), loadCatalogs('cart')]).then(([m]) => ({ default: m.CartPanelMount })))

export function CartPanelMount(props: CartPanelMountProps) {
  return <Mount {...props} />
}
