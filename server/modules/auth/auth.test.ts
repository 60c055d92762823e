import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashToken } from '../../http/auth.ts'
import { testClock } from '../../clock.ts'
import { createTestApp, deadTokens, ensureBasics, freshMobile, newMember, setCaptcha, solvedCaptcha, type TestApp } from '../../test/harness.ts'

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await ensureBasics(t)
  // each test starts without rate-limit history or SMS cool-downs left by another
  await db().deleteFrom('login_failure').execute()
  await db().deleteFrom('sms_code').execute()
})

const ok = (res: { code: number; message: string }) => expect(res.code, res.message).toBe(0)
const latestCode = async (mobile: string) =>
  (await db().selectFrom('sms_code').select(['code', 'key']).where('mobile', '=', mobile).orderBy('created_at', 'desc').executeTakeFirstOrThrow())

describe('captcha', () => {
  it('returns an svg data url and stores a lower-case answer with a 5 minute expiry', async () => {
    const res = await t.call<{ id: string; img: string }>('/api/captcha/captcha')
    ok(res)
    expect(res.data.img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(res.data.img.split(',')[1]!, 'base64').toString()).toContain('<svg')
    const row = await db().selectFrom('captcha').selectAll().where('id', '=', res.data.id).executeTakeFirstOrThrow()
    expect(row.answer).toMatch(/^[a-z0-9]{4}$/)
    expect(row.expires_at - t.clock.now()).toBeGreaterThan(290)
  })

  it('replaces the captcha whose id is passed and prunes expired rows', async () => {
    const first = await t.call<{ id: string }>('/api/captcha/captcha')
    await db().insertInto('captcha').values({ id: 'old-one', answer: 'abcd', expires_at: t.clock.now() - 10 }).execute()
    const second = await t.call<{ id: string }>('/api/captcha/captcha', { captcha_id: first.data.id })
    expect(second.data.id).not.toBe(first.data.id)
    const ids = (await db().selectFrom('captcha').select('id').execute()).map((r) => r.id)
    expect(ids).toContain(second.data.id)
    expect(ids).not.toContain(first.data.id)
    expect(ids).not.toContain('old-one')
  })

  it('is single use: a right answer works once, a wrong answer burns it too', async () => {
    const m = await newMember(t)
    const c = await solvedCaptcha(t)
    ok(await t.call('/api/login/login', { username: m.username, password: m.password, ...c }))
    const again = await t.call('/api/login/login', { username: m.username, password: m.password, ...c })
    expect(again.code).toBe(-1)
    expect(again.error_code).toBe('CAPTCHA_ERROR')

    const c2 = await solvedCaptcha(t)
    const wrong = await t.call('/api/login/login', { username: m.username, password: m.password, captcha_id: c2.captcha_id, captcha_code: 'zzzz' })
    expect(wrong.error_code).toBe('CAPTCHA_ERROR')
    expect(wrong.message).toBe('验证码错误')
    const afterWrong = await t.call('/api/login/login', { username: m.username, password: m.password, ...c2 })
    expect(afterWrong.error_code).toBe('CAPTCHA_ERROR')
  })

  it('accepts the answer in any case and refuses an expired one', async () => {
    const m = await newMember(t)
    const c = await solvedCaptcha(t)
    ok(await t.call('/api/login/login', { username: m.username, password: m.password, ...c, captcha_code: c.captcha_code.toUpperCase() }))
    const c2 = await solvedCaptcha(t)
    await db().updateTable('captcha').set({ expires_at: t.clock.now() - 1 }).where('id', '=', c2.captcha_id).execute()
    const res = await t.call('/api/login/login', { username: m.username, password: m.password, ...c2 })
    expect(res.error_code).toBe('CAPTCHA_ERROR')
  })

  it('getCaptchaConfig follows the captcha setting, and off means no captcha fields are needed', async () => {
    expect((await t.call('/api/config/getCaptchaConfig')).data).toEqual({ login: 1, register: 1 })
    const m = await newMember(t)
    const missing = await t.call('/api/login/login', { username: m.username, password: m.password })
    expect(missing.error_code).toBe('CAPTCHA_ERROR')
    await setCaptcha(t, false)
    expect((await t.call('/api/config/getCaptchaConfig')).data).toEqual({ login: 0, register: 0 })
    ok(await t.call('/api/login/login', { username: m.username, password: m.password }))
  })
})

