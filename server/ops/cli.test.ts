import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getConfig } from '../db/site-config.ts'
import { createTestApp, ensureBasics, newMember, snapshotBlob, type TestApp } from '../test/harness.ts'
import { runCli } from './cli.ts'
import { commands, helpText, OpsError, runCommand } from './commands.ts'

const run = promisify(execFile)
const CLI = join(import.meta.dirname, 'cli.ts')

let t: TestApp
let dataDir: string
let port: number
const db = () => t.handle.db

/** a port nothing listens on (taken and released) */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: p } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return p
}

beforeAll(async () => {
  t = await createTestApp()
  await ensureBasics(t)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
  dataDir = mkdtempSync(join(tmpdir(), 'bazaar-ops-'))
  // the secret the CLI reads from DATA_DIR is the one the test server was given
  writeFileSync(join(dataDir, 'ops-secret'), 'test-secret')
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the command registry', () => {
  it('every command has a name, description and usage in help', () => {
    const names = commands.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    for (const c of commands) {
      expect(c.name).toMatch(/^[a-z]+(:[a-z]+(-[a-z]+)*)?$/)
      expect(c.description.length).toBeGreaterThan(5)
      expect(helpText()).toContain(`${c.name} ${c.usage}`.trim())
    }
  })

  it('runs the commands against a database', async () => {
    expect(await runCommand(t.app.deps, 'site:close', [])).toBe('site closed: 网站维护中')
    expect((await getConfig(db(), 'website')).web_status).toBe(0)
    expect(await runCommand(t.app.deps, 'site:open', [])).toBe('site open')
    expect(await runCommand(t.app.deps, 'captcha:off', [])).toBe('captcha off')
    expect((await getConfig(db(), 'captcha')).enabled).toBe(false)
    expect(await runCommand(t.app.deps, 'captcha:on', [])).toBe('captcha on')
    expect(await runCommand(t.app.deps, 'member:create', ['cli_direct', 'abc12345'])).toMatch(/^member \d+ created: cli_direct$/)
    expect(await runCommand(t.app.deps, 'sms:outbox', ['13911112222'])).toBe('no codes sent to 13911112222')
    expect(await runCommand(t.app.deps, 'member:mobile', ['cli_direct', '13911112223'])).toBe('cli_direct bound to 13911112223')
    expect(await runCommand(t.app.deps, 'member:balance', ['cli_direct', '12.50'])).toBe('cli_direct balance 12.50')
    const ledger = await db().selectFrom('member_account_ledger').innerJoin('member', 'member.member_id', 'member_account_ledger.member_id').select(['account_data', 'member.mobile']).where('member.username', '=', 'cli_direct').execute()
    expect(ledger).toEqual([{ account_data: 1250, mobile: '13911112223' }])
    await expect(runCommand(t.app.deps, 'member:balance', ['cli_direct', '-1'])).rejects.toBeInstanceOf(OpsError)
    expect(await runCommand(t.app.deps, 'coupon:give', ['cli_direct', '1', '10', '99'])).toMatch(/^coupon \d+ given to cli_direct: 店铺券 满99减10$/)
    await expect(runCommand(t.app.deps, 'coupon:give', ['cli_direct', '1', '0'])).rejects.toBeInstanceOf(OpsError)
    await expect(runCommand(t.app.deps, 'member:mobile', ['nobody_here', '13911112224'])).rejects.toThrow(/no member named/)
    await expect(runCommand(t.app.deps, 'site:open', ['now'])).rejects.toBeInstanceOf(OpsError)
    await expect(runCommand(t.app.deps, 'nope', [])).rejects.toThrow(/unknown command: nope/)
  })
})

