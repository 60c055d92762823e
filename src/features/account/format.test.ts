import { describe, expect, it } from 'vitest'
import { beijingEpoch } from '../../../domain/time.ts'
import { formatDate, formatTime, groupByDay } from './format.ts'

describe('member page times', () => {
  it('prints nothing for a missing time', () => {
    expect(formatDate(0)).toBe('')
    expect(formatTime(undefined)).toBe('')
  })
  it('prints Beijing date and time', () => {
    const epoch = beijingEpoch(2026, 11, 3, 9, 5, 7)
    expect(formatDate(epoch)).toBe('2026-11-03')
    expect(formatTime(epoch)).toBe('2026-11-03 09:05:07')
  })
  it('groups rows by day in their order', () => {
    const rows = [
      { id: 1, day: '2026-11-23' },
      { id: 2, day: '2026-11-23' },
      { id: 3, day: '2026-11-21' },
    ]
    expect(groupByDay(rows, (r) => r.day)).toEqual([
      { day: '2026-11-23', rows: [rows[0], rows[1]] },
      { day: '2026-11-21', rows: [rows[2]] },
    ])
  })
})
