import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { cartWriteKeys, refresh } from './cart-writes.ts'

// The cart writes (reference §2.4 add, §2.5 edit and delete; login forced, spec §6). Each settles by
// invalidating cartKey, so the badge count and the lists follow (spec §4). Their mutation keys start
// with cartKey: the cart panel's actor listens to the mutation cache and tells its machine
// `cart.changed` when one settles, wherever it ran.

/** /api/cart/delete of one or several lines (comma list) → how many were deleted */
export const deleteCartLines = async (cartIds: readonly number[]) =>
  Number(await requestData<number | string>('/api/cart/delete', { cart_id: cartIds.join(',') }, { forceLogin: true }))

export const deleteCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.delete, mutationFn: deleteCartLines, onSettled: refresh(queryClient) })
