import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBasics, newMember, type TestApp } from '../../test/harness.ts'
import { pgSkipReason, startPostgres, type TestPostgres } from '../../test/postgres.ts'
import { testAppOn } from '../../test/postgres-app.ts'
import { signed } from '../pay/signature.ts'
import { ledgerMismatches } from './ledger-check.ts'
import { moveAccount } from './ledger.ts'

// The member account's races on a real PostgreSQL (started here, migrated, no demo data): parallel
// requests run side by side on several connections, so the unique key of a sign-in day and the
// conditional updates of the ledger are what keep them right.

const skip = pgSkipReason()
if (skip) console.warn(`skipping the PostgreSQL account tests: ${skip}`)

let server: TestPostgres | null = null
let t: TestApp

beforeAll(async () => {
  if (skip) return
  server = await startPostgres()
  t = await testAppOn(server!.url, { seed: false })
  await ensureBasics(t)
}, 120_000)
afterAll(async () => {
  await t?.close()
  await server?.stop()
}, 60_000)

describe.skipIf(skip)('member account on PostgreSQL, in parallel', () => {
  it('20 parallel sign-ins on one day: one reward, 19 told they already signed in', async () => {
    const m = await newMember(t)
    const results = await Promise.all(Array.from({ length: 20 }, () => m.call<{ point: number }>('/api/membersignin/signin')))
    const ok = results.filter((r) => r.code === 0)
    expect(ok).toHaveLength(1)
    for (const r of results.filter((x) => x.code !== 0)) expect(r).toMatchObject({ code: -10090, message: '今天已经签到过了，明天再来吧' })
    const member = await t.db.selectFrom('member').select(['point', 'growth', 'sign_days_series']).where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(member).toEqual({ point: ok[0]!.data.point, growth: 2, sign_days_series: 1 })
    const rows = await t.db.selectFrom('member_signin').select('id').where('member_id', '=', m.memberId).execute()
    expect(rows).toHaveLength(1)
    expect(await ledgerMismatches(t.db)).toEqual([])
  })

  it('20 parallel withdrawal applications worth more than the balance: only what fits is accepted', async () => {
    const m = await newMember(t)
    const now = t.clock.now()
    await moveAccount(t.db, { member_id: m.memberId, account_type: 'balance_money', amount: 10_000, from_type: 'adjust', related_id: 'test', remark: 'test', now })
    const apply = () =>
      m.call('/api/memberwithdraw/apply', { apply_money: '15.00', transfer_type: 'alipay', realname: '张三', mobile: '13800000000', account_number: 'zs@example.com' })
    const results = await Promise.all(Array.from({ length: 20 }, apply))
    const ok = results.filter((r) => r.code === 0)
    // 6 × 15.00 = 90.00 of the 100.00 fit
    expect(ok).toHaveLength(6)
    for (const r of results.filter((x) => x.code !== 0)) {
      expect(r.code).toBe(-10105)
      expect(r.message).toMatch(/^可提现余额不足：当前可提现 \d+\.\d\d 元$/)
    }
    const member = await t.db.selectFrom('member').select('balance_money').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(member.balance_money).toBe(1000)
    const rows = await t.db.selectFrom('member_withdraw').select(['apply_money', 'status']).where('member_id', '=', m.memberId).execute()
    expect(rows).toHaveLength(6)
    expect(await ledgerMismatches(t.db)).toEqual([])
  })

  it('a top-up notified 10 times at once is granted once', async () => {
    const m = await newMember(t)
    const pkg = await t.db
      .insertInto('member_recharge')
      .values({ recharge_name: '充100送10元', face_value: 11_000, buy_price: 10_000, point: 100, growth: 100, create_time: t.clock.now() })
      .returning('recharge_id')
      .executeTakeFirstOrThrow()
    const out = await m.call<string>('/memberrecharge/api/ordercreate/create', { recharge_id: pkg.recharge_id })
    expect(out.code).toBe(0)
    const notification = signed(
      { notify_id: 'n1', pay_type: 'alipay', trade_no: 'SBX1', out_trade_no: out.data, total_amount: '100.00', trade_status: 'TRADE_SUCCESS' },
      t.app.deps.config.payGatewayKey,
      'notify',
    )
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(notification).toString() }),
      ),
    )
    for (const a of answers) expect(a.body).toBe('success')
    const member = await t.db.selectFrom('member').select(['balance', 'point', 'growth']).where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(member).toEqual({ balance: 11_000, point: 100, growth: 100 })
    const applied = await t.db.selectFrom('pay_notify').select('applied').where('out_trade_no', '=', out.data).execute()
    expect(applied.filter((a) => a.applied)).toHaveLength(1)
    expect(await ledgerMismatches(t.db)).toEqual([])
  })
})
