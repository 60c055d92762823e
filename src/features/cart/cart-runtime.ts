import { lazyActor } from '../../lib/lazy-actor.ts'
import type { CartPanelActor, CartPanelDeps } from './cart-panel.actor.ts'

// The header / side-tools cart panel: one app-wide actor (src/lib/lazy-actor.ts). Nothing of it is
// in the home's first load: the frame counts clicks on a cart and mounts CartPanelMount lazily on
// the first one, which provides the effects and loads the machine. Until then the badge reads the
// shared count query, which is also where the machine's count comes from.

let deps: CartPanelDeps | null = null

/** the app's one cart panel actor */
export const cartPanel = lazyActor<CartPanelActor>(() =>
  import('./cart-panel.actor.ts').then((m) => {
    if (!deps) throw new Error('initCartPanel was not called')
    return m.createCartPanelActor(deps)
  }),
)

/** the effects' dependencies (CartPanelMount, before the first send) */
export function initCartPanel(next: CartPanelDeps) {
  deps = next
}
