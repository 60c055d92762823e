import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'


/** vitest globalSetup: migrate and seed one in-memory database and dump it for every test file */
export default async function setup() {
  const file = join(tmpdir(), 'bazaar-test', `snapshot-${process.pid}.tar.gz`)
  // test workers are forked after this runs, so they inherit the variable
  process.env.BAZAAR_TEST_SNAPSHOT = file
  mkdirSync(join(tmpdir(), 'bazaar-test'), { recursive: true })
  const handle = await openDatabase({})
  await migrate(handle)
  await seedIfEmpty(handle)
  const dump = await handle.pglite!.dumpDataDir('gzip')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
  return () => rmSync(file, { force: true })
}
