import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { systemClock, type Clock } from '../clock.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type Database, type DbHandle } from '../db/index.ts'
import type { Paged } from '../db/paging.ts'
import { setConfig, type SiteConfigs } from '../db/site-config.ts'
import { hashToken, issueToken } from '../http/auth.ts'
import { createMember } from '../modules/auth/service.ts'
import { SnapshotFS } from './snapshot.ts'

// The one server test fixture module: an app on its own database (createTestApp), members with
// live tokens that call as themselves (newMember, tokenOf), the settings tests rely on
// (ensureBasics, setCaptcha, solvedCaptcha), refused tokens (deadTokens), seeded rows to aim at
// (topSku) and list checks (ListBody, isSorted). Time comes from the app's clock (`t.clock`).

export interface TestApp {
  app: FastifyInstance
  handle: DbHandle
  /** the app's database (handle.db) */
  db: Database
  /** the app's clock (`deps.clock`): a testClock() passed in, or system time */
  clock: Clock
  /** POST a contract call with a JSON body; returns the parsed envelope */
  call<T = unknown>(path: string, body?: Record<string, unknown>, init?: Partial<InjectOptions>): Promise<Envelope<T>>
  close(): Promise<void>
}
export interface Envelope<T> {
  code: number
  message: string
  data: T
  timestamp: number
  error_code?: string
}

let snapshot: { file: string; blob: Blob } | undefined

/**
 * The migrated, seeded database global-setup made once, as PGlite's `loadDataDir` takes it (for a
 * PGlite on a data folder on disk: the crash and operator CLI tests): read once per test worker (its
 * files share the module, vitest `isolate: false`).
 */
export function snapshotBlob(): Blob {
  const file = process.env.BAZAAR_TEST_SNAPSHOT
  if (!file) throw new Error('server tests need the vitest globalSetup server/test/global-setup.ts')
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([readFileSync(file)]) }
  return snapshot.blob
}

/**
 * A fresh app on its own copy of the migrated, seeded database (snapshot.ts): the snapshot that
 * global-setup made once, copied into a new PGlite in ~0.45 CPU-s, where initdb + seed take several.
 */
export async function createTestApp(options: { clock?: Clock } = {}): Promise<TestApp> {
  const clock = options.clock ?? systemClock
  const pglite = await PGlite.create({
    fs: new SnapshotFS(),
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  })
  const handle = await openDatabase({ pglite })
  const config = { ...loadConfig({ DATA_DIR: '.data/test' }), opsSecret: 'test-secret' }
  const app = await buildApp({ db: handle.db, handle, config, clock })
  return {
    app,
    handle,
    db: handle.db,
    clock,
    call: async (path, body, init) => {
      const res = await app.inject({ method: 'POST', url: path, payload: body ?? {}, ...init })
      return res.json()
    },
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}

// --- settings -------------------------------------------------------------------------------------

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
export async function ensureBasics(t: TestApp) {
  const { db } = t
  for (const [key, value] of Object.entries(defaults)) {
    await db.insertInto('site_config').values({ key, value: JSON.stringify(value) }).onConflict((oc) => oc.column('key').doNothing()).execute()
  }
  const level = await db.selectFrom('member_level').select('level_id').executeTakeFirst()
  if (!level) await db.insertInto('member_level').values({ level_name: '普通会员', growth: 0 }).execute()
  // every test starts from the seed's registration rules and a known captcha state
  await setConfig(db, 'register', defaults.register!)
  await setConfig(db, 'captcha', { enabled: true })
}

export async function setCaptcha(t: TestApp, enabled: boolean) {
  await setConfig(t.db, 'captcha', { enabled })
}

/** a live captcha with its answer, read from the table */
export async function solvedCaptcha(t: TestApp): Promise<{ captcha_id: string; captcha_code: string }> {
  const res = await t.call<{ id: string; img: string }>('/api/captcha/captcha')
  const row = await t.db.selectFrom('captcha').select('answer').where('id', '=', res.data.id).executeTakeFirstOrThrow()
  return { captcha_id: res.data.id, captcha_code: row.answer }
}

// --- members --------------------------------------------------------------------------------------

export interface TestMember {
  memberId: number
  username: string
  password: string
  token: string
  /** a contract call as this member (the token is added to the body) */
  call<T = unknown>(path: string, body?: Record<string, unknown>): Promise<Envelope<T>>
}

let seq = 0
/** a new member (with an optional mobile) and a live token: tests never share a seeded account's state */
export async function newMember(t: TestApp, options: { mobile?: string; password?: string } = {}): Promise<TestMember> {
  seq += 1
  const username = `t${process.pid % 10000}_${seq}_${Math.floor(Math.random() * 1e6)}`
  const password = options.password ?? 'secret123'
  const memberId = await createMember(t.db, { username, password }, t.clock)
  if (options.mobile) await t.db.updateTable('member').set({ mobile: options.mobile }).where('member_id', '=', memberId).execute()
  const token = await issueToken(t.db, memberId, 7, t.clock)
  return { memberId, username, password, token, call: (path, body) => t.call(path, { ...body, token }) }
}

/** a fresh live token of a seeded member ('buyer', 'shopper'…) */
export async function tokenOf(t: TestApp, username: string): Promise<string> {
  const m = await t.db.selectFrom('member').select('member_id').where('username', '=', username).executeTakeFirstOrThrow()
  return issueToken(t.db, m.member_id, 1, t.clock)
}

/**
 * Today (real date, UTC) at hh:mm UTC: for a test clock next to the demo data, which is dated
 * around the real time of seeding (a fixed date drifts away from it: promotions seeded "2 days ago"
 * had not started on a test clock pinned to an earlier day).
 */
export function todayAt(hours: number, minutes = 0): number {
  const d = new Date()
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hours, minutes)
}

/** a mobile number no member has yet */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** tokens that must be refused: unknown, expired, revoked */
export async function deadTokens(t: TestApp, memberId: number) {
  const { db } = t
  const expired = await issueToken(db, memberId, 1, t.clock)
  await db.updateTable('member_token').set({ expires_at: t.clock.now() - 1 }).where('token_hash', '=', hashToken(expired)).execute()
  const revoked = await issueToken(db, memberId, 1, t.clock)
  await db.updateTable('member_token').set({ revoked_at: t.clock.now() }).where('token_hash', '=', hashToken(revoked)).execute()
  return { unknown: 'x'.repeat(43), expired, revoked }
}

// --- catalog rows and lists -----------------------------------------------------------------------

/** an on-sale default sku with its goods, the best seller of the catalog */
export async function topSku(t: TestApp) {
  return t.db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'discount_price', 'category_id_1', 'category_id_3', 'brand_id'])
    .where('on_sale', '=', true)
    .where('is_default', '=', 1)
    .orderBy('sale_num', 'desc')
    .orderBy('sku_id')
    .executeTakeFirstOrThrow()
}

/** the data of a paged answer */
export type ListBody<T = Record<string, unknown>> = Paged<T>

export function isSorted(values: number[], dir: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    if (dir === 'asc' ? values[i]! < values[i - 1]! : values[i]! > values[i - 1]!) return false
  }
  return true
}
