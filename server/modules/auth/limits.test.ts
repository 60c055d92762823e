// Issue 7, gap 4: bots. Registration, SMS sending and mobile look-ups are limited per IP and per
// target, with the wait in the message; time moves on a test clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, ensureBasics, freshMobile, newMember, setCaptcha, type TestApp } from '../../test/harness.ts'

const clock = testClock(Date.UTC(2026, 2, 1, 8))
let t: TestApp
const db = () => t.handle.db
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await ensureBasics(t)
  await setCaptcha(t, false)
  await db().deleteFrom('login_failure').execute()
  await db().deleteFrom('sms_code').execute()
})

const from = (ip: string) => ({ remoteAddress: ip })
let n = 0
const username = () => `bot_${process.pid % 1000}_${(n += 1)}_${Math.floor(Math.random() * 1e5)}`

describe('registration', () => {
  it('one IP registers 5 accounts an hour, then waits (told how long); other IPs are not affected', async () => {
    const results = []
    for (let i = 0; i < 30; i++) results.push(await t.call('/api/register/username', { username: username(), password: 'secret123' }, from('10.9.0.1')))
    expect(results.filter((r) => r.code === 0)).toHaveLength(5)
    const refused = results[5]!
    expect(refused.error_code).toBe('RATE_LIMITED')
    expect(refused.message).toBe('该网络注册过于频繁，请 60 分钟后再试')
    expect((await t.call('/api/register/username', { username: username(), password: 'secret123', lang: 'en-us' }, from('10.9.0.1'))).message).toBe(
      'Too many registrations from this network, try again in 60 minutes',
    )
    expect((await t.call('/api/register/username', { username: username(), password: 'secret123' }, from('10.9.0.2'))).code).toBe(0)
    clock.advance(3600 * 1000)
    expect((await t.call('/api/register/username', { username: username(), password: 'secret123' }, from('10.9.0.1'))).code).toBe(0)
  })

  it('a refused registration (name taken, weak password) does not use up the budget', async () => {
    const m = await newMember(t)
    for (let i = 0; i < 8; i++) await t.call('/api/register/username', { username: m.username, password: 'secret123' }, from('10.9.1.1'))
    expect((await t.call('/api/register/username', { username: username(), password: 'secret123' }, from('10.9.1.1'))).code).toBe(0)
  })
})

describe('SMS codes', () => {
  it('one IP gets 5 codes per 10 minutes, whatever the mobiles', async () => {
    const answers = []
    for (let i = 0; i < 7; i++) {
      const m = await newMember(t, { mobile: freshMobile() })
      const mobile = (await db().selectFrom('member').select('mobile').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()).mobile
      answers.push(await t.call('/api/login/mobileCode', { mobile }, from('10.9.2.1')))
    }
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5)
    expect(answers[5]!.error_code).toBe('RATE_LIMITED')
    expect(answers[5]!.message).toMatch(/^获取验证码过于频繁，请 \d+ (秒|分钟)后再试$/)
  })

  it('one mobile gets 10 codes a day, from any IPs, for login and password reset together', async () => {
    const mobile = freshMobile()
    await newMember(t, { mobile })
    let sent = 0
    for (let i = 0; i < 12; i++) {
      const path = i % 2 ? '/api/login/mobileCode' : '/api/findpassword/mobilecode'
      const res = await t.call(path, { mobile }, from(`10.9.3.${i + 1}`))
      if (res.code === 0) sent += 1
      else expect(res.error_code).toBe('RATE_LIMITED')
      // past the 120 s cool-down per mobile
      clock.advance(121 * 1000)
    }
    expect(sent).toBe(10)
  })
})

describe('mobile look-ups (enumeration)', () => {
  it('one IP checks 10 mobiles per 10 minutes; one mobile is checked 5 times per 10 minutes from anywhere', async () => {
    const codes = []
    for (let i = 0; i < 12; i++) codes.push((await t.call('/api/member/checkmobile', { mobile: freshMobile() }, from('10.9.4.1'))).error_code)
    expect(codes.slice(0, 10).every((c) => c === 'NOT_FOUND')).toBe(true)
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
    const mobile = freshMobile()
    const perTarget = []
    for (let i = 0; i < 6; i++) perTarget.push((await t.call('/api/member/checkmobile', { mobile }, from(`10.9.5.${i + 1}`))).error_code)
    expect(perTarget.at(-1)).toBe('RATE_LIMITED')
    clock.advance(601 * 1000)
    expect((await t.call('/api/member/checkmobile', { mobile }, from('10.9.4.1'))).error_code).toBe('NOT_FOUND')
  })
})
