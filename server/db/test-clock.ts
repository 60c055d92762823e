import { sql } from 'kysely'
import type { AdjustableClock } from '../clock.ts'
import type { Database } from './index.ts'

// The test clock's offset in the database (table test_clock, one row): `clock:advance` writes it,
// every process started with BAZAAR_TEST_CLOCK=1 reads it at start and follows it while it runs.

export async function readClockOffset(db: Database): Promise<number> {
  const row = await db.selectFrom('test_clock').select('offset_ms').where('id', '=', 1).executeTakeFirst()
  return Number(row?.offset_ms ?? 0)
}

/** move the shared offset forward by `ms` (one statement, so two advances add up) and follow it */
export async function advanceClockOffset(db: Database, clock: AdjustableClock, ms: number): Promise<number> {
  const row = await db
    .insertInto('test_clock')
    .values({ id: 1, offset_ms: ms })
    .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: sql<number>`test_clock.offset_ms + ${ms}` }))
    .returning('offset_ms')
    .executeTakeFirstOrThrow()
  clock.setOffset(Number(row.offset_ms))
  return Number(row.offset_ms)
}

/** re-read the offset every `intervalMs` (another process may have moved it); returns the stop function */
export function followClockOffset(db: Database, clock: AdjustableClock, intervalMs = 1000): () => void {
  const timer = setInterval(() => {
    readClockOffset(db)
      .then((ms) => clock.setOffset(ms))
      .catch((err: unknown) => console.error('test clock:', err))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
