// npm run cluster — the several-node layout on one machine (issue 23, docs/decisions/017-cluster.md):
// Debian's PostgreSQL (initdb in a temp dir, fsync on) and Redis, three Bazaar nodes on free ports —
// each `server/main.ts` in its own process group — and HAProxy in front (deploy/haproxy.cfg) checking
// each node's /healthz, no sticky sessions, WebSockets through it. The nodes share one DATA_DIR: the
// uploads (chat images, avatars, review pictures) and the secrets (pay gateway key, API key pair,
// operator secret) every node must agree on; on separate machines that is a shared mount.
// Ctrl-C stops it all. `npm run bench:cluster` starts the same through `startCluster()`.
//
//   CLUSTER_PORT (default 8090)  where the balancer listens
//   LOG=0                        the nodes' JSON request logs off (default on, in <dir>/node<n>.log)
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { systemClock } from '../server/clock.ts'
import { loadConfig } from '../server/config.ts'
import { migrate, openDatabase } from '../server/db/index.ts'
import { seedIfEmpty } from '../server/db/seed/index.ts'
import { apiSecurityKey } from '../server/http/api-security.ts'
import { startPostgres } from '../server/test/postgres.ts'
import { startRedis } from '../server/test/redis.ts'
import { freePort } from '../tests/load/child-server.ts'

const root = resolve(import.meta.dirname, '..')
export const HAPROXY_CONFIG = join(root, 'deploy/haproxy.cfg')
const HAPROXY_BIN = process.env.BAZAAR_HAPROXY_BIN ?? '/usr/sbin/haproxy'
const NODES = 3

export interface ClusterNode {
  index: number
  port: number
  url: string
  child: ChildProcess | null
  /** start the node (again): resolves once its /healthz answers 200 */
  start(): Promise<void>
  /** `kill -9` its whole process group: a machine lost, no goodbye */
  kill(): void
  /** SIGTERM, and wait for it to go */
  stop(): Promise<void>
}

export interface Cluster {
  /** the balancer */
  url: string
  nodes: ClusterNode[]
  databaseUrl: string
  dataDir: string
  stop(): Promise<void>
}

async function waitFor(url: string, deadlineMs: number, alive: () => boolean) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    if (!alive()) throw new Error(`exited before ${url} answered`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const gone = (child: ChildProcess) => new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())))

export async function startCluster(options: { port?: number; env?: NodeJS.ProcessEnv; log?: boolean } = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-cluster-'))
  const dataDir = join(dir, 'data')
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.toReversed()) await stop().catch((err: unknown) => console.error('cluster stop:', err))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const postgres = await startPostgres({ durable: true, maxConnections: 100 })
    if (!postgres) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)')
    stops.push(() => postgres.stop())
    const redis = await startRedis()
    stops.push(() => redis.stop())

    // once, before any node: the schema and demo data, and the shared secrets in the shared DATA_DIR
    // (three nodes making their own at once would disagree)
    const handle = await openDatabase({ databaseUrl: postgres.url })
    await migrate(handle)
    await seedIfEmpty(handle, systemClock)
    await handle.close()
    loadConfig({ DATA_DIR: dataDir })
    apiSecurityKey(dataDir)

    const lbPort = options.port ?? (await freePort())
    const url = `http://127.0.0.1:${lbPort}`
    const nodes: ClusterNode[] = []
    for (let index = 1; index <= NODES; index++) {
      const port = await freePort()
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        // the client's address comes from the balancer's X-Forwarded-For
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: url,
        LOG: options.log === false ? '0' : '1',
        WORKERS: '1',
        ...options.env,
      }
      const node: ClusterNode = {
        index,
        port,
        url: `http://127.0.0.1:${port}`,
        child: null,
        start: async () => {
          const out = createWriteStream(join(dir, `node${index}.log`), { flags: 'a' })
          // its own process group (detached): killing the node kills all it started, and Ctrl-C in
          // this terminal reaches this script only, which stops the nodes in order
          const child = spawn(process.execPath, [join(root, 'server/main.ts')], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
          child.stdout.pipe(out)
          child.stderr.pipe(out)
          node.child = child
          // a busy 2-core machine takes minutes to start a node; the log says why one never does
          await waitFor(`${node.url}/healthz`, 300_000, () => child.exitCode === null && child.signalCode === null).catch((error: Error) => {
            const log = readFileSync(join(dir, `node${index}.log`), 'utf8').slice(-2000)
            throw new Error(`node ${index}: ${error.message}\n${log}`, { cause: error })
          })
        },
        kill: () => {
          if (node.child?.pid && node.child.exitCode === null) process.kill(-node.child.pid, 'SIGKILL')
        },
        stop: async () => {
          const child = node.child
          if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return
          process.kill(-child.pid, 'SIGTERM')
          await gone(child)
        },
      }
      nodes.push(node)
      stops.push(() => node.stop())
    }
    await Promise.all(nodes.map((n) => n.start()))

    const haproxy = spawn(HAPROXY_BIN, ['-f', HAPROXY_CONFIG, '-db'], {
      env: {
        ...process.env,
        BAZAAR_LB_ADDR: '127.0.0.1',
        BAZAAR_LB_PORT: String(lbPort),
        ...Object.fromEntries(nodes.map((n) => [`BAZAAR_NODE${n.index}`, `127.0.0.1:${n.port}`])),
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const lbLog = createWriteStream(join(dir, 'haproxy.log'))
    haproxy.stdout.pipe(lbLog)
    haproxy.stderr.pipe(lbLog)
    // the balancer goes first at stop (stops run in reverse): no request reaches a node that is stopping
    stops.push(async () => {
      if (haproxy.exitCode === null && haproxy.signalCode === null) {
        process.kill(-haproxy.pid!, 'SIGTERM')
        await gone(haproxy)
      }
    })
    await waitFor(`${url}/healthz`, 30_000, () => haproxy.exitCode === null)
    return { url, nodes, databaseUrl: postgres.url, dataDir, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CLUSTER_PORT ?? 8090)
  const cluster = await startCluster({ port, log: process.env.LOG !== '0' })
  console.log(
    [
      `Bazaar cluster: ${cluster.url}/web/ (HAProxy, ${HAPROXY_CONFIG})`,
      ...cluster.nodes.map((n) => `  node ${n.index}: ${n.url} (pid ${n.child?.pid}, its own process group)  health ${n.url}/healthz  metrics ${n.url}/metrics`),
      `  PostgreSQL ${cluster.databaseUrl}`,
      `  shared DATA_DIR (uploads, secrets): ${cluster.dataDir}; node logs beside it (node<n>.log, JSON lines)`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  )
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('stopping the balancer, the nodes, Redis and PostgreSQL…')
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
