// Issue 7, gap 10: API security (reference §4.1), both ways through the real request helper
// (src/lib/request.ts) against a real listening server. It tests both halves, so it lives in
// tests/wire/ (server/ never imports src/).
import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { config as clientConfig } from '../../src/lib/config.ts'
import { ApiFailure, request, setRequestClient } from '../../src/lib/request.ts'
import { encryptParams } from '../../src/lib/rsa.ts'
import { runCommand } from '../../server/ops/commands.ts'
import { createTestApp, ensureBasics, newMember, setCaptcha, type TestApp } from '../../server/test/harness.ts'
import { apiSecurityKey } from '../../server/http/api-security.ts'

let t: TestApp
let base = ''
const wire: unknown[] = []
beforeAll(async () => {
  t = await createTestApp()
  t.app.addHook('preHandler', async (req) => {
    wire.push(req.body)
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  await ensureBasics(t)
  await setCaptcha(t, false)
  // the helper's own fetch transport, pointed at this server
  clientConfig.baseUrl = base
  setRequestClient(undefined)
})
afterAll(async () => {
  clientConfig.baseUrl = ''
  clientConfig.apiSecurity = false
  clientConfig.publicKey = ''
  await t.close()
})

const key = () => apiSecurityKey(t.app.deps.config.dataDir)
const post = async (path: string, body: unknown) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<{
    code: number
    message: string
    error_code?: string
    data: unknown
  }>

describe('API security', () => {
  it('with apiSecurity on, the helper sends only {encrypt} and the server answers as for a plain call', async () => {
    const m = await newMember(t)
    clientConfig.apiSecurity = true
    clientConfig.publicKey = key().publicKeyPem
    wire.length = 0
    const res = await request<{ token: string }>('/api/login/login', { username: m.username, password: m.password })
    expect(res.code).toBe(0)
    expect(res.data.token).toMatch(/^[\w-]{40,}$/)
    expect(Object.keys(wire[0] as object)).toEqual(['encrypt'])
    expect(JSON.stringify(wire[0])).not.toContain(m.password)
    expect(JSON.stringify(wire[0])).not.toContain(m.username)
    // longer than one RSA block, with Chinese text: several blocks, UTF-8 across block edges
    const list = await request<{ list: unknown[] }>('/api/goodssku/page', { keyword: '华为手机'.repeat(12), note: '说明'.repeat(200), page_size: 2 })
    expect(list.code).toBe(0)
    // validation runs on the decrypted params
    const bad = await request('/api/goodssku/detail', { sku_id: -5 }).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(ApiFailure)
    expect((bad as ApiFailure).code).toBe(-10006)
    expect((bad as ApiFailure).data).toEqual({ field: 'sku_id' })
  })

  it('with it off, the helper sends plain params, which the server still takes', async () => {
    clientConfig.apiSecurity = false
    wire.length = 0
    expect((await request('/api/ping')).data).toBe('pong')
    expect(wire[0]).toMatchObject({ app_type: 'pc' })
  })

  it('a body that does not decrypt gets a clear error, never a 500', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
    for (const encrypt of ['garbage!', 'AAAA', encryptParams('{"a":1}', other), encryptParams('not json', key().publicKeyPem), encryptParams('[1,2]', key().publicKeyPem), 42, '']) {
      const res = await post('/api/ping', { encrypt })
      expect(res.code, String(encrypt).slice(0, 20)).toBe(-10006)
      expect(res.message).toContain('加密的请求无法解密')
      expect(res.data).toEqual({ field: 'encrypt' })
    }
    // hex, and unencoded base64, are accepted too (other rsaLong flavours)
    const b64 = decodeURIComponent(encryptParams('{"lang":"en-us"}', key().publicKeyPem))
    expect((await post('/api/ping', { encrypt: b64 })).message).toBe('Success')
    expect((await post('/api/ping', { encrypt: Buffer.from(b64, 'base64').toString('hex') })).message).toBe('Success')
  })

  it('the key pair is made in the data directory on first start and printed by the operator command', async () => {
    const out = await runCommand({ db: t.handle.db, clock: t.clock, dataDir: t.app.deps.config.dataDir }, 'security:key', [])
    expect(out).toContain(key().publicKeyPem.trim())
    expect(out).toContain('api-security-key.pem')
  })
})
