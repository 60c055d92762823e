import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { getConfig } from '../../db/site-config.ts'
import { issueToken } from '../../http/auth.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { hashPassword, verifyPassword } from '../../http/password.ts'
import { checkPassword, checkUsername } from './rules.ts'
import { consumeSmsCode } from './sms.ts'

// ---- failed-login rate limit: 10 failures per 15 minutes, per client IP and per username ----
export const LOGIN_FAILURE_LIMIT = 10
export const LOGIN_FAILURE_WINDOW = 15 * 60

type Scope = 'ip' | 'username'
const subjects = (ip: string, username: string): Array<[Scope, string]> => [
  ['ip', ip],
  ['username', username.trim().toLowerCase()],
]

/** throws RATE_LIMITED with the wait in whole minutes while either subject is over the limit */
export async function assertLoginAllowed(db: Database, ip: string, username: string, clock: Clock): Promise<void> {
  const t = clock.now()
  let wait = 0
  for (const [scope, subject] of subjects(ip, username)) {
    // the block lifts when the 10th most recent failure leaves the window
    const tenth = await db
      .selectFrom('login_failure')
      .select('created_at')
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('created_at', '>', t - LOGIN_FAILURE_WINDOW)
      .orderBy('created_at', 'desc')
      .offset(LOGIN_FAILURE_LIMIT - 1)
      .limit(1)
      .executeTakeFirst()
    if (tenth) wait = Math.max(wait, tenth.created_at + LOGIN_FAILURE_WINDOW - t)
  }
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60))
    throw new ApiError(
      'RATE_LIMITED',
      msg(`登录失败次数过多，请 ${minutes} 分钟后再试`, `Too many failed logins, try again in ${minutes} minutes`),
      { data: { wait } },
    )
  }
}

async function recordLoginFailure(db: Database, ip: string, username: string, clock: Clock) {
  const t = clock.now()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_failure').where('created_at', '<=', t - LOGIN_FAILURE_WINDOW).execute()
    await trx
      .insertInto('login_failure')
      .values(subjects(ip, username).map(([scope, subject]) => ({ scope, subject, created_at: t })))
      .execute()
  })
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
  await assertLoginAllowed(db, input.ip, input.username, clock)
  const member = await db
    .selectFrom('member')
    .select(['member_id', 'password_hash', 'status'])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(username)`, '=', input.username.toLowerCase()), eb('mobile', '=', input.username)]),
    )
    .executeTakeFirst()
  let ok = false
  if (member?.password_hash) ok = await verifyPassword(input.password, member.password_hash)
  else await burnPasswordCheck(input.password)
  if (!member || !ok) {
    await recordLoginFailure(db, input.ip, input.username, clock)
    throw loginFailed()
  }
  if (member.status !== 1) throw memberDisabled()
  await db.deleteFrom('login_failure').where('scope', '=', 'username').where('subject', '=', input.username.toLowerCase()).execute()
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
  checkUsername(username)
  const { rules } = await passwordRules(db)
  checkPassword(input.password, rules)
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

export async function registerMember(db: Database, input: { username: string; password: string }, clock: Clock): Promise<string> {
  const config = await getConfig(db, 'register')
  if (config.is_enable !== 1) throw registerClosed()
  return createMember(db, input, clock, (trx, memberId) => startSession(trx, memberId, 0, clock))
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
    await trx
      .deleteFrom('login_failure')
      .where('scope', '=', 'username')
      .where('subject', 'in', [input.mobile, member.username.toLowerCase()])
      .execute()
  })
}
