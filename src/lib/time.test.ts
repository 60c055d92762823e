import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './time.ts'

// (sanitizeHtml is checked in a real browser by tests/e2e/shops-content.spec.ts: DOMPurify does not
// work under happy-dom)
describe('times', () => {
  it('formats epoch seconds in local time', () => {
    const t = new Date(2024, 4, 6, 9, 5).getTime() / 1000
    expect(formatDate(t)).toBe('2024-05-06')
    expect(formatDateTime(t)).toBe('2024-05-06 09:05')
    expect(formatDate(0)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })
})
