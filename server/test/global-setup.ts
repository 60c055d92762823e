import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { testClock } from '../clock.ts'


/** vitest globalSetup: migrate and seed one in-memory database and dump it for every test file */
export default async function setup() {
  const file = join(tmpdir(), 'bazaar-test', `snapshot-${process.pid}.tar.gz`)
  // test workers are forked after this runs, so they inherit the variable
  process.env.BAZAAR_TEST_SNAPSHOT = file
  mkdirSync(join(tmpdir(), 'bazaar-test'), { recursive: true })
  // the time the demo data is dated from, for the seed's determinism test (it seeds once more at it)
  const seededAt = Date.now()
  process.env.BAZAAR_TEST_SEEDED_AT = String(seededAt)
  const handle = await openDatabase({})
  await migrate(handle)
  await seedIfEmpty(handle, testClock(seededAt))
  const dump = await handle.pglite!.dumpDataDir('gzip')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  return () => rmSync(file, { force: true })
}
