import { beijingSecondsOfDay, formatDate } from '../../../domain/time.ts'
import type { DeliveryKind, LocalInfo, PaymentData } from './api/order-payment.ts'

// The order-confirm page's choices (reference §3.2–3.3) and how they go on the wire. Pure, so the
// rules are tested without a browser.

export interface ShopChoice {
  delivery_type: DeliveryKind | ''
  store_id: number
  /** local delivery: the chosen slot, '' = none */
  time: string
  /** 0 = no coupon */
  coupon_id: number
  message: string
}

export interface Choices {
  shops: Record<string, ShopChoice>
  /** 0 = none */
  platform_coupon_id: number
  is_balance: 0 | 1
}

/** what the first `payment` answer preselected: each shop's first delivery type and best coupon, the first platform coupon; the buyer messages typed before a reload */
export function initialChoices(p: PaymentData, messages: Record<string, string> = {}): Choices {
  const shops: Record<string, ShopChoice> = {}
  for (const [siteId, s] of Object.entries(p.shop_goods_list)) {
    const type = s.delivery.delivery_type || s.express_type[0]?.name || ''
    const store = s.express_type.find((e) => e.name === 'store')
    shops[siteId] = {
      delivery_type: type,
      store_id: s.delivery.store_id || (type === 'store' ? (store?.store_id ?? store?.store_list?.[0]?.store_id ?? 0) : 0),
      time: s.delivery.buyer_ask_delivery_time ?? '',
      coupon_id: s.coupon_id ?? 0,
      message: messages[siteId] ?? '',
    }
  }
  return { shops, platform_coupon_id: p.platform_coupon_id ?? 0, is_balance: 0 }
}

const DELIVERY_WIRE_NAMES: Record<DeliveryKind, string> = { express: '物流配送', store: '门店自提', local: '外卖配送' }

/** the calculate / create fields of reference §3.2 (JSON strings keyed by site_id) */
export function choicesToWire(c: Choices): Record<string, unknown> {
  const delivery: Record<string, unknown> = {}
  const coupon: Record<string, unknown> = {}
  for (const [siteId, s] of Object.entries(c.shops)) {
    if (s.delivery_type) {
      delivery[siteId] = {
        delivery_type: s.delivery_type,
        delivery_type_name: DELIVERY_WIRE_NAMES[s.delivery_type],
        ...(s.delivery_type === 'store' && s.store_id ? { store_id: s.store_id } : {}),
        ...(s.delivery_type === 'local' && s.time ? { buyer_ask_delivery_time: s.time } : {}),
      }
    }
    coupon[siteId] = { coupon_id: s.coupon_id }
  }
  return { delivery: JSON.stringify(delivery), coupon: JSON.stringify(coupon), platform_coupon_id: c.platform_coupon_id, is_balance: c.is_balance }
}

/** the buyer messages (create only) */
export function messagesToWire(c: Choices): string {
  const out: Record<string, string> = {}
  for (const [siteId, s] of Object.entries(c.shops)) if (s.message.trim()) out[siteId] = s.message.trim()
  return JSON.stringify(out)
}

export type CreateProblem =
  | { code: 'address' }
  | { code: 'delivery'; siteName: string }
  | { code: 'store'; siteName: string }
  | { code: 'time'; siteName: string }

/** reference §3.3 "validation before create": what must be chosen before the order can be placed */
export function createProblems(p: PaymentData, c: Choices): CreateProblem[] {
  if (p.is_virtual) return []
  if (!p.member_address) return [{ code: 'address' }]
  const out: CreateProblem[] = []
  for (const [siteId, s] of Object.entries(p.shop_goods_list)) {
    const choice = c.shops[siteId]
    if (!choice?.delivery_type || !s.express_type.some((e) => e.name === choice.delivery_type)) out.push({ code: 'delivery', siteName: s.site_name })
    else if (choice.delivery_type === 'store' && !choice.store_id) out.push({ code: 'store', siteName: s.site_name })
    else if (choice.delivery_type === 'local' && s.local_config.info.time_is_open && !choice.time) out.push({ code: 'time', siteName: s.site_name })
  }
  return out
}

const hhmm = (seconds: number) => `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`

/**
 * Local-delivery slots (the shop's opening window cut into `time_interval` minutes), for today from
 * the next slot that has not started, and for tomorrow: values like '2026-11-23 09:00-10:00'. The
 * window, today and tomorrow are Beijing time (src/lib/time.ts), whatever the browser's zone.
 */
export function deliverySlots(info: LocalInfo, now: Date): Array<{ value: string; day: 'today' | 'tomorrow'; range: string }> {
  const step = Math.max(5, info.time_interval || 60) * 60
  const start = Math.max(0, info.start_time)
  const end = Math.min(86_400, info.end_time > start ? info.end_time : 86_400)
  const epoch = Math.floor(now.getTime() / 1000)
  const nowSeconds = beijingSecondsOfDay(epoch)
  const out: Array<{ value: string; day: 'today' | 'tomorrow'; range: string }> = []
  for (const [day, date] of [['today', formatDate(epoch)], ['tomorrow', formatDate(epoch + 86_400)]] as const) {
    for (let t = start; t < end; t += step) {
      if (day === 'today' && t <= nowSeconds) continue
      const range = `${hhmm(t)}-${hhmm(Math.min(end, t + step))}`
      out.push({ value: `${date} ${range}`, day, range })
    }
  }
  return out
}