describe('account login', () => {
  it('logs in by username (any case) or mobile, with the auto-login range as token lifetime', async () => {
    await setCaptcha(t, false)
    const mobile = freshMobile()
    const m = await newMember(t, { mobile })
    const res = await t.call<{ token: string }>('/api/login/login', { username: m.username.toUpperCase(), password: m.password, autoLoginRange: 7 })
    ok(res)
    const row = await db().selectFrom('member_token').selectAll().where('token_hash', '=', hashToken(res.data.token)).executeTakeFirstOrThrow()
    expect(row.expires_at - row.created_at).toBe(7 * 86400)
    const byMobile = await t.call<{ token: string }>('/api/login/login', { username: mobile, password: m.password })
    ok(byMobile)
    const info = await t.call<{ username: string }>('/api/member/info', { token: byMobile.data.token })
    expect(info.data.username).toBe(m.username)
    const member = await db().selectFrom('member').select('last_login_time').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(member.last_login_time).toBeGreaterThan(t.clock.now() - 5)
  })

  it('answers wrong password and unknown user the same way', async () => {
    await setCaptcha(t, false)
    const m = await newMember(t)
    const wrong = await t.call('/api/login/login', { username: m.username, password: 'nope12345' })
    const unknown = await t.call('/api/login/login', { username: 'nobody_here', password: 'nope12345' })
    expect(wrong.code).toBeLessThan(0)
    expect(wrong.message).toBe('用户名或密码错误')
    expect(unknown.message).toBe(wrong.message)
    expect(unknown.code).toBe(wrong.code)
    const en = await t.call('/api/login/login', { username: 'nobody_here', password: 'nope12345', lang: 'en-us' })
    expect(en.message).toBe('Wrong username or password')
  })

  it('refuses a disabled member', async () => {
    await setCaptcha(t, false)
    const m = await newMember(t)
    await db().updateTable('member').set({ status: 0 }).where('member_id', '=', m.memberId).execute()
    const res = await t.call('/api/login/login', { username: m.username, password: m.password })
    expect(res.code).toBeLessThan(0)
    expect(res.message).toContain('禁用')
  })

  it('one budget per account, whichever identifier logs in: 5 failures from an IP stop that IP only, with the wait', async () => {
    await setCaptcha(t, false)
    const mobile = freshMobile()
    const m = await newMember(t, { mobile })
    const ip = { remoteAddress: '10.0.1.1' }
    // username, its other spelling and the mobile all count against the one account
    for (const username of [m.username, m.username.toUpperCase(), mobile, mobile, m.username]) {
      expect((await t.call('/api/login/login', { username, password: 'wrong1234' }, ip)).message).toBe('用户名或密码错误')
    }
    const blocked = await t.call('/api/login/login', { username: mobile, password: m.password }, ip)
    expect(blocked.error_code).toBe('RATE_LIMITED')
    expect(blocked.message).toBe('登录失败次数过多，请 15 分钟后再试')
    const en = await t.call('/api/login/login', { username: m.username, password: m.password, lang: 'en-us' }, ip)
    expect(en.message).toBe('Too many failed logins, try again in 15 minutes')
    // the owner elsewhere is not locked out, and the success clears the account's failures
    ok(await t.call('/api/login/login', { username: m.username, password: m.password }, { remoteAddress: '10.0.1.2' }))
    // failures age out of the window
    await db().updateTable('login_failure').set({ created_at: t.clock.now() - 14 * 60 }).where('scope', '=', 'login:ip').execute()
    expect((await t.call('/api/login/login', { username: 'ghost_x', password: 'wrong1234' }, ip)).message).toBe('用户名或密码错误')
  })

  it('an IP failing across many accounts is stopped; other IPs are not', async () => {
    await setCaptcha(t, false)
    const m = await newMember(t)
    const ip = { remoteAddress: '10.0.0.5' }
    for (let i = 0; i < 30; i++) await t.call('/api/login/login', { username: `ghost_${i}`, password: 'wrong1234' }, ip)
    const blocked = await t.call('/api/login/login', { username: m.username, password: m.password }, ip)
    expect(blocked.error_code).toBe('RATE_LIMITED')
    ok(await t.call('/api/login/login', { username: m.username, password: m.password }, { remoteAddress: '10.0.0.6' }))
    expect((await t.call('/api/login/login', { username: m.username, password: m.password }, ip)).error_code).toBe('RATE_LIMITED')
  })

  it('wrong passwords from everywhere slow the account down but never lock the owner out for long', async () => {
    const clock = testClock(Date.UTC(2026, 0, 5, 10))
    const own = await createTestApp({ clock })
    try {
      await ensureBasics(own)
      await setCaptcha(own, false)
      const m = await newMember(own)
      // an attacker rotating through 40 addresses, as fast as the account lets it
      let refused = 0
      for (let i = 0; i < 40; i++) {
        const res = await own.call('/api/login/login', { username: m.username, password: `wrong${i}x` }, { remoteAddress: `198.51.100.${i + 1}` })
        if (res.error_code === 'RATE_LIMITED') {
          refused += 1
          clock.advance((res.data as { wait: number }).wait * 1000)
        }
      }
      expect(refused).toBeGreaterThan(0)
      // the owner, arriving at the worst moment, waits a minute at most — not 15
      const owner = { remoteAddress: '203.0.113.50' }
      const first = await own.call<{ wait: number }>('/api/login/login', { username: m.username, password: m.password }, owner)
      expect(first.error_code).toBe('RATE_LIMITED')
      expect(first.data.wait).toBeLessThanOrEqual(60)
      expect(first.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/)
      clock.advance(first.data.wait * 1000)
      ok(await own.call('/api/login/login', { username: m.username, password: m.password }, owner))
    } finally {
      await own.close()
    }
  })
})

