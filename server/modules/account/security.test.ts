import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock, type TestClock } from '../../clock.ts'
import { createTestApp, ensureBasics, freshMobile, newMember, setCaptcha, solvedCaptcha, type TestApp } from '../../test/harness.ts'

let t: TestApp
let clock: TestClock

beforeAll(async () => {
  clock = testClock()
  t = await createTestApp({ clock })
  await ensureBasics(t)
})
afterAll(() => t.close())

const codeOf = async (key: string) => (await t.db.selectFrom('sms_code').select('code').where('key', '=', key).executeTakeFirstOrThrow()).code
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000')

describe('login password', () => {
  it('by the old password: rules, wrong old one counted, other sessions end, this one stays', async () => {
    const m = await newMember(t, { password: 'secret123' })
    const elsewhere = await t.call<{ token: string }>('/api/login/login', { username: m.username, ...(await solvedCaptcha(t)), password: 'secret123' })
    expect(elsewhere.code).toBe(0)
    expect((await m.call('/api/member/modifypassword', { old_password: 'nope1234', new_password: 'better123' })).code).toBe(-10110)
    expect((await m.call('/api/member/modifypassword', { old_password: 'secret123', new_password: 'short' })).message).toContain('密码长度不能少于')
    expect((await m.call('/api/member/modifypassword', { old_password: 'secret123', new_password: 'secret123' })).message).toBe('新密码不能与原密码相同')
    expect((await m.call('/api/member/modifypassword', { new_password: 'better123' })).message).toBe('请输入原密码或手机验证码')
    expect((await m.call('/api/member/modifypassword', { old_password: 'secret123', new_password: 'better123' })).code).toBe(0)
    expect((await m.call('/api/member/detail')).code).toBe(0)
    expect((await t.call('/api/member/detail', { token: elsewhere.data.token })).error_code).toBe('TOKEN_ERROR')
    const login = await t.call('/api/login/login', { username: m.username, ...(await solvedCaptcha(t)), password: 'better123' })
    expect(login.code).toBe(0)
  })

  it('five wrong old passwords lock the form for a while', async () => {
    const m = await newMember(t)
    for (let i = 0; i < 5; i++) await m.call('/api/member/modifypassword', { old_password: 'wrong999x', new_password: 'better123' })
    const locked = await m.call('/api/member/modifypassword', { old_password: 'secret123', new_password: 'better123' })
    expect(locked.error_code).toBe('RATE_LIMITED')
  })

  it('by an SMS code to the bound mobile (captcha first; the 120 s cool-down)', async () => {
    const none = await newMember(t)
    await setCaptcha(t, false)
    expect((await none.call('/api/member/pwdmobliecode')).message).toBe('请先绑定手机号')
    const m = await newMember(t, { mobile: freshMobile() })
    await setCaptcha(t, true)
    expect((await m.call('/api/member/pwdmobliecode')).error_code).toBe('CAPTCHA_ERROR')
    const sent = await m.call<{ key: string }>('/api/member/pwdmobliecode', await solvedCaptcha(t))
    expect(sent.code).toBe(0)
    expect((await m.call('/api/member/pwdmobliecode', await solvedCaptcha(t))).message).toMatch(/秒后再获取验证码/)
    const code = await codeOf(sent.data.key)
    expect((await m.call('/api/member/modifypassword', { new_password: 'better123', key: sent.data.key, code: wrongCode(code) })).message).toContain('动态码错误')
    expect((await m.call('/api/member/modifypassword', { new_password: 'better123', key: sent.data.key, code })).code).toBe(0)
    // the code is used up; another member cannot use a key of this one
    expect((await m.call('/api/member/modifypassword', { new_password: 'again1234', key: sent.data.key, code })).message).toContain('动态码已失效')
  })
})

