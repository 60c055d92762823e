import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { getConfig } from '../../db/site-config.ts'
import { revokeToken } from '../../http/auth.ts'
import { api } from '../../http/route.ts'
import { nameField, v } from '../../http/validate.ts'
import { captchaConfig, checkCaptcha, createCaptcha } from './captcha.ts'
import {
  assertMobileRegistered,
  checkNewMember,
  loginWithMobileCode,
  loginWithPassword,
  registerMember,
  resetPasswordByMobile,
} from './service.ts'
import { sendSmsCode } from './sms.ts'
import { rateLimit, rateLimited, rateLimitWait, recordEvents, type RateLimit } from '../../http/rate-limit.ts'
import { msg } from '../../http/envelope.ts'
import { grantRegisterCoupons } from '../promotion/register-coupons.ts'

// Bot limits (issue 7, gap 4), per client IP and per target; the wait is in the message.
const HOUR = 3600
const DAY = 86_400
/** successful registrations per IP */
const registerLimits = (ip: string): RateLimit[] => [
  { scope: 'register:ip', subject: ip, max: 5, window: HOUR },
  { scope: 'register:ip-day', subject: ip, max: 20, window: DAY },
]
/** SMS codes sent, per IP and per mobile (besides the 120 s cool-down per mobile) */
const smsLimits = (ip: string, mobile: string): RateLimit[] => [
  { scope: 'sms:ip', subject: ip, max: 5, window: 600 },
  { scope: 'sms:ip-day', subject: ip, max: 20, window: DAY },
  { scope: 'sms:mobile-day', subject: mobile, max: 10, window: DAY },
]
/** "is this mobile registered?" look-ups, per IP and per mobile (enumeration) */
const checkMobileLimits = (ip: string, mobile: string): RateLimit[] => [
  { scope: 'checkmobile:ip', subject: ip, max: 10, window: 600 },
  { scope: 'checkmobile:ip-day', subject: ip, max: 50, window: DAY },
  { scope: 'checkmobile:mobile', subject: mobile, max: 5, window: 600 },
]
const tooManyCodes = msg('获取验证码过于频繁', 'Too many code requests')
const tooManyRegistrations = msg('该网络注册过于频繁', 'Too many registrations from this network')
const tooManyLookups = msg('查询过于频繁', 'Too many look-ups')

nameField('username', '用户名', 'username')
nameField('password', '密码', 'password')
nameField('mobile', '手机号', 'mobile number')
nameField('captcha_id', '验证码编号', 'captcha id')
nameField('captcha_code', '验证码', 'captcha')
nameField('code', '动态码', 'code')
nameField('key', '动态码编号', 'code key')
nameField('autoLoginRange', '自动登录天数', 'auto-login days')

// Passwords are taken verbatim (no trim); the length rules of registration give their own message.
const password = v.password
const captcha = {
  captcha_id: v.str(64).optional(),
  captcha_code: v.str(16).optional(),
}
const autoLoginRange = () => v.int(0, 30).default(0)

export function registerAuth(app: FastifyInstance) {
  api(app, '/api/captcha/captcha', { params: { captcha_id: v.str(64).optional() } }, ({ params, deps }) =>
    createCaptcha(deps.db, deps.clock, params.captcha_id || undefined),
  )

  api(app, '/api/config/getCaptchaConfig', { method: 'GET' }, ({ deps }) => captchaConfig(deps.db))

  api(
    app,
    '/api/login/login',
    { params: { username: v.str(50, 1), password: password(), ...captcha, autoLoginRange: autoLoginRange() } },
    async ({ params, deps, ip }) => {
      await checkCaptcha(deps.db, params.captcha_id, params.captcha_code, deps.clock)
      const token = await loginWithPassword(deps.db, { ...params, ip }, deps.clock)
      return { token }
    },
  )

  api(app, '/api/login/mobileCode', { params: { mobile: v.mobile(), ...captcha } }, async ({ params, deps, ip }) => {
    await checkCaptcha(deps.db, params.captcha_id, params.captcha_code, deps.clock)
    await rateLimit(deps.db, deps.clock.now(), smsLimits(ip, params.mobile), tooManyCodes)
    await assertMobileRegistered(deps.db, params.mobile)
    return { key: await sendSmsCode(deps.db, params.mobile, 'login', deps.clock) }
  })

  api(
    app,
    '/api/login/mobile',
    { params: { mobile: v.mobile(), key: v.str(64, 1), code: v.str(6, 1), autoLoginRange: autoLoginRange() } },
    async ({ params, deps }) => ({ token: await loginWithMobileCode(deps.db, params, deps.clock) }),
  )

  // not in the reference (its tokens cannot be revoked): logging out ends the token on the server too;
  // a missing or already dead token is fine, the client is logged out either way
  api(app, '/api/login/logout', { params: { token: z.string().max(200).optional() } }, async ({ params, deps }) => {
    if (params.token) await revokeToken(deps.db, params.token, deps.clock)
    return null
  })

  api(app, '/api/register/config', { method: 'GET' }, async ({ deps }) => {
    const c = await getConfig(deps.db, 'register')
    return {
      value: { is_enable: c.is_enable, dynamic_code_login: c.dynamic_code_login, pwd_len: c.pwd_len, pwd_complexity: c.pwd_complexity },
    }
  })

  // the path's spelling is the contract's
  api(app, '/api/register/aggrement', { method: 'GET' }, async ({ deps }) => {
    const c = await getConfig(deps.db, 'register')
    return { title: c.agreement_title, content: c.agreement_content }
  })

  api(
    app,
    '/api/register/username',
    { params: { username: v.str(50, 1), password: password(), ...captcha } },
    async ({ params, deps, ip }) => {
      // the rules first: a name or password that breaks one must not use up the captcha
      await checkNewMember(deps.db, params)
      await checkCaptcha(deps.db, params.captcha_id, params.captcha_code, deps.clock)
      const t = deps.clock.now()
      const wait = await rateLimitWait(deps.db, t, registerLimits(ip))
      if (wait > 0) throw rateLimited(wait, tooManyRegistrations)
      // the new-member coupon pack, when configured (promotion's rule, given in the registration's transaction)
      const token = await registerMember(deps.db, params, deps.clock, grantRegisterCoupons)
      await recordEvents(deps.db, t, registerLimits(ip))
      return { token }
    },
  )

  api(app, '/api/member/checkmobile', { params: { mobile: v.mobile() } }, async ({ params, deps, ip }) => {
    await rateLimit(deps.db, deps.clock.now(), checkMobileLimits(ip, params.mobile), tooManyLookups)
    await assertMobileRegistered(deps.db, params.mobile)
    return null
  })

  api(app, '/api/findpassword/mobilecode', { params: { mobile: v.mobile(), ...captcha } }, async ({ params, deps, ip }) => {
    await checkCaptcha(deps.db, params.captcha_id, params.captcha_code, deps.clock)
    await rateLimit(deps.db, deps.clock.now(), smsLimits(ip, params.mobile), tooManyCodes)
    await assertMobileRegistered(deps.db, params.mobile)
    return { key: await sendSmsCode(deps.db, params.mobile, 'find_password', deps.clock) }
  })

  api(
    app,
    '/api/findpassword/mobile',
    { params: { mobile: v.mobile(), key: v.str(64, 1), code: v.str(6, 1), password: password(), ...captcha } },
    async ({ params, deps }) => {
      await resetPasswordByMobile(deps.db, params, deps.clock)
      return null
    },
  )
}
