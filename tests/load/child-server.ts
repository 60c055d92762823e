// The benchmarks' server: `server/main.ts` in a child process (a fresh temp DATA_DIR, a free port),
// so the load generator does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.on('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => ok(port))
    })
  })
}

export interface Envelope<T> {
  code: number
  data: T
  message: string
}

/** POST a contract call; returns the envelope as it came */
export async function call<T>(base: string, path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return (await res.json()) as Envelope<T>
}

/** POST a contract call; returns `data`, throws on an error envelope */
export async function post<T>(base: string, path: string, body: Record<string, unknown>): Promise<T> {
  const json = await call<T>(base, path, body)
  if (json.code !== 0) throw new Error(`${path}: ${json.message}`)
  return json.data
}

export interface ChildServer {
  child: ChildProcess
  base: string
  dataDir: string
  stop(): Promise<void>
}

/** `options.dataDir`: run on that DATA_DIR and leave it in place on stop (the crash test restarts on it) */
export async function startChild(
  databaseUrl: string | undefined,
  extraEnv: NodeJS.ProcessEnv = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bazaar-bench-'))
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: '0', ...extraEnv }
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  else delete env.DATABASE_URL
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'server/main.ts')], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  // BENCH_SERVER_LOG=1: the server's output goes on to ours (with DEBUG_DB_QUEUE=1: its statement times)
  const echo = process.env.BENCH_SERVER_LOG === '1'
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString()
    if (echo) process.stdout.write(d)
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
    try {
      await post(base, '/api/ping', {})
      break
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`the server did not answer within ${(options.timeoutMs ?? 180_000) / 1000} s:\n${output}`)
      }
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  return {
    child,
    base,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
