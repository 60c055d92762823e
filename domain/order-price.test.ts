import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculate, couponSaving, split, type CalcInput } from './order-price.ts'

const fen = (max: number) => fc.integer({ min: 0, max })
const line = fc.record({
  sku_id: fc.integer({ min: 1, max: 1000 }),
  goods_id: fc.integer({ min: 1, max: 8 }),
  price: fc.integer({ min: 1, max: 2_000_000 }),
  num: fc.integer({ min: 1, max: 50 }),
  free_shipping: fc.boolean(),
})
const goodsSet = fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }).map((a) => new Set(a)), { nil: null })
const manjian = fc.record({
  manjian_id: fc.nat(),
  type: fc.constantFrom(0 as const, 1 as const),
  goods_ids: goodsSet,
  rules: fc.array(
    fc.record({
      money: fen(5_000_000),
      discount_money: fc.option(fen(3_000_000), { nil: undefined }),
      free_shipping: fc.option(fc.constantFrom(0 as const, 1 as const), { nil: undefined }),
    }),
    { maxLength: 4 },
  ),
})
const coupon = fc.record({
  coupon_id: fc.nat(),
  type: fc.constantFrom('reward' as const, 'discount' as const),
  money: fen(500_000),
  discount: fc.integer({ min: 0, max: 100 }),
  discount_limit: fen(100_000),
  at_least: fen(1_000_000),
  goods_ids: goodsSet,
})
const delivery = fc.record({
  kind: fc.constantFrom('express' as const, 'store' as const, 'local' as const, 'none' as const),
  first_fee: fen(5000),
  add_fee: fen(1000),
  free_money: fen(100_000),
})
const input: fc.Arbitrary<CalcInput> = fc.record({
  shops: fc.array(
    fc.record({
      site_id: fc.integer({ min: 1, max: 30 }),
      lines: fc.array(line, { minLength: 1, maxLength: 6 }),
      manjian: fc.option(manjian, { nil: null }),
      coupon: fc.option(coupon, { nil: null }),
      delivery,
    }),
    { minLength: 1, maxLength: 5 },
  ),
  platform_coupon: fc.option(
    fc.record({
      coupon_id: fc.nat(),
      money: fen(1_000_000),
      at_least: fen(3_000_000),
      site_ids: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }).map((a) => new Set(a)), { nil: null }),
    }),
    { nil: null },
  ),
  balance_available: fen(10_000_000),
})

const isFen = (n: number) => Number.isSafeInteger(n) && n >= 0

