import { randomBytes, randomInt } from 'node:crypto'
import type { Clock } from '../../clock.ts'
import { captchaSvg } from './captcha-image.ts'
import type { Database } from '../../db/index.ts'
import { ApiError, msg } from '../../http/envelope.ts'

export const CAPTCHA_SECONDS = 5 * 60
// letters and digits that are easy to mix up in a distorted image
const CONFUSABLE = '0oO1iIlLjJ2zZ5sS8B9gqQuvVwWxXcCkKpP'
export const CAPTCHA_ALPHABET = [...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => !CONFUSABLE.includes(c)).join('')
const CAPTCHA_LENGTH = 4

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('')
}

export async function captchaEnabled(db: Database): Promise<boolean> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', 'captcha').executeTakeFirst()
  // no row yet (an unseeded database): fail safe, the captcha stays on
  return row ? (row.value as { enabled?: boolean }).enabled !== false : true
}

/** A new captcha; an old id passed in is dropped so a page that refreshes the image holds one live row. */
export async function createCaptcha(db: Database, clock: Clock, replaceId?: string): Promise<{ id: string; img: string }> {
  const text = captchaText()
  const data = captchaSvg(text, CAPTCHA_ALPHABET)
  const id = randomBytes(16).toString('hex')
  const t = clock.now()
  await db.transaction().execute(async (trx) => {
    // opportunistic pruning: expired captchas are worthless
    await trx.deleteFrom('captcha').where('expires_at', '<=', t).execute()
    if (replaceId) await trx.deleteFrom('captcha').where('id', '=', replaceId).execute()
    await trx.insertInto('captcha').values({ id, answer: text.toLowerCase(), expires_at: t + CAPTCHA_SECONDS }).execute()
  })
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` }
}

export const captchaErrors = {
  missing: () => new ApiError('CAPTCHA_ERROR', msg('请输入验证码', 'Please enter the captcha')),
  wrong: () => new ApiError('CAPTCHA_ERROR', msg('验证码错误', 'The captcha is wrong')),
  expired: () => new ApiError('CAPTCHA_ERROR', msg('验证码已失效，请刷新后重试', 'The captcha has expired, please refresh it')),
}

/**
 * Check a captcha answer when captchas are on. A captcha is single use: any check, right or wrong,
 * deletes it, so one image cannot be tried repeatedly.
 */
export async function checkCaptcha(db: Database, id: string | undefined, code: string | undefined, clock: Clock): Promise<void> {
  if (!(await captchaEnabled(db))) return
  if (!id || !code) throw captchaErrors.missing()
  const row = await db.deleteFrom('captcha').where('id', '=', id).returning(['answer', 'expires_at']).executeTakeFirst()
  if (!row || row.expires_at <= clock.now()) throw captchaErrors.expired()
  if (row.answer !== code.trim().toLowerCase()) throw captchaErrors.wrong()
}

export async function captchaConfig(db: Database) {
  const on = (await captchaEnabled(db)) ? 1 : 0
  return { login: on, register: on }
}
