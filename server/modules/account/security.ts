import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { getConfig } from '../../db/site-config.ts'
import { hashToken } from '../../http/auth.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { hashPassword, verifyPassword } from '../../http/password.ts'
import { rateLimit, rateLimitWait, rateLimited, recordEvents, type RateLimit } from '../../http/rate-limit.ts'
import { checkCaptcha } from '../auth/captcha.ts'
import { checkPassword } from '../auth/rules.ts'
import { consumeSmsCode, sendSmsCode } from '../auth/sms.ts'

// Account security (reference §6.2): the login password by the old one or by an SMS code to the
// bound mobile; binding / changing the mobile (captcha → SMS code to the new number, with the 120 s
// cool-down of sms.ts → the code); the e-mail the same way (its code goes to the dev outbox too:
// `npm run ops -- sms:outbox`). The pay password is in modules/pay-password.

const DAY = 86_400
const bad = (zh: string, en: string, code = -10006) => new ApiError('PARAMETER_ERROR', msg(zh, en), { code })

/** codes sent, per IP and per target — the same budget the login and find-password codes count against */
const sendLimits = (ip: string, target: string): RateLimit[] => [
  { scope: 'sms:ip', subject: ip, max: 5, window: 600 },
  { scope: 'sms:ip-day', subject: ip, max: 20, window: DAY },
  { scope: 'sms:mobile-day', subject: target, max: 10, window: DAY },
]
const tooManyCodes = msg('获取验证码过于频繁', 'Too many code requests')
/** wrong old passwords per member: guessing a stolen session's password is bounded */
const oldPasswordLimit = (memberId: number): RateLimit[] => [{ scope: 'modifypassword:member', subject: String(memberId), max: 5, window: 900 }]

async function member(db: Database, memberId: number) {
  return db.selectFrom('member').select(['member_id', 'mobile', 'email', 'password_hash']).where('member_id', '=', memberId).executeTakeFirstOrThrow()
}

const noMobile = () => new ApiError('MOBILE_NOT_BOUND', msg('请先绑定手机号', 'Bind a mobile number first'), { code: -10040 })

/** a code to the bound mobile for changing the password without the old one; returns the key */
export async function sendPasswordCode(db: Database, memberId: number, captcha: { captcha_id?: string; captcha_code?: string }, ip: string, clock: Clock) {
  await checkCaptcha(db, captcha.captcha_id, captcha.captcha_code, clock)
  const m = await member(db, memberId)
  if (!m.mobile) throw noMobile()
  await rateLimit(db, clock.now(), sendLimits(ip, m.mobile), tooManyCodes)
  return { key: await sendSmsCode(db, m.mobile, 'modify_password', clock, memberId) }
}

export interface ModifyPassword {
  new_password: string
  old_password?: string
  code?: string
  key?: string
}

/** by the old password, or by the code of sendPasswordCode; other sessions end, the caller's stays */
export async function modifyPassword(db: Database, memberId: number, input: ModifyPassword, token: string, clock: Clock) {
  const register = await getConfig(db, 'register')
  checkPassword(input.new_password, { pwd_len: register.pwd_len, pwd_complexity: register.pwd_complexity })
  const m = await member(db, memberId)
  const now = clock.now()
  if (input.old_password) {
    const wait = await rateLimitWait(db, now, oldPasswordLimit(memberId))
    if (wait > 0) throw rateLimited(wait, msg('原密码错误次数过多', 'Too many wrong current passwords'))
    if (!m.password_hash || !(await verifyPassword(input.old_password, m.password_hash))) {
      await recordEvents(db, now, oldPasswordLimit(memberId))
      throw bad('原密码错误', 'The current password is wrong', -10110)
    }
    if (input.old_password === input.new_password) throw bad('新密码不能与原密码相同', 'The new password must differ from the current one')
  } else if (input.code && input.key) {
    if (!m.mobile) throw noMobile()
    await consumeSmsCode(db, { key: input.key, code: input.code, mobile: m.mobile, purpose: 'modify_password', memberId }, clock)
  } else {
    throw bad('请输入原密码或手机验证码', 'Enter the current password or the code sent to your mobile')
  }
  const hash = await hashPassword(input.new_password)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('member').set({ password_hash: hash }).where('member_id', '=', memberId).execute()
    // whoever knew the old password is logged out elsewhere; this session goes on
    await trx.updateTable('member_token').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null)
      .where('token_hash', '<>', hashToken(token)).execute()
  })
  return 1
}

const mobileTaken = () => bad('该手机号已被其他账号绑定', 'This mobile number is bound to another account', -10111)

/** bindmobliecode (sic): captcha, the number free, then a code to it; returns the key */
export async function sendBindMobileCode(db: Database, memberId: number, input: { mobile: string; captcha_id?: string; captcha_code?: string }, ip: string, clock: Clock) {
  await checkCaptcha(db, input.captcha_id, input.captcha_code, clock)
  const m = await member(db, memberId)
  if (m.mobile === input.mobile) throw bad('该手机号已是您绑定的手机号', 'This is already your bound mobile number', -10112)
  const owner = await db.selectFrom('member').select('member_id').where('mobile', '=', input.mobile).executeTakeFirst()
  if (owner) throw mobileTaken()
  await rateLimit(db, clock.now(), sendLimits(ip, input.mobile), tooManyCodes)
  return { key: await sendSmsCode(db, input.mobile, 'bind_mobile', clock, memberId) }
}

export async function modifyMobile(db: Database, memberId: number, input: { mobile: string; key: string; code: string }, clock: Clock) {
  await consumeSmsCode(db, { key: input.key, code: input.code, mobile: input.mobile, purpose: 'bind_mobile', memberId }, clock)
  const owner = await db.selectFrom('member').select('member_id').where('mobile', '=', input.mobile).where('member_id', '<>', memberId).executeTakeFirst()
  if (owner) throw mobileTaken()
  try {
    await db.updateTable('member').set({ mobile: input.mobile }).where('member_id', '=', memberId).execute()
  } catch (err) {
    // two members racing for one number: the unique index decides
    if ((err as { code?: string }).code === '23505') throw mobileTaken()
    throw err
  }
  return 1
}

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,20}$/

/** checkemail: the format, and not another member's */
export async function checkEmail(db: Database, memberId: number, email: string) {
  if (!EMAIL.test(email)) throw bad('邮箱格式不正确', 'The e-mail address is not valid', -10113)
  const owner = await db.selectFrom('member').select('member_id').where('email', '=', email).where('member_id', '<>', memberId).executeTakeFirst()
  if (owner) throw bad('该邮箱已被其他账号绑定', 'This e-mail address is bound to another account', -10114)
  return 0
}

/** bingemailcode (sic): captcha, then a code to the address; returns the key */
export async function sendEmailCode(db: Database, memberId: number, input: { email: string; captcha_id?: string; captcha_code?: string }, ip: string, clock: Clock) {
  await checkEmail(db, memberId, input.email)
  await checkCaptcha(db, input.captcha_id, input.captcha_code, clock)
  await rateLimit(db, clock.now(), sendLimits(ip, input.email), tooManyCodes)
  return { key: await sendSmsCode(db, input.email, 'bind_email', clock, memberId) }
}

export async function modifyEmail(db: Database, memberId: number, input: { email: string; key: string; code: string }, clock: Clock) {
  await checkEmail(db, memberId, input.email)
  await consumeSmsCode(db, { key: input.key, code: input.code, mobile: input.email, purpose: 'bind_email', memberId }, clock)
  await db.updateTable('member').set({ email: input.email }).where('member_id', '=', memberId).execute()
  return 1
}
