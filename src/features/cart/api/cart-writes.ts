import type { QueryClient } from '@tanstack/react-query'
import { cartKey } from '../../../api/cart/get-cart-count.ts'

// The cart writes (reference §2.4 add, §2.5 edit and delete; login forced, spec §6). Each settles by
// invalidating cartKey, so the badge count and the lists follow (spec §4). Their mutation keys start
// with cartKey: the cart panel's actor listens to the mutation cache and tells its machine
// `cart.changed` when one settles, wherever it ran.

export const cartWriteKeys = {
  add: [...cartKey, 'add'] as const,
  edit: [...cartKey, 'edit'] as const,
  delete: [...cartKey, 'delete'] as const,
}

export const refresh = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: cartKey })
