import { sql } from 'kysely'
import type { Database } from '../db/index.ts'
import { ApiError, msg, type Msg } from './envelope.ts'

// Sliding-window rate limits over the database, so they hold across restarts and on PostgreSQL with
// several servers. Events are rows (scope, subject, created_at) of the generic `login_failure` table
// (its first user); time is the caller's `deps.clock.now()`, so tests move a test clock, never sleep.
//
//   await rateLimit(ctx.deps.db, ctx.deps.clock.now(), [
//     { scope: 'register:ip', subject: ctx.ip, max: 5, window: 3600 },
//   ])                                   // throws RATE_LIMITED with the wait, or counts the call
//
// `rateLimitWait` + `recordEvents` are the two halves, for limits that count only some outcomes
// (failed logins, successful registrations).

export interface RateLimit {
  /** what is counted, e.g. 'sms:ip' — one namespace per limit */
  scope: string
  /** who is counted: an IP, a mobile, an account */
  subject: string
  /** events allowed within the window */
  max: number
  /** seconds */
  window: number
}

/** the longest window any limit uses; older events are pruned */
const KEEP_SECONDS = 86_400

/** seconds until every limit has room again (0 = allowed now) */
export async function rateLimitWait(db: Database, now: number, limits: RateLimit[]): Promise<number> {
  let wait = 0
  for (const limit of limits) {
    // the limit frees up when the max-th most recent event leaves the window
    const oldestCounted = await db
      .selectFrom('login_failure')
      .select('created_at')
      .where('scope', '=', limit.scope)
      .where('subject', '=', limit.subject)
      .where('created_at', '>', now - limit.window)
      .orderBy('created_at', 'desc')
      .offset(limit.max - 1)
      .limit(1)
      .executeTakeFirst()
    if (oldestCounted) wait = Math.max(wait, oldestCounted.created_at + limit.window - now)
  }
  return wait
}

/** count one event for each (scope, subject) */
export async function recordEvents(db: Database, now: number, events: Array<Pick<RateLimit, 'scope' | 'subject'>>): Promise<void> {
  if (!events.length) return
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failure')
      .where('scope', 'in', [...new Set(events.map((e) => e.scope))])
      .where('created_at', '<=', now - KEEP_SECONDS)
      .execute()
    await trx
      .insertInto('login_failure')
      .values(events.map((e) => ({ scope: e.scope, subject: e.subject, created_at: now })))
      .execute()
  })
}

/** forget the events of a subject, or of every subject starting with it (a successful login clears its failures) */
export async function clearEvents(db: Database, scope: string, subject: string, options: { prefix?: boolean } = {}): Promise<void> {
  const escaped = subject.replace(/[\\%_]/g, (c) => `\\${c}`)
  await db
    .deleteFrom('login_failure')
    .where('scope', '=', scope)
    .where('subject', options.prefix ? 'like' : '=', options.prefix ? `${escaped}%` : subject)
    .execute()
}

/** "try again in 45 seconds" / "in 3 minutes", in both languages */
export function waitText(wait: number): Msg {
  if (wait < 120) return msg(`${wait} 秒`, `${wait} seconds`)
  const minutes = Math.ceil(wait / 60)
  return minutes < 120 ? msg(`${minutes} 分钟`, `${minutes} minutes`) : msg(`${Math.ceil(minutes / 60)} 小时`, `${Math.ceil(minutes / 60)} hours`)
}

/** RATE_LIMITED with the wait in the message and in data.wait (seconds) */
export function rateLimited(wait: number, what: Msg = msg('操作过于频繁', 'Too many requests')): ApiError {
  const w = waitText(wait)
  return new ApiError('RATE_LIMITED', msg(`${what.zh}，请 ${w.zh}后再试`, `${what.en}, try again in ${w.en}`), { data: { wait } })
}

/**
 * Check every limit and count the call against all of them, or throw RATE_LIMITED (nothing counted).
 * One caller at a time per first limit, so two racing calls cannot both take the last slot.
 */
export async function rateLimit(db: Database, now: number, limits: RateLimit[], what?: Msg): Promise<void> {
  if (!limits.length) return
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate:${limits[0]!.scope}:${limits[0]!.subject}`}))`.execute(trx)
    const wait = await rateLimitWait(trx, now, limits)
    if (wait > 0) throw rateLimited(wait, what)
    await trx
      .insertInto('login_failure')
      .values(limits.map((l) => ({ scope: l.scope, subject: l.subject, created_at: now })))
      .execute()
  })
  // pruning outside the lock: cheap, and a late prune is harmless
  await db
    .deleteFrom('login_failure')
    .where('scope', 'in', [...new Set(limits.map((l) => l.scope))])
    .where('created_at', '<=', now - KEEP_SECONDS)
    .execute()
}
