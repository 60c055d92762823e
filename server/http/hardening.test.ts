// Issue 7: the gaps a probe of the running server found, each pinned by a test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type AppOptions } from '../app.ts'
import { loadConfig, type ServerConfig } from '../config.ts'
import { api } from './route.ts'
import { parseParams, v } from './validate.ts'
import { ApiError } from './envelope.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('gap 1: control characters in text params', () => {
  it('the string builders refuse NUL and other control characters, naming the field', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\u001b[31m', 'a\u007f']) {
      let err: unknown
      try {
        parseParams({ keyword: v.str(50) }, { keyword: bad })
      } catch (e) {
        err = e
      }
      expect(err).toBeInstanceOf(ApiError)
      expect((err as ApiError).errorKey).toBe('PARAMETER_ERROR')
      expect((err as ApiError).data).toEqual({ field: 'keyword' })
    }
    // tabs and line breaks are text, not control codes
    expect(parseParams({ content: v.str(50) }, { content: 'a\tb\nc' }).content).toBe('a\tb\nc')
  })

  const endpoints: Array<[string, Record<string, string>]> = [
    ['/api/goodssku/page', { keyword: '\u0000' }],
    ['/api/adv/detail', { keyword: 'a\u0000' }],
    ['/api/shop/page', { keyword: '\u0000' }],
    ['/api/notice/page', { receiving_type: '\u0000' }],
    ['/api/login/login', { username: 'a\u0000', password: 'x', captcha_id: '\u0000', captcha_code: 'x' }],
    ['/api/register/username', { username: 'a\u0000b', password: 'secret123', captcha_id: 'x', captcha_code: 'x' }],
    ['/api/login/mobile', { mobile: '13800138000', key: '\u0000', code: '123456' }],
    ['/api/findpassword/mobile', { mobile: '13800138000', key: '\u0000', code: '123456', password: 'secret123' }],
  ]
  for (const [path, params] of endpoints) {
    it(`${path} answers PARAMETER_ERROR, not 500, in the query string and the body`, async () => {
      const field = Object.entries(params).find(([, val]) => val.includes('\u0000'))![0]
      const body = await t.app.inject({ method: 'POST', url: path, payload: params })
      expect(body.statusCode).toBeLessThan(500)
      expect(body.json()).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR', data: { field } })
      const query = await t.app.inject({ method: 'POST', url: `${path}?${new URLSearchParams(params).toString()}`, payload: {} })
      expect(query.statusCode).toBeLessThan(500)
      expect(query.json().code).toBe(-10006)
    })
  }

  it('an unexpected error is logged even with the logger off, and answered without details', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fresh = await createTestApp()
    // added before the first request, while the app still takes routes
    api(fresh.app, '/api/test/boom', {}, () => {
      throw new Error('kaboom at secret place')
    })
    try {
      const res = await fresh.app.inject({ method: 'POST', url: '/api/test/boom', payload: {} })
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain('kaboom')
      expect(res.json()).toMatchObject({ code: -10005, error_code: 'UNKNOW_ERROR' })
      expect(spy.mock.calls.flat().map(String).join(' ')).toContain('kaboom')
    } finally {
      spy.mockRestore()
      await fresh.close()
    }
  })
})

describe('gap 2: a bad percent-encoding in the path', () => {
  it('answers the envelope, not fastify’s own error body', async () => {
    for (const url of ['/api/ping%ff', '/api/ping%', '/api/%c0%ae%c0%ae/x', '/web/%ff']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} })
      expect(res.statusCode, url).toBe(400)
      expect(res.json(), url).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' })
      expect(typeof res.json().timestamp).toBe('number')
    }
  })
})

/** an app on a test database with some settings changed */
async function variant(config: Partial<ServerConfig>, options: AppOptions = {}) {
  const base = await createTestApp()
  const app = await buildApp({ ...base.app.deps, config: { ...base.app.deps.config, ...config } }, options)
  return {
    app,
    close: async () => {
      await app.close()
      await base.close()
    },
  }
}

const withIpEcho = async (trustProxy: string | false) => {
  const echo = await variant({ trustProxy })
  api(echo.app, '/api/test/ip', { method: 'GET' }, ({ ip }) => ip)
  return echo
}

