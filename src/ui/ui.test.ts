import { describe, expect, it } from 'vitest'
import { formatYuan } from '../../domain/money.ts'
import { splitSeconds } from './countdown.tsx'
import { toastDuration } from './toast.ts'

describe('formatYuan (the Price component)', () => {
  it('prints two decimals from the wire string', () => {
    expect(formatYuan('12.5')).toBe('12.50')
    expect(formatYuan(3)).toBe('3.00')
    expect(formatYuan('')).toBe('0.00')
    expect(formatYuan(undefined)).toBe('0.00')
  })
})

describe('splitSeconds', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitSeconds(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 })
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

describe('toastDuration', () => {
  it('gives longer messages more time, within bounds', () => {
    expect(toastDuration('ok')).toBeLessThan(toastDuration('a much longer message that takes a while to read'))
    expect(toastDuration('x'.repeat(500))).toBe(6000)
  })
})
