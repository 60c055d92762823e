import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
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

export interface AddToCartInput {
  site_id: number
  sku_id: number
  num: number
}

/** /api/cart/add → the cart_id (> 0) */
export const addToCart = async (input: AddToCartInput) => Number(await requestData<number | string>('/api/cart/add', { ...input }, { forceLogin: true }))

/** /api/cart/edit → the new number */
export const editCartNum = async (input: { cart_id: number; num: number }) => Number(await requestData<number | string>('/api/cart/edit', { ...input }, { forceLogin: true }))

/** /api/cart/delete of one or several lines (comma list) → how many were deleted */
export const deleteCartLines = async (cartIds: readonly number[]) =>
  Number(await requestData<number | string>('/api/cart/delete', { cart_id: cartIds.join(',') }, { forceLogin: true }))

const refresh = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: cartKey })

export const addToCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.add, mutationFn: addToCart, onSettled: refresh(queryClient) })

export const editCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.edit, mutationFn: editCartNum, onSettled: refresh(queryClient) })

export const deleteCartMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationKey: cartWriteKeys.delete, mutationFn: deleteCartLines, onSettled: refresh(queryClient) })
