// The embedded database keeps what it acknowledged (issue 23): PGlite 0.5.16 on Node never fsyncs
// by itself (PostgreSQL runs with fsync off, its Node storage has no fsync, and transaction() skips
// even the no-op sync after COMMIT), so openDatabase fsyncs the WAL after every write and before
// the caller goes on. Real PGlite on a real data dir; the fsync rounds are counted by durable.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from './index.ts'

describe('PGlite on a data dir: durable before the answer', () => {
  let dir: string
  let handle: DbHandle
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-durable-'))
    handle = await openDatabase({ dataDir: dir })
    await handle.exec('create table acked (id serial primary key, note text not null)')
  })
  afterAll(async () => {
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs PostgreSQL with fsync off: nothing but our own fsync reaches the disk', async () => {
    const { rows } = await sql<{ fsync: string }>`show fsync`.execute(handle.db)
    expect(rows[0]!.fsync).toBe('off')
  })

  it('has fsynced the WAL when a transaction resolves, and when a lone write does', async () => {
    const durable = handle.durable!
    expect(durable).toBeDefined()
    const before = durable.stats().rounds
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('acked' as never).values({ note: 'order 1' } as never).execute()
    })
    // a round that was only started would not be counted yet: the commit waited for the disk
    const afterTrx = durable.stats()
    expect(afterTrx.rounds).toBeGreaterThan(before)
    expect(afterTrx.files).toBeGreaterThan(1)

    await sql`insert into acked (note) values ('order 2')`.execute(handle.db)
    expect(durable.stats().rounds).toBeGreaterThan(afterTrx.rounds)
  })

  it('does not fsync for reads', async () => {
    const durable = handle.durable!
    const before = durable.stats().rounds
    await sql`select count(*) from acked`.execute(handle.db)
    await handle.db.transaction().execute((trx) => sql`select 1`.execute(trx))
    expect(durable.stats().rounds).toBe(before)
  })

  it('shares one fsync among writes that arrive while one runs (group commit)', async () => {
    const durable = handle.durable!
    const before = durable.stats().rounds
    await Promise.all(Array.from({ length: 20 }, (_, i) => sql`insert into acked (note) values (${`burst ${i}`})`.execute(handle.db)))
    const rounds = durable.stats().rounds - before
    expect(rounds).toBeGreaterThanOrEqual(1)
    expect(rounds).toBeLessThan(20)
  })

  it('an in-memory database has no disk to sync', async () => {
    const memory = await openDatabase({})
    try {
      expect(memory.durable).toBeUndefined()
    } finally {
      await memory.close()
    }
  })
})
