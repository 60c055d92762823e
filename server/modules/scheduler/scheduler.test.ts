import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { defineJob, MAX_ATTEMPTS, runDueJobs, schedule } from './scheduler.ts'

const clock = testClock(1_800_000_000_000)
let t: TestApp
const db = () => t.handle.db
const runs: string[] = []
let failures = 0

beforeAll(async () => {
  t = await createTestApp({ clock })
  // the demo data's own jobs (orders receiving and completing…) are long due at this clock: not this test's
  await t.db.deleteFrom('scheduled_job').execute()
  defineJob('test.record', async (trx, job) => {
    runs.push(job.ref)
    // the work and the job's done mark commit together
    await trx.insertInto('site_config').values({ key: `job:${job.ref}`, value: '{}' }).execute()
  })
  defineJob('test.flaky', async () => {
    failures += 1
    throw new Error(`flaky ${failures}`)
  })
})
afterAll(() => t.close())

describe('scheduler', () => {
  it('runs a job once when due, from the table (a fresh process picks it up just the same)', async () => {
    const now = clock.now()
    await schedule(db(), 'test.record', 'a', now + 60, now)
    await schedule(db(), 'test.record', 'a', now + 5, now) // the same pair again: ignored
    expect(await runDueJobs(t.app.deps)).toBe(0)
    clock.advance(61_000)
    // another "process" (same database, new deps object) runs it
    expect(await runDueJobs({ ...t.app.deps })).toBe(1)
    expect(await runDueJobs(t.app.deps)).toBe(0)
    expect(runs).toEqual(['a'])
    expect(await db().selectFrom('site_config').select('key').where('key', '=', 'job:a').executeTakeFirst()).toBeTruthy()
  })

  it('a failing job rolls back, backs off and is marked failed after the last attempt', async () => {
    const now = clock.now()
    await schedule(db(), 'test.flaky', 'f', now, now)
    expect(await runDueJobs(t.app.deps)).toBe(0)
    const after = await db().selectFrom('scheduled_job').selectAll().where('ref', '=', 'f').executeTakeFirstOrThrow()
    expect(after).toMatchObject({ state: 'pending', attempts: 1, last_error: 'flaky 1' })
    expect(after.due_at).toBe(now + 10)
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      clock.advance(3_600_000)
      await runDueJobs(t.app.deps)
    }
    const last = await db().selectFrom('scheduled_job').selectAll().where('ref', '=', 'f').executeTakeFirstOrThrow()
    expect(last).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS })
    expect(failures).toBe(MAX_ATTEMPTS)
  })
})
