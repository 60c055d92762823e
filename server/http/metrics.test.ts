// /metrics, /healthz and the request id (issue 23): the operator's figures are not public, the
// balancer's health check says which part is down, and every answer names its request.
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'

const OUTSIDE = '203.0.113.9'

describe('/metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    t.app.deps.config.metricsToken = undefined
    await t.close()
  })

  it('answers Prometheus text from this machine, by route pattern', async () => {
    await t.call('/api/goodssku/detail', { sku_id: 1 })
    const res = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/goodssku\/detail"/)
    for (const name of ['db_pool_connections', 'db_queue_waiting', 'chat_open_sockets', 'chat_pushes_total', 'scheduler_lag_seconds', 'process_cpu_seconds_total']) {
      expect(res.body).toContain(`# TYPE ${name} `)
    }
  })

  it('is not reachable from another address without the token: 404, or 403 once a token is set', async () => {
    const outside = { method: 'GET' as const, url: '/metrics', remoteAddress: OUTSIDE }
    t.app.deps.config.metricsToken = undefined
    expect((await t.app.inject(outside)).statusCode).toBe(404)
    // a balancer on this machine forwarding an outside caller is not this machine
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } })).statusCode).toBe(404)
    t.app.deps.config.metricsToken = 'metrics-token-for-the-test'
    const noToken = await t.app.inject(outside)
    expect(noToken.statusCode).toBe(403)
    expect(noToken.body).not.toContain('http_request')
    expect((await t.app.inject({ ...outside, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403)
    const withToken = await t.app.inject({ ...outside, headers: { authorization: 'Bearer metrics-token-for-the-test' } })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.body).toContain('http_request_duration_seconds')
  })

  it('returns a request id on every answer: the balancer’s when sane, a new one otherwise', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/api/ping', payload: {} })
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await t.app.inject({ method: 'POST', url: '/api/ping', payload: {}, headers: { 'x-request-id': 'haproxy-7f3a9c:1234' } })
    expect(kept.headers['x-request-id']).toBe('haproxy-7f3a9c:1234')
    const junk = await t.app.inject({ method: 'POST', url: '/api/ping', payload: {}, headers: { 'x-request-id': 'a b\u0007<script>' } })
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('/healthz', () => {
  it('is 200 naming the database check while it answers, 503 when Redis or the database does not', async () => {
    const t = await createTestApp()
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/healthz' })
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toMatchObject({ status: 'ok', checks: { database: { ok: true } } })
      expect(ok.json().checks.redis).toBeUndefined()

      // a Redis URL whose port nothing listens on (taken from the system, then let go)
      const port = await new Promise<number>((done) => {
        const srv = createServer().listen(0, '127.0.0.1', () => {
          const a = srv.address()
          srv.close(() => done(typeof a === 'object' && a ? a.port : 0))
        })
      })
      t.app.deps.config.redisUrl = `redis://127.0.0.1:${port}`
      const noRedis = await t.app.inject({ method: 'GET', url: '/healthz' })
      expect(noRedis.statusCode).toBe(503)
      expect(noRedis.json()).toMatchObject({ status: 'fail', checks: { database: { ok: true }, redis: { ok: false } } })
      t.app.deps.config.redisUrl = undefined

      await t.handle.pglite!.close()
      const noDb = await t.app.inject({ method: 'GET', url: '/healthz' })
      expect(noDb.statusCode).toBe(503)
      expect(noDb.json()).toMatchObject({ status: 'fail', checks: { database: { ok: false, error: 'unreachable' } } })
    } finally {
      await t.app.close()
    }
  })
})
