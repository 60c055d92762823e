import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { onQuery } from '../db/query-log.ts'
import { fromLoopback } from './loopback.ts'

// GET /metrics — Prometheus text (prom-client) for the operator of a node: request time by route
// pattern, the database's connections and waiters, chat sockets and pushes, the scheduler's lag and
// failures, orders and payments by outcome, and the process's own figures (CPU, memory, event loop).
// Not public: from this machine (not through a proxy: a balancer on this machine forwards outside
// callers, and says so with X-Forwarded-For), or with `Authorization: Bearer $METRICS_TOKEN`. Anyone
// else gets 404 when no token is configured (nothing to find) and 403 when one is.
// The figures are per process: one registry, whatever number of apps a test builds.

export const registry = new Registry()
collectDefaultMetrics({ register: registry })

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern (not the raw URL), method and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})
const slowQueries = new Counter({ name: 'db_slow_queries_total', help: 'statements slower than SLOW_QUERY_MS', registers: [registry] })
const failedQueries = new Counter({ name: 'db_failed_queries_total', help: 'statements the database refused', registers: [registry] })
/** pushes handed to the chat hub (one per recipient uid; the hub fans them out to sockets) */
export const chatPushes = new Counter({ name: 'chat_pushes_total', help: 'chat pushes sent through the hub', registers: [registry] })
export const schedulerLag = new Gauge({
  name: 'scheduler_lag_seconds',
  help: 'how late the oldest due job was when the scheduler last looked (0: nothing waiting)',
  registers: [registry],
})
export const schedulerJobs = new Counter({
  name: 'scheduler_jobs_total',
  help: 'scheduled jobs run, by kind and outcome (done, retry, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
})
export const schedulerFailures = new Counter({ name: 'scheduler_failures_total', help: 'scheduler rounds that failed as a whole (database unreachable…)', registers: [registry] })
const orders = new Counter({ name: 'orders_total', help: 'order create calls by outcome (created, or the error code)', labelNames: ['outcome'] as const, registers: [registry] })
const payments = new Counter({ name: 'payments_total', help: 'payment notifications by outcome (paid, refused)', labelNames: ['outcome'] as const, registers: [registry] })

/** what the gauges read when scraped: the apps alive in this process */
const apps = new Set<FastifyInstance>()
const sum = (f: (app: FastifyInstance) => number) => [...apps].reduce((n, app) => n + f(app), 0)
// read when scraped
for (const gauge of [
  new Gauge({
    name: 'db_pool_connections',
    help: 'database connections (PGlite: its one connection)',
    labelNames: ['state'] as const,
    registers: [],
    collect() {
      this.set({ state: 'total' }, sum((a) => a.deps.handle.stats().total))
      this.set({ state: 'idle' }, sum((a) => a.deps.handle.stats().idle))
    },
  }),
  new Gauge({
    name: 'db_queue_waiting',
    help: 'callers waiting for a database connection',
    registers: [],
    collect() {
      this.set(sum((a) => a.deps.handle.stats().waiting))
    },
  }),
  new Gauge({
    name: 'db_durable_sync_seconds',
    help: 'the last fsync round of the embedded database (0 on PostgreSQL)',
    registers: [],
    collect() {
      this.set(sum((a) => (a.deps.handle.durable?.stats().lastMs ?? 0) / 1000))
    },
  }),
  new Gauge({
    name: 'chat_open_sockets',
    help: 'chat WebSocket connections open on this process',
    registers: [],
    collect() {
      this.set(sum((a) => a.chat?.gateway?.connections() ?? 0))
    },
  }),
]) registry.registerMetric(gauge)

/** the routes whose answers are counted as orders and payments, and how an answer reads */
const OUTCOMES: Record<string, { counter: Counter<'outcome'>; outcome: (body: string) => string }> = {
  '/api/ordercreate/create': { counter: orders, outcome: envelopeOutcome('created') },
  '/api/pay/notify/:pay_type': { counter: payments, outcome: (body) => (body.trim() === 'success' ? 'paid' : 'refused') },
}
function envelopeOutcome(ok: string) {
  return (body: string) => {
    try {
      const e = JSON.parse(body) as { code?: number; error_code?: string }
      return e.code === 0 ? ok : String(e.error_code ?? e.code ?? 'error').slice(0, 40)
    } catch {
      return 'error'
    }
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest()
function tokenMatches(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token))
}

export function registerMetrics(app: FastifyInstance) {
  const slowMs = Number(process.env.SLOW_QUERY_MS ?? 250) || 250
  const stopQueries = onQuery((e) => {
    if (e.failed) failedQueries.inc()
    if (e.ms >= slowMs) slowQueries.inc()
  })
  app.addHook('onReady', async () => {
    apps.add(app)
  })
  app.addHook('onClose', async () => {
    apps.delete(app)
    stopQueries()
  })
  app.addHook('onSend', async (req, _reply, payload) => {
    const counted = OUTCOMES[req.routeOptions.url ?? '']
    if (counted && typeof payload === 'string') counted.counter.inc({ outcome: counted.outcome(payload) })
    return payload
  })
  app.addHook('onResponse', async (req, reply) => {
    // the pattern (`/img/:file`), never the raw URL: one series per route, not per id
    const route = req.routeOptions.url ?? 'unmatched'
    httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000)
  })

  app.get('/metrics', async (req, reply) => {
    const token = app.deps.config.metricsToken
    if (!fromLoopback(req) && !tokenMatches(req, token)) {
      return reply.status(token ? 403 : 404).type('text/plain; charset=utf-8').send(token ? 'forbidden\n' : 'not found\n')
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics())
  })
}
