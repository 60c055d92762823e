import type { FastifyInstance } from 'fastify'
import { offsetClock, systemClock, type Clock } from './clock.ts'
import { followClockOffset, readClockOffset } from './db/test-clock.ts'
import { buildApp } from './app.ts'
import { apiSecurityKey } from './http/api-security.ts'
import { passwordCost } from './http/password.ts'
import type { ServerConfig } from './config.ts'
import { migrate, openDatabase } from './db/index.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './db/seed/index.ts'
import { startScheduler } from './modules/scheduler/scheduler.ts'

export interface RunningServer {
  app: FastifyInstance
  url: string
  close(): Promise<void>
}

/** Open the database (PGlite under dataDir, or PostgreSQL), migrate, seed once, listen. */
export async function startServer(
  config: ServerConfig,
  options: { logger?: boolean; quiet?: boolean; scheduler?: boolean } = {},
): Promise<RunningServer> {
  const started = performance.now()
  // the first screens render with React's production build (the build's .ssr/first-screen.js imports
  // react at its first page); a caller that chose (vitest: "test") keeps its choice
  process.env.NODE_ENV ??= 'production'
  // a bad BAZAAR_SCRYPT_N stops the start with its message, not a member's login later
  passwordCost()
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` })
  const applied = await migrate(handle)
  const seeded = await seedIfEmpty(handle, systemClock)
  // the API security key pair is made on first start (DATA_DIR/api-security-key.pem)
  apiSecurityKey(config.dataDir)
  // the test clock (BAZAAR_TEST_CLOCK=1) follows the offset `ops clock:advance` keeps in the database
  let clock: Clock = systemClock
  let stopClock: (() => void) | null = null
  if (config.testClock) {
    const test = offsetClock(systemClock, await readClockOffset(handle.db))
    stopClock = followClockOffset(handle.db, test)
    clock = test
  }
  const app = await buildApp({ db: handle.db, handle, config, clock }, { logger: options.logger, serveWeb: true })
  await app.listen({ port: config.port, host: config.host })
  // timed transitions (unpaid close, notification retries…) from the scheduled_job table
  const stopScheduler = options.scheduler === false ? async () => undefined : startScheduler(app.deps)
  const url = `http://localhost:${config.port}`
  if (!options.quiet) {
    const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}/pglite`
    console.log(
      [
        `Bazaar is running: ${url}/web/  (API at ${url}/api/…)`,
        `database: ${where}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', demo data seeded' : ''}`,
        `started in ${Math.round(performance.now() - started)} ms`,
        'demo accounts (username / password):',
        ...DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(12)} ${a.password.padEnd(14)} ${a.note}`),
      ].join('\n'),
    )
  }
  return {
    app,
    url,
    close: async () => {
      await stopScheduler()
      stopClock?.()
      await app.close()
      await handle.close()
    },
  }
}
