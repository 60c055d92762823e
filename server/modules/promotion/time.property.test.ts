import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, midnight, seckillPeriod, secondsOfDay, slotStatus } from './time.ts'

// The flash-sale limit counts per member per day of the slot (quota period = seckillPeriod): every
// moment of one occurrence of a slot falls in one period, the next day's occurrence in the next one,
// whatever the epoch second (Beijing days, whatever the server's time zone).

const moment = fc.integer({ min: 1_600_000_000, max: 2_100_000_000 })
const slot = fc
  .tuple(fc.integer({ min: 0, max: DAY - 1 }), fc.integer({ min: 1, max: DAY }))
  .map(([start, len]) => ({ seckill_start_time: start, seckill_end_time: Math.min(DAY, start + len) }))

describe('flash-sale quota periods (property)', () => {
  it('one occurrence of a slot is one period; the same slot the next day is the next period', () => {
    fc.assert(
      fc.property(moment, slot, fc.integer({ min: 0, max: DAY - 1 }), (now, s, other) => {
        // two moments of today's occurrence of the slot (while it runs) share the period
        const day = midnight(now)
        const a = day + s.seckill_start_time
        const b = day + Math.max(s.seckill_start_time, s.seckill_end_time - 1)
        expect(slotStatus(s, a)).toBe(2)
        expect(seckillPeriod(a)).toBe(seckillPeriod(b))
        // any moment of the same Beijing day too; the next day's is one more
        expect(seckillPeriod(day + other)).toBe(seckillPeriod(now))
        expect(seckillPeriod(a + DAY)).toBe(seckillPeriod(a) + 1)
        expect(secondsOfDay(a + DAY)).toBe(secondsOfDay(a))
      }),
      { numRuns: 2000 },
    )
  })
})