describe('mobile code login', () => {
  it("sends a 4-digit code (what the contract client's code box takes) to the outbox, with a 120 s cool-down per mobile", async () => {
    const mobile = freshMobile()
    await newMember(t, { mobile })
    const res = await t.call<{ key: string }>('/api/login/mobileCode', { mobile, ...(await solvedCaptcha(t)) })
    ok(res)
    const row = await db().selectFrom('sms_code').selectAll().where('key', '=', res.data.key).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ mobile, purpose: 'login', used: false, attempts: 0 })
    expect(row.code).toMatch(/^\d{4}$/)
    expect(row.expires_at - row.created_at).toBe(600)
    const again = await t.call('/api/login/mobileCode', { mobile, ...(await solvedCaptcha(t)) })
    expect(again.code).toBe(-1)
    expect(again.message).toMatch(/^请 1[12]\d 秒后再获取验证码$/)
    // the cool-down is per mobile, across purposes
    const reset = await t.call('/api/findpassword/mobilecode', { mobile, ...(await solvedCaptcha(t)) })
    expect(reset.message).toMatch(/秒后再获取验证码/)
    await db().updateTable('sms_code').set({ created_at: t.clock.now() - 121 }).execute()
    ok(await t.call('/api/login/mobileCode', { mobile, ...(await solvedCaptcha(t)) }))
  })

  it('needs a registered mobile and a captcha (when on)', async () => {
    const res = await t.call('/api/login/mobileCode', { mobile: freshMobile(), ...(await solvedCaptcha(t)) })
    expect(res.message).toBe('该手机号未注册')
    const mobile = freshMobile()
    await newMember(t, { mobile })
    expect((await t.call('/api/login/mobileCode', { mobile })).error_code).toBe('CAPTCHA_ERROR')
    await setCaptcha(t, false)
    ok(await t.call('/api/login/mobileCode', { mobile }))
  })

  it('logs in with the code once; 5 wrong codes kill the key', async () => {
    await setCaptcha(t, false)
    const mobile = freshMobile()
    const m = await newMember(t, { mobile })
    const { data } = await t.call<{ key: string }>('/api/login/mobileCode', { mobile })
    const { code } = await latestCode(mobile)
    const res = await t.call<{ token: string }>('/api/login/mobile', { mobile, key: data.key, code, autoLoginRange: 0 })
    ok(res)
    expect((await t.call<{ member_id: number }>('/api/member/detail', { token: res.data.token })).data.member_id).toBe(m.memberId)
    const reuse = await t.call('/api/login/mobile', { mobile, key: data.key, code })
    expect(reuse.message).toBe('动态码已失效，请重新获取')

    await db().updateTable('sms_code').set({ created_at: t.clock.now() - 200 }).execute()
    const second = await t.call<{ key: string }>('/api/login/mobileCode', { mobile })
    const right = (await latestCode(mobile)).code
    const wrong = right === '0000' ? '1111' : '0000'
    for (let i = 1; i <= 5; i++) {
      const r = await t.call('/api/login/mobile', { mobile, key: second.data.key, code: wrong })
      expect(r.code).toBeLessThan(0)
      if (i < 5) expect(r.message).toBe(`动态码错误，还可尝试 ${5 - i} 次`)
    }
    const dead = await t.call('/api/login/mobile', { mobile, key: second.data.key, code: right })
    expect(dead.message).toBe('动态码已失效，请重新获取')
    // a key is bound to its mobile
    const other = freshMobile()
    await newMember(t, { mobile: other })
    const third = await t.call<{ key: string }>('/api/login/mobileCode', { mobile: other })
    const otherCode = (await latestCode(other)).code
    expect((await t.call('/api/login/mobile', { mobile, key: third.data.key, code: otherCode })).code).toBeLessThan(0)
  })

  it('refuses an expired code', async () => {
    await setCaptcha(t, false)
    const mobile = freshMobile()
    await newMember(t, { mobile })
    const { data } = await t.call<{ key: string }>('/api/login/mobileCode', { mobile })
    const { code } = await latestCode(mobile)
    await db().updateTable('sms_code').set({ expires_at: t.clock.now() - 1 }).execute()
    expect((await t.call('/api/login/mobile', { mobile, key: data.key, code })).message).toBe('动态码已失效，请重新获取')
  })
})

