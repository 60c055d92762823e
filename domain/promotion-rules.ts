import { formatDiscount, formatYuan, toFen } from './money.ts'
import { beijingSecondsOfDay, formatDate } from './time.ts'

// Pure rules of the promotion pages (reference §7): flash-sale slots against the server clock,
// quantity bounds of group buys and bundles, discount and saving figures, coupon texts and targets.

/** a flash-sale session's times (seconds of the Beijing day), as /api/seckill/lists answers them */
export interface SlotTimes {
  seckill_start_time: number
  seckill_end_time: number
}

const DAY = 86_400

/**
 * Seconds since midnight of a server epoch-seconds time (the slots repeat daily, reference §7.1).
 * `midnight` is the epoch of a midnight on the server's calendar when the server says it; without
 * it, Beijing midnight (the site's zone, src/lib/time.ts) — never the browser's.
 */
export function secondsOfDay(epochSeconds: number, midnight?: number): number {
  if (midnight !== undefined && Number.isFinite(midnight)) return ((Math.floor(epochSeconds - midnight) % DAY) + DAY) % DAY
  return beijingSecondsOfDay(epochSeconds)
}

export type SlotState = 'ended' | 'running' | 'upcoming'

export function slotState(slot: SlotTimes, sod: number): SlotState {
  if (sod < slot.seckill_start_time) return 'upcoming'
  if (sod < slot.seckill_end_time) return 'running'
  return 'ended'
}

/**
 * The slot to show first: the running one, else the next to start today, else (every slot of today
 * is over) the first one, which starts tomorrow. -1 when there are no slots.
 */
export function currentSlotIndex(slots: ReadonlyArray<SlotTimes>, sod: number): number {
  if (slots.length === 0) return -1
  const running = slots.findIndex((s) => slotState(s, sod) === 'running')
  if (running >= 0) return running
  const next = slots.findIndex((s) => s.seckill_start_time > sod)
  return next >= 0 ? next : 0
}

/** running: seconds to its end; otherwise seconds to its next start (today or tomorrow) */
export function slotSecondsLeft(slot: SlotTimes, sod: number): number {
  const state = slotState(slot, sod)
  if (state === 'running') return slot.seckill_end_time - sod
  if (state === 'upcoming') return slot.seckill_start_time - sod
  return slot.seckill_start_time + DAY - sod
}

/** an ended slot of today whose next run is tomorrow reads as not started once all of today is over */
export function slotLabelState(slots: ReadonlyArray<SlotTimes>, index: number, sod: number): SlotState {
  const state = slotState(slots[index]!, sod)
  const allOver = slots.every((s) => slotState(s, sod) === 'ended')
  return allOver && index === 0 ? 'upcoming' : state
}

/** the first of the 7 slots the strip shows so that `selected` is in view (centred when it can be) */
export function stripStart(count: number, selected: number, visible = 7): number {
  if (count <= visible) return 0
  return Math.min(Math.max(0, selected - Math.floor(visible / 2)), count - visible)
}

/** HH:MM of seconds since midnight */
export function clock(seconds: number): string {
  const s = ((Math.floor(seconds) % DAY) + DAY) % DAY
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`
}

/** 折 of a promotion price against the price, one decimal, trailing zero dropped ('3.5', '8'); '' when no saving */
export function discountText(promoPrice: string, price: string, rate?: number): string {
  const p = toFen(price)
  const q = toFen(promoPrice)
  if (p <= 0 || q >= p) return ''
  const percent = rate && rate > 0 && rate < 100 ? rate : Math.floor((q * 100) / p)
  return String(Math.max(0.1, percent / 10)).replace(/\.0$/, '')
}

export interface QuantityBounds {
  min: number
  max: number
}

const whole = (n: unknown) => Math.max(0, Math.floor(Number(n) || 0))

/**
 * Bounds of a promotion quantity: at least `min` (a group buy's buy_num, otherwise 1), at most the
 * stock and what the member may still buy under max_buy. max < min means it cannot be bought.
 */
export function promoBounds(o: { stock: unknown; min?: unknown; max_buy?: unknown; purchased_num?: unknown }): QuantityBounds {
  const min = Math.max(1, whole(o.min))
  let max = whole(o.stock)
  const maxBuy = whole(o.max_buy)
  if (maxBuy > 0) max = Math.min(max, Math.max(0, maxBuy - whole(o.purchased_num)))
  return { min, max }
}

export function clampTo(value: number, b: QuantityBounds): number {
  const n = Number.isFinite(value) ? Math.floor(value) : b.min
  if (b.max < b.min) return b.min
  return Math.min(b.max, Math.max(b.min, n))
}

/** a bundle's stock: the scarcest of its goods (reference §7.3) */
export function bundleStock(goods: ReadonlyArray<{ stock?: number }>): number {
  if (goods.length === 0) return 0
  return Math.min(...goods.map((g) => whole(g.stock)))
}

/** goods_money − bl_price in fen (never negative); goods_money falls back to the items' prices */
export function bundleSavingFen(bundle: { bl_price: string; goods_money?: string; bundling_goods: ReadonlyArray<{ price: string }> }): number {
  const total = bundle.goods_money !== undefined ? toFen(bundle.goods_money) : bundle.bundling_goods.reduce((sum, g) => sum + toFen(g.price), 0)
  return Math.max(0, total - toFen(bundle.bl_price))
}

/** a yuan amount without a trailing .00 ('200.00' → '200', '9.50' → '9.50') for coupon faces */
export const shortYuan = (value: string): string => formatYuan(value).replace(/\.00$/, '')

/** a coupon's value: 10 元 off, or 9.5 折 */
export function couponValue(c: { type?: string; money: string; discount?: string }): { kind: 'money'; money: string } | { kind: 'discount'; discount: string } {
  if (c.type === 'discount') return { kind: 'discount', discount: formatDiscount(c.discount) }
  return { kind: 'money', money: c.money }
}

/** validity: N days after receipt, or until a date (YYYY-MM-DD) */
export function couponValidity(c: { validity_type: number; fixed_term: number; end_time: number }): { kind: 'days'; days: number } | { kind: 'until'; date: string } {
  if (c.validity_type === 1) return { kind: 'days', days: c.fixed_term }
  return { kind: 'until', date: formatDate(c.end_time) }
}

/** how many of a coupon are gone (0–100), when the issue is limited */
export function couponTakenPercent(c: { count?: number; lead_count?: number }): number | null {
  const count = whole(c.count)
  if (count <= 0) return null
  return Math.min(100, Math.round((whole(c.lead_count) * 100) / count))
}

/**
 * "Use it" (reference §2.7, with its quirks fixed): a shop coupon for specified goods → that shop's
 * goods filtered by the coupon (`coupon_type`), else the shop's goods; a platform coupon for shop
 * groups → the list filtered by it (`platform_coupon_type`), else every goods.
 */
export function couponTarget(
  c: { source: 'shop'; site_id: number; coupon_type_id: number; goods_type: number } | { source: 'platform'; platformcoupon_type_id: number; use_scenario: number },
): { to: '/shop_list'; search: { site_id: number; coupon_type?: number } } | { to: '/list'; search: { platform_coupon_type?: number } } {
  if (c.source === 'shop') return { to: '/shop_list', search: { site_id: c.site_id, ...(c.goods_type !== 1 ? { coupon_type: c.coupon_type_id } : {}) } }
  return { to: '/list', search: c.use_scenario !== 1 ? { platform_coupon_type: c.platformcoupon_type_id } : {} }
}
