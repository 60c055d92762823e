import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './harness.ts'
import { snapshotEntries, untar } from './snapshot.ts'

describe('the test snapshot', () => {
  it('parses into the data folder: its version file, and every file after the folder it is in', () => {
    const entries = snapshotEntries()
    const version = entries.find((e) => e.path === 'PG_VERSION')
    expect(new TextDecoder().decode(version?.data).trim()).toMatch(/^\d+$/)
    const made = new Set([''])
    for (const e of entries) {
      expect(made.has(e.path.split('/').slice(0, -1).join('/')), `${e.path} comes after its folder`).toBe(true)
      if (e.dir) made.add(e.path)
    }
    // one WAL segment: the checkpoint's
    expect(entries.filter((e) => /^pg_wal\/[0-9A-F]{24}$/.test(e.path)).map((e) => e.path)).toEqual([`pg_wal/${process.env.BAZAAR_TEST_SNAPSHOT_WAL}`])
  })

  it('refuses an archive entry it cannot make (a link), rather than leaving it out', () => {
    const header = new Uint8Array(1024)
    header.set(new TextEncoder().encode('pg_wal/link'), 0)
    header.set(new TextEncoder().encode('00000000000 '), 124)
    header[156] = '2'.charCodeAt(0)
    expect(() => untar(header)).toThrow(/tar type 2/)
  })
})

describe('two test apps', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp()
    b = await createTestApp()
  })
  afterAll(async () => {
    await a.close()
    await b.close()
  })

  it('each start from the seeded database, with the small shared buffers of a test copy', async () => {
    for (const t of [a, b]) {
      const skus = await t.db.selectFrom('goods_sku').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(Number(skus.n)).toBeGreaterThan(100)
      const buffers = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(t.db)
      expect(buffers.rows[0]!.shared_buffers).toBe('16MB')
    }
  })

  it('share nothing: what one writes the other does not see', async () => {
    await a.db.updateTable('goods_sku').set({ sku_name: 'only in a' }).where('sku_id', '=', 1).execute()
    const inB = await b.db.selectFrom('goods_sku').select('sku_name').where('sku_id', '=', 1).executeTakeFirstOrThrow()
    expect(inB.sku_name).not.toBe('only in a')
    const inA = await a.db.selectFrom('goods_sku').select('sku_name').where('sku_id', '=', 1).executeTakeFirstOrThrow()
    expect(inA.sku_name).toBe('only in a')
  })
})
