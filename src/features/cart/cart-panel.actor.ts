import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { QueryClient } from '@tanstack/react-query'
import { cartPanelMachine, type CartPanelLine } from '../../../machines/cart-panel/cart-panel.machine.ts'
import { cartCountQuery, cartKey } from '../../api/cart/get-cart-count.ts'
import { cartListsQuery } from './api/get-cart-lists.ts'
import { deleteCartLines } from './api/delete-cart-lines.ts'

export type CartPanelActor = ActorRefFrom<typeof cartPanelMachine>
export type CartPanelSnapshot = SnapshotFrom<typeof cartPanelMachine>

export interface CartPanelDeps {
  queryClient: QueryClient
  /** logged in right now (the machine's start) */
  hasMember: () => boolean
  /** go to /cart */
  goCheckout: () => void
}

const isCartWrite = (key: readonly unknown[] | undefined) => !!key && cartKey.every((part, i) => key[i] === part)

/**
 * The cart panel machine with the app's effects. Lines and count are read through the shared cart
 * queries (so the badge, the panel and /cart show one answer); a cart write anywhere (goods detail,
 * /cart) tells the machine `cart.changed` when it settles, through the query client's mutation cache.
 * Not imported by cart-runtime.ts except lazily.
 */
export function createCartPanelActor({ queryClient, hasMember, goCheckout }: CartPanelDeps): CartPanelActor {
  const machine = cartPanelMachine.provide({
    guards: { hasMember },
    actions: {
      logError: (_, params) => console.warn(`cart panel: ${params.what} failed`, params.error),
      goCheckout,
    },
    actors: {
      loadCart: fromPromise<CartPanelLine[]>(() => queryClient.fetchQuery({ ...cartListsQuery(), staleTime: 0 })),
      loadCount: fromPromise(() => queryClient.fetchQuery({ ...cartCountQuery(), staleTime: 0 })),
      deleteLine: fromPromise<void, { cartId: number }>(async ({ input }) => {
        await deleteCartLines([input.cartId])
        void queryClient.invalidateQueries({ queryKey: cartKey })
      }),
    },
  })
  const actor = createActor(machine)
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || !isCartWrite(event.mutation.options.mutationKey)) return
    if (event.action.type === 'success' || event.action.type === 'error') actor.send({ type: 'cart.changed' })
  })
  return actor
}
