import type { CartLine } from './api/get-cart-lists.ts'
import { unitFen } from '../../../machines/cart-panel/fen.ts'

// The /cart page's rules (reference §2.5): lines grouped by shop, the invalid ones apart, the
// three-level selection, the quantity bounds and the totals of the checked lines in integer fen.

/** off sale (goods_state/verify_state ≠ 1) or sold out: listed apart, never checked or settled */
export { unitFen }

/** (the panel's lines are typed narrower, but carry the same wire fields) */
export const isInvalidLine = (line: object): boolean => {
  const l = line as Partial<CartLine>
  if (l.goods_state === undefined) return false
  return l.goods_state !== 1 || (l.verify_state ?? 1) !== 1 || (l.stock ?? 0) <= 0
}

export interface ShopGroup {
  siteId: number
  siteName: string
  lines: CartLine[]
}

/** valid lines grouped by shop (in the order the shops first appear), and the invalid lines */
export function groupCart(lines: readonly CartLine[]): { shops: ShopGroup[]; invalid: CartLine[] } {
  const shops = new Map<number, ShopGroup>()
  const invalid: CartLine[] = []
  for (const line of lines) {
    if (isInvalidLine(line)) {
      invalid.push(line)
      continue
    }
    const group = shops.get(line.site_id) ?? { siteId: line.site_id, siteName: line.site_name, lines: [] }
    group.lines.push(line)
    shops.set(line.site_id, group)
  }
  return { shops: [...shops.values()], invalid }
}

export interface NumBounds {
  min: number
  max: number
}

/** a line's quantity bounds: ≥ min_buy (≥ 1), ≤ stock and what max_buy leaves after earlier purchases */
export function lineBounds(line: Pick<CartLine, 'stock' | 'min_buy' | 'max_buy' | 'purchased_num'>): NumBounds {
  const stock = Math.max(0, Math.floor(Number(line.stock) || 0))
  const min = Math.max(1, Math.floor(Number(line.min_buy) || 0))
  let max = stock
  const maxBuy = Math.floor(Number(line.max_buy) || 0)
  if (maxBuy > 0) max = Math.min(max, Math.max(0, maxBuy - Math.max(0, Math.floor(Number(line.purchased_num) || 0))))
  return { min, max: Math.max(max, 0) }
}

/** a typed quantity clamped into the bounds (the min when nothing fits) */
export function clampNum(value: number, bounds: NumBounds): number {
  if (!Number.isFinite(value)) return bounds.min
  if (bounds.max < bounds.min) return bounds.min
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)))
}

/** why a typed quantity did not stand: above the stock, above what the purchase limit leaves, below the minimum */
export type ClampReason = 'stock' | 'limit' | 'min'

/** the reason `typed` was changed by `clampNum` for this line (null when it fits) */
export function clampReason(typed: number, line: Pick<CartLine, 'stock' | 'min_buy' | 'max_buy' | 'purchased_num'>): ClampReason | null {
  const bounds = lineBounds(line)
  if (!Number.isFinite(typed)) return null
  if (typed < bounds.min) return 'min'
  if (typed > bounds.max) return bounds.max < Math.floor(Number(line.stock) || 0) ? 'limit' : 'stock'
  return null
}

export type CheckState = boolean | 'indeterminate'

/** the checkbox of a set of lines: all, none or some of them checked */
export function checkState(ids: readonly number[], checked: ReadonlySet<number>): CheckState {
  const n = ids.filter((id) => checked.has(id)).length
  return n === 0 ? false : n === ids.length ? true : 'indeterminate'
}

/** checks (or unchecks) all of `ids` */
export function toggleAll(checked: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(checked)
  for (const id of ids) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

/** the checked ids that still name a valid line (lines go away after a delete or a reload) */
export function pruneChecked(checked: ReadonlySet<number>, lines: readonly CartLine[]): Set<number> {
  const valid = new Set(lines.filter((l) => !isInvalidLine(l)).map((l) => l.cart_id))
  return new Set([...checked].filter((id) => valid.has(id)))
}

/** Σ unit price (discount price, else price) × num over the checked valid lines, in fen, and how many lines */
export function checkedTotals(lines: readonly CartLine[], checked: ReadonlySet<number>): { totalFen: number; lines: number; pieces: number } {
  let totalFen = 0
  let count = 0
  let pieces = 0
  for (const line of lines) {
    if (!checked.has(line.cart_id) || isInvalidLine(line)) continue
    totalFen += unitFen(line) * line.num
    count += 1
    pieces += line.num
  }
  return { totalFen, lines: count, pieces }
}

/** the checked valid lines' ids in the list order (what settle sends) */
export const checkedIds = (lines: readonly CartLine[], checked: ReadonlySet<number>): number[] =>
  lines.filter((l) => checked.has(l.cart_id) && !isInvalidLine(l)).map((l) => l.cart_id)
