import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { prepareWorld, walk, type World } from './money-walk.ts'

// The money walk on PGlite (issue 21; the walk and its invariants: money-walk.ts): a written-out sequence
// of every move, then 11 random sequences of 185 steps — ~2,060 steps per run, every invariant checked after each.

const clock = testClock(Date.parse('2026-11-20T10:00:00+08:00'))
let t: TestApp
let w: World

beforeAll(async () => {
  t = await createTestApp({ clock })
  w = await prepareWorld(t, clock)
})
afterAll(() => t.close())

describe('the money walk', () => {
  it('keeps every payment, charge, refund, stock, coupon and ledger invariant after every step', async () => {
    // EVERY_MOVE first (each kind of move, the rare ones too, on every run), then 11 random
    // sequences of 185 steps
    await walk(w, { runs: 12, length: 185, seed: 20_261_127 })
    // the walk means little if its steps were all refused: each kind of move happened
    for (const what of ['create', 'repay', 'close', 'link', 'approve', 'approve refused (stale link)', 'notify', 'replay', 'ship', 'receive', 'refund apply', 'shop agree', 'shop refuse', 'send back', 'complaint resolved', 'tick with jobs', 'top-up', 'withdraw']) {
      expect(w.done[what] ?? 0, `${what} in ${JSON.stringify(w.done)}`).toBeGreaterThan(0)
    }
    const returned = await t.db.selectFrom('pay_return').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(returned.n), 'late notifications for superseded or re-priced payments were returned').toBeGreaterThan(0)
    console.info(`money walk: ${JSON.stringify(w.done)}`)
  }, 900_000)
})
