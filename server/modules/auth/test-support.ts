// Test helpers shared by the auth, member and ops tests (not imported by the app).
import type { Database } from '../../db/index.ts'
import { setConfig, type SiteConfigs } from '../../db/site-config.ts'
import { hashToken, issueToken } from '../../http/auth.ts'
import { systemClock } from '../../clock.ts'
import type { TestApp } from '../../test/harness.ts'
import { createMember } from './service.ts'

const defaults: Partial<SiteConfigs> = {
  captcha: { enabled: true },
  register: {
    is_enable: 1,
    dynamic_code_login: 0,
    pwd_len: 6,
    pwd_complexity: 'number,letter',
    agreement_title: '注册协议',
    agreement_content: '<p>协议</p>',
  },
  website: {
    title: 'Bazaar',
    logo: '',
    desc: '',
    keywords: '',
    web_status: 1,
    close_reason: '',
    wap_status: 1,
    web_email: '',
    web_phone: '',
  },
}

/** the settings and a member level these tests rely on, when the snapshot does not have them */
export async function ensureBasics(db: Database) {
  for (const [key, value] of Object.entries(defaults)) {
    await db.insertInto('site_config').values({ key, value: JSON.stringify(value) }).onConflict((oc) => oc.column('key').doNothing()).execute()
  }
  const level = await db.selectFrom('member_level').select('level_id').executeTakeFirst()
  if (!level) await db.insertInto('member_level').values({ level_name: '普通会员', growth: 0 }).execute()
  // every test starts from the seed's registration rules and a known captcha state
  await setConfig(db, 'register', defaults.register!)
  await setConfig(db, 'captcha', { enabled: true })
}

export async function setCaptcha(db: Database, enabled: boolean) {
  await setConfig(db, 'captcha', { enabled })
}

/** a live captcha with its answer, read from the table */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha_id: string; captcha_code: string }> {
  const res = await t.call<{ id: string; img: string }>('/api/captcha/captcha')
  const row = await t.handle.db.selectFrom('captcha').select('answer').where('id', '=', res.data.id).executeTakeFirstOrThrow()
  return { captcha_id: res.data.id, captcha_code: row.answer }
}

let seq = 0
/** a new member (with an optional mobile) and a live token */
export async function newMember(db: Database, options: { mobile?: string; password?: string } = {}) {
  seq += 1
  const username = `t${process.pid % 10000}_${seq}_${Math.floor(Math.random() * 1e6)}`
  const password = options.password ?? 'secret123'
  const memberId = await createMember(db, { username, password }, systemClock)
  if (options.mobile) await db.updateTable('member').set({ mobile: options.mobile }).where('member_id', '=', memberId).execute()
  const token = await issueToken(db, memberId, 7, systemClock)
  return { memberId, username, password, token }
}

/** a mobile number no member has yet */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** tokens that must be refused: unknown, expired, revoked */
export async function deadTokens(db: Database, memberId: number) {
  const expired = await issueToken(db, memberId, 1, systemClock)
  await db.updateTable('member_token').set({ expires_at: systemClock.now() - 1 }).where('token_hash', '=', hashToken(expired)).execute()
  const revoked = await issueToken(db, memberId, 1, systemClock)
  await db.updateTable('member_token').set({ revoked_at: systemClock.now() }).where('token_hash', '=', hashToken(revoked)).execute()
  return { unknown: 'x'.repeat(43), expired, revoked }
}