describe('logout', () => {
  it('revokes the token on the server and is harmless without one', async () => {
    const m = await newMember(t)
    ok(await m.call('/api/member/info'))
    ok(await m.call('/api/login/logout'))
    const after = await m.call('/api/member/info')
    expect(after.error_code).toBe('TOKEN_ERROR')
    ok(await m.call('/api/login/logout'))
    ok(await t.call('/api/login/logout'))
  })
})

const register = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call<{ token: string }>('/api/register/username', { username, password, ...(await solvedCaptcha(t)), ...extra })
const randomName = () => `pw_${Math.floor(Math.random() * 1e8)}`

describe('registration', () => {
  it('serves the register config and agreement', async () => {
    const config = await t.call<{ value: Record<string, unknown> }>('/api/register/config')
    expect(config.data.value).toEqual({ is_enable: 1, dynamic_code_login: 0, pwd_len: 6, pwd_complexity: 'number,letter' })
    const agreement = await t.call<{ title: string; content: string }>('/api/register/aggrement')
    expect(agreement.data.title).toBeTruthy()
    expect(typeof agreement.data.content).toBe('string')
  })

  it('creates a level-1 member and returns a session token', async () => {
    const name = `新人_${Date.now() % 100000}`
    const res = await register(name, 'abc12345')
    ok(res)
    const row = await db().selectFrom('member').selectAll().where('username', '=', name).executeTakeFirstOrThrow()
    const lowest = await db().selectFrom('member_level').select('level_id').orderBy('growth').orderBy('level_id').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ nickname: name, member_level: lowest.level_id, status: 1 })
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.reg_time).toBeGreaterThan(t.clock.now() - 5)
    const token = await db().selectFrom('member_token').selectAll().where('token_hash', '=', hashToken(res.data.token)).executeTakeFirstOrThrow()
    expect(token.expires_at - token.created_at).toBe(12 * 3600)
    const info = await t.call<Record<string, unknown>>('/api/member/info', { token: res.data.token })
    expect(info.data.username).toBe(name)
    expect(JSON.stringify(info.data)).not.toContain('scrypt')
  })

  it('applies each username rule with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['ab', '用户名长度须为 3-20 个字符'],
      ['a'.repeat(21), '用户名长度须为 3-20 个字符'],
      ['bad name', '用户名只能包含字母、数字、下划线和汉字'],
      ['bad-name', '用户名只能包含字母、数字、下划线和汉字'],
      ['13800138000', '用户名不能全为数字'],
    ]
    for (const [username, message] of cases) {
      const res = await register(username, 'abc12345')
      expect(res.code, username).toBeLessThan(0)
      expect(res.message, username).toBe(message)
    }
    // a rule broken leaves the captcha unspent: the same captcha registers the corrected name
    const captcha = await solvedCaptcha(t)
    expect((await t.call('/api/register/username', { username: 'ab', password: 'abc12345', ...captcha })).message).toBe('用户名长度须为 3-20 个字符')
    ok(await t.call('/api/register/username', { username: randomName(), password: 'abc12345', ...captcha }))
    const taken = `dup_${Date.now() % 100000}`
    ok(await register(taken, 'abc12345'))
    const again = await register(taken.toUpperCase(), 'abc12345')
    expect(again.message).toBe('该用户名已被注册')
  })

  it('applies each password rule and names what is missing', async () => {
    expect((await register(randomName(), 'ab1')).message).toBe('密码长度不能少于 6 位')
    expect((await register(randomName(), `a1${'x'.repeat(31)}`)).message).toBe('密码长度不能超过 32 位')
    expect((await register(randomName(), 'abcdefgh')).message).toBe('密码须包含数字')
    expect((await register(randomName(), '12345678')).message).toBe('密码须包含小写字母')
    await db()
      .updateTable('site_config')
      .set({ value: JSON.stringify({ is_enable: 1, dynamic_code_login: 0, pwd_len: 8, pwd_complexity: 'number,letter,upper_case,symbol', agreement_title: 'x', agreement_content: 'y' }) })
      .where('key', '=', 'register')
      .execute()
    expect((await register(randomName(), 'abc12345')).message).toBe('密码须包含大写字母、符号')
    expect((await register(randomName(), 'abc12345', { lang: 'en-us' })).message).toBe('The password must contain an upper-case letter, a symbol')
    ok(await register(randomName(), 'Abc1234!'))
  })

  it('refuses while registration is closed, and needs the captcha', async () => {
    const res = await t.call('/api/register/username', { username: `cap_${Date.now() % 100000}`, password: 'abc12345' })
    expect(res.error_code).toBe('CAPTCHA_ERROR')
    await db()
      .updateTable('site_config')
      .set({ value: JSON.stringify({ is_enable: 0, dynamic_code_login: 0, pwd_len: 6, pwd_complexity: 'number,letter', agreement_title: 'x', agreement_content: 'y' }) })
      .where('key', '=', 'register')
      .execute()
    const closed = await register(`closed_${Date.now() % 100000}`, 'abc12345')
    expect(closed.message).toBe('平台已关闭注册')
  })
})

