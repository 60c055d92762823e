import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { cartWriteKeys, refresh } from './cart-writes.ts'

// The cart writes (reference §2.4 add, §2.5 edit and delete; login forced, spec §6). Each settles by
// invalidating cartKey, so the badge count and the lists follow (spec §4). Their mutation keys start
// with cartKey: the cart panel's actor listens to the mutation cache and tells its machine
// `cart.changed` when one settles, wherever it ran.

/** /api/cart/edit → the new number */
export const editCartNum = async (input: { cart_id: number; num: number }) => Number(await requestData<number | string>('/api/cart/edit', { ...input }, { forceLogin: true }))

/**
 * Edits run one after another (one scope): a later number is sent only once the earlier edit and its
 * refresh have settled, so the server keeps the last number typed and an earlier edit's refresh never
 * cuts short (cancels) a later one's — the line never shows an older number after a newer one.
 */
export const editCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.edit, scope: { id: 'cart-edit' }, mutationFn: editCartNum, onSettled: refresh(queryClient) })
