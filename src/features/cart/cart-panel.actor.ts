import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
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
 * A read the machine asked for, into the query cache: a read of the same query still running is
 * cancelled first (the machine restarts a read when a newer change comes; the older answer must not
 * land in the cache after the newer one).
 */
async function freshRead<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
  return queryClient.fetchQuery({ ...options, staleTime: 0 })
}

/**
 * The cart panel machine with the app's effects. Lines and count live in the shared cart queries
 * (the badge, the panel and /cart show one answer); the machine only asks for fresh reads and keeps
 * the ids of the lines. A cart write anywhere (goods detail, /cart) tells the machine `cart.changed`
 * when it settles, through the query client's mutation cache. Not imported by cart-runtime.ts except lazily.
 */
export function createCartPanelActor({ queryClient, hasMember, goCheckout }: CartPanelDeps): CartPanelActor {
  const machine = cartPanelMachine.provide({
    guards: { hasMember },
    actions: {
      logError: (_, params) => console.warn(`cart panel: ${params.what} failed`, params.error),
      goCheckout,
    },
    actors: {
      loadCart: fromPromise<CartPanelLine[]>(() => freshRead(queryClient, cartListsQuery())),
      loadCount: fromPromise<void>(async () => void (await freshRead(queryClient, cartCountQuery()))),
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
