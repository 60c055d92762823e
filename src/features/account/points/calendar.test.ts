import { describe, expect, it } from 'vitest'
import { addMonths, monthGrid } from './calendar.ts'

describe('sign-in calendar', () => {
  it('lays a month out Monday first, in whole weeks', () => {
    // 2026-11-01 is a Sunday: six blanks before it
    const nov = monthGrid('2026-11')
    expect(nov.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(nov.filter(Boolean)).toHaveLength(30)
    expect(nov.length % 7).toBe(0)
    expect(monthGrid('2024-02').filter(Boolean).at(-1)).toBe('2024-02-29')
    // 2026-06-01 is a Monday: no blank
    expect(monthGrid('2026-06')[0]).toBe('2026-06-01')
  })
  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
  })
})