describe('order calculation (property)', () => {
  it('total = goods − discounts + delivery, never negative, integer fen, shops add up to the payment', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const r = calculate(inp)
        expect(r.shops).toHaveLength(inp.shops.length)
        for (const [k, s] of r.shops.entries()) {
          for (const n of [s.goods_money, s.promotion_money, s.coupon_money, s.platform_coupon_money, s.delivery_money, s.order_money, s.balance_money, s.pay_money]) {
            expect(isFen(n)).toBe(true)
          }
          expect(s.order_money).toBe(s.goods_money - s.promotion_money - s.coupon_money - s.platform_coupon_money + s.delivery_money)
          expect(s.pay_money).toBe(s.order_money - s.balance_money)
          expect(s.goods_money).toBe(inp.shops[k]!.lines.reduce((a, l) => a + l.price * l.num, 0))
          // discounts never pass the goods: delivery is never discounted away
          expect(s.promotion_money + s.coupon_money + s.platform_coupon_money).toBeLessThanOrEqual(s.goods_money)
          if (inp.shops[k]!.delivery.kind === 'store' || inp.shops[k]!.delivery.kind === 'none') expect(s.delivery_money).toBe(0)
          // line allocations add up to the shop and are never negative
          expect(s.lines.reduce((a, l) => a + l.goods_money, 0)).toBe(s.goods_money)
          expect(s.lines.reduce((a, l) => a + l.promotion_money, 0)).toBe(s.promotion_money)
          expect(s.lines.reduce((a, l) => a + l.coupon_money, 0)).toBe(s.coupon_money + s.platform_coupon_money)
          for (const l of s.lines) {
            expect(isFen(l.real_goods_money)).toBe(true)
            expect(l.real_goods_money).toBe(l.goods_money - l.promotion_money - l.coupon_money)
          }
        }
        const add = (f: (s: (typeof r.shops)[number]) => number) => r.shops.reduce((a, s) => a + f(s), 0)
        expect(r.pay_money).toBe(add((s) => s.pay_money))
        expect(r.order_money).toBe(add((s) => s.order_money))
        expect(r.order_money).toBe(r.goods_money - r.promotion_money - r.coupon_money - r.platform_coupon_money + r.delivery_money)
        expect(r.platform_coupon_money).toBe(add((s) => s.platform_coupon_money))
        expect(r.platform_coupon_money).toBeLessThanOrEqual(inp.platform_coupon?.money ?? 0)
        expect(r.balance_money).toBeLessThanOrEqual(inp.balance_available)
        expect(r.balance_money).toBe(Math.min(inp.balance_available, r.order_money))
        expect(isFen(r.pay_money)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('split: parts add up exactly and never exceed their weight', () => {
    fc.assert(
      fc.property(fc.array(fen(1_000_000_000), { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const W = weights.reduce((a, b) => a + b, 0)
        const total = Math.floor(W * f)
        const parts = split(total, weights)
        expect(parts.reduce((a, b) => a + b, 0)).toBe(W === 0 ? 0 : total)
        parts.forEach((p, i) => expect(p >= 0 && p <= weights[i]!).toBe(true))
      }),
    )
  })
})

const base = { sku_id: 1, goods_id: 1, free_shipping: false }
const shop = (kind: 'express' | 'store', free_money = 0) => ({
  site_id: 1, lines: [{ ...base, price: 1000, num: 3 }], manjian: null, coupon: null,
  delivery: { kind, first_fee: 800, add_fee: 200, free_money },
})

describe('order calculation (examples)', () => {
  it('manjian: the highest threshold reached wins, with free shipping', () => {
    const r = calculate({
      shops: [{
        site_id: 1,
        lines: [{ ...base, price: 25_000, num: 2 }],
        manjian: { manjian_id: 1, type: 0, goods_ids: null, rules: [{ money: 19_900, discount_money: 2000 }, { money: 39_900, discount_money: 5000, free_shipping: 1 }] },
        coupon: { coupon_id: 1, type: 'reward', money: 5000, discount: 0, discount_limit: 0, at_least: 50_000, goods_ids: null },
        delivery: { kind: 'express', first_fee: 800, add_fee: 200, free_money: 0 },
      }],
      platform_coupon: { coupon_id: 2, money: 3000, at_least: 19_900, site_ids: null },
      balance_available: 1000,
    })
    // 500 − 50 (manjian) ; the 满500减50 coupon needs 500 after the promotion: 450 does not reach it
    expect(r).toMatchObject({ goods_money: 50_000, promotion_money: 5000, coupon_money: 0, platform_coupon_money: 3000, delivery_money: 0, order_money: 42_000, balance_money: 1000, pay_money: 41_000 })
    expect(r.shops[0]!.coupon_applied).toBe(false)
  })
  it('express fee: first item + further items; free above the amount; pickup is free', () => {
    expect(calculate({ shops: [shop('express')], platform_coupon: null, balance_available: 0 }).delivery_money).toBe(1200)
    expect(calculate({ shops: [shop('express', 3000)], platform_coupon: null, balance_available: 0 }).delivery_money).toBe(0)
    expect(calculate({ shops: [shop('store')], platform_coupon: null, balance_available: 0 }).delivery_money).toBe(0)
  })
  it('discount coupon: percent off with a cap', () => {
    expect(couponSaving({ type: 'discount', money: 0, discount: 85, discount_limit: 0, at_least: 0 }, 10_000)).toBe(1500)
    expect(couponSaving({ type: 'discount', money: 0, discount: 85, discount_limit: 1000, at_least: 0 }, 10_000)).toBe(1000)
    expect(couponSaving({ type: 'reward', money: 500, discount: 0, discount_limit: 0, at_least: 20_000 }, 10_000)).toBe(0)
  })
})
