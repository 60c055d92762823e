import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { testClock } from '../clock.ts'


/** vitest globalSetup: migrate and seed one in-memory database and dump it for every test file (snapshotBlob) */
export default async function setup(project: { config: { env?: Record<string, string> } }) {
  // the suite's settings (vite.config.ts test.env: the password cost) for the seed's hashes too; the
  // workers get them from vitest
  Object.assign(process.env, project.config.env)
  const file = join(tmpdir(), 'bazaar-test', `snapshot-${process.pid}.tar`)
  // test workers are forked after this runs, so they inherit the variable
  process.env.BAZAAR_TEST_SNAPSHOT = file
  mkdirSync(join(tmpdir(), 'bazaar-test'), { recursive: true })
  // the time the demo data is dated from, for the seed's determinism test (it seeds once more at it)
  const seededAt = Date.now()
  process.env.BAZAAR_TEST_SEEDED_AT = String(seededAt)
  const handle = await openDatabase({})
  await migrate(handle)
  await seedIfEmpty(handle, testClock(seededAt))
  // A test app's copy starts PostgreSQL ~70 times a run: with 16 MB of shared buffers (the server's
  // 128 MB take ~0.1 CPU-s a start to set up; a test's database is ~35 MB in memory either way)
  await handle.pglite!.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`)
  // a checkpoint first, and no compression: a copy then starts without replaying the seed's WAL
  // and without unzipping 70 MB (how a copy is made: snapshot.ts)
  await handle.pglite!.exec('CHECKPOINT')
  // the WAL segment the checkpoint is in: a copy needs only that one (snapshot.ts)
  const wal = await handle.pglite!.query<{ name: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS name')
  process.env.BAZAAR_TEST_SNAPSHOT_WAL = wal.rows[0]!.name
  const dump = await handle.pglite!.dumpDataDir('none')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  return () => rmSync(file, { force: true })
}
