// Property-based test of the member account ledger (issue 11): random sequences of orders paid with
// balance, closed orders, refunds, top-ups (with repeated gateway notifications), withdrawals
// (applied, approved, refused, transferred) and sign-ins over several days, driven through the real
// endpoints, services and operator steps. After every step each bucket of the member equals the sum
// of their ledger rows and none is negative; withdrawals and top-ups leave exactly the rows they
// should.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { hashPassword } from '../../http/password.ts'
import { createTestApp, newMember, type TestApp, type TestMember } from '../../test/harness.ts'
import { closeUnpaidOrder } from '../order-create/transitions.ts'
import { ledgerMismatches } from './ledger-check.ts'
import { moveAccount } from './ledger.ts'
import { approveWithdraw, refuseWithdraw, transferWithdraw } from './withdraw.ts'

const clock = testClock(Date.parse('2026-11-20T10:00:00+08:00'))
let t: TestApp
let payHash: string
let skuId: number

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }

beforeAll(async () => {
  t = await createTestApp({ clock })
  payHash = await hashPassword('123456')
  // a free-shipping sku of 12.34 with stock for every run
  const tpl = await t.db.selectFrom('goods_sku').selectAll().where('on_sale', '=', true).where('site_id', '=', 2).where('is_default', '=', 1).orderBy('sku_id').executeTakeFirstOrThrow()
  const { sku_id: _s, ...row } = tpl
  const sku = await t.db.insertInto('goods_sku').values({ ...row, sku_name: '账本测试商品', price: 1234, discount_price: 1234, stock: 1_000_000, is_free_shipping: 1, is_default: 0 } as never)
    .returning('sku_id').executeTakeFirstOrThrow()
  await t.db.updateTable('goods').set({ is_free_shipping: 1, max_buy: 0, min_buy: 0 }).where('goods_id', '=', tpl.goods_id).execute()
  skuId = sku.sku_id
})
afterAll(() => t.close())

/** what the runs actually did: the property means little if the steps were all refused */
const done: Record<string, number> = {}
const tally = (what: string) => {
  done[what] = (done[what] ?? 0) + 1
}

type Step =
  | { kind: 'recharge'; pkg: number; notifications: number }
  | { kind: 'order'; num: number }
  | { kind: 'close'; pick: number }
  | { kind: 'refund'; pick: number; part: number }
  | { kind: 'apply'; part: number }
  | { kind: 'approve' | 'refuse' | 'transfer'; pick: number; any: boolean }
  | { kind: 'signin'; days: number }
  | { kind: 'adjust'; fen: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('recharge' as const), pkg: fc.integer({ min: 1, max: 3 }), notifications: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), num: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('apply' as const), part: fc.integer({ min: 0, max: 130 }) }) },
  { weight: 7, arbitrary: fc.record({ kind: fc.constantFrom('approve' as const, 'refuse' as const, 'transfer' as const), pick: fc.nat(), any: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('signin' as const), days: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('adjust' as const), fen: fc.integer({ min: -5000, max: 8000 }) }) },
)

async function payThroughGateway(m: TestMember, out: string, notifications: number) {
  const link = await m.call<{ data: string }>('/api/pay/pay', { out_trade_no: out, pay_type: 'wechatpay' })
  const u = new URL(link.data.data)
  await t.app.inject({ method: 'POST', url: u.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...Object.fromEntries(u.searchParams), decision: 'approve' }).toString() })
  const sent = await t.db.selectFrom('pay_notify').select('body').where('out_trade_no', '=', out).executeTakeFirstOrThrow()
  for (let i = 1; i < notifications; i++) {
    await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechatpay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sent.body as Record<string, string>).toString() })
  }
}

