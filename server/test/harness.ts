import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { systemClock, type Clock } from '../clock.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type DbHandle } from '../db/index.ts'

export interface TestApp {
  app: FastifyInstance
  handle: DbHandle
  /** the app's clock (`deps.clock`): a testClock() passed in, or system time */
  clock: Clock
  /** POST a contract call with a JSON body; returns the parsed envelope */
  call<T = unknown>(path: string, body?: Record<string, unknown>, init?: Partial<InjectOptions>): Promise<Envelope<T>>
  close(): Promise<void>
}
export interface Envelope<T> {
  code: number
  message: string
  data: T
  timestamp: number
  error_code?: string
}

/**
 * A fresh app on its own copy of the migrated, seeded database: loading the snapshot that
 * global-setup made once takes under a second, where initdb + seed would take several.
 */
export async function createTestApp(options: { clock?: Clock } = {}): Promise<TestApp> {
  const clock = options.clock ?? systemClock
  const file = process.env.BAZAAR_TEST_SNAPSHOT
  if (!file) throw new Error('server tests need the vitest globalSetup server/test/global-setup.ts')
  const blob = new Blob([readFileSync(file)])
  const pglite = await PGlite.create({
    loadDataDir: blob,
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  })
  const handle = await openDatabase({ pglite })
  const config = { ...loadConfig({ DATA_DIR: '.data/test' }), opsSecret: 'test-secret' }
  const app = await buildApp({ db: handle.db, handle, config, clock })
  return {
    app,
    handle,
    clock,
    call: async (path, body, init) => {
      const res = await app.inject({ method: 'POST', url: path, payload: body ?? {}, ...init })
      return res.json()
    },
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}
