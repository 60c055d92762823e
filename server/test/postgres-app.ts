import { systemClock, type Clock } from '../clock.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { migrate, openDatabase } from '../db/index.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import type { TestApp } from './harness.ts'

/**
 * The app on a real PostgreSQL (a `startPostgres()` url): migrated, with the demo data unless
 * `seed: false`, on the system clock unless given one (a `testClock()` to move time). The
 * `*.pg.test.ts` race tests call it in their beforeAll; `redisUrl` shares the chat hub and the stock gate
 * with other apps on the same Redis (two apps = two processes).
 */
export async function testAppOn(databaseUrl: string, options: { seed?: boolean; clock?: Clock; redisUrl?: string } = {}): Promise<TestApp> {
  const clock = options.clock ?? systemClock
  const handle = await openDatabase({ databaseUrl })
  await migrate(handle)
  if (options.seed !== false) await seedIfEmpty(handle, clock)
  const config = { ...loadConfig({ DATA_DIR: '.data/test' }), opsSecret: 'test-secret', redisUrl: options.redisUrl }
  const app = await buildApp({ db: handle.db, handle, config, clock })
  return {
    app,
    handle,
    db: handle.db,
    clock,
    call: async (path, body, init) => (await app.inject({ method: 'POST', url: path, payload: body ?? {}, ...init })).json(),
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}
