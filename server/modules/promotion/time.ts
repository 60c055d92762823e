// Promotion time windows, all from `deps.clock` (the caller passes `now`, epoch seconds).
// Flash-sale slots are seconds since midnight and repeat every day; the day is Beijing time
// (UTC+8), like the marketplace's order numbers, whatever the server's own time zone is.

export const DAY = 86_400
const OFFSET = 8 * 3600

/** seconds since midnight, Beijing time */
export const secondsOfDay = (now: number) => (((now + OFFSET) % DAY) + DAY) % DAY
/**
 * the Beijing day number of `now` (days since 1970-01-01 there): the period of a flash sale's
 * per-member limit — a slot runs once a day, so each day's occurrence has its own limit
 */
export const seckillPeriod = (now: number) => Math.floor((now + OFFSET) / DAY)
/** epoch seconds of today's midnight, Beijing time */
export const midnight = (now: number) => now - secondsOfDay(now)

/** 'H:M:S' with two digits each, as the reference shows a slot's times */
const p = (n: number) => String(n).padStart(2, '0')
export function clockText(seconds: number): string {
  return `${p(Math.floor(seconds / 3600))}:${p(Math.floor((seconds % 3600) / 60))}:${p(seconds % 60)}`
}

/** the status of a time window the reference uses for group buys and topics: 1 not started, 2 in progress, 3 ended */
export function windowStatus(start: number, end: number, now: number): 1 | 2 | 3 {
  if (now < start) return 1
  return now < end ? 2 : 3
}

/** today's slot: 1 not started yet, 2 running, 3 over for today */
export const slotStatus = (slot: { seckill_start_time: number; seckill_end_time: number }, now: number) =>
  windowStatus(slot.seckill_start_time, slot.seckill_end_time, secondsOfDay(now))