describe('goods:offsale / goods:onsale', () => {
  it("takes a sku off sale: the catalog no longer offers it and the member's cart lists it as invalid; onsale brings it back", async () => {
    const sku = await db().selectFrom('goods_sku').select(['sku_id', 'site_id', 'sku_name']).where('on_sale', '=', true).where('stock', '>=', 10).orderBy('sku_id').offset(7).limit(1).executeTakeFirstOrThrow()
    const m = await newMember(t)
    expect((await t.call('/api/cart/add', { token: m.token, site_id: sku.site_id, sku_id: sku.sku_id, num: 1 })).code).toBe(0)
    const cartState = async () => (await t.call<Array<{ sku_id: number; goods_state: number }>>('/api/cart/lists', { token: m.token })).data.find((l) => l.sku_id === sku.sku_id)?.goods_state
    expect(await cartState()).toBe(1)

    expect(await runCommand(t.app.deps, 'goods:offsale', [String(sku.sku_id)])).toBe(`sku ${sku.sku_id} off sale: ${sku.sku_name}`)
    expect((await db().selectFrom('goods_sku').select('on_sale').where('sku_id', '=', sku.sku_id).executeTakeFirstOrThrow()).on_sale).toBe(false)
    expect(await cartState()).toBe(0)
    expect((await t.call('/api/goodssku/detail', { sku_id: sku.sku_id })).data).toBeFalsy()
    // again: nothing changes, no error
    expect(await runCommand(t.app.deps, 'goods:offsale', [String(sku.sku_id)])).toBe(`sku ${sku.sku_id} off sale: ${sku.sku_name}`)

    expect(await runCommand(t.app.deps, 'goods:onsale', [String(sku.sku_id)])).toBe(`sku ${sku.sku_id} on sale: ${sku.sku_name}`)
    expect(await cartState()).toBe(1)
    expect((await t.call('/api/goodssku/detail', { sku_id: sku.sku_id })).data).toBeTruthy()

    for (const bad of ['0', '-3', '1.5', 'abc', '99999999999']) await expect(runCommand(t.app.deps, 'goods:offsale', [bad])).rejects.toBeInstanceOf(OpsError)
    await expect(runCommand(t.app.deps, 'goods:onsale', ['999999999'])).rejects.toThrow(/no sku 999999999/)
    await expect(runCommand(t.app.deps, 'goods:onsale', [])).rejects.toBeInstanceOf(OpsError)
  })
})

describe('the CLI', () => {
  it('talks to a running server through the endpoint', async () => {
    const env = { PORT: String(port), DATA_DIR: dataDir }
    const off = await runCli(['captcha:off'], env)
    expect(off).toEqual({ code: 0, via: 'server', out: 'captcha off' })
    expect((await getConfig(db(), 'captcha')).enabled).toBe(false)
    const bad = await runCli(['member:create', 'ab', 'abc12345'], env)
    expect(bad).toEqual({ code: 1, via: 'server', out: 'error: The username must be 3 to 20 characters long' })
    const arity = await runCli(['site:open', 'extra'], env)
    expect(arity.code).toBe(1)
    expect(arity.out).toBe('error: usage: npm run ops -- site:open')
    // a wrong secret is refused
    const otherDir = mkdtempSync(join(tmpdir(), 'bazaar-ops-'))
    writeFileSync(join(otherDir, 'ops-secret'), 'another-secret')
    const denied = await runCli(['captcha:on'], { PORT: String(port), DATA_DIR: otherDir })
    rmSync(otherDir, { recursive: true, force: true })
    expect(denied).toEqual({ code: 1, via: 'server', out: 'error: Operator commands are not allowed for this caller' })
    expect((await getConfig(db(), 'captcha')).enabled).toBe(false)
  })

  it('prints help, and the usage with exit code 1 for an unknown command, without any server', async () => {
    expect(await runCli([])).toMatchObject({ code: 0, out: helpText() })
    const unknown = await runCli(['frobnicate'])
    expect(unknown.code).toBe(1)
    expect(unknown.out).toContain('unknown command: frobnicate')
    expect(unknown.out).toContain('usage: npm run ops -- <command>')
  })

  it('as a process: against the server, then on its own database when nothing listens', async () => {
    const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir }
    const on = await run(process.execPath, [CLI, 'captcha:on'], { env })
    expect(on.stdout.trim()).toBe('captcha on')
    expect((await getConfig(db(), 'captcha')).enabled).toBe(true)

    const failed = await run(process.execPath, [CLI, 'nope'], { env }).catch((err: { code: number; stderr: string }) => err)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toContain('unknown command: nope')

    // nothing on this port: the CLI opens DATA_DIR/pglite itself, migrates, runs, closes. The data dir
    // starts as the test snapshot (already seeded), so the CLI's first-start seeding is skipped here.
    const seeded = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: snapshotBlob() })
    await seeded.close()
    const localEnv = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir }
    const created = await run(process.execPath, [CLI, 'member:create', 'local_one', 'abc12345'], { env: localEnv })
    expect(created.stdout.trim()).toMatch(/^member \d+ created: local_one$/)
    const again = await run(process.execPath, [CLI, 'member:create', 'LOCAL_ONE', 'abc12345'], { env: localEnv }).catch(
      (err: { code: number; stderr: string }) => err,
    )
    expect(again).toMatchObject({ code: 1 })
    expect((again as { stderr: string }).stderr.trim()).toBe('error: This username is already taken')
  }, 60_000)
})
