import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

// The agent console's address (decision 013, README demo accounts, docs/server-reference.md "Agent console"): /web/servicer/ — with or
// without the trailing slash. Issue 29: the README's /web/servicer/ answered 403 (the build's
// servicer/ folder, and the static files list no folder), only /web/servicer worked.

const CONSOLE = '<!doctype html><html><head><title>Bazaar 客服工作台</title></head><body><div id="servicer"></div></body></html>'

let base: TestApp
let app: FastifyInstance
let webDir: string
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'bazaar-web-'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>Bazaar</title></head><body><div id="app"></div></body></html>')
  mkdirSync(join(webDir, 'servicer'))
  writeFileSync(join(webDir, 'servicer', 'index.html'), CONSOLE)
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
