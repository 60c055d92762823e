import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB, Json } from '../../db/schema.gen.ts'
import type { Deps } from '../../deps.ts'
import { schedulerFailures, schedulerJobs, schedulerLag } from '../../http/metrics.ts'

// Timed transitions from the database (scheduled_job): a job is a row with a due time; the server
// process polls for due rows and runs each in one transaction with its work, which marks it done,
// so a job runs once, survives a restart, and two processes never run the same job
// (`for update skip locked`). Handlers must be idempotent anyway (conditional updates): a job may
// be retried after a failure. Register a kind with `defineJob`; add rows with `schedule`.

export interface Job {
  id: number
  kind: string
  ref: string
  payload: unknown
  attempts: number
}
export type JobHandler = (trx: Transaction<DB>, job: Job, deps: Deps) => Promise<void>

const handlers = new Map<string, JobHandler>()

export function defineJob(kind: string, handler: JobHandler) {
  handlers.set(kind, handler)
}

/** a job of this kind for this ref, due at `dueAt` (epoch seconds); a second schedule of the same pair is ignored */
export async function schedule(db: Kysely<DB>, kind: string, ref: string, dueAt: number, now: number, payload: unknown = {}) {
  await db
    .insertInto('scheduled_job')
    .values({ kind, ref, due_at: dueAt, payload: JSON.stringify(payload) as unknown as Json, create_time: now })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .execute()
}

/** retries back off: 10 s, 20 s, 40 s … up to an hour; after MAX_ATTEMPTS the job is marked failed */
export const MAX_ATTEMPTS = 10

/** run every job due now (up to `limit`); returns how many ran to done */
export async function runDueJobs(deps: Deps, limit = 100): Promise<number> {
  const now = deps.clock.now()
  const due = await deps.db
    .selectFrom('scheduled_job')
    .select(['id', 'kind', 'due_at'])
    .where('state', '=', 'pending')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  // how late the oldest due job is: a scheduler that falls behind (or a node that stopped polling) shows here
  schedulerLag.set(due.length ? Math.max(0, now - Number(due[0]!.due_at)) : 0)
  let done = 0
  for (const { id, kind } of due) {
    try {
      const ran = await deps.db.transaction().execute(async (trx) => {
        const job = await sql<Job & { state: string }>`
          select id, kind, ref, payload, attempts, state from scheduled_job
          where id = ${id} and state = 'pending' and due_at <= ${now}
          for update skip locked`.execute(trx)
        const row = job.rows[0]
        if (!row) return false
        const handler = handlers.get(row.kind)
        if (!handler) throw new Error(`no handler for job kind ${row.kind}`)
        await handler(trx, row, deps)
        await trx.updateTable('scheduled_job').set({ state: 'done', done_time: now }).where('id', '=', id).execute()
        return true
      })
      if (ran) {
        done += 1
        schedulerJobs.inc({ kind, outcome: 'done' })
      }
    } catch (err) {
      // the work rolled back; count the attempt and try again later
      const message = err instanceof Error ? err.message : String(err)
      await deps.db
        .updateTable('scheduled_job')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: message.slice(0, 500),
          due_at: sql<number>`${now} + least(3600, 10 * power(2, attempts))::bigint`,
          state: sql<string>`case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
        }))
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute()
      schedulerJobs.inc({ kind, outcome: 'retry' })
    }
  }
  return done
}

/** poll for due jobs every `intervalMs` (one run at a time); returns the stop function */
export function startScheduler(deps: Deps, intervalMs = 1000): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = runDueJobs(deps)
      .catch((err: unknown) => {
        schedulerFailures.inc()
        console.error('scheduler:', err)
      })
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()
  return async () => {
    clearInterval(timer)
    await running
  }
}
