import type { GoodsAttr, GoodsDetail, ShopSummary, SkuDetail, SpecGroup } from '../api/get-sku-detail.ts'
import type { SkuInfo } from '../api/get-sku-info.ts'
import type { Manjian } from '../api/get-manjian.ts'
import { jsonList } from '../../../lib/wire.ts'
import { toFen } from '../../../../domain/money.ts'

// Pure rules of the goods-detail page (reference §2.4, §7.6): decoding the JSON fields, the
// quantity limits, the spend-threshold lines, shop badges, review stars.

/** a field the wire sends as a JSON string; the fetchers decode it, this accepts either */
export const parseJsonList = jsonList

export function specGroups(sku: Pick<SkuDetail, 'goods_spec_format'>): SpecGroup[] {
  return parseJsonList<SpecGroup>(sku.goods_spec_format).filter((g) => g && Array.isArray(g.value) && g.value.length > 0)
}

/** the sku a spec value leads to, or null when it is the current one or cannot be bought */
export function skuForSpec(groups: SpecGroup[], groupIndex: number, valueIndex: number, currentSkuId: number): number | null {
  const value = groups[groupIndex]?.value[valueIndex]
  if (!value || value.disabled || !value.sku_id || value.sku_id === currentSkuId) return null
  return value.sku_id
}

/** the attributes tab: one row per attribute, several values of one attribute joined with 、 */
export function mergedAttributes(sku: Pick<SkuDetail, 'goods_attr_format'>): Array<{ name: string; value: string }> {
  const rows = new Map<string, string[]>()
  for (const a of parseJsonList<GoodsAttr>(sku.goods_attr_format)) {
    if (!a?.attr_name) continue
    const key = `${a.attr_id}:${a.attr_name}`
    const values = rows.get(key) ?? []
    if (a.attr_value_name && !values.includes(a.attr_value_name)) values.push(a.attr_value_name)
    rows.set(key, values)
  }
  return [...rows].map(([key, values]) => ({ name: key.slice(key.indexOf(':') + 1), value: values.join('、') }))
}

