import { afterEach, describe, expect, it } from 'vitest'
import { beijingDay, beijingEpoch, beijingSecondsOfDay, formatDate, formatDateTime, formatDateTimeSeconds, formatHourMinute, formatMonthDay } from './time.ts'

// (sanitizeHtml is checked in a real browser by tests/e2e/shops-content.spec.ts: DOMPurify does not
// work under happy-dom)
const zone = process.env.TZ
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('times', () => {
  it('formats epoch seconds in Beijing time', () => {
    const t = beijingEpoch(2024, 5, 6, 9, 5, 7)
    expect(formatDate(t)).toBe('2024-05-06')
    expect(formatDateTime(t)).toBe('2024-05-06 09:05')
    expect(formatDateTimeSeconds(t)).toBe('2024-05-06 09:05:07')
    expect(formatHourMinute(t)).toBe('09:05')
    expect(formatMonthDay(t)).toBe('05-06')
    expect(formatDate(0)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })

  it('reads Beijing time in a browser in New York: an order placed at 22:58 in Beijing says 22:58, on its Beijing day', () => {
    process.env.TZ = 'America/New_York'
    const placed = beijingEpoch(2026, 11, 27, 22, 58)
    // the browser's own clock reads 09:58 there (UTC-5)
    expect(new Date(placed * 1000).getHours()).toBe(9)
    expect(formatDateTime(placed)).toBe('2026-11-27 22:58')
    // 00:30 in Beijing is still the evening before in New York: a new Beijing day all the same
    const afterMidnight = beijingEpoch(2026, 11, 28, 0, 30)
    expect(formatDate(afterMidnight)).toBe('2026-11-28')
    expect(beijingDay(afterMidnight)).toBe(beijingDay(placed) + 1)
    expect(beijingSecondsOfDay(afterMidnight)).toBe(30 * 60)
  })
})