describe('find password', () => {
  it('checkmobile answers success only for a registered mobile', async () => {
    const mobile = freshMobile()
    expect((await t.call('/api/member/checkmobile', { mobile })).message).toBe('该手机号未注册')
    await newMember(t, { mobile })
    ok(await t.call('/api/member/checkmobile', { mobile }))
    expect((await t.call('/api/member/checkmobile', { mobile: '12345' })).code).toBe(-10006)
  })

  it('sets the new password with the SMS code and revokes every old token', async () => {
    const mobile = freshMobile()
    const m = await newMember(t, { mobile })
    const other = await t.call<{ token: string }>('/api/login/login', { username: m.username, password: m.password, ...(await solvedCaptcha(t)) })
    const sent = await t.call<{ key: string }>('/api/findpassword/mobilecode', { mobile, ...(await solvedCaptcha(t)) })
    ok(sent)
    const { code } = await latestCode(mobile)
    // a password that breaks the rules does not use the code up
    const weak = await t.call('/api/findpassword/mobile', { mobile, key: sent.data.key, code, password: 'short' })
    expect(weak.message).toBe('密码长度不能少于 6 位')
    ok(await t.call('/api/findpassword/mobile', { mobile, key: sent.data.key, code, password: 'newpass99' }))
    expect((await m.call('/api/member/info')).error_code).toBe('TOKEN_ERROR')
    expect((await t.call('/api/member/info', { token: other.data.token })).error_code).toBe('TOKEN_ERROR')
    await setCaptcha(t, false)
    expect((await t.call('/api/login/login', { username: m.username, password: m.password })).code).toBeLessThan(0)
    ok(await t.call('/api/login/login', { username: m.username, password: 'newpass99' }))
    // the code was single use, and a login code cannot reset a password
    expect((await t.call('/api/findpassword/mobile', { mobile, key: sent.data.key, code, password: 'again9999' })).code).toBeLessThan(0)
  })

  it('a login-purpose key cannot reset the password', async () => {
    await setCaptcha(t, false)
    const mobile = freshMobile()
    await newMember(t, { mobile })
    const sent = await t.call<{ key: string }>('/api/login/mobileCode', { mobile })
    const { code } = await latestCode(mobile)
    const res = await t.call('/api/findpassword/mobile', { mobile, key: sent.data.key, code, password: 'newpass99' })
    expect(res.message).toBe('动态码已失效，请重新获取')
  })

  it('needs a registered mobile', async () => {
    const res = await t.call('/api/findpassword/mobilecode', { mobile: freshMobile(), ...(await solvedCaptcha(t)) })
    expect(res.message).toBe('该手机号未注册')
  })
})

