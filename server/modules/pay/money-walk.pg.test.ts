import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import type { TestApp } from '../../test/harness.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { prepareWorld, walk, type World } from './money-walk.ts'

// The money walk on real PostgreSQL (issue 21): the same steps and invariants as money-walk.test.ts
// on PGlite, a shorter run.

const skip = pgSkipReason()
const clock = testClock(Date.parse('2026-11-20T10:00:00+08:00'))
let server: TestPostgres | null = null
let t: TestApp
let w: World

beforeAll(async () => {
  if (skip) return
  const pg = (await startPostgres())!
  server = pg
  t = await testAppOn(pg.url, { clock })
  w = await prepareWorld(t, clock)
}, 240_000)
afterAll(async () => {
  await t?.close()
  await server?.stop()
}, 60_000)

describe.skipIf(skip)('the money walk on PostgreSQL', () => {
  it('keeps every invariant after every step', async () => {
    await walk(w, { runs: 3, length: 120, seed: 20_261_128 })
    expect(w.done.create ?? 0).toBeGreaterThan(0)
    console.info(`money walk (PostgreSQL): ${JSON.stringify(w.done)}`)
  }, 900_000)
})
