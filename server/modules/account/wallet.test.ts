import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock, type TestClock } from '../../clock.ts'
import { runCommand } from '../../ops/commands.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'
import { createTestApp, ensureBasics, newMember, tokenOf, type ListBody, type TestApp, type TestMember } from '../../test/harness.ts'
import { ledgerMismatches } from './ledger-check.ts'
import { beijingDay } from './ledger.ts'
import { RECHARGE_CLOSE_SECONDS } from './recharge.ts'

let t: TestApp
let clock: TestClock
const DAY_MS = 86_400_000

beforeAll(async () => {
  // noon, Beijing time: moving a day never crosses midnight by accident
  clock = testClock(Date.parse('2026-11-20T12:00:00+08:00'))
  t = await createTestApp({ clock })
  await ensureBasics(t)
})
afterAll(() => t.close())

const ops = (name: string, ...args: string[]) => runCommand({ db: t.db, clock }, name, args)
const money = (m: TestMember) => t.call<{ balance: string; balance_money: string }>('/api/memberaccount/info', { token: m.token, account_type: 'balance,balance_money' }).then((r) => r.data)
const point = async (m: TestMember) => (await t.call<{ point: number }>('/api/memberaccount/info', { token: m.token, account_type: 'point' })).data.point

describe('sign-in', () => {
  it('once a day; the streak grows day by day, the 3rd day gives the bonus, a missed day restarts it', async () => {
    const m = await newMember(t)
    expect((await m.call('/api/membersignin/issign')).data).toBe(0)
    const award = await t.call<{ point: number; growth: number; continuous: Array<{ day: number; point: number }> }>('/api/membersignin/award')
    expect(award.data).toMatchObject({ point: 5, growth: 2, cycle: 7 })
    const first = await m.call<{ point: number; growth: number; days_series: number }>('/api/membersignin/signin')
    expect(first.data).toMatchObject({ point: 5, growth: 2, days_series: 1 })
    const again = await m.call('/api/membersignin/signin')
    expect(again).toMatchObject({ code: -10090, error_code: 'SIGNED_IN', message: '今天已经签到过了，明天再来吧' })
    expect((await t.call('/api/membersignin/signin', { token: m.token, lang: 'en-us' })).message).toBe('You have already signed in today: come back tomorrow')
    expect((await m.call('/api/membersignin/issign')).data).toBe(1)
    clock.advance(DAY_MS)
    expect((await m.call<{ is_sign: number; days_series: number; next_point: number }>('/api/membersignin/getSignStatus')).data).toMatchObject({ is_sign: 0, days_series: 1, next_point: 5 })
    expect((await m.call<{ days_series: number }>('/api/membersignin/signin')).data.days_series).toBe(2)
    clock.advance(DAY_MS)
    expect((await m.call<{ is_sign: number; next_point: number }>('/api/membersignin/getSignStatus')).data).toMatchObject({ is_sign: 0, next_point: 15 })
    expect((await m.call('/api/membersignin/signin')).data).toMatchObject({ days_series: 3, point: 15, growth: 7 })
    expect(await point(m)).toBe(25)
    // a missed day: the streak reads 0, then restarts at 1
    clock.advance(2 * DAY_MS)
    expect((await m.call<{ days_series: number }>('/api/membersignin/getSignStatus')).data.days_series).toBe(0)
    expect((await m.call<{ sign_days_series: number }>('/api/member/detail')).data.sign_days_series).toBe(0)
    expect((await m.call('/api/membersignin/signin')).data).toMatchObject({ days_series: 1, point: 5 })
    expect((await m.call<{ sign_days_series: number; growth: number }>('/api/member/detail')).data).toMatchObject({ sign_days_series: 1, growth: 13 })
    const month = beijingDay(clock.now()).slice(0, 7)
    const cal = await m.call<{ list: Array<{ sign_day: string; days_series: number }> }>('/api/membersignin/lists', { month })
    expect(cal.data.list.map((d) => d.days_series)).toEqual([1, 2, 3, 1])
    const rows = await m.call<ListBody<{ from_type: string; related_id: string }>>('/api/memberaccount/page', { account_type: 'point' })
    expect(rows.data.count).toBe(4)
    expect(rows.data.list[0]!.related_id).toBe(beijingDay(clock.now()))
    expect((await m.call('/api/membersignin/lists', { month: '2026-13' })).code).toBe(-10006)
    expect((await t.call('/api/membersignin/signin')).error_code).toBe('TOKEN_NOT_EXIST')
  })

  it('parallel calls on one day give one reward', async () => {
    const m = await newMember(t)
    const results = await Promise.all(Array.from({ length: 8 }, () => m.call('/api/membersignin/signin')))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code === -10090)).toHaveLength(7)
    expect(await point(m)).toBe(5)
  })

  it('rewards come from the settings; closed sign-in is refused', async () => {
    const m = await newMember(t)
    await ops('account:config', 'account_signin', '{"point":9,"growth":0,"continuous":[]}')
    expect((await m.call('/api/membersignin/signin')).data).toMatchObject({ point: 9, growth: 0 })
    await ops('account:config', 'account_signin', '{"is_use":0}')
    clock.advance(DAY_MS)
    expect((await m.call('/api/membersignin/signin')).error_code).toBe('SIGNIN_CLOSED')
    await ops('account:config', 'account_signin', '{"is_use":1,"point":5,"growth":2,"continuous":[{"day":3,"point":10,"growth":5},{"day":7,"point":30,"growth":10}]}')
  })
})

