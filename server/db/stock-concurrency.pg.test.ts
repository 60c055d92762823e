import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../clock.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../test/postgres.ts'
import { migrate, openDatabase, type DbHandle } from './index.ts'
import { seedIfEmpty } from './seed/index.ts'
import { up as noHotRow } from './migrations/006_catalog_notify.ts'
import { sql } from 'kysely'

// Issue 6, defect 2: stock writes on PostgreSQL must not queue on a shared row. Migration 005's
// catalog trigger updated the one row of catalog_version in every transaction that moved stock;
// 006 leaves only the NOTIFY. This runs on a real PostgreSQL (started here), first with migration 005's
// trigger body put back to show the queue, then with 006 applied again.

/**
 * migration 005's trigger function: every catalog write updated one shared row (and 005's trigger on
 * goods_sku's stock in place of 021's, which calls a function of its own)
 */
const HOT_ROW_005 = `
drop trigger goods_sku_changed on goods_sku;
create trigger goods_sku_stock_005 after update of stock, sale_num on goods_sku for each statement execute function bump_catalog_version();
create table catalog_version (id smallint primary key default 1 check (id = 1), version bigint not null);
insert into catalog_version (id, version) values (1, 1);
create or replace function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1 where id = 1;
  perform pg_notify('bazaar_catalog', '');
  return null;
end
$$;
`

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL stock tests: ${skip}`)

let server: TestPostgres
let handle: DbHandle
const clients: pg.Client[] = []

/** a connection of its own, closed after the file */
async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  clients.push(client)
  return client
}

/** on-sale skus with room to take from, in id order */
async function skusWithStock(n: number): Promise<number[]> {
  const rows = await handle.db
    .selectFrom('goods_sku')
    .select('sku_id')
    .where('on_sale', '=', true)
    .where('stock', '>=', 10)
    .orderBy('sku_id')
    .limit(n)
    .execute()
  return rows.map((r) => r.sku_id)
}

const takeOne = 'update goods_sku set stock = stock - 1 where sku_id = $1 and stock >= 1'

/** transactions waiting for a lock another one holds, right now */
async function waitingLocks(client: pg.Client): Promise<number> {
  const res = await client.query<{ n: number }>('select count(*)::int as n from pg_locks where not granted')
  return res.rows[0]!.n
}

/**
 * Transaction A takes stock of one sku and stays open; transaction B takes stock of another sku.
 * Returns how B ended: 'done' when it did not wait for A, or the lock error PostgreSQL gave it.
 */
async function secondWriterWhileFirstIsOpen(skuA: number, skuB: number): Promise<{ b: 'done' | string; waitingSeen: number }> {
  const [a, b, observer] = [await connect(), await connect(), await connect()]
  await a.query('begin')
  await a.query(takeOne, [skuA])
  await b.query('begin')
  // B must not wait for A at all: a second is far more than an unblocked single-row update needs
  await b.query("set local lock_timeout = '1s'")
  const bState = { settled: false } // set by the update's finally (a plain let reads as never changing to lint)
  const bUpdate = b
    .query(takeOne, [skuB])
    .then(
      () => 'done' as const,
      (error: { code?: string }) => error.code ?? 'error',
    )
    .finally(() => {
      bState.settled = true
    })
  // while B runs (or waits), look at the lock table from a third connection
  let waitingSeen = 0
  while (!bState.settled) {
    waitingSeen = Math.max(waitingSeen, await waitingLocks(observer))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const outcome = await bUpdate
  await b.query(outcome === 'done' ? 'commit' : 'rollback')
  await a.query('rollback')
  return { b: outcome, waitingSeen }
}

describe.skipIf(skip !== null)('stock writes on PostgreSQL', () => {
  beforeAll(async () => {
    server = (await startPostgres())!
    handle = await openDatabase({ databaseUrl: server.url })
    // today's schema and demo catalog (the seed follows the newest schema), then migration 005's
    // trigger body put back: the one-row catalog_version update inside every catalog write
    await migrate(handle)
    await seedIfEmpty(handle, systemClock)
    await sql.raw(HOT_ROW_005).execute(handle.db)
  }, 180_000)

  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => undefined)
    await handle?.close()
    await server?.stop()
  })

  it('before 006: a stock write on one sku waited for an open stock write on another (the hot row)', async () => {
    const [s1, s2] = await skusWithStock(2)
    const { b, waitingSeen } = await secondWriterWhileFirstIsOpen(s1!, s2!)
    // 55P03 lock_not_available: B queued behind A's lock on the catalog_version row
    expect(b).toBe('55P03')
    expect(waitingSeen).toBeGreaterThan(0)
  })

  it('after 006: writes on different skus run side by side, and nothing keeps a shared row', async () => {
    await sql.raw(noHotRow).execute(handle.db) // migration 006, as it runs in production
    const [s1, s2] = await skusWithStock(2)
    const { b, waitingSeen } = await secondWriterWhileFirstIsOpen(s1!, s2!)
    expect(b).toBe('done')
    expect(waitingSeen).toBe(0)
  })

  it('today (021): a sale names its skus from the statement\'s transition tables, and still nothing is shared', async () => {
    await sql.raw(`drop trigger goods_sku_stock_005 on goods_sku;
      create trigger goods_sku_changed after update on goods_sku referencing old table as changed_old new table as changed_new
      for each statement execute function goods_sku_changed();`).execute(handle.db)
    const [s1, s2] = await skusWithStock(2)
    const { b, waitingSeen } = await secondWriterWhileFirstIsOpen(s1!, s2!)
    expect(b).toBe('done')
    expect(waitingSeen).toBe(0)
  })

  it('8 connections hold stock transactions open at once: each takes its sku while the others hold theirs (no serialisation)', async () => {
    // no clock: all 8 take their sku inside open transactions, and only then does any commit. Were the
    // writes queued on one row, a take would wait on another's lock: lock_timeout turns that wait into
    // an error (a safety limit against a hang, not a speed claim), and pg_stat_activity shows no lock wait.
    const skus = await skusWithStock(8)
    const workers = await Promise.all(skus.map(() => connect()))
    const observer = await connect()
    for (let round = 0; round < 3; round++) {
      await Promise.all(workers.map((client) => client.query(`begin; set local lock_timeout = '20s'`)))
      const taken = await Promise.all(workers.map((client, i) => client.query(takeOne, [skus[i]])))
      expect(taken.map((r) => r.rowCount)).toEqual(skus.map(() => 1))
      const waiting = await observer.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`)
      expect(waiting.rows[0].n).toBe(0)
      await Promise.all(workers.map((client) => client.query('commit')))
    }
  })

  it('parallel multi-sku transactions in sku id order never deadlock and never oversell', async () => {
    // 6 skus shared by 8 connections, each taking from 3 of them per transaction, 30 times: they
    // contend on the sku rows themselves (as real checkouts do), and the id order keeps that safe
    const skus = await skusWithStock(6)
    const STOCK = 100
    await handle.db.updateTable('goods_sku').set({ stock: STOCK }).where('sku_id', 'in', skus).execute()
    const workers = await Promise.all(Array.from({ length: 8 }, () => connect()))
    const taken = new Map<number, number>(skus.map((s) => [s, 0]))
    const failures: string[] = []
    let seed = 7
    const random = () => {
      seed = (seed * 48271) % 2147483647
      return seed / 2147483647
    }
    await Promise.all(
      workers.map(async (client) => {
        for (let round = 0; round < 30; round++) {
          const picked = [...new Set(Array.from({ length: 3 }, () => skus[Math.floor(random() * skus.length)]!))].sort((x, y) => x - y)
          try {
            await client.query('begin')
            const got: number[] = []
            for (const sku of picked) {
              const res = await client.query(takeOne, [sku])
              if (res.rowCount === 1) got.push(sku)
            }
            await client.query('commit')
            for (const sku of got) taken.set(sku, taken.get(sku)! + 1)
          } catch (error) {
            failures.push((error as { code?: string }).code ?? String(error))
            await client.query('rollback')
          }
        }
      }),
    )
    // 40P01 would be a deadlock, 40001 a serialisation failure: neither may happen
    expect(failures).toEqual([])
    const rows = await handle.db.selectFrom('goods_sku').select(['sku_id', 'stock']).where('sku_id', 'in', skus).execute()
    for (const row of rows) {
      expect(row.stock).toBeGreaterThanOrEqual(0)
      expect(row.stock).toBe(STOCK - taken.get(row.sku_id)!)
    }
  })

  it('a stock write still tells every listening process that the catalog changed, naming the sku', async () => {
    const heard: string[] = []
    const stop = await handle.listen('bazaar_catalog', (payload) => heard.push(payload))
    try {
      const [s1] = await skusWithStock(1)
      const writer = await connect()
      await writer.query(takeOne, [s1])
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([`stock:${s1}`])
    } finally {
      await stop()
    }
  })
})
