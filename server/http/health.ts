import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { Redis } from 'ioredis'

// GET /healthz — what a balancer asks before it sends a node traffic (deploy/haproxy.cfg): 200 when
// this node reaches its database and, with REDIS_URL, Redis; 503 otherwise, and 503 from the moment
// the node starts shutting down (the balancer takes it out before its sockets close). The body names
// each check, so an operator's curl says which part is down. Not the API envelope: no contract client
// calls it, and it carries no secret.

/** a check that has not answered within this is down (HAProxy's own check timeout is longer) */
const CHECK_TIMEOUT_MS = 2000

export interface CheckResult {
  ok: boolean
  ms: number
  /** 'timeout' | 'unreachable' — the detail goes to the log, not to the caller */
  error?: string
}

async function timed(what: string, app: FastifyInstance, run: () => Promise<unknown>): Promise<CheckResult> {
  const t0 = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((ok) => {
    timer = setTimeout(() => ok('timeout'), CHECK_TIMEOUT_MS)
  })
  try {
    const outcome = await Promise.race([run().then(() => 'ok' as const), timeout])
    const ms = Math.round(performance.now() - t0)
    return outcome === 'ok' ? { ok: true, ms } : { ok: false, ms, error: 'timeout' }
  } catch (error) {
    app.log.warn({ err: error, check: what }, 'health check failed')
    return { ok: false, ms: Math.round(performance.now() - t0), error: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

export function registerHealth(app: FastifyInstance) {
  let draining = false
  // one connection of its own, made on the first check: a PING that passes through the hub's
  // subscriber would say nothing about publishing
  let redis: Redis | null = null
  const redisOf = (url: string) => {
    if (redis) return redis
    redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS })
    // a Redis that is down is what this check reports; its connection errors are not news
    redis.on('error', (err: Error) => app.log.debug({ err }, 'health: redis'))
    return redis
  }

  app.get('/healthz', async (_req, reply) => {
    const checks: Record<string, CheckResult> = {
      database: await timed('database', app, () => sql`select 1`.execute(app.deps.db)),
    }
    const url = app.deps.config.redisUrl
    if (url) checks.redis = await timed('redis', app, () => redisOf(url).ping())
    const ok = !draining && Object.values(checks).every((c) => c.ok)
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : draining ? 'draining' : 'fail', checks })
  })
  app.addHook('preClose', async () => {
    draining = true
  })
  app.addHook('onClose', async () => {
    redis?.disconnect()
  })
}