async function notify(out: string, m: TestMember) {
  const link = await t.call<{ data: string }>('/api/pay/pay', { token: m.token, out_trade_no: out, pay_type: 'alipay' })
  expect(link.code).toBe(0)
  const u = new URL(link.data.data)
  const params = Object.fromEntries(u.searchParams)
  return t.app.inject({ method: 'POST', url: u.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...params, decision: 'approve' }).toString() })
}

describe('top-ups', () => {
  it('packages, then an order through the cashier: balance, points and growth granted once', async () => {
    const m = await newMember(t)
    const page = await t.call<ListBody<{ recharge_id: number; face_value: string; buy_price: string; point: number; growth: number; sale_num: number }>>('/memberrecharge/api/memberrecharge/page')
    expect(page.data.count).toBeGreaterThanOrEqual(4)
    const pkg = page.data.list.find((p) => p.face_value !== p.buy_price)!
    expect((await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: pkg.recharge_id })).data).toEqual(pkg)
    expect((await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: 999_999 })).error_code).toBe('NOT_FOUND')
    const created = await m.call<string>('/memberrecharge/api/ordercreate/create', { recharge_id: pkg.recharge_id })
    expect(created.code).toBe(0)
    const out = created.data
    const info = await m.call<{ pay_money: string; pay_status: number; event: string }>('/api/pay/info', { out_trade_no: out })
    expect(info.data).toMatchObject({ pay_money: pkg.buy_price, pay_status: 0, event: 'MemberRechargeOrderPayNotify', close_time: clock.now() + RECHARGE_CLOSE_SECONDS })
    // not listed until paid (the reference lists paid top-ups)
    expect((await m.call<ListBody>('/memberrecharge/api/order/page')).data.count).toBe(0)
    expect((await notify(out, m)).statusCode).toBe(303)
    // the gateway says it again: nothing more is granted
    const notifications = await t.db.selectFrom('pay_notify').select('body').where('out_trade_no', '=', out).execute()
    const body = notifications[0]!.body as Record<string, string>
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() })
      expect(res.body).toBe('success')
    }
    expect(await money(m)).toEqual({ balance: pkg.face_value, balance_money: '0.00', total: pkg.face_value })
    expect(await point(m)).toBe(pkg.point)
    expect((await m.call<{ growth: number }>('/api/member/detail')).data.growth).toBe(pkg.growth)
    const records = await m.call<ListBody<{ out_trade_no: string; status: number; face_value: string }>>('/memberrecharge/api/order/page')
    expect(records.data.list).toMatchObject([{ out_trade_no: out, status: 2, face_value: pkg.face_value }])
    expect((await m.call('/memberrecharge/api/order/info', { out_trade_no: out })).data).toMatchObject({ status: 2, status_name: '已支付' })
    const ledger = await m.call<ListBody<{ from_type: string; related_id: string }>>('/api/memberaccount/page', { account_type: 'balance' })
    expect(ledger.data.list).toMatchObject([{ from_type: 'recharge' }])
    expect((await t.call('/memberrecharge/api/memberrecharge/info', { recharge_id: pkg.recharge_id })).data).toMatchObject({ sale_num: pkg.sale_num + 1 })
    // another member: not found
    const other = await newMember(t)
    expect((await other.call('/memberrecharge/api/order/info', { out_trade_no: out })).error_code).toBe('NOT_FOUND')
    expect((await other.call('/api/pay/info', { out_trade_no: out })).error_code).toBe('NOT_FOUND')
  })

  it('a wrong amount or signature grants nothing; an unpaid top-up closes', async () => {
    const m = await newMember(t)
    const out = (await m.call<string>('/memberrecharge/api/ordercreate/create', { recharge_id: 1 })).data
    const forged = { out_trade_no: out, pay_type: 'alipay', trade_status: 'TRADE_SUCCESS', total_amount: '99999.00', sign: 'x' }
    const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(forged).toString() })
    expect(res.body).toBe('fail')
    expect((await money(m)).balance).toBe('0.00')
    clock.advance(RECHARGE_CLOSE_SECONDS * 1000 + 1000)
    await runDueJobs(t.app.deps)
    expect((await m.call<{ pay_status: number }>('/api/pay/status', { out_trade_no: out })).data.pay_status).toBe(-1)
    expect((await m.call('/api/pay/pay', { out_trade_no: out, pay_type: 'alipay' })).code).toBe(-10061)
    expect((await m.call('/memberrecharge/api/ordercreate/create', { recharge_id: 'x' })).code).toBe(-10006)
  })
})

