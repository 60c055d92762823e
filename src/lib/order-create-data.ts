// Create-order data, kept per order type in the persisted `order` slice (spec §3, §4; reference §3.1):
// what the order-confirm page (`/payment` and the promotion `*_payment` pages) reads to ask the
// server for the order. Goods detail "buy now" writes `{ sku_id, num }`; the cart's settle writes
// `{ cart_ids }`; the promotion pages write their own goods params (reference §3.2).
import { storage } from './storage.ts'
import type { OrderType } from './order-types.ts'

export { ORDER_TYPES, type OrderType } from './order-types.ts'

/** Buy one SKU now (goods detail). */
export interface SkuOrderData {
  sku_id: number
  num: number
}
/** Settle cart lines: ids joined with ',' as the wire wants them (`ordercreate/payment` cart_ids). */
export interface CartOrderData {
  cart_ids: string
}
/** A flash-sale item (`/seckill/api/ordercreate/*`). */
export interface SeckillOrderData {
  seckill_goods_id: number
  num: number
}
/** A group buy: its sku and a quantity of at least the minimum (`/groupbuy/api/ordercreate/*`). */
export interface GroupbuyOrderData {
  groupbuy_id: number
  sku_id: number
  num: number
}
/** A bundle, num sets (`/bundling/api/ordercreate/*`). */
export interface ComboOrderData {
  bl_id: number
  num: number
}
/** A topic's goods (`/topic/api/ordercreate/*`). */
export interface TopicOrderData {
  topic_goods_id: number
  num: number
}

/** what each order type's confirm page sends as its goods params */
export interface OrderCreateDataOf {
  normal: SkuOrderData | CartOrderData
  seckill: SeckillOrderData
  groupbuy: GroupbuyOrderData
  combo: ComboOrderData
  topic: TopicOrderData
}
export type OrderCreateData = OrderCreateDataOf[OrderType]

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0

/** the goods params each type needs, all positive integers */
const FIELDS: Record<Exclude<OrderType, 'normal'>, readonly string[]> = {
  seckill: ['seckill_goods_id', 'num'],
  groupbuy: ['groupbuy_id', 'sku_id', 'num'],
  combo: ['bl_id', 'num'],
  topic: ['topic_goods_id', 'num'],
}

/**
 * Checks a stored value (local storage may hold anything, written by an older build or by hand);
 * keeps only the fields of the order type.
 */
export function parseOrderCreateData<T extends OrderType>(value: unknown, type: T = 'normal' as T): OrderCreateDataOf[T] | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (type === 'normal') {
    if (typeof v.cart_ids === 'string' && /^\d+(,\d+)*$/.test(v.cart_ids)) return { cart_ids: v.cart_ids } as OrderCreateDataOf[T]
    if (isPositiveInt(v.sku_id) && isPositiveInt(v.num)) return { sku_id: v.sku_id, num: v.num } as OrderCreateDataOf[T]
    return null
  }
  const fields = FIELDS[type as Exclude<OrderType, 'normal'>]
  if (!fields.every((f) => isPositiveInt(v[f]))) return null
  return Object.fromEntries(fields.map((f) => [f, v[f]])) as unknown as OrderCreateDataOf[T]
}

export function setOrderCreateData<T extends OrderType>(type: T, data: OrderCreateDataOf[T]): void {
  storage.update('order', { [type]: { ...data } })
}

/** The stored data for that order type, or null when nothing (valid) is stored. */
export function getOrderCreateData<T extends OrderType>(type: T): OrderCreateDataOf[T] | null {
  return parseOrderCreateData(storage.get('order')[type], type)
}

export function clearOrderCreateData(type: OrderType): void {
  const { messages } = storage.get('order')
  const rest = { ...(messages && typeof messages === 'object' ? messages : {}) }
  delete rest[type]
  storage.update('order', { [type]: null, messages: rest })
}

/**
 * The buyer messages typed on the confirm page (per shop's site_id), kept like the create-order data
 * so a reload keeps them; only for the same goods, and gone once the order is created.
 */
export function setBuyerMessages(type: OrderType, goods: OrderCreateData, bySite: Record<string, string>): void {
  const { messages } = storage.get('order')
  const kept = Object.fromEntries(Object.entries(bySite).filter(([, m]) => m !== ''))
  storage.update('order', { messages: { ...(messages && typeof messages === 'object' ? messages : {}), [type]: { goods: JSON.stringify(goods), bySite: kept } } })
}

/** the stored messages for these goods ({} when none or typed for other goods); stored values are checked */
export function getBuyerMessages(type: OrderType, goods: OrderCreateData): Record<string, string> {
  const entry: unknown = storage.get('order').messages?.[type]
  if (!entry || typeof entry !== 'object') return {}
  const { goods: forGoods, bySite } = entry as { goods?: unknown; bySite?: unknown }
  if (forGoods !== JSON.stringify(goods) || !bySite || typeof bySite !== 'object') return {}
  return Object.fromEntries(Object.entries(bySite).filter((e): e is [string, string] => /^\d+$/.test(e[0]) && typeof e[1] === 'string' && e[1] !== '').map(([k, m]) => [k, m.slice(0, 200)]))
}

export const isCartOrder = (d: OrderCreateData): d is CartOrderData => 'cart_ids' in d

/** The cart ids as the wire string. */
export const cartIdsParam = (ids: readonly number[]): string => ids.join(',')
