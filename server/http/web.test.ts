import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

// The agent console's address (decision 013, README demo accounts, docs/server-reference.md "Agent console"): /web/servicer/ — with or
// without the trailing slash. Issue 29: the README's /web/servicer/ answered 403 (the build's
// servicer/ folder, and the static files list no folder), only /web/servicer worked.

const JS = 'console.log("the first load")'.repeat(40)
const CONSOLE = '<!doctype html><html><head><title>Bazaar 客服工作台</title></head><body><div id="servicer"></div></body></html>'

let base: TestApp
let app: FastifyInstance
let webDir: string
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'bazaar-web-'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Bazaar</title></head><body><div id="app"></div></body></html>')
  mkdirSync(join(webDir, 'servicer'))
  writeFileSync(join(webDir, 'servicer', 'index.html'), CONSOLE)
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'assets', 'index-Ab_1.js'), JS)
  writeFileSync(join(webDir, 'assets', 'index-Ab_1.js.br'), brotliCompressSync(JS))
  writeFileSync(join(webDir, 'secret.txt'), 'SECRET')
  base = await createTestApp()
  app = await buildApp({ ...base.app.deps, config: { ...base.app.deps.config, webDir } }, { serveWeb: true })
})
afterAll(async () => {
  await app?.close()
  await base?.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('the agent console address', () => {
  it.each(['/web/servicer/', '/web/servicer', '/web/servicer/?from=readme', '/web/servicer?from=readme'])('%s opens the console', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toBe(CONSOLE)
  })

  it('the storefront stays the storefront, and a folder of the build is no page', async () => {
    expect((await app.inject({ method: 'GET', url: '/web/' })).body).toContain('<div id="app">')
    expect((await app.inject({ method: 'GET', url: '/web/servicerx' })).body).toContain('<div id="app">')
  })
})

// The build's assets have a route of their own (web.ts): the wildcard's spelling check read the whole
// assets/ folder on every request. Served as before: compressed when the browser takes it, cached for
// good; a name that is not one file of assets/ is not served from it.
describe('the assets', () => {
  it('an asset: its brotli sibling to a browser that takes brotli, the file to one that does not, cached for good', async () => {
    const br = await app.inject({ method: 'GET', url: '/web/assets/index-Ab_1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS)
    const plain = await app.inject({ method: 'GET', url: '/web/assets/index-Ab_1.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(JS)
    expect((await app.inject({ method: 'HEAD', url: '/web/assets/index-Ab_1.js' })).statusCode).toBe(200)
  })

  it.each(['/web/assets/missing.js', '/web/assets/..%2Fsecret.txt', '/web/assets/%2e%2e%2fsecret.txt', '/web/assets/a%00.js', '/web/assets/INDEX-AB_1.JS'])('%s is not served', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode, url).not.toBe(200)
    expect(res.body, url).not.toContain('SECRET')
    expect(res.body, url).not.toContain('the first load')
  })
})
