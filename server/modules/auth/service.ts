import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { getConfig } from '../../db/site-config.ts'
import { issueToken } from '../../http/auth.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { hashPassword, verifyPassword } from '../../http/password.ts'
import { clearEvents, rateLimited, rateLimitWait, recordEvents } from '../../http/rate-limit.ts'
import { checkPassword, checkUsername } from './rules.ts'
import { consumeSmsCode } from './sms.ts'

// ---- failed-login throttle (issue 7, gap 5) ----
// One budget per account, whichever identifier (username or mobile) names it. Failures are counted
// per (account, IP) and per IP, which refuse with the wait; and per account from anywhere, which only
// slows attempts down (2^(n-10) s after the latest failure, at most a minute), so a stranger's wrong
// passwords never lock the owner out for long.
export const LOGIN_WINDOW = 15 * 60
export const LOGIN_LIMIT_ACCOUNT_IP = 5
export const LOGIN_LIMIT_IP = 30
export const LOGIN_SLOW_AFTER = 10
export const LOGIN_MAX_DELAY = 60

const tooManyFailures = msg('登录失败次数过多', 'Too many failed logins')
const accountIp = (account: string, ip: string) => ({ scope: 'login:account-ip', subject: `${account}|${ip}` })

/** throws RATE_LIMITED (wait in the message) while this IP may not try this account */
export async function assertLoginAllowed(db: Database, now: number, account: string, ip: string): Promise<void> {
  const wait = await rateLimitWait(db, now, [
    { ...accountIp(account, ip), max: LOGIN_LIMIT_ACCOUNT_IP, window: LOGIN_WINDOW },
    { scope: 'login:ip', subject: ip, max: LOGIN_LIMIT_IP, window: LOGIN_WINDOW },
  ])
  if (wait > 0) throw rateLimited(wait, tooManyFailures)
  const recent = await db
    .selectFrom('login_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('scope', '=', 'login:account')
    .where('subject', '=', account)
    .where('created_at', '>', now - LOGIN_WINDOW)
    .executeTakeFirst()
  const n = Number(recent?.n ?? 0)
  if (n >= LOGIN_SLOW_AFTER && recent?.last) {
    const delay = Math.min(LOGIN_MAX_DELAY, 2 ** (n - LOGIN_SLOW_AFTER))
    const left = Number(recent.last) + delay - now
    if (left > 0) throw rateLimited(left, tooManyFailures)
  }
}

const recordLoginFailure = (db: Database, now: number, account: string, ip: string) =>
  recordEvents(db, now, [accountIp(account, ip), { scope: 'login:ip', subject: ip }, { scope: 'login:account', subject: account }])

/** a success or a new password: the account's own failures are forgotten (an IP's are not) */
async function clearAccountFailures(db: Database, account: string) {
  await clearEvents(db, 'login:account', account)
  await clearEvents(db, 'login:account-ip', `${account}|`, { prefix: true })
}

// An unknown username still costs one scrypt, so response time does not tell which usernames exist.
let dummyHash: Promise<string> | undefined
const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('bazaar-not-a-member')
  await verifyPassword(password, await dummyHash)
}

const loginFailed = () => new ApiError('FAIL', msg('用户名或密码错误', 'Wrong username or password'))
const memberDisabled = () => new ApiError('FAIL', msg('该账号已被禁用，请联系平台客服', 'This account is disabled, please contact the platform'))

