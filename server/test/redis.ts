// A throwaway Redis for tests (chat pub/sub across processes): Debian's /usr/bin/redis-server on a
// free loopback port, nothing saved to disk, stopped (and its dir removed) by stop().
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const REDIS_BIN = process.env.BAZAAR_REDIS_BIN ?? '/usr/bin/redis-server'

/** why Redis tests cannot run here, or null when they can */
export function redisSkipReason(): string | null {
  return existsSync(REDIS_BIN) ? null : `redis-server not found at ${REDIS_BIN} (apt-get install redis-server; .ci/run does)`
}

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const srv = createServer()
    srv.on('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address()
      srv.close(() => ok(typeof a === 'object' && a ? a.port : 0))
    })
  })

const answers = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = createConnection({ port, host: '127.0.0.1' }, () => s.write('PING\r\n'))
    s.on('data', (d) => (s.destroy(), ok(d.toString().startsWith('+PONG'))))
    s.on('error', () => ok(false))
  })

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-redis-'))
  const child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'], { stdio: 'ignore' })
  const deadline = Date.now() + 10_000
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`redis-server did not start on port ${port}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
