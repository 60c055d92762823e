import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getConfig } from '../db/site-config.ts'
import { createTestApp, ensureBasics, freshMobile, newMember, type TestApp } from '../test/harness.ts'

let t: TestApp
const db = () => t.handle.db
const SECRET = 'test-secret' // the harness's config.opsSecret

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await ensureBasics(t)
})

async function ops(command: string, args: unknown = [], init: { secret?: string | null; remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.secret !== null) headers['x-ops-secret'] = init.secret ?? SECRET
  const res = await t.app.inject({ method: 'POST', url: `/ops/${command}`, payload: { args }, headers, remoteAddress: init.remoteAddress })
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: unknown; error_code?: string } }
}

describe('the ops endpoint guard', () => {
  it('needs the secret', async () => {
    for (const secret of [null, '', 'wrong', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const res = await ops('captcha:off', [], { secret })
      expect(res.status, String(secret)).toBe(403)
      expect(res.body).toMatchObject({ code: -1, error_code: 'OPS_FORBIDDEN' })
    }
    expect((await getConfig(db(), 'captcha')).enabled).toBe(true)
  })

  it('only answers loopback callers, also behind a local proxy', async () => {
    const remote = await ops('captcha:off', [], { remoteAddress: '10.0.0.5' })
    expect(remote.status).toBe(403)
    expect(remote.body.error_code).toBe('OPS_FORBIDDEN')
    // a proxy on this machine forwarding an outside caller
    const proxied = await ops('captcha:off', [], { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(proxied.status).toBe(403)
    expect((await getConfig(db(), 'captcha')).enabled).toBe(true)
    const v6 = await ops('help', [], { remoteAddress: '::1' })
    expect(v6.body.code).toBe(0)
  })

  it('refuses malformed args and unknown commands with the usage', async () => {
    for (const args of ['captcha:off', [1, 2], [{}], Array.from({ length: 51 }, () => 'x'), ['x'.repeat(501)]]) {
      const res = await ops('site:close', args)
      expect(res.status).toBeLessThan(500)
      expect(res.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' })
    }
    const unknown = await ops('site:explode')
    expect(unknown.body.code).toBeLessThan(0)
    expect(unknown.body.message).toContain('unknown command: site:explode')
    expect(unknown.body.message).toContain('member:create <username> <password>')
    const arity = await ops('member:create', ['only_one'])
    expect(arity.body.message).toBe('usage: npm run ops -- member:create <username> <password>')
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/ops/help',
      headers: { 'x-ops-secret': SECRET, 'content-type': 'application/json' },
      payload: '{"args": [',
    })
    expect(malformed.json()).toMatchObject({ code: -10006 })
  })
})

describe('the commands through the endpoint', () => {
  it('site:close and site:open change website, seen by the next read', async () => {
    const closed = await ops('site:close', ['系统升级', '至', '22:00'])
    expect(closed.body).toMatchObject({ code: 0, data: 'site closed: 系统升级 至 22:00' })
    expect(await getConfig(db(), 'website')).toMatchObject({ web_status: 0, close_reason: '系统升级 至 22:00' })
    const info = await t.call<{ web_status: number; close_reason: string }>('/api/website/info')
    // the site module (another issue) reads site_config on every call; check it when it is there
    if (info.code === 0) expect(info.data).toMatchObject({ web_status: 0, close_reason: '系统升级 至 22:00' })

    expect((await ops('site:close')).body.data).toBe('site closed: 网站维护中')
    expect((await getConfig(db(), 'website')).close_reason).toBe('网站维护中')
    expect((await ops('site:open')).body).toMatchObject({ code: 0, data: 'site open' })
    expect((await getConfig(db(), 'website')).web_status).toBe(1)
    const reopened = await t.call<{ web_status: number }>('/api/website/info')
    if (reopened.code === 0) expect(reopened.data.web_status).toBe(1)
  })

  it('captcha:off and captcha:on switch getCaptchaConfig', async () => {
    expect((await ops('captcha:off')).body.data).toBe('captcha off')
    expect((await t.call('/api/config/getCaptchaConfig')).data).toEqual({ login: 0, register: 0 })
    expect((await ops('captcha:on')).body.data).toBe('captcha on')
    expect((await t.call('/api/config/getCaptchaConfig')).data).toEqual({ login: 1, register: 1 })
  })

  it('member:create applies the registration rules and prints the id', async () => {
    const name = `ops_${Date.now() % 1e6}`
    const res = await ops('member:create', [name, 'abc12345'])
    expect(res.body.code).toBe(0)
    const id = Number(/^member (\d+) created: (\S+)$/.exec(String(res.body.data))?.[1])
    const row = await db().selectFrom('member').select(['member_id', 'username']).where('member_id', '=', id).executeTakeFirstOrThrow()
    expect(row.username).toBe(name)
    await ops('captcha:off')
    expect((await t.call('/api/login/login', { username: name, password: 'abc12345' })).code).toBe(0)
    expect((await ops('member:create', [name.toUpperCase(), 'abc12345'])).body.message).toBe('该用户名已被注册')
    expect((await ops('member:create', ['12345', 'abc12345'])).body.message).toBe('用户名不能全为数字')
    const en = await t.app.inject({
      method: 'POST',
      url: '/ops/member:create',
      headers: { 'x-ops-secret': SECRET, 'accept-language': 'en' },
      payload: { args: ['x_ok_name', 'short'] },
    })
    expect(en.json().message).toBe('The password must be at least 6 characters long')
  })

  it('sms:outbox lists the latest codes, optionally for one mobile', async () => {
    await db().deleteFrom('sms_code').execute()
    expect((await ops('sms:outbox')).body.data).toBe('no codes sent yet')
    await ops('captcha:off')
    const mobile = freshMobile()
    await newMember(t, { mobile })
    const sent = await t.call<{ key: string }>('/api/login/mobileCode', { mobile })
    expect(sent.code).toBe(0)
    const { code } = await db().selectFrom('sms_code').select('code').where('key', '=', sent.data.key).executeTakeFirstOrThrow()
    const out = String((await ops('sms:outbox', [mobile])).body.data)
    const lines = out.split('\n')
    expect(lines[0]).toMatch(/^mobile\s+purpose\s+code\s+sent \(UTC\)\s+used$/)
    expect(lines[1]).toMatch(new RegExp(`^${mobile}\\s+login\\s+${code}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+no$`))
    await t.call('/api/login/mobile', { mobile, key: sent.data.key, code })
    expect(String((await ops('sms:outbox', [mobile])).body.data).split('\n')[1]).toMatch(/\syes$/)
    expect((await ops('sms:outbox', ['13900000000'])).body.data).toBe('no codes sent to 13900000000')
    expect((await ops('sms:outbox', ['abc'])).body.message).toBe('not a mobile number: abc')
  })

  it('cart:add puts goods in the cart of a member (the count follows) and grows an existing line', async () => {
    const a = await newMember(t)
    const sku = await db().selectFrom('goods_sku').select(['sku_id', 'site_id']).orderBy('sku_id').executeTakeFirstOrThrow()
    const first = await ops('cart:add', [a.username, String(sku.sku_id)])
    expect(first.body).toMatchObject({ code: 0 })
    expect(String(first.body.data)).toContain(`has 1 × sku ${sku.sku_id}`)
    expect(String((await ops('cart:add', [a.username.toUpperCase(), String(sku.sku_id), '2'])).body.data)).toContain(`has 3 × sku ${sku.sku_id}`)
    const lines = await db().selectFrom('cart').selectAll().where('member_id', '=', a.memberId).execute()
    expect(lines).toMatchObject([{ sku_id: sku.sku_id, site_id: sku.site_id, num: 3 }])
    expect((await t.call('/api/cart/count', { token: a.token })).data).toBe(1)

    expect((await ops('cart:add', ['nobody_here_1', String(sku.sku_id)])).body.message).toBe('no member named nobody_here_1')
    expect((await ops('cart:add', [a.username, '99999999'])).body.message).toBe('no sku 99999999')
    expect((await ops('cart:add', [a.username, 'x'])).body.message).toBe('not a sku id: x')
    expect((await ops('cart:add', [a.username, String(sku.sku_id), '0'])).body.message).toBe('num must be 1…9999: 0')
    expect(await db().selectFrom('cart').select('num').where('member_id', '=', a.memberId).execute()).toEqual([{ num: 3 }])
  })

  it('help lists every command', async () => {
    const text = String((await ops('help')).body.data)
    for (const name of ['site:close', 'site:open', 'captcha:off', 'captcha:on', 'member:create', 'cart:add', 'sms:outbox', 'help']) {
      expect(text).toContain(name)
    }
  })
})
