import { describe, expect, it } from 'vitest'
import { beijingEpoch } from '../../../domain/time.ts'
import { chatTime } from './chat-time.ts'

// Beijing wall-clock times (the site's zone, src/lib/time.ts), in ms
const at = (y: number, m: number, d: number, h: number, min: number) => beijingEpoch(y, m, d, h, min) * 1000

describe('chatTime', () => {
  const now = at(2026, 11, 23, 10, 0)
  it('today, yesterday and tomorrow with hh:mm within 2 days', () => {
    expect(chatTime(at(2026, 11, 23, 8, 5) / 1000, now)).toEqual({ day: 'today', hm: '08:05' })
    expect(chatTime(at(2026, 11, 22, 23, 59) / 1000, now)).toEqual({ day: 'yesterday', hm: '23:59' })
    expect(chatTime(at(2026, 11, 24, 9, 0) / 1000, now)).toEqual({ day: 'tomorrow', hm: '09:00' })
  })
  it('month-day and time further away', () => {
    expect(chatTime(at(2026, 11, 21, 9, 0) / 1000, now)).toEqual({ day: 'date', md: '11-21', hm: '09:00' })
    expect(chatTime(at(2026, 1, 2, 14, 30) / 1000, now)).toEqual({ day: 'date', md: '01-02', hm: '14:30' })
  })
})
