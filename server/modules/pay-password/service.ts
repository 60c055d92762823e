import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { hashPassword, verifyPassword } from '../../http/password.ts'
import { consumeSmsCode, sendSmsCode } from '../auth/sms.ts'

// The 6-digit pay password (reference §6.2): set through an SMS code to the bound mobile, stored as
// a scrypt hash like login passwords, checked before balance is spent. Wrong guesses are counted
// (login_failure, scope pay_password): five within 15 minutes lock the checks for the rest of them.

export const PAY_PASSWORD_WINDOW = 15 * 60
export const PAY_PASSWORD_MAX_FAILURES = 5

export const payPasswordRule = /^\d{6}$/

async function boundMobile(db: Database, memberId: number): Promise<string> {
  const m = await db.selectFrom('member').select('mobile').where('member_id', '=', memberId).executeTakeFirst()
  if (!m?.mobile) {
    throw new ApiError('MOBILE_NOT_BOUND', msg('请先绑定手机号', 'Bind a mobile number first'), { code: -10040 })
  }
  return m.mobile
}

/** send a code to the member's bound mobile; returns the key */
export async function sendPayPasswordCode(db: Database, memberId: number, clock: Clock): Promise<string> {
  return sendSmsCode(db, await boundMobile(db, memberId), 'pay_password', clock, memberId)
}

export async function verifyPayPasswordCode(db: Database, memberId: number, key: string, code: string, clock: Clock): Promise<string> {
  await consumeSmsCode(db, { key, code, mobile: await boundMobile(db, memberId), purpose: 'pay_password', memberId }, clock, { keep: true })
  return key
}

export async function setPayPassword(db: Database, memberId: number, input: { key: string; code: string; password: string }, clock: Clock) {
  if (!payPasswordRule.test(input.password)) throw errors.param(msg('支付密码须为 6 位数字', 'The pay password must be 6 digits'))
  await consumeSmsCode(db, { key: input.key, code: input.code, mobile: await boundMobile(db, memberId), purpose: 'pay_password', memberId }, clock)
  const hash = await hashPassword(input.password)
  await db.updateTable('member').set({ pay_password_hash: hash }).where('member_id', '=', memberId).execute()
  await db.deleteFrom('login_failure').where('scope', '=', 'pay_password').where('subject', '=', String(memberId)).execute()
  return 1
}

export async function hasPayPassword(db: Database, memberId: number): Promise<boolean> {
  const m = await db.selectFrom('member').select(sql<boolean>`pay_password_hash <> ''`.as('set')).where('member_id', '=', memberId).executeTakeFirst()
  return Boolean(m?.set)
}

/** throws unless the password is the member's pay password; counts wrong guesses */
export async function checkPayPassword(db: Database, memberId: number, password: string, now: number): Promise<void> {
  const subject = String(memberId)
  const failures = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', 'pay_password')
    .where('subject', '=', subject)
    .where('created_at', '>', now - PAY_PASSWORD_WINDOW)
    .executeTakeFirstOrThrow()
  if (Number(failures.n) >= PAY_PASSWORD_MAX_FAILURES) {
    throw new ApiError('PAY_PASSWORD_LOCKED', msg('支付密码错误次数过多，请 15 分钟后再试', 'Too many wrong pay passwords: try again in 15 minutes'), { code: -10042 })
  }
  const m = await db.selectFrom('member').select('pay_password_hash').where('member_id', '=', memberId).executeTakeFirst()
  if (!m?.pay_password_hash) {
    throw new ApiError('PAY_PASSWORD_NOT_SET', msg('您还未设置支付密码', 'You have not set a pay password yet'), { code: -10041 })
  }
  if (!payPasswordRule.test(password) || !(await verifyPassword(password, m.pay_password_hash))) {
    await db.insertInto('login_failure').values({ scope: 'pay_password', subject, created_at: now }).execute()
    const left = PAY_PASSWORD_MAX_FAILURES - Number(failures.n) - 1
    throw new ApiError(
      'PAY_PASSWORD_ERROR',
      left > 0 ? msg(`支付密码错误，还可尝试 ${left} 次`, `Wrong pay password, ${left} attempt(s) left`) : msg('支付密码错误次数过多，请 15 分钟后再试', 'Too many wrong pay passwords: try again in 15 minutes'),
      { code: -10043 },
    )
  }
}