export function imageList(sku: Pick<SkuDetail, 'sku_images' | 'sku_image'>): string[] {
  const list = (sku.sku_images ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (list.length === 0 && sku.sku_image) list.push(sku.sku_image)
  return [...new Set(list)]
}

export interface QuantityLimits {
  min: number
  max: number
  /** why max is what it is */
  cap: 'stock' | 'maxBuy'
}

/**
 * Quantity bounds: at least min_buy (≥ 1), at most the stock and, when the goods set one, what is
 * left of max_buy after earlier purchases. Sold out → max 0.
 */
export function quantityLimits(sku: Pick<SkuDetail, 'stock' | 'min_buy' | 'max_buy' | 'purchased_num'>): QuantityLimits {
  const stock = Math.max(0, Math.floor(Number(sku.stock) || 0))
  const min = Math.max(1, Math.floor(Number(sku.min_buy) || 0))
  const maxBuy = Math.floor(Number(sku.max_buy) || 0)
  if (maxBuy > 0) {
    const left = Math.max(0, maxBuy - Math.max(0, Math.floor(Number(sku.purchased_num) || 0)))
    if (left < stock) return { min, max: left, cap: 'maxBuy' }
  }
  return { min, max: stock, cap: 'stock' }
}

/** withdrawn or not approved: cannot be bought (an absent flag reads as on sale) */
export const isOffSale = (sku: Pick<SkuDetail, 'goods_state' | 'verify_state'>): boolean =>
  (sku.goods_state !== undefined && sku.goods_state !== 1) || (sku.verify_state !== undefined && sku.verify_state !== 1)

/** a typed or stepped quantity, clamped into the limits (never below 1 when nothing can be bought) */
export function clampQuantity(value: number, limits: QuantityLimits): number {
  const n = Number.isFinite(value) ? Math.floor(value) : limits.min
  if (limits.max < limits.min) return limits.min
  return Math.min(limits.max, Math.max(limits.min, n))
}

/** detail merged with the sku-level fields of another sku of the same goods (spec switch) */
export function withSku(detail: GoodsDetail, info: SkuInfo, timestamp: number): GoodsDetail {
  return { ...detail, goods_sku_detail: { ...detail.goods_sku_detail, ...info }, timestamp, receivedAt: Date.now() }
}

/** seconds of a limited-time discount left, from the server's clock at the time of the answer */
export function discountSecondsLeft(sku: Pick<SkuDetail, 'promotion_type' | 'end_time' | 'start_time'>, serverNow: number): number {
  if (sku.promotion_type !== 1 || !sku.end_time) return 0
  if (sku.start_time && serverNow < sku.start_time) return 0
  return Math.max(0, Math.floor(sku.end_time - serverNow))
}

export type ManjianLine = { kind: 'discount' | 'gift' | 'shipping'; parts: ManjianPart[] }
export type ManjianPart =
  | { type: 'discount'; threshold: string; unit: 'yuan' | 'item'; amount: string }
  | { type: 'point'; threshold: string; unit: 'yuan' | 'item'; point: number }
  | { type: 'coupon'; threshold: string; unit: 'yuan' | 'item'; couponType: 'reward' | 'discount'; value: string }
  | { type: 'present'; threshold: string; unit: 'yuan' | 'item'; name: string; num: number; skuId: number }
  | { type: 'shipping'; threshold: string; unit: 'yuan' | 'item' }

const trimZeros = (v: string | number | undefined) => {
  const n = Number(v)
  return Number.isFinite(n) ? String(+n.toFixed(2)) : '0'
}

/** 满减 / 满送 / 包邮 lines of a spend-threshold activity (reference §7.6, the [MU] layout) */
export function manjianLines(activity: Manjian | null | undefined): ManjianLine[] {
  if (!activity) return []
  const unit = activity.type === 1 ? 'item' : 'yuan'
  const rules = [...(activity.rule_json ?? [])].sort((a, b) => toFen(a.money) - toFen(b.money))
  const discount: ManjianPart[] = []
  const gift: ManjianPart[] = []
  const shipping: ManjianPart[] = []
  for (const r of rules) {
    const threshold = trimZeros(r.money)
    if (toFen(r.discount_money) > 0) discount.push({ type: 'discount', threshold, unit, amount: trimZeros(r.discount_money) })
    if (Number(r.point) > 0) gift.push({ type: 'point', threshold, unit, point: Number(r.point) })
    if (r.coupon && r.coupon_data) {
      const discountType = r.coupon_data.type === 'discount'
      gift.push({ type: 'coupon', threshold, unit, couponType: discountType ? 'discount' : 'reward', value: trimZeros(discountType ? r.coupon_data.discount : r.coupon_data.money) })
    }
    const present = r.present_data
    if (present && present.sku_id > 0) gift.push({ type: 'present', threshold, unit, name: present.sku_name, num: Math.max(1, Number(present.num) || 1), skuId: present.sku_id })
    if (r.free_shipping === 1) shipping.push({ type: 'shipping', threshold, unit })
  }
  const lines: ManjianLine[] = []
  if (discount.length) lines.push({ kind: 'discount', parts: discount })
  if (gift.length) lines.push({ kind: 'gift', parts: gift })
  if (shipping.length) lines.push({ kind: 'shipping', parts: shipping })
  return lines
}

/** a line's parts by threshold, lowest first: the 满送 line says each threshold once (满699元送A、B、C) */
export function byThreshold(parts: readonly ManjianPart[]): ManjianPart[][] {
  const groups: ManjianPart[][] = []
  for (const p of parts) {
    const last = groups.at(-1)
    if (last && last[0]!.threshold === p.threshold && last[0]!.unit === p.unit) last.push(p)
    else groups.push([p])
  }
  return groups
}

export type Guarantee = 'baozh' | 'qtian' | 'zhping' | 'erxiaoshi' | 'tuihuo' | 'shiyong' | 'shiti' | 'xiaoxie'
const GUARANTEES: Guarantee[] = ['baozh', 'qtian', 'zhping', 'erxiaoshi', 'tuihuo', 'shiyong', 'shiti', 'xiaoxie']

/** the shop's guarantee badges that are switched on */
export function shopGuarantees(shop: ShopSummary): Guarantee[] {
  return GUARANTEES.filter((g) => Number(shop[`shop_${g}`]) === 1)
}

/** shop score: the mean of the three credits, one decimal */
export function shopScore(shop: Pick<ShopSummary, 'shop_desccredit' | 'shop_servicecredit' | 'shop_deliverycredit'>): string {
  const credits = [shop.shop_desccredit, shop.shop_servicecredit, shop.shop_deliverycredit].map((c) => Number(c) || 0)
  return (credits.reduce((a, b) => a + b, 0) / 3).toFixed(1)
}

/** a review's stars: the shopper's own (`scores`, 1–5); from explain_type (good 5, medium 3, bad 1) when the answer has none */
export function reviewStars(review: { scores?: number; explain_type?: number }): number {
  const { scores, explain_type: type } = review
  if (typeof scores === 'number' && Number.isInteger(scores) && scores >= 1 && scores <= 5) return scores
  return type === 2 ? 3 : type === 3 ? 1 : 5
}
