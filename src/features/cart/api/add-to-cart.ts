import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { cartWriteKeys, refresh } from './cart-writes.ts'

// The cart writes (reference §2.4 add, §2.5 edit and delete; login forced, spec §6). Each settles by
// invalidating cartKey, so the badge count and the lists follow (spec §4). Their mutation keys start
// with cartKey: the cart panel's actor listens to the mutation cache and tells its machine
// `cart.changed` when one settles, wherever it ran.

export interface AddToCartInput {
  site_id: number
  sku_id: number
  num: number
}

/** /api/cart/add → the cart_id (> 0) */
export const addToCart = async (input: AddToCartInput) => Number(await requestData<number | string>('/api/cart/add', { ...input }, { forceLogin: true }))

export const addToCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.add, mutationFn: addToCart, onSettled: refresh(queryClient) })
