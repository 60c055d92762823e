// Create-order data, kept per order type in the persisted `order` slice (spec §3, §4): what the
// order-confirm page (`/payment` and the promotion `*_payment` pages) reads to ask the server for
// the order. Goods detail "buy now" writes `{ sku_id, num }`; the cart's settle writes `{ cart_ids }`.
import { storage } from './storage.ts'

export const ORDER_TYPES = ['normal', 'groupbuy', 'seckill', 'combo', 'topic'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/** Buy one SKU now (goods detail, promotion pages). */
export interface SkuOrderData {
  sku_id: number
  num: number
}
/** Settle cart lines: ids joined with ',' as the wire wants them (`ordercreate/payment` cart_ids). */
export interface CartOrderData {
  cart_ids: string
}
export type OrderCreateData = SkuOrderData | CartOrderData

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0

/** Checks a stored value (local storage may hold anything, written by an older build or by hand). */
export function parseOrderCreateData(value: unknown): OrderCreateData | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.cart_ids === 'string' && /^\d+(,\d+)*$/.test(v.cart_ids)) return { cart_ids: v.cart_ids }
  if (isPositiveInt(v.sku_id) && isPositiveInt(v.num)) return { sku_id: v.sku_id, num: v.num }
  return null
}

export function setOrderCreateData(type: OrderType, data: OrderCreateData): void {
  storage.update('order', { [type]: { ...data } })
}

/** The stored data for that order type, or null when nothing (valid) is stored. */
export function getOrderCreateData(type: OrderType): OrderCreateData | null {
  return parseOrderCreateData(storage.get('order')[type])
}

export function clearOrderCreateData(type: OrderType): void {
  storage.update('order', { [type]: null })
}

export const isCartOrder = (d: OrderCreateData): d is CartOrderData => 'cart_ids' in d

/** The cart ids as the wire string. */
export const cartIdsParam = (ids: readonly number[]): string => ids.join(',')
