import { mkdirSync } from 'node:fs'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { DB } from './schema.gen.ts'
import { migrations } from './migrations/index.ts'
import { FairPGliteDialect, statementLog } from './fair-queue.ts'
import { durableSync, type DurableSync } from './durable.ts'
import { queryLog } from './query-log.ts'

export type Database = Kysely<DB>
export type DbKind = 'pglite' | 'postgres'

export interface DbHandle {
  db: Database
  kind: DbKind
  /** run several SQL statements (migrations, seed batches) */
  exec(text: string): Promise<void>
  close(): Promise<void>
  /** LISTEN on a channel (`onNotify` gets each notification's payload); returns the function that stops listening */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** the raw PGlite instance when embedded (snapshots in tests) */
  pglite?: PGlite
  /** connections and waiters now (/metrics) */
  stats(): DbStats
  /** PGlite on a data dir: the fsync after each write (durable.ts) */
  durable?: DurableSync
}

export interface DbStats {
  /** PostgreSQL: the pool's connections, idle ones, and callers waiting for one */
  total: number
  idle: number
  /** callers waiting for a connection (PGlite: requests queued for its one connection) */
  waiting: number
}

const INT8 = 20
const NUMERIC = 1700

export interface DbOptions {
  /** postgres://… → PostgreSQL; otherwise PGlite */
  databaseUrl?: string
  /** PGlite data directory; omitted → in memory */
  dataDir?: string
  /** an existing PGlite (a test snapshot) */
  pglite?: PGlite
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    // counts and epoch seconds are bigint: they fit in a JS number
    pg.types.setTypeParser(INT8, (v) => Number(v))
    pg.types.setTypeParser(NUMERIC, (v) => Number(v))
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog() })
    return {
      db,
      kind: 'postgres',
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exec: async (text) => {
        const client = await pool.connect()
        try {
          await client.query(text)
        } finally {
          client.release()
        }
      },
      close: () => db.destroy(),
      listen: async (channel, onNotify) => {
        // a connection of its own, held while listening
        const client = await pool.connect()
        client.on('notification', (n) => {
          if (n.channel === channel) onNotify(n.payload ?? '')
        })
        await client.query(`LISTEN ${channel}`)
        return async () => {
          await client.query(`UNLISTEN ${channel}`).catch(() => undefined)
          client.release()
        }
      },
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const pglite =
    options.pglite ??
    (await PGlite.create(options.dataDir ?? 'memory://', {
      parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    }))
  // the one embedded connection goes to the oldest request waiting (fair-queue.ts)
  // (FAIR_QUEUE=0: Kysely's own lock, arrival order per statement — to compare; DEBUG_DB_QUEUE=1 prints
  // the queue's use and the statements that took the most time every few seconds)
  // on a data dir, a write is answered once it is on the disk (durable.ts); in memory there is no disk
  const durable = options.dataDir && !options.pglite ? durableSync(options.dataDir) : undefined
  const fair = new FairPGliteDialect({ pglite }, { afterWrite: durable?.sync })
  const db = new Kysely<DB>({
    dialect: process.env.FAIR_QUEUE === '0' ? new PGliteDialect({ pglite }) : fair,
    log: queryLog(process.env.DEBUG_DB_QUEUE === '1' ? statementLog() : undefined),
  })
  return {
    db,
    kind: 'pglite',
    pglite,
    durable,
    stats: () => ({ total: 1, idle: fair.waiting() === 0 ? 1 : 0, waiting: fair.waiting() }),
    exec: async (text) => {
      await pglite.exec(text)
    },
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, (payload) => onNotify(payload ?? ''))
      return async () => {
        if (!pglite.closed) await stop()
      }
    },
  }
}

/**
 * Apply pending migrations, each in one transaction. Returns the names applied. `until` stops after
 * the named migration (tests that show what a later migration changes).
 */
export async function migrate(handle: DbHandle, options: { until?: string } = {}): Promise<string[]> {
  await handle.exec(
    'create table if not exists schema_migration (name text primary key, applied_at bigint not null)',
  )
  const done = await sql<{ name: string }>`select name from schema_migration`.execute(handle.db)
  const applied = new Set(done.rows.map((r) => r.name))
  const ran: string[] = []
  for (const m of migrations) {
    if (!applied.has(m.name)) {
      const now = Math.floor(Date.now() / 1000)
      await handle.exec(
        `begin;\n${m.up}\ninsert into schema_migration(name, applied_at) values ('${m.name}', ${now});\ncommit;`,
      )
      ran.push(m.name)
    }
    if (m.name === options.until) break
  }
  return ran
}
