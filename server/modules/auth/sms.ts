import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { ApiError, msg } from '../../http/envelope.ts'

// The dev SMS outbox: a code "sent" is a row of sms_code (read it with `npm run ops -- sms:outbox`).
export const SMS_CODE_SECONDS = 10 * 60
/** reference §6.2: one code per mobile every 120 s */
export const SMS_COOLDOWN_SECONDS = 120
export const SMS_MAX_ATTEMPTS = 5
/**
 * 4 digits, what the contract's clients generate and their code boxes take (the PC client's pay-password
 * box moves on at exactly 4, its SMS fields hold 4). Five wrong tries end a code, and sends are
 * limited per IP and per number (account/security.ts, auth/routes.ts).
 */
export const SMS_CODE_DIGITS = 4

export type SmsPurpose = 'login' | 'register' | 'find_password' | 'bind_mobile' | 'pay_password'
  // the member account's security page (an e-mail code is kept in the same outbox, the address as `mobile`)
  | 'modify_password' | 'bind_email'

/**
 * store a fresh code for the mobile; refused while the previous one is in its cool-down. `memberId`:
 * the member who asked for it from their account — only they can use it (consumeSmsCode).
 */
export async function sendSmsCode(db: Database, mobile: string, purpose: SmsPurpose, clock: Clock, memberId: number | null = null): Promise<string> {
  const t = clock.now()
  return db.transaction().execute(async (trx) => {
    // one sender per mobile at a time, so two quick requests cannot both pass the cool-down
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(trx)
    const last = await trx
      .selectFrom('sms_code')
      .select('created_at')
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    const wait = last ? last.created_at + SMS_COOLDOWN_SECONDS - t : 0
    if (wait > 0) {
      throw new ApiError(
        'RATE_LIMITED',
        msg(`请 ${wait} 秒后再获取验证码`, `Please wait ${wait} seconds before requesting another code`),
        { data: { wait } },
      )
    }
    const key = randomBytes(16).toString('hex')
    const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0')
    await trx.insertInto('sms_code').values({ key, mobile, purpose, code, member_id: memberId, created_at: t, expires_at: t + SMS_CODE_SECONDS }).execute()
    return key
  })
}

const codeErrors = {
  notYours: () =>
    new ApiError('PARAMETER_ERROR', msg('该动态码不是为您的账号获取的，请重新获取', 'This code was not requested for your account: request a new one'), { code: -10115 }),
  dead: () => new ApiError('PARAMETER_ERROR', msg('动态码已失效，请重新获取', 'The code has expired, please request a new one')),
  wrong: (left: number) =>
    new ApiError(
      'PARAMETER_ERROR',
      left > 0
        ? msg(`动态码错误，还可尝试 ${left} 次`, `The code is wrong, ${left} attempt(s) left`)
        : msg('动态码错误次数过多，请重新获取', 'Too many wrong codes, please request a new one'),
    ),
}

/**
 * Use up a code: the key must belong to this mobile and purpose (and to `memberId` when given: a code
 * asked for from an account works for that account only), be unused, unexpired and below 5 wrong
 * attempts. A wrong code counts an attempt; a right one marks the code used. Call it on the database,
 * not inside a transaction: a wrong attempt must stay counted although the call then fails.
 */
export async function consumeSmsCode(
  db: Database,
  input: { key: string; mobile: string; purpose: SmsPurpose; code: string; memberId?: number },
  clock: Clock,
  /** check only (a two-step form's first step): a right code stays usable for the final step */
  options: { keep?: boolean } = {},
) {
  const row = await db
    .selectFrom('sms_code')
    .select(['code', 'attempts', 'used', 'expires_at', 'member_id'])
    .where('key', '=', input.key)
    .where('mobile', '=', input.mobile)
    .where('purpose', '=', input.purpose)
    .executeTakeFirst()
  if (!row || row.used || row.expires_at <= clock.now() || row.attempts >= SMS_MAX_ATTEMPTS) throw codeErrors.dead()
  // someone else's code: refused before it is compared, so it neither counts against nor uses up theirs
  if (input.memberId !== undefined && row.member_id !== input.memberId) throw codeErrors.notYours()
  const given = Buffer.from(input.code.trim())
  const expected = Buffer.from(row.code)
  const right = given.length === expected.length && timingSafeEqual(given, expected)
  if (!right) {
    const updated = await db
      .updateTable('sms_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('key', '=', input.key)
      .returning('attempts')
      .executeTakeFirst()
    throw codeErrors.wrong(SMS_MAX_ATTEMPTS - (updated?.attempts ?? SMS_MAX_ATTEMPTS))
  }
  if (options.keep) return
  // conditional update: of two requests racing with the right code only one wins
  const used = await db
    .updateTable('sms_code')
    .set({ used: true })
    .where('key', '=', input.key)
    .where('used', '=', false)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .executeTakeFirst()
  if (Number(used.numUpdatedRows) !== 1) throw codeErrors.dead()
}