describe('mobile', () => {
  it('bind: captcha → code to the new number → bound; a taken number is refused', async () => {
    const m = await newMember(t)
    const mobile = freshMobile()
    expect((await m.call('/api/member/bindmobliecode', { mobile })).error_code).toBe('CAPTCHA_ERROR')
    const sent = await m.call<{ key: string }>('/api/member/bindmobliecode', { mobile, ...(await solvedCaptcha(t)) })
    expect(sent.code).toBe(0)
    const code = await codeOf(sent.data.key)
    // another number than the code was sent to
    expect((await m.call('/api/member/modifymobile', { mobile: freshMobile(), key: sent.data.key, code })).message).toContain('动态码已失效')
    expect((await m.call('/api/member/modifymobile', { mobile, key: sent.data.key, code })).code).toBe(0)
    expect((await m.call<{ mobile: string }>('/api/member/info')).data.mobile).toBe(mobile)
    expect((await m.call('/api/member/bindmobliecode', { mobile, ...(await solvedCaptcha(t)) })).code).toBe(-10112)
    const other = await newMember(t)
    expect((await other.call('/api/member/bindmobliecode', { mobile, ...(await solvedCaptcha(t)) })).code).toBe(-10111)
    expect((await other.call('/api/member/bindmobliecode', { mobile: '12345', ...(await solvedCaptcha(t)) })).code).toBe(-10006)
  })

  it("a code binds only for the member who asked for it: B cannot bind A's number with A's key and code", async () => {
    // the codes sent above used up this IP's budget of 5 per 10 minutes
    clock.advance(601_000)
    const a = await newMember(t)
    const b = await newMember(t)
    const mobile = freshMobile()
    const sent = await a.call<{ key: string }>('/api/member/bindmobliecode', { mobile, ...(await solvedCaptcha(t)) })
    expect(sent.code).toBe(0)
    const code = await codeOf(sent.data.key)
    const stolen = await b.call('/api/member/modifymobile', { mobile, key: sent.data.key, code })
    expect(stolen).toMatchObject({ code: -10115, message: '该动态码不是为您的账号获取的，请重新获取' })
    expect((await b.call<{ mobile: string }>('/api/member/info')).data.mobile).not.toBe(mobile)
    // B's try neither used up nor spent an attempt of A's code
    expect((await a.call('/api/member/modifymobile', { mobile, key: sent.data.key, code })).code).toBe(0)
    expect((await a.call<{ mobile: string }>('/api/member/info')).data.mobile).toBe(mobile)
  })

  it('two members racing for one number: one gets it', async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    const mobile = freshMobile()
    await setCaptcha(t, false)
    const ka = (await a.call<{ key: string }>('/api/member/bindmobliecode', { mobile })).data.key
    clock.advance(121_000)
    const kb = (await b.call<{ key: string }>('/api/member/bindmobliecode', { mobile })).data.key
    await setCaptcha(t, true)
    const [ra, rb] = await Promise.all([
      a.call('/api/member/modifymobile', { mobile, key: ka, code: await codeOf(ka) }),
      b.call('/api/member/modifymobile', { mobile, key: kb, code: await codeOf(kb) }),
    ])
    expect([ra.code, rb.code].filter((c) => c === 0)).toHaveLength(1)
    expect([ra.code, rb.code]).toContain(-10111)
  })
})

describe('e-mail', () => {
  it('check → captcha → code → bound; format and taken addresses refused', async () => {
    // the codes sent above used up this IP's budget of 5 per 10 minutes
    clock.advance(601_000)
    const m = await newMember(t)
    const email = `${m.username}@example.com`
    expect((await m.call('/api/member/checkemail', { email: 'not-an-email' })).code).toBe(-10113)
    expect((await m.call('/api/member/checkemail', { email })).code).toBe(0)
    const sent = await m.call<{ key: string }>('/api/member/bingemailcode', { email, ...(await solvedCaptcha(t)) })
    expect(sent.code).toBe(0)
    const code = await codeOf(sent.data.key)
    expect((await m.call('/api/member/modifyemail', { email, key: sent.data.key, code: wrongCode(code) })).message).toContain('动态码错误')
    expect((await m.call('/api/member/modifyemail', { email, key: sent.data.key, code })).code).toBe(0)
    expect((await m.call<{ email: string }>('/api/member/info')).data.email).toBe(email)
    const other = await newMember(t)
    expect((await other.call('/api/member/checkemail', { email })).code).toBe(-10114)
    expect((await other.call('/api/member/bingemailcode', { email, ...(await solvedCaptcha(t)) })).code).toBe(-10114)
    expect((await t.call('/api/member/checkemail', { email })).error_code).toBe('TOKEN_NOT_EXIST')
  })

  it("an e-mail code binds only for the member who asked for it", async () => {
    clock.advance(601_000)
    const a = await newMember(t)
    const b = await newMember(t)
    const email = `${a.username}@example.com`
    const sent = await a.call<{ key: string }>('/api/member/bingemailcode', { email, ...(await solvedCaptcha(t)) })
    const code = await codeOf(sent.data.key)
    expect(await b.call('/api/member/modifyemail', { email, key: sent.data.key, code })).toMatchObject({ code: -10115 })
    expect((await a.call('/api/member/modifyemail', { email, key: sent.data.key, code })).code).toBe(0)
  })
})
