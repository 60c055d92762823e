/**
 * The server's only source of time. Modules read `deps.clock` (never `Date.now()`), so timed
 * transitions — unpaid orders closing, receipts confirming themselves, flash-sale slots — are tested
 * by moving a test clock instead of waiting.
 */
export interface Clock {
  /** epoch milliseconds */
  nowMs(): number
  /** epoch seconds (what the database and the wire carry) */
  now(): number
}

export const systemClock: Clock = {
  nowMs: () => Date.now(),
  now: () => Math.floor(Date.now() / 1000),
}

/** A clock tests set and move by hand. */
export interface TestClock extends Clock {
  set(epochMs: number): void
  advance(ms: number): void
}

export function testClock(startMs = Date.now()): TestClock {
  let t = startMs
  return {
    nowMs: () => t,
    now: () => Math.floor(t / 1000),
    set: (ms) => {
      t = ms
    },
    advance: (ms) => {
      t += ms
    },
  }
}