describe('bad input never reaches a 500 and writes nothing', () => {
  it('wrong types, over-long strings, malformed JSON', async () => {
    await setCaptcha(t, false)
    const before = (await db().selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
    const bad: Array<[string, Record<string, unknown>]> = [
      ['/api/login/login', { username: 123, password: 'x' }],
      ['/api/login/login', { username: 'a'.repeat(51), password: 'x' }],
      ['/api/login/login', { username: 'abc', password: 'x'.repeat(129) }],
      ['/api/login/login', { username: 'abc', password: 'abc', autoLoginRange: 31 }],
      ['/api/login/login', { username: 'abc', password: 'abc', autoLoginRange: 'seven' }],
      ['/api/login/login', { username: ['abc'], password: { a: 1 } }],
      ['/api/register/username', { username: 'abc_def', password: 12345678 }],
      ['/api/register/username', { username: 'x'.repeat(200), password: 'abc12345' }],
      ['/api/login/mobileCode', { mobile: '1380013800' }],
      ['/api/login/mobile', { mobile: '13800138000', key: 'k', code: '1234567' }],
      ['/api/findpassword/mobile', { mobile: '13800138000', key: 'k'.repeat(65), code: '123456', password: 'abc12345' }],
      ['/api/captcha/captcha', { captcha_id: 'x'.repeat(65) }],
    ]
    for (const [path, body] of bad) {
      const res = await t.app.inject({ method: 'POST', url: path, payload: body })
      expect(res.statusCode, path).toBeLessThan(500)
      const env = res.json()
      expect(env.code, `${path} ${JSON.stringify(body)}`).toBe(-10006)
      expect(env.error_code).toBe('PARAMETER_ERROR')
    }
    for (const path of ['/api/login/login', '/api/register/username', '/api/findpassword/mobile']) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{"username": "abc",' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' })
      expect(res.body).not.toMatch(/at .*\.ts/)
    }
    const after = (await db().selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
    expect(after).toBe(before)
  })

  it('dead tokens do not matter to logout and the public auth calls', async () => {
    const m = await newMember(t)
    const dead = await deadTokens(t, m.memberId)
    ok(await t.call('/api/login/logout', { token: dead.expired }))
    ok(await t.call('/api/config/getCaptchaConfig', { token: dead.unknown }))
  })
})