describe('gap 6: X-Forwarded-For', () => {
  it('is ignored unless TRUST_PROXY is configured, even from a loopback client', async () => {
    const { app, close } = await withIpEcho(false)
    try {
      const res = await app.inject({ method: 'POST', url: '/api/test/ip', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(res.json().data).toBe('127.0.0.1')
    } finally {
      await close()
    }
  })
  it('is used from the configured proxy only', async () => {
    const { app, close } = await withIpEcho('127.0.0.1')
    try {
      const viaProxy = await app.inject({ method: 'POST', url: '/api/test/ip', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(viaProxy.json().data).toBe('203.0.113.9')
      const direct = await app.inject({ method: 'POST', url: '/api/test/ip', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(direct.json().data).toBe('198.51.100.7')
    } finally {
      await close()
    }
  })
  it('TRUST_PROXY is read from the environment: unset means no proxy', () => {
    expect(loadConfig({ DATA_DIR: '.data/test' }).trustProxy).toBe(false)
    expect(loadConfig({ DATA_DIR: '.data/test', TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2')
    expect(loadConfig({ DATA_DIR: '.data/test', TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback')
  })
})

describe('gap 7: stalled request bodies', () => {
  it('a body that stops arriving is cut off after the idle time-out', async () => {
    const { app, close } = await variant({ idleTimeoutMs: 300, requestTimeoutMs: 1000 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    try {
      const closed = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/ping HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{')
        })
        let answer = ''
        // a bound against a hang, not a claim about speed (a busy machine may be slow to cut it)
        const hang = setTimeout(() => {
          socket.destroy()
          resolve('still open')
        }, 30_000)
        const end = () => {
          clearTimeout(hang)
          resolve(answer)
        }
        socket.on('data', (d) => (answer += String(d)))
        socket.on('close', end)
        socket.on('error', end)
      })
      expect(closed).not.toBe('still open')
      expect(loadConfig({ DATA_DIR: '.data/test' })).toMatchObject({ idleTimeoutMs: 10_000, requestTimeoutMs: 30_000 })
    } finally {
      await close()
    }
  })
})

describe('gap 8: dot paths', () => {
  it('nothing under a dot folder or dot file is served, however the dot is spelled', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'bazaar-web-'))
    mkdirSync(join(webDir, '.vite'))
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>x</title>')
    writeFileSync(join(webDir, '.vite/manifest.json'), '{"secret":1}')
    writeFileSync(join(webDir, '.env'), 'SECRET=1')
    writeFileSync(join(webDir, 'assets/app.js'), 'console.log(1)')
    const { app, close } = await variant({ webDir }, { serveWeb: true })
    try {
      expect((await app.inject('/web/assets/app.js')).statusCode).toBe(200)
      for (const url of ['/web/.vite/manifest.json', '/web/%2evite/manifest.json', '/web/%2Evite/manifest.json', '/web/.env', '/web/assets/../.vite/manifest.json', '/web/assets/%2e%2e/.vite/manifest.json']) {
        const res = await app.inject(url)
        expect(res.body, url).not.toContain('secret')
        expect(res.body, url).not.toContain('SECRET')
        expect(res.statusCode, url).toBe(404)
      }
    } finally {
      await close()
      rmSync(webDir, { recursive: true, force: true })
    }
  })
})

describe('gap 9: POST only for calls that take a password or change data', () => {
  it('GET on such a call answers 405 with the envelope and Allow: POST, and does nothing', async () => {
    for (const url of [
      '/api/login/login?username=x&password=secret123',
      '/api/register/username?username=abc123&password=secret123',
      '/api/findpassword/mobile?mobile=13800138000&key=k&code=123456&password=secret123',
      '/api/goods/modifyclicks?sku_id=1',
      '/api/goodscollect/add?sku_id=1',
      '/api/login/logout',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(405)
      expect(res.headers.allow).toBe('POST')
      expect(res.json()).toMatchObject({ code: -10006, error_code: 'METHOD_NOT_ALLOWED' })
    }
  })
  it('read-only calls still answer GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/goodssku/page?page=1' })
    expect(res.json().code).toBe(0)
  })
  it('an endpoint cannot opt into GET while it takes a password', async () => {
    const fresh = await createTestApp()
    try {
      expect(() => api(fresh.app, '/api/test/pw', { method: 'GET', params: { password: v.password() } }, () => null)).toThrow(/password/)
    } finally {
      await fresh.close()
    }
  })
})