/** account login by username (any case) or mobile; the caller has checked the captcha */
export async function loginWithPassword(
  db: Database,
  input: { username: string; password: string; ip: string; autoLoginRange: number },
  clock: Clock,
): Promise<string> {
  const now = clock.now()
  const member = await db
    .selectFrom('member')
    .select(['member_id', 'password_hash', 'status'])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(username)`, '=', input.username.toLowerCase()), eb('mobile', '=', input.username)]),
    )
    .executeTakeFirst()
  // an unknown name has a budget too (by its lower-case spelling), so probing costs the same
  const account = member ? `member:${member.member_id}` : `name:${input.username.toLowerCase()}`
  await assertLoginAllowed(db, now, account, input.ip)
  let ok = false
  if (member?.password_hash) ok = await verifyPassword(input.password, member.password_hash)
  else await burnPasswordCheck(input.password)
  if (!member || !ok) {
    await recordLoginFailure(db, now, account, input.ip)
    throw loginFailed()
  }
  if (member.status !== 1) throw memberDisabled()
  await clearAccountFailures(db, account)
  return startSession(db, member.member_id, input.autoLoginRange, clock)
}

async function startSession(db: Database, memberId: number, autoLoginRange: number, clock: Clock) {
  await db.updateTable('member').set({ last_login_time: clock.now() }).where('member_id', '=', memberId).execute()
  return issueToken(db, memberId, autoLoginRange, clock)
}

export const mobileNotRegistered = () => new ApiError('NOT_FOUND', msg('该手机号未注册', 'This mobile number is not registered'))

export async function memberByMobile(db: Database, mobile: string) {
  return db.selectFrom('member').select(['member_id', 'username', 'status']).where('mobile', '=', mobile).executeTakeFirst()
}

export async function assertMobileRegistered(db: Database, mobile: string) {
  const member = await memberByMobile(db, mobile)
  if (!member) throw mobileNotRegistered()
  return member
}

export async function loginWithMobileCode(
  db: Database,
  input: { mobile: string; key: string; code: string; autoLoginRange: number },
  clock: Clock,
): Promise<string> {
  await consumeSmsCode(db, { key: input.key, mobile: input.mobile, purpose: 'login', code: input.code }, clock)
  const member = await assertMobileRegistered(db, input.mobile)
  if (member.status !== 1) throw memberDisabled()
  return startSession(db, member.member_id, input.autoLoginRange, clock)
}

// ---- registration ----
const registerClosed = () => new ApiError('FAIL', msg('平台已关闭注册', 'Registration is closed'))
const usernameTaken = () => new ApiError('FAIL', msg('该用户名已被注册', 'This username is already taken'))

async function passwordRules(db: Database) {
  const config = await getConfig(db, 'register')
  return { config, rules: { pwd_len: config.pwd_len, pwd_complexity: config.pwd_complexity } }
}

/**
 * The username and password rules, without touching anything: registration runs them before the
 * captcha is checked, so a name that breaks a rule does not use up the captcha (issue 13).
 */
export async function checkNewMember(db: Database, input: { username: string; password: string }): Promise<void> {
  checkUsername(input.username.trim())
  const { rules } = await passwordRules(db)
  checkPassword(input.password, rules)
}

/**
 * Create a member with the registration rules (username, password, case-insensitive uniqueness), in
 * one transaction together with `then` (registration issues the first token there). `registerMember`
 * adds the platform's "registration enabled" switch; operators (`member:create`) create members even
 * while registration is closed.
 */
export async function createMember<T = number>(
  db: Database,
  input: { username: string; password: string },
  clock: Clock,
  then?: (trx: Database, memberId: number) => Promise<T>,
): Promise<T> {
  const username = input.username.trim()
  await checkNewMember(db, input)
  const hash = await hashPassword(input.password)
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('member')
        .select('member_id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst()
      if (taken) throw usernameTaken()
      // new members start at the lowest level (level 1 in the seed)
      const level = await trx.selectFrom('member_level').select('level_id').orderBy('growth').orderBy('level_id').executeTakeFirst()
      const t = clock.now()
      const row = await trx
        .insertInto('member')
        .values({ username, nickname: username, password_hash: hash, member_level: level?.level_id ?? 1, reg_time: t })
        .returning('member_id')
        .executeTakeFirstOrThrow()
      return then ? then(trx, row.member_id) : (row.member_id as T)
    })
  } catch (err) {
    // two registrations racing for one name: the unique index on lower(username) decides
    if ((err as { code?: string }).code === '23505') throw usernameTaken()
    throw err
  }
}

/** what else a registration gives, in its transaction (the route hands in the new-member coupon pack) */
export type Welcome = (trx: Database, memberId: number, now: number) => Promise<unknown>

export async function registerMember(db: Database, input: { username: string; password: string }, clock: Clock, welcome?: Welcome): Promise<string> {
  const config = await getConfig(db, 'register')
  if (config.is_enable !== 1) throw registerClosed()
  return createMember(db, input, clock, async (trx, memberId) => {
    await welcome?.(trx, memberId, clock.now())
    return startSession(trx, memberId, 0, clock)
  })
}

// ---- find password by SMS ----
export async function resetPasswordByMobile(
  db: Database,
  input: { mobile: string; key: string; code: string; password: string },
  clock: Clock,
): Promise<void> {
  const { rules } = await passwordRules(db)
  // the rules first: a password that breaks them must not use up the code
  checkPassword(input.password, rules)
  const member = await assertMobileRegistered(db, input.mobile)
  await consumeSmsCode(db, { key: input.key, mobile: input.mobile, purpose: 'find_password', code: input.code }, clock)
  const hash = await hashPassword(input.password)
  const t = clock.now()
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('member').set({ password_hash: hash }).where('member_id', '=', member.member_id).execute()
    // whoever knew the old password is logged out everywhere
    await trx
      .updateTable('member_token')
      .set({ revoked_at: t })
      .where('member_id', '=', member.member_id)
      .where('revoked_at', 'is', null)
      .execute()
    // a fresh password starts with a clean slate for the account's own failures
    await clearAccountFailures(trx, `member:${member.member_id}`)
  })
}
