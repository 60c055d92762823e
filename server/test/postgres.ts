// A throwaway PostgreSQL for tests that need the real server (row locks, several connections):
// Debian's PostgreSQL 15 binaries, a cluster initdb'd into a temp dir, listening only on a unix
// socket in that dir (no TCP port to collide with other runs), removed on stop. As root (this
// machine, some CI runners) the server runs as the `postgres` system user: PostgreSQL refuses root.
//
//   const pg = await startPostgres()            // null when the binaries are absent
//   if (!pg) return it.skip(...)                // see pgSkipReason
//   const handle = await openDatabase({ databaseUrl: pg.url })
//   ...
//   await pg.stop()
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/** where Debian's postgresql-15 package puts the server binaries (CI installs it: .ci/run) */
export const PG_BIN = process.env.BAZAAR_PG_BIN ?? '/usr/lib/postgresql/15/bin'

export interface TestPostgres {
  /** a connection string for openDatabase / pg (unix socket in the temp dir) */
  url: string
  /** the socket directory and the port that names the socket */
  host: string
  port: number
  user: string
  database: string
  stop(): Promise<void>
}

/** why PostgreSQL tests cannot run here, or null when they can */
export function pgSkipReason(): string | null {
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(PG_BIN, bin))) return `PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql; .ci/run does)`
  }
  return null
}

const isRoot = () => process.getuid?.() === 0

/** run a PostgreSQL binary, as the postgres system user when we are root */
async function pgRun(bin: string, args: string[]) {
  const file = join(PG_BIN, bin)
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args)
}

let nextPort = 20_000 + (process.pid % 20_000)

/** Start a fresh cluster; null when the binaries are absent (the caller skips with pgSkipReason()). */
export async function startPostgres(options: { database?: string; durable?: boolean; maxConnections?: number } = {}): Promise<TestPostgres | null> {
  if (pgSkipReason()) return null
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-pg-'))
  if (isRoot()) {
    const ids = await run('id', ['-u', 'postgres']).then(async (u) => [Number(u.stdout), Number((await run('id', ['-g', 'postgres'])).stdout)])
    chownSync(dir, ids[0]!, ids[1]!)
  }
  const data = join(dir, 'data')
  const user = 'bazaar'
  const database = options.database ?? 'bazaar'
  // the port only names the socket file inside our own dir, but keep it distinct per process anyway
  const port = nextPort++
  try {
    await pgRun('initdb', ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=''",
      // a test database: durability is not wanted, speed is (`durable`: the cluster, scripts/cluster.ts)
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      `-c max_connections=${options.maxConnections ?? 50}`,
    ].join(' ')
    await pgRun('pg_ctl', ['start', '-w', '-t', '30', '-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions])
    const admin = `postgresql://${user}@/postgres?host=${encodeURIComponent(dir)}&port=${port}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(`create database ${database}`)
    } finally {
      await client.end()
    }
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : ''
    await stopCluster(data)
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`could not start PostgreSQL in ${dir}: ${(error as Error).message}\n${log}`, { cause: error })
  }
  return {
    url: `postgresql://${user}@/${database}?host=${encodeURIComponent(dir)}&port=${port}`,
    host: dir,
    port,
    user,
    database,
    stop: async () => {
      await stopCluster(data)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function stopCluster(data: string) {
  if (!existsSync(join(data, 'postmaster.pid'))) return
  await pgRun('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]).catch(() => undefined)
}
