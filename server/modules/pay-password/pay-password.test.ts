import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ensureBasics, freshMobile, newMember, type TestApp } from '../../test/harness.ts'

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
  await ensureBasics(t)
})
afterAll(() => t.close())

const codeOf = async (key: string) => (await db().selectFrom('sms_code').select('code').where('key', '=', key).executeTakeFirstOrThrow()).code

describe('pay password', () => {
  it('SMS code to the bound mobile → verify → set 6 digits → check', async () => {
    // issue 22: the contract's client reads `data.key` and its code box takes 4 digits (reference §6.2,
    // like every other code call's answer)
    const m = await newMember(t, { mobile: freshMobile() })
    expect((await t.call<number>('/api/member/ispaypassword', { token: m.token })).data).toBe(0)
    const sent = await t.call<{ key: string }>('/api/member/paypwdcode', { token: m.token })
    expect(sent.code).toBe(0)
    expect(sent.data).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/) })
    const key = sent.data.key
    const code = await codeOf(key)
    expect(code).toMatch(/^\d{4}$/)
    const wrong = code === '0000' ? '1111' : '0000'
    expect((await t.call('/api/member/verifypaypwdcode', { token: m.token, key, code: wrong })).message).toContain('动态码错误')
    expect((await t.call('/api/member/verifypaypwdcode', { token: m.token, key, code })).code).toBe(0)
    expect((await t.call('/api/member/modifypaypassword', { token: m.token, key, code, password: '12345' })).code).toBe(-10006)
    expect((await t.call('/api/member/modifypaypassword', { token: m.token, key, code, password: '246810' })).code).toBe(0)
    // the code is used up
    expect((await t.call('/api/member/modifypaypassword', { token: m.token, key, code, password: '135790' })).message).toContain('动态码已失效')
    expect((await t.call<number>('/api/member/ispaypassword', { token: m.token })).data).toBe(1)
    expect((await t.call('/api/member/checkpaypassword', { token: m.token, pay_password: '246810' })).code).toBe(0)
    const bad = await t.call('/api/member/checkpaypassword', { token: m.token, pay_password: '111111', lang: 'en-us' })
    expect(bad).toMatchObject({ code: -10043, message: 'Wrong pay password, 4 attempt(s) left' })
    // a second code inside the 120 s cool-down is refused
    expect((await t.call('/api/member/paypwdcode', { token: m.token })).message).toContain('秒后再获取验证码')
  })

  it('five wrong guesses lock the checks', async () => {
    const m = await newMember(t, { mobile: freshMobile() })
    const key = (await t.call<{ key: string }>('/api/member/paypwdcode', { token: m.token })).data.key
    await t.call('/api/member/modifypaypassword', { token: m.token, key, code: await codeOf(key), password: '112233' })
    for (let i = 0; i < 5; i++) await t.call('/api/member/checkpaypassword', { token: m.token, pay_password: '999999' })
    const locked = await t.call('/api/member/checkpaypassword', { token: m.token, pay_password: '112233' })
    expect(locked.code).toBe(-10042)
  })

  it('needs a bound mobile, a login, and refuses another member’s key', async () => {
    const none = await newMember(t)
    expect((await t.call('/api/member/paypwdcode', { token: none.token })).message).toBe('请先绑定手机号')
    expect((await t.call('/api/member/checkpaypassword', { token: none.token, pay_password: '123456' })).message).toBe('您还未设置支付密码')
    expect((await t.call('/api/member/paypwdcode')).error_code).toBe('TOKEN_NOT_EXIST')
    const a = await newMember(t, { mobile: freshMobile() })
    const b = await newMember(t, { mobile: freshMobile() })
    const key = (await t.call<{ key: string }>('/api/member/paypwdcode', { token: a.token })).data.key
    const res = await t.call('/api/member/modifypaypassword', { token: b.token, key, code: await codeOf(key), password: '123456' })
    expect(res.message).toContain('动态码已失效')
  })
})