async function run(m: TestMember, s: Step) {
  const now = clock.now()
  switch (s.kind) {
    case 'recharge': {
      const out = await m.call<string>('/memberrecharge/api/ordercreate/create', { recharge_id: s.pkg })
      expect(out.code).toBe(0)
      await payThroughGateway(m, out.data, s.notifications)
      const paid = await m.call<{ pay_status: number }>('/api/pay/status', { out_trade_no: out.data })
      expect(paid.data.pay_status).toBe(2)
      tally('recharge')
      return
    }
    case 'order': {
      // pays with whatever balance there is; the rest is left to the cashier (unpaid)
      const res = await m.call('/api/ordercreate/create', { sku_id: skuId, num: s.num, is_balance: 1, pay_password: '123456' })
      expect([0, -10045]).toContain(res.code)
      tally(res.code === 0 ? 'order' : 'order refused')
      return
    }
    case 'close': {
      const open = await t.db.selectFrom('orders').select('order_id').where('member_id', '=', m.memberId).where('order_status', '=', 0).orderBy('order_id').execute()
      if (!open.length) return
      if (await t.db.transaction().execute((trx) => closeUnpaidOrder(trx, open[s.pick % open.length]!.order_id, now, m.memberId))) tally('close')
      return
    }
    case 'refund': {
      // what a refund does to the account: part of what a paid order took from the balance comes
      // back to the withdrawable bucket, through the ledger helper (never more than it took)
      const paid = await t.db.selectFrom('orders').select(['order_no', 'balance_money']).where('member_id', '=', m.memberId).where('pay_status', '=', 1)
        .where('balance_money', '>', 0).orderBy('order_id').execute()
      if (!paid.length) return
      const order = paid[s.pick % paid.length]!
      const back = await t.db.selectFrom('member_account_ledger').select((eb) => eb.fn.sum<number>('account_data').as('n'))
        .where('member_id', '=', m.memberId).where('from_type', '=', 'refund').where('related_id', '=', order.order_no).executeTakeFirst()
      const left = order.balance_money - Number(back?.n ?? 0)
      const amount = Math.min(left, Math.max(1, Math.floor((order.balance_money * s.part) / 100)))
      if (amount <= 0) return
      if (await moveAccount(t.db, { member_id: m.memberId, account_type: 'balance_money', amount, from_type: 'refund', related_id: order.order_no, remark: `订单 ${order.order_no} 退款`, now }) !== null) tally('refund')
      return
    }
    case 'adjust': {
      // a platform adjustment of the withdrawable bucket (an award, or a correction down)
      const total = await moveAccount(t.db, { member_id: m.memberId, account_type: 'balance_money', amount: s.fen, from_type: 'adjust', related_id: 'test', remark: '调整', now })
      tally(total === null ? 'adjust refused' : 'adjust')
      return
    }
    case 'apply': {
      // a share of what is withdrawable now (over 100 % is more than there is)
      const { balance_money } = await t.db.selectFrom('member').select('balance_money').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
      const fen = Math.floor((Math.max(balance_money, 1000) * s.part) / 100)
      const res = await m.call('/api/memberwithdraw/apply', { apply_money: (fen / 100).toFixed(2), transfer_type: 'alipay', realname: '张三', mobile: '13800000000', account_number: 'zs@example.com' })
      expect([0, -10102, -10103, -10105]).toContain(res.code)
      tally(res.code === 0 ? 'apply' : 'apply refused')
      return
    }
    default: {
      if (s.kind === 'signin') {
        clock.advance(s.days * 86_400_000)
        const res = await m.call('/api/membersignin/signin')
        expect([0, -10090]).toContain(res.code)
        tally(res.code === 0 ? 'signin' : 'signin again')
        return
      }
      // mostly one the step applies to; otherwise any (then a wrong status is refused)
      const all = await t.db.selectFrom('member_withdraw').select(['withdraw_no', 'status']).where('member_id', '=', m.memberId).orderBy('id').execute()
      const fits = all.filter((w) => (s.kind === 'approve' ? w.status === 0 : s.kind === 'transfer' ? w.status === 1 : w.status === 0 || w.status === 1))
      const rows = s.any || !fits.length ? all : fits
      if (!rows.length) return
      const no = rows[s.pick % rows.length]!.withdraw_no
      const act = { approve: () => approveWithdraw(t.db, no, now), refuse: () => refuseWithdraw(t.db, no, '测试', now), transfer: () => transferWithdraw(t.db, no, now) }[s.kind]
      // a step on a withdrawal in the wrong status is refused and changes nothing
      await act().then(
        () => tally(s.kind),
        (err: Error) => expect(err.message).toMatch(/only/),
      )
    }
  }
}

async function checkMember(m: TestMember) {
  const bad = (await ledgerMismatches(t.db)).filter((r) => r.member_id === m.memberId)
  expect(bad).toEqual([])
  const withdrawals = await t.db.selectFrom('member_withdraw').select(['withdraw_no', 'apply_money', 'status']).where('member_id', '=', m.memberId).execute()
  for (const w of withdrawals) {
    const rows = await t.db.selectFrom('member_account_ledger').select(['from_type', 'account_data']).where('member_id', '=', m.memberId).where('related_id', '=', w.withdraw_no).execute()
    // reserved once at application; returned once, only when refused
    expect(rows.filter((r) => r.from_type === 'withdraw')).toEqual([{ from_type: 'withdraw', account_data: -w.apply_money }])
    expect(rows.filter((r) => r.from_type === 'withdraw_refuse')).toEqual(w.status === -1 ? [{ from_type: 'withdraw_refuse', account_data: w.apply_money }] : [])
  }
  const recharges = await t.db.selectFrom('member_recharge_order').select(['order_no', 'status', 'face_value']).where('member_id', '=', m.memberId).execute()
  for (const r of recharges) {
    const rows = await t.db.selectFrom('member_account_ledger').select('account_data').where('member_id', '=', m.memberId).where('related_id', '=', r.order_no).where('account_type', '=', 'balance').execute()
    // granted exactly once when paid, however many notifications came
    expect(rows.map((x) => x.account_data)).toEqual(r.status === 2 ? [r.face_value] : [])
  }
}

describe('the ledger under random sequences', () => {
  it('balances always equal the sum of their rows and never go negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 18 }), async (steps) => {
        const m = await newMember(t)
        await t.db.updateTable('member').set({ pay_password_hash: payHash }).where('member_id', '=', m.memberId).execute()
        await m.call('/api/memberaddress/add', ADDRESS)
        // money in both buckets to start from, so the random steps have something to move
        const opening: Step[] = [{ kind: 'recharge', pkg: 1, notifications: 1 }, { kind: 'order', num: 1 }, { kind: 'adjust', fen: 3000 }, { kind: 'apply', part: 50 }]
        for (const s of [...opening, ...steps]) {
          await run(m, s)
          await checkMember(m)
        }
      }),
      { numRuns: 15, seed: 20_261_123, endOnFailure: true },
    )
    for (const what of ['recharge', 'order', 'close', 'refund', 'apply', 'apply refused', 'approve', 'refuse', 'transfer', 'signin', 'signin again', 'adjust']) {
      expect(done[what] ?? 0, `${what} in ${JSON.stringify(done)}`).toBeGreaterThan(0)
    }
    console.info(`ledger property: ${JSON.stringify(done)}`)
  }, 300_000)
})
