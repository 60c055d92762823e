import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { onQuery } from '../db/query-log.ts'

// Logs an operator can read (LOG=1; off in tests): fastify's pino writes one JSON line per request
// — method, path without the query, route pattern, status, time, client — with a request id that the
// answer carries as `x-request-id` and that every line of that request carries too (its errors, its
// slow statements). A balancer's id is kept when it is a sane token (HAProxy: `unique-id-header`),
// so one id follows a request from the balancer's log to the node's; otherwise a new one is made.

export const REQUEST_ID_HEADER = 'x-request-id'
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** fastify's genReqId: the balancer's id when sane, else a new UUID */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID()
}

/** the request whose work is running (slow-statement lines name it) */
const current = new AsyncLocalStorage<FastifyRequest>()

export function registerRequestLog(app: FastifyInstance) {
  // the request's context for everything its handler awaits (a callback hook: `done` runs inside it)
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id)
    current.run(req, done)
  })
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: req.url.split('?')[0]!.slice(0, 300),
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: req.ip,
      },
      'request',
    )
  })
  const slowMs = Number(process.env.SLOW_QUERY_MS ?? 250) || 250
  const stop = onQuery((e) => {
    if (e.ms < slowMs) return
    const log = current.getStore()?.log ?? app.log
    log.warn({ ms: Math.round(e.ms), sql: e.sql.replace(/\s+/g, ' ').slice(0, 300) }, 'slow query')
  })
  app.addHook('onClose', async () => {
    stop()
  })
}
