import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculate, couponSaving, type CalcCoupon, type CalcManjian, type CalcShop } from '../../../domain/order-price.ts'

// The spend-threshold (满减) and coupon part of the checkout calculation, as properties over random
// carts (issue 12): the highest threshold reached wins (against a brute-force pick), the discount is
// split across the covered lines in proportion and the shares add up to it exactly, the coupon takes
// what its rule says from what the promotion left, and nothing is ever negative.

const goodsIds = fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }).map((a) => new Set(a)), { nil: null })
const lines = fc.array(
  fc.record({
    sku_id: fc.integer({ min: 1, max: 500 }),
    goods_id: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 1, max: 500_000 }),
    num: fc.integer({ min: 1, max: 20 }),
    free_shipping: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
)
const manjian: fc.Arbitrary<CalcManjian> = fc.record({
  manjian_id: fc.nat(),
  type: fc.constantFrom(0 as const, 1 as const),
  goods_ids: goodsIds,
  rules: fc.uniqueArray(
    fc.record({ money: fc.integer({ min: 0, max: 3_000_000 }), discount_money: fc.integer({ min: 0, max: 2_000_000 }), free_shipping: fc.constantFrom(0 as const, 1 as const) }),
    { minLength: 1, maxLength: 5, selector: (r) => r.money },
  ),
})
const coupon: fc.Arbitrary<CalcCoupon> = fc.record({
  coupon_id: fc.nat(),
  type: fc.constantFrom('reward' as const, 'discount' as const),
  money: fc.integer({ min: 0, max: 300_000 }),
  discount: fc.integer({ min: 0, max: 100 }),
  discount_limit: fc.integer({ min: 0, max: 100_000 }),
  at_least: fc.integer({ min: 0, max: 2_000_000 }),
  goods_ids: goodsIds,
})
const shop: fc.Arbitrary<CalcShop> = fc.record({
  site_id: fc.constant(1),
  lines,
  manjian: fc.option(manjian, { nil: null }),
  coupon: fc.option(coupon, { nil: null }),
  delivery: fc.record({ kind: fc.constantFrom('express' as const, 'none' as const), first_fee: fc.integer({ min: 0, max: 2000 }), add_fee: fc.integer({ min: 0, max: 500 }), free_money: fc.integer({ min: 0, max: 50_000 }) }),
})

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('spend threshold and coupon (property)', () => {
  it('the highest threshold reached wins; shares add up; the coupon follows its rule; nothing negative', () => {
    fc.assert(
      fc.property(shop, (s) => {
        const r = calculate({ shops: [s], platform_coupon: null, balance_available: 0 })
        const out = r.shops[0]!
        const goods = s.lines.map((l) => l.price * l.num)
        const covered = s.lines.map((l) => !s.manjian || s.manjian.goods_ids === null || s.manjian.goods_ids.has(l.goods_id))

        // threshold: brute force over the rules
        let off = 0
        if (s.manjian) {
          const measure = s.manjian.type === 1 ? sum(s.lines.filter((_, i) => covered[i]).map((l) => l.num)) : sum(goods.filter((_, i) => covered[i]))
          const reached = s.manjian.rules.filter((x) => x.money <= measure)
          const best = reached.length ? reached.reduce((a, b) => (b.money > a.money ? b : a)) : null
          expect(out.manjian_rule?.money ?? null).toBe(best?.money ?? null)
          for (const x of s.manjian.rules) if (x.money > (best?.money ?? -1)) expect(x.money > measure || x === best).toBe(true)
          off = best ? Math.min(best.discount_money ?? 0, sum(goods.filter((_, i) => covered[i]))) : 0
        }
        expect(out.promotion_money).toBe(off)

        // the discount split: exact sum, only covered lines, within one fen of the proportional share
        const promo = out.lines.map((l) => l.promotion_money)
        expect(sum(promo)).toBe(off)
        const coveredMoney = sum(goods.filter((_, i) => covered[i]))
        promo.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0)
          expect(p).toBeLessThanOrEqual(goods[i]!)
          if (!covered[i] || off === 0) expect(p).toBe(0)
          else expect(Math.abs(p * coveredMoney - off * goods[i]!)).toBeLessThan(coveredMoney)
        })

        // the coupon: its rule on what the promotion left of the goods it covers
        const base = s.coupon ? sum(goods.map((g, i) => (s.coupon!.goods_ids === null || s.coupon!.goods_ids.has(s.lines[i]!.goods_id) ? g - promo[i]! : 0))) : 0
        expect(out.coupon_money).toBe(s.coupon ? couponSaving(s.coupon, base) : 0)
        expect(sum(out.lines.map((l) => l.coupon_money))).toBe(out.coupon_money)
        expect(out.coupon_money).toBeLessThanOrEqual(base)

        // nothing negative, integer fen, and the order adds up
        for (const l of out.lines) {
          for (const v of [l.goods_money, l.promotion_money, l.coupon_money, l.real_goods_money]) {
            expect(Number.isInteger(v)).toBe(true)
            expect(v).toBeGreaterThanOrEqual(0)
          }
          expect(l.real_goods_money).toBe(l.goods_money - l.promotion_money - l.coupon_money)
        }
        expect(out.order_money).toBe(out.goods_money - out.promotion_money - out.coupon_money + out.delivery_money)
        expect(out.order_money).toBeGreaterThanOrEqual(0)
        expect(out.pay_money).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 2000 },
    )
  })

  it('spending more never reaches a lower threshold', () => {
    fc.assert(
      fc.property(shop, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 10 }), (s, k, more) => {
        if (!s.manjian) return
        const i = k % s.lines.length
        const bigger = { ...s, lines: s.lines.map((l, j) => (j === i ? { ...l, num: l.num + more } : l)) }
        const before = calculate({ shops: [s], platform_coupon: null, balance_available: 0 }).shops[0]!.manjian_rule?.money ?? -1
        const after = calculate({ shops: [bigger], platform_coupon: null, balance_available: 0 }).shops[0]!.manjian_rule?.money ?? -1
        expect(after).toBeGreaterThanOrEqual(before)
      }),
      { numRuns: 1000 },
    )
  })
})
