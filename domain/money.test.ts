import { describe, expect, it } from 'vitest'
import { formatDiscount, formatFen, formatYuan, sumFen, toFen } from './money.ts'

describe('money', () => {
  it("prints a coupon's 折 without trailing zeros", () => {
    expect(formatDiscount('8.50')).toBe('8.5')
    expect(formatDiscount('9.00')).toBe('9')
    expect(formatDiscount('8.8')).toBe('8.8')
    expect(formatDiscount('7.25')).toBe('7.25')
    expect(formatDiscount('10.00')).toBe('10')
  })
  it('reads wire amounts as integer fen', () => {
    expect(toFen('12.5')).toBe(1250)
    expect(toFen('12.50')).toBe(1250)
    expect(toFen('0.07')).toBe(7)
    expect(toFen('.5')).toBe(50)
    expect(toFen('3')).toBe(300)
    expect(toFen(12.5)).toBe(1250)
    expect(toFen('1.005')).toBe(101) // half up, with no binary noise
    expect(toFen('-3.2')).toBe(-320)
  })
  it('reads anything else as 0', () => {
    for (const v of [null, undefined, '', ' ', 'abc', '1.2.3', '.', Number.NaN]) expect(toFen(v)).toBe(0)
  })
  it('formats fen as 2-decimal yuan', () => {
    expect(formatFen(1250)).toBe('12.50')
    expect(formatFen(7)).toBe('0.07')
    expect(formatFen(0)).toBe('0.00')
    expect(formatFen(-5)).toBe('-0.05')
    expect(formatYuan('12.5')).toBe('12.50')
    expect(formatYuan(undefined)).toBe('0.00')
  })
  it('adds without float drift', () => {
    expect(sumFen('0.10', '0.20')).toBe(30)
    expect(formatFen(sumFen('0.1', '0.2', 0.3))).toBe('0.60')
  })
})
