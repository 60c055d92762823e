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

/** 20260101123059: an epoch second in Beijing time, the way the marketplace's numbers start (sortable by time) */
export const beijingStamp = (now: number): string => new Date(now * 1000 + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14)

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

/**
 * The test clock of a running server (BAZAAR_TEST_CLOCK=1): real time plus an offset that
 * `npm run ops -- clock:advance <duration>` moves forward. The offset lives in the database
 * (server/db/test-clock.ts), so the server and a CLI process agree on it.
 */
export interface AdjustableClock extends Clock {
  readonly adjustable: true
  offsetMs(): number
  setOffset(ms: number): void
}

export function offsetClock(base: Clock = systemClock, startOffsetMs = 0): AdjustableClock {
  let offset = startOffsetMs
  return {
    adjustable: true,
    nowMs: () => base.nowMs() + offset,
    now: () => Math.floor((base.nowMs() + offset) / 1000),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms
    },
  }
}

export const isAdjustable = (clock: Clock): clock is AdjustableClock => (clock as Partial<AdjustableClock>).adjustable === true

/** "90s", "15m", "2h", "7d", "1d12h" → milliseconds (null when it is not a duration) */
export function parseDuration(text: string): number | null {
  const m = /^(?:(\d{1,4})d)?(?:(\d{1,5})h)?(?:(\d{1,6})m)?(?:(\d{1,7})s)?$/.exec(text.trim())
  if (!m || !text.trim() || m.slice(1).every((x) => x === undefined)) return null
  const [d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number]
  return (((d * 24 + h) * 60 + min) * 60 + s) * 1000
}