async function withWithdrawable(yuan: string) {
  const m = await newMember(t)
  await ops('account:adjust', m.username, 'balance_money', yuan, 'test')
  return m
}
const apply = (m: TestMember, apply_money: string, extra: Record<string, unknown> = {}) =>
  m.call<{ id: number; withdraw_no: string }>('/api/memberwithdraw/apply', {
    apply_money, transfer_type: 'bank', realname: '张三', mobile: '13800000000', bank_name: '工商银行', account_number: '6222000011112222', ...extra,
  })

describe('withdrawals', () => {
  it('info, types; apply reserves the money; refused gives it back; approved then transferred once', async () => {
    const m = await withWithdrawable('100')
    const info = await m.call<{ member_info: { balance_money: string }; config: { is_use: number; min: string; rate: string; transfer_type: string } }>('/api/memberwithdraw/info')
    expect(info.data).toMatchObject({ member_info: { balance_money: '100.00' }, config: { is_use: 1, min: '10.00', rate: '0.60', transfer_type: 'bank,alipay' } })
    expect((await t.call('/api/memberwithdraw/transferType')).data).toEqual({ bank: '银行卡', alipay: '支付宝' })
    expect((await t.call('/api/memberwithdraw/transferType', { lang: 'en-us' })).data).toEqual({ bank: 'Bank card', alipay: 'Alipay' })

    expect((await apply(m, '5')).code).toBe(-10103)
    expect((await apply(m, '0')).code).toBe(-10102)
    expect((await apply(m, '100.01')).message).toBe('可提现余额不足：当前可提现 100.00 元')
    expect((await apply(m, '20', { transfer_type: 'wechatpay' })).code).toBe(-10101)
    expect((await apply(m, '20', { bank_name: '' })).code).toBe(-10104)
    expect((await apply(m, '12.345')).code).toBe(-10006)

    const a = await apply(m, '60')
    expect(a.code).toBe(0)
    expect((await money(m)).balance_money).toBe('40.00')
    const detail = await m.call<Record<string, unknown>>('/api/memberwithdraw/detail', { id: a.data.id })
    expect(detail.data).toMatchObject({ withdraw_no: a.data.withdraw_no, apply_money: '60.00', service_money: '0.36', money: '59.64', status: 0, status_name: '待审核', bank_name: '工商银行', transfer_type_name: '银行卡' })
    await ops('withdraw:refuse', a.data.withdraw_no, '账户信息有误')
    expect((await money(m)).balance_money).toBe('100.00')
    expect((await m.call('/api/memberwithdraw/detail', { id: a.data.id })).data).toMatchObject({ status: -1, status_name: '已拒绝', refuse_reason: '账户信息有误' })
    await expect(ops('withdraw:refuse', a.data.withdraw_no)).rejects.toThrow(/refused/)
    await expect(ops('withdraw:transfer', a.data.withdraw_no)).rejects.toThrow(/only an approved/)

    const b = await apply(m, '30', { transfer_type: 'alipay', bank_name: '', account_number: 'zs@example.com' })
    expect(b.code).toBe(0)
    await expect(ops('withdraw:transfer', b.data.withdraw_no)).rejects.toThrow(/only an approved/)
    await ops('withdraw:approve', b.data.withdraw_no)
    await expect(ops('withdraw:approve', b.data.withdraw_no)).rejects.toThrow(/only a pending/)
    await ops('withdraw:transfer', b.data.withdraw_no)
    await expect(ops('withdraw:transfer', b.data.withdraw_no)).rejects.toThrow(/transferred/)
    await expect(ops('withdraw:refuse', b.data.withdraw_no)).rejects.toThrow(/transferred/)
    expect((await money(m)).balance_money).toBe('70.00')
    const list = await m.call<ListBody<{ status: number; status_name: string; transfer_type_name: string }>>('/api/memberwithdraw/page')
    expect(list.data.list.map((w) => w.status)).toEqual([2, -1])
    expect((await m.call<ListBody>('/api/memberwithdraw/page', { status: -1 })).data.count).toBe(1)
    // another member: not found
    const other = await newMember(t)
    expect((await other.call('/api/memberwithdraw/detail', { id: a.data.id })).error_code).toBe('NOT_FOUND')
    expect((await other.call<ListBody>('/api/memberwithdraw/page')).data.count).toBe(0)
    await expect(ops('withdraw:approve', 'nonsense')).rejects.toThrow(/not a withdraw_no/)
  })

  it('the settings: closed, minimum and fee rate', async () => {
    const m = await withWithdrawable('50')
    await ops('account:config', 'account_withdraw', '{"is_use":0}')
    expect((await apply(m, '20')).code).toBe(-10100)
    await ops('account:config', 'account_withdraw', '{"is_use":1,"min":2000,"rate":100,"transfer_type":"alipay"}')
    expect((await apply(m, '15', { transfer_type: 'alipay', account_number: '13800000000' })).code).toBe(-10103)
    expect((await apply(m, '20')).code).toBe(-10101)
    const ok = await apply(m, '20', { transfer_type: 'alipay', account_number: '13800000000' })
    expect((await m.call('/api/memberwithdraw/detail', { id: ok.data.id })).data).toMatchObject({ service_money: '0.20', money: '19.80', rate: '1.00' })
    await ops('account:config', 'account_withdraw', '{"is_use":1,"min":1000,"rate":60,"transfer_type":"bank,alipay"}')
  })
})

