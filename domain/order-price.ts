// The order calculation (reference §3.3, §7.5–7.7) as a pure function of integer fen: the service
// loads the facts (prices in force, promotions, coupons, delivery settings, balance) and this
// decides every amount. Nothing here reads the clock or the database, so a property test can run
// it on thousands of random checkouts.

export interface CalcLine {
  sku_id: number
  goods_id: number
  /** unit price in force (limited-time discount applied) */
  price: number
  num: number
  /** the goods ship free */
  free_shipping: boolean
}

export interface ManjianRule {
  /** threshold: fen (type 0) or item count (type 1) */
  money: number
  discount_money?: number
  free_shipping?: 0 | 1
  /** granted when the order completes (not part of the calculation): bonus points */
  point?: number
  /** …a coupon of this coupon_type_id */
  coupon?: number
  /** a gift: this SKU id (present_num of it, default 1), an order line at price 0 while stock lasts */
  present?: number
  present_num?: number
}
export interface CalcManjian {
  manjian_id: number
  /** 0 thresholds in fen, 1 in items */
  type: 0 | 1
  /** null = every goods of the shop */
  goods_ids: ReadonlySet<number> | null
  rules: readonly ManjianRule[]
}

export interface CalcCoupon {
  coupon_id: number
  type: 'reward' | 'discount'
  /** reward: money off */
  money: number
  /** discount: percent paid (85 = 8.5折) */
  discount: number
  /** discount: cap, 0 = none */
  discount_limit: number
  at_least: number
  /** null = all goods of the shop */
  goods_ids: ReadonlySet<number> | null
}

export type DeliveryKind = 'express' | 'store' | 'local' | 'none'
export interface CalcDelivery {
  kind: DeliveryKind
  /** express: first item; local: the fee */
  first_fee: number
  /** express: each further chargeable item */
  add_fee: number
  /** free above this goods amount (after promotions); 0 = never */
  free_money: number
}

export interface CalcShop {
  site_id: number
  lines: readonly CalcLine[]
  manjian: CalcManjian | null
  coupon: CalcCoupon | null
  delivery: CalcDelivery
}

export interface CalcPlatformCoupon {
  coupon_id: number
  money: number
  at_least: number
  /** null = every shop */
  site_ids: ReadonlySet<number> | null
}

export interface CalcInput {
  shops: readonly CalcShop[]
  platform_coupon: CalcPlatformCoupon | null
  /** balance the member chose to use (0 = none) */
  balance_available: number
}

export interface LineResult {
  sku_id: number
  goods_money: number
  promotion_money: number
  /** shop coupon + this line's share of the platform coupon */
  coupon_money: number
  real_goods_money: number
}

export interface ShopResult {
  site_id: number
  goods_num: number
  goods_money: number
  promotion_money: number
  /** the manjian rule reached, if any */
  manjian_rule: ManjianRule | null
  coupon_money: number
  /** false when a coupon was given but does not apply */
  coupon_applied: boolean
  platform_coupon_money: number
  delivery_money: number
  order_money: number
  balance_money: number
  pay_money: number
  lines: LineResult[]
}

export interface CalcResult {
  shops: ShopResult[]
  goods_num: number
  goods_money: number
  promotion_money: number
  coupon_money: number
  platform_coupon_money: number
  platform_coupon_applied: boolean
  delivery_money: number
  order_money: number
  balance_money: number
  pay_money: number
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/**
 * Split `total` (≤ Σ weights) into integers in proportion to the weights, by largest remainder: the
 * parts add up to `total` exactly and no part exceeds its weight. BigInt: fen × fen passes 2^53.
 */
export function split(total: number, weights: readonly number[]): number[] {
  const W = BigInt(sum(weights))
  if (total <= 0 || W === 0n) return weights.map(() => 0)
  const T = BigInt(total)
  const parts = weights.map((w) => Number((T * BigInt(w)) / W))
  const rest = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % W }))
  let left = total - sum(parts)
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  for (const { i } of rest) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

/** the highest rule reached (rules in any order) */
export function reachedRule(rules: readonly ManjianRule[], measure: number): ManjianRule | null {
  let best: ManjianRule | null = null
  for (const r of rules) if (r.money <= measure && (!best || r.money > best.money)) best = r
  return best
}

/** what a coupon takes off `base` (0 when its threshold is not met) */
export function couponSaving(c: Pick<CalcCoupon, 'type' | 'money' | 'discount' | 'discount_limit' | 'at_least'>, base: number): number {
  if (base <= 0 || base < c.at_least) return 0
  if (c.type === 'reward') return Math.min(c.money, base)
  const off = Math.floor((base * (100 - Math.min(100, Math.max(0, c.discount)))) / 100)
  return Math.min(base, c.discount_limit > 0 ? Math.min(off, c.discount_limit) : off)
}

