import { describe, expect, it } from 'vitest'
import {
  bundleSavingFen, bundleStock, clampTo, clock, couponTarget, couponValidity, couponValue, couponTakenPercent, currentSlotIndex,
  discountText, promoBounds, secondsOfDay, slotLabelState, slotSecondsLeft, slotState, stripStart,
} from './promotion-rules.ts'
import { beijingEpoch } from './time.ts'

const H = 3600
const slots = [
  { seckill_start_time: 8 * H, seckill_end_time: 10 * H },
  { seckill_start_time: 12 * H, seckill_end_time: 14 * H },
  { seckill_start_time: 20 * H, seckill_end_time: 22 * H },
]

describe('flash-sale slots', () => {
  it('reads the Beijing time of day of a server time, whatever the browser\u2019s zone', () => {
    const at = beijingEpoch(2026, 11, 23, 13, 5, 9)
    expect(secondsOfDay(at)).toBe(13 * H + 5 * 60 + 9)
  })

  it('picks the running slot, else the next, else tomorrow’s first', () => {
    expect(currentSlotIndex(slots, 9 * H)).toBe(0)
    expect(currentSlotIndex(slots, 13 * H)).toBe(1)
    expect(currentSlotIndex(slots, 15 * H)).toBe(2)
    expect(currentSlotIndex(slots, 23 * H)).toBe(0)
    expect(currentSlotIndex([], 0)).toBe(-1)
  })

  it('says ended / running / not started and counts to the end or the start', () => {
    expect(slotState(slots[0]!, 10 * H)).toBe('ended')
    expect(slotState(slots[1]!, 12 * H)).toBe('running')
    expect(slotState(slots[2]!, 13 * H)).toBe('upcoming')
    expect(slotSecondsLeft(slots[1]!, 13 * H)).toBe(H)
    expect(slotSecondsLeft(slots[2]!, 19 * H)).toBe(H)
    expect(slotSecondsLeft(slots[0]!, 23 * H)).toBe(9 * H)
    expect(slotLabelState(slots, 0, 23 * H)).toBe('upcoming')
    expect(slotLabelState(slots, 1, 23 * H)).toBe('ended')
  })

  it('keeps the selected slot in the strip of 7', () => {
    expect(stripStart(5, 4)).toBe(0)
    expect(stripStart(12, 0)).toBe(0)
    expect(stripStart(12, 6)).toBe(3)
    expect(stripStart(12, 11)).toBe(5)
    expect(clock(9 * H + 30 * 60)).toBe('09:30')
  })
})

describe('prices and quantities', () => {
  it('shows the discount in 折', () => {
    expect(discountText('35.00', '100.00')).toBe('3.5')
    expect(discountText('80.00', '100.00')).toBe('8')
    expect(discountText('100.00', '100.00')).toBe('')
    expect(discountText('1.00', '100.00', 12)).toBe('1.2')
  })

  it('starts a group buy at its minimum and caps by stock and the member limit', () => {
    expect(promoBounds({ stock: 50, min: 3 })).toEqual({ min: 3, max: 50 })
    expect(promoBounds({ stock: 50, max_buy: 2, purchased_num: 1 })).toEqual({ min: 1, max: 1 })
    expect(promoBounds({ stock: 2, min: 3 })).toEqual({ min: 3, max: 2 })
    expect(clampTo(1, { min: 3, max: 50 })).toBe(3)
    expect(clampTo(99, { min: 3, max: 50 })).toBe(50)
    expect(clampTo(Number.NaN, { min: 3, max: 50 })).toBe(3)
  })

  it('takes a bundle’s stock from its scarcest item and its saving from the prices', () => {
    expect(bundleStock([{ stock: 5 }, { stock: 2 }])).toBe(2)
    expect(bundleStock([])).toBe(0)
    expect(bundleSavingFen({ bl_price: '90.00', goods_money: '120.00', bundling_goods: [] })).toBe(3000)
    expect(bundleSavingFen({ bl_price: '90.00', bundling_goods: [{ price: '50.00' }, { price: '60.00' }] })).toBe(2000)
    expect(bundleSavingFen({ bl_price: '200.00', goods_money: '120.00', bundling_goods: [] })).toBe(0)
  })
})

describe('coupons', () => {
  it('says the value, the validity and how many are gone', () => {
    expect(couponValue({ type: 'reward', money: '10.00' })).toEqual({ kind: 'money', money: '10.00' })
    expect(couponValue({ type: 'discount', money: '0.00', discount: '9.50' })).toEqual({ kind: 'discount', discount: '9.5' })
    expect(couponValidity({ validity_type: 1, fixed_term: 7, end_time: 0 })).toEqual({ kind: 'days', days: 7 })
    expect(couponValidity({ validity_type: 0, fixed_term: 0, end_time: beijingEpoch(2026, 12, 31) })).toEqual({ kind: 'until', date: '2026-12-31' })
    expect(couponTakenPercent({ count: 200, lead_count: 50 })).toBe(25)
    expect(couponTakenPercent({ count: 0 })).toBeNull()
  })

  it('routes "use it" to the goods the coupon applies to', () => {
    expect(couponTarget({ source: 'shop', site_id: 3, coupon_type_id: 9, goods_type: 2 })).toEqual({ to: '/shop_list', search: { site_id: 3, coupon_type: 9 } })
    expect(couponTarget({ source: 'shop', site_id: 3, coupon_type_id: 9, goods_type: 1 })).toEqual({ to: '/shop_list', search: { site_id: 3 } })
    expect(couponTarget({ source: 'platform', platformcoupon_type_id: 4, use_scenario: 2 })).toEqual({ to: '/list', search: { platform_coupon_type: 4 } })
    expect(couponTarget({ source: 'platform', platformcoupon_type_id: 4, use_scenario: 1 })).toEqual({ to: '/list', search: {} })
  })
})

describe('the server’s midnight', () => {
  it('counts seconds of day from it when given', () => {
    expect(secondsOfDay(1_000_000 + 3 * H + 7, 1_000_000)).toBe(3 * H + 7)
    expect(secondsOfDay(1_000_000 - 60, 1_000_000)).toBe(24 * H - 60)
  })
})