describe('withdrawal accounts', () => {
  it('add (first is the default), edit, set default, delete; rules; another member reads not found', async () => {
    const m = await newMember(t)
    const bank = { realname: '张三', mobile: '13800000000', withdraw_type: 'bank', branch_bank_name: '工商银行', bank_account: '6222 0000 1111 2222' }
    const a = await m.call<number>('/api/memberbankaccount/add', bank)
    expect(a.code).toBe(0)
    const b = await m.call<number>('/api/memberbankaccount/add', { realname: '张三', mobile: '13800000000', withdraw_type: 'alipay', bank_account: 'zs@example.com' })
    expect((await m.call('/api/memberbankaccount/defaultinfo')).data).toMatchObject({ id: a.data, bank_account: '6222000011112222', withdraw_type_name: '银行卡', is_default: 1 })
    expect((await m.call('/api/memberbankaccount/setdefault', { id: b.data })).code).toBe(0)
    const page = await m.call<ListBody<{ id: number; is_default: number }>>('/api/memberbankaccount/page')
    expect(page.data.list.map((r) => [r.id, r.is_default])).toEqual([[b.data, 1], [a.data, 0]])
    expect((await m.call('/api/memberbankaccount/edit', { id: a.data, ...bank, branch_bank_name: '建设银行', is_default: 1 })).code).toBe(0)
    expect((await m.call('/api/memberbankaccount/info', { id: a.data })).data).toMatchObject({ branch_bank_name: '建设银行', is_default: 1 })
    expect((await m.call('/api/memberbankaccount/info', { id: b.data })).data).toMatchObject({ is_default: 0 })
    // rules
    expect((await m.call('/api/memberbankaccount/add', { ...bank, withdraw_type: 'wechatpay' })).message).toBe('不支持该提现方式')
    expect((await m.call('/api/memberbankaccount/add', { ...bank, branch_bank_name: '' })).message).toBe('请输入开户银行')
    expect((await m.call('/api/memberbankaccount/add', { ...bank, bank_account: '12ab' })).message).toBe('银行卡号须为 12-30 位数字')
    expect((await m.call('/api/memberbankaccount/add', { ...bank, withdraw_type: 'alipay', bank_account: 'nobody' })).message).toBe('支付宝账号须为手机号或邮箱')
    expect((await m.call('/api/memberbankaccount/add', { ...bank, mobile: '123' })).code).toBe(-10006)
    // another member
    const other = await newMember(t)
    for (const path of ['/api/memberbankaccount/info', '/api/memberbankaccount/delete', '/api/memberbankaccount/setdefault']) {
      expect((await other.call(path, { id: a.data })).error_code).toBe('NOT_FOUND')
    }
    expect((await other.call('/api/memberbankaccount/edit', { id: a.data, ...bank })).error_code).toBe('NOT_FOUND')
    expect((await other.call('/api/memberbankaccount/defaultinfo')).data).toBeNull()
    // deleting the default makes the newest other one the default
    expect((await m.call('/api/memberbankaccount/delete', { id: a.data })).code).toBe(0)
    expect((await m.call('/api/memberbankaccount/defaultinfo')).data).toMatchObject({ id: b.data })
  })

  it('the buyer has two, the bank card the default', async () => {
    const token = await tokenOf(t, 'buyer')
    const page = await t.call<ListBody<{ withdraw_type: string; is_default: number }>>('/api/memberbankaccount/page', { token })
    expect(page.data.list.map((r) => [r.withdraw_type, r.is_default])).toEqual([['bank', 1], ['alipay', 0]])
    const w = await t.call<ListBody<{ status: number }>>('/api/memberwithdraw/page', { token })
    expect(new Set(w.data.list.map((r) => r.status))).toEqual(new Set([0, 1, 2, -1]))
    expect((await t.call<ListBody>('/memberrecharge/api/order/page', { token })).data.count).toBe(2)
  })
})

