import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { systemClock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import { migrate, openDatabase } from './db/index.ts'
import { seedIfEmpty } from './db/seed/index.ts'
import { apiSecurityKey } from './http/api-security.ts'
import { startServer, type RunningServer } from './start.ts'

// WORKERS=n (PostgreSQL only): n server processes share the port (node:cluster), so the API uses
// every core — PostgreSQL runs in processes of its own, while one Node process is one core. The
// primary migrates and seeds once, then forks; a worker that dies is started again; only worker 1
// runs the scheduler. Everything shared lives in PostgreSQL (sessions, rate limits, catalog
// notifications reach every process), except the chat hub: set REDIS_URL with several workers
// (docs/decisions/010). PGlite is one process's embedded database: WORKERS is ignored without
// DATABASE_URL. WORKERS=auto: one per core.

export function workerCount(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.WORKERS === 'auto' ? availableParallelism() : Number(env.WORKERS ?? 1)
  if (!config.databaseUrl || !Number.isInteger(asked) || asked < 2) return 1
  return asked
}

/**
 * Run the server: in this process, or — with WORKERS ≥ 2 and PostgreSQL — as a primary that forks
 * the workers (it resolves once they all listen). Returns the function that stops it all.
 */
export async function runServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<() => Promise<void>> {
  const workers = workerCount(config)
  if (workers === 1 || cluster.isWorker) {
    const index = Number(process.env.BAZAAR_WORKER ?? 1)
    const server: RunningServer = await startServer(config, { logger: options.logger, quiet: index > 1, scheduler: index === 1 })
    return () => server.close()
  }
  // the primary: the database made ready once, before any worker opens it
  const handle = await openDatabase({ databaseUrl: config.databaseUrl })
  await migrate(handle)
  await seedIfEmpty(handle, systemClock)
  await handle.close()
  apiSecurityKey(config.dataDir)
  if (!config.redisUrl) console.log(`WORKERS=${workers} without REDIS_URL: a chat push reaches only sockets on the same worker`)
  let stopping = false
  const fork = (index: number) =>
    new Promise<void>((listening, failed) => {
      const worker = cluster.fork({ BAZAAR_WORKER: String(index) })
      worker.once('listening', () => listening())
      worker.once('exit', (code) => {
        if (stopping) return
        failed(new Error(`worker ${index} exited (${code})`))
        console.log(`worker ${index} exited (${code}); starting it again`)
        void fork(index).catch(() => undefined)
      })
    })
  await Promise.all(Array.from({ length: workers }, (_, i) => fork(i + 1)))
  console.log(`${workers} server processes on port ${config.port}`)
  return async () => {
    stopping = true
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (w) =>
          new Promise<void>((done) => {
            if (!w || w.isDead()) return done()
            w.once('exit', () => done())
            w.kill('SIGTERM')
          }),
      ),
    )
  }
}
