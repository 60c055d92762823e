import { systemClock } from '../clock.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import type { TestApp } from './harness.ts'

/**
 * The app on a real PostgreSQL (a `startPostgres()` url): migrated, with the demo data unless
 * `seed: false`, on the system clock. The `*.pg.test.ts` race tests call it in their beforeAll.
 */
export async function testAppOn(databaseUrl: string, options: { seed?: boolean } = {}): Promise<TestApp> {
  const handle = await openDatabase({ databaseUrl })
  await migrate(handle)
  if (options.seed !== false) await seedIfEmpty(handle, systemClock)
  const config = { ...loadConfig({ DATA_DIR: '.data/test' }), opsSecret: 'test-secret' }
  const app = await buildApp({ db: handle.db, handle, config, clock: systemClock })
  return {
    app,
    handle,
    db: handle.db,
    clock: systemClock,
    call: async (path, body, init) => (await app.inject({ method: 'POST', url: path, payload: body ?? {}, ...init })).json(),
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}