describe('ledger', () => {
  it('after all of the above every member’s totals still equal their rows', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([])
    expect(await ops('account:check')).toMatch(/^ledger sound/)
    const m = await newMember(t)
    await t.db.updateTable('member').set({ point: 7 }).where('member_id', '=', m.memberId).execute()
    expect(await ops('account:check')).toContain(`member ${m.memberId} point: total 7, rows 0`)
    await t.db.updateTable('member').set({ point: 0 }).where('member_id', '=', m.memberId).execute()
  })

  it('growth reaching levels moves the member up and gives each crossed level’s gift once', async () => {
    const m = await newMember(t)
    await ops('account:adjust', m.username, 'growth', '2100')
    const detail = await m.call<{ member_level_name: string; point: number; growth: number }>('/api/member/detail')
    expect(detail.data).toMatchObject({ member_level_name: '银牌会员', point: 300, growth: 2100 })
    const gifts = await m.call<ListBody<{ from_type: string; related_id: string; account_data: number }>>('/api/memberaccount/page', { account_type: 'point', from_type: 'level_up' })
    expect(gifts.data.list.map((g) => [g.related_id, g.account_data]).sort()).toEqual([['level:2', 100], ['level:3', 200]])
    await ops('account:adjust', m.username, 'growth', '10')
    expect((await m.call<{ point: number }>('/api/member/detail')).data.point).toBe(300)
  })

  it('account:adjust never takes an account below zero', async () => {
    const m = await newMember(t)
    await expect(ops('account:adjust', m.username, 'point', '-1')).rejects.toThrow(/below zero/)
    expect(await ops('account:adjust', m.username, 'point', '10', '客服补偿')).toContain('point 10')
    await expect(ops('account:adjust', m.username, 'cash', '1')).rejects.toThrow(/one of/)
  })
})