export function calculate(input: CalcInput): CalcResult {
  const shops = input.shops.map((shop) => {
    const goods = shop.lines.map((l) => l.price * l.num)
    const goodsMoney = sum(goods)
    const goodsNum = sum(shop.lines.map((l) => l.num))

    // 满减送: the highest rule reached by the covered goods; the discount is split over them
    const covered = shop.lines.map((l) => !shop.manjian || shop.manjian.goods_ids === null || shop.manjian.goods_ids.has(l.goods_id))
    let rule: ManjianRule | null = null
    let promo = shop.lines.map(() => 0)
    const free = shop.lines.map((l) => l.free_shipping)
    if (shop.manjian) {
      const coveredMoney = sum(goods.filter((_, i) => covered[i]))
      const measure = shop.manjian.type === 1 ? sum(shop.lines.filter((_, i) => covered[i]).map((l) => l.num)) : coveredMoney
      rule = reachedRule(shop.manjian.rules, measure)
      if (rule) {
        const off = Math.min(rule.discount_money ?? 0, coveredMoney)
        promo = split(off, goods.map((g, i) => (covered[i] ? g : 0)))
        if (rule.free_shipping) covered.forEach((c, i) => c && (free[i] = true))
      }
    }
    const promotionMoney = sum(promo)
    const afterPromo = goods.map((g, i) => g - promo[i]!)

    // shop coupon on its goods (after the promotion)
    let couponLines = shop.lines.map(() => 0)
    let couponApplied = shop.coupon === null
    if (shop.coupon) {
      const ids = shop.coupon.goods_ids
      const base = afterPromo.map((a, i) => (ids === null || ids.has(shop.lines[i]!.goods_id) ? a : 0))
      const saving = couponSaving(shop.coupon, sum(base))
      couponApplied = saving > 0
      couponLines = split(saving, base)
    }
    const couponMoney = sum(couponLines)

    // delivery
    const d = shop.delivery
    const discounted = goodsMoney - promotionMoney
    let delivery = 0
    if (d.kind === 'express') {
      const chargeable = sum(shop.lines.filter((_, i) => !free[i]).map((l) => l.num))
      const freeAbove = d.free_money > 0 && discounted >= d.free_money
      if (chargeable > 0 && !freeAbove) delivery = d.first_fee + d.add_fee * (chargeable - 1)
    } else if (d.kind === 'local') {
      if (!(d.free_money > 0 && discounted >= d.free_money)) delivery = d.first_fee
    }
    return { shop, goods, goodsMoney, goodsNum, rule, promo, promotionMoney, couponLines, couponMoney, couponApplied, delivery }
  })

  // one platform coupon over the eligible shops, split in proportion to what they still cost
  const pc = input.platform_coupon
  const eligible = shops.map((s) => (pc && (pc.site_ids === null || pc.site_ids.has(s.shop.site_id)) ? s.goodsMoney - s.promotionMoney - s.couponMoney : 0))
  const platformSaving = pc ? couponSaving({ type: 'reward', money: pc.money, discount: 0, discount_limit: 0, at_least: pc.at_least }, sum(eligible)) : 0
  const platformShares = split(platformSaving, eligible)

  let balanceLeft = Math.max(0, input.balance_available)
  const results: ShopResult[] = shops.map((s, k) => {
    const platform = platformShares[k]!
    const orderMoney = s.goodsMoney - s.promotionMoney - s.couponMoney - platform + s.delivery
    const balance = Math.min(balanceLeft, orderMoney)
    balanceLeft -= balance
    const lineRemain = s.goods.map((g, i) => g - s.promo[i]! - s.couponLines[i]!)
    const platformLines = split(platform, lineRemain)
    return {
      site_id: s.shop.site_id,
      goods_num: s.goodsNum,
      goods_money: s.goodsMoney,
      promotion_money: s.promotionMoney,
      manjian_rule: s.rule,
      coupon_money: s.couponMoney,
      coupon_applied: s.couponApplied,
      platform_coupon_money: platform,
      delivery_money: s.delivery,
      order_money: orderMoney,
      balance_money: balance,
      pay_money: orderMoney - balance,
      lines: s.shop.lines.map((l, i) => ({
        sku_id: l.sku_id,
        goods_money: s.goods[i]!,
        promotion_money: s.promo[i]!,
        coupon_money: s.couponLines[i]! + platformLines[i]!,
        real_goods_money: lineRemain[i]! - platformLines[i]!,
      })),
    }
  })
  const total = (f: (r: ShopResult) => number) => sum(results.map(f))
  return {
    shops: results,
    goods_num: total((r) => r.goods_num),
    goods_money: total((r) => r.goods_money),
    promotion_money: total((r) => r.promotion_money),
    coupon_money: total((r) => r.coupon_money),
    platform_coupon_money: platformSaving,
    platform_coupon_applied: pc === null || platformSaving > 0,
    delivery_money: total((r) => r.delivery_money),
    order_money: total((r) => r.order_money),
    balance_money: total((r) => r.balance_money),
    pay_money: total((r) => r.pay_money),
  }
}
