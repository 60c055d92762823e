import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/index.ts'
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts'
import { createTestApp, deadTokens, ensureBasics, newMember, setCaptcha, topSku, type TestApp } from '../../test/harness.ts'
import { makeOrder } from '../order/test-orders.ts'

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await ensureBasics(t)
})

const LOGIN_FORCED = ['/api/member/info', '/api/member/detail', '/api/order/num', '/api/member/couponnum', '/api/memberlevel/lists']

let orderSeq = 0
async function addOrder(d: Database, memberId: number, status: number, options: { isEvaluate?: number; refunds?: number[] } = {}) {
  orderSeq += 1
  const order = await d
    .insertInto('orders')
    .values({
      order_no: `T${Date.now()}${orderSeq}${memberId}`,
      member_id: memberId,
      site_id: 1,
      order_status: status,
      is_evaluate: options.isEvaluate ?? 0,
      create_time: t.clock.now(),
    })
    .returning('order_id')
    .executeTakeFirstOrThrow()
  for (const refund of options.refunds ?? [0]) {
    await d
      .insertInto('order_goods')
      .values({ order_id: order.order_id, member_id: memberId, site_id: 1, goods_id: 1, sku_id: 1, sku_name: 'x', price: 100, num: 1, refund_status: refund })
      .execute()
  }
}

describe('member info and detail', () => {
  it('detail has the reference fields, money as strings, flags instead of hashes', async () => {
    const m = await newMember(t, { mobile: `137${String(Date.now()).slice(-8)}` })
    await db().updateTable('member').set({ balance: 1250, balance_money: 5, point: 30, growth: 12 }).where('member_id', '=', m.memberId).execute()
    const res = await t.call<Record<string, unknown>>('/api/member/detail', { token: m.token })
    expect(res.code).toBe(0)
    expect(Object.keys(res.data).sort()).toEqual(
      [
        'member_id', 'username', 'nickname', 'mobile', 'email', 'status', 'headimg', 'member_level', 'member_level_name',
        'member_label', 'member_label_name', 'sex', 'location', 'birthday', 'point', 'balance', 'balance_money', 'growth',
        'sign_days_series', 'password', 'pay_password',
        // registration time: the home greets a new member, not a returning one
        'reg_time',
      ].sort(),
    )
    expect(res.data).toMatchObject({
      member_id: m.memberId,
      username: m.username,
      nickname: m.username,
      balance: '12.50',
      balance_money: '0.05',
      point: 30,
      growth: 12,
      password: 1,
      pay_password: 0,
      status: 1,
    })
    expect(typeof res.data.member_level_name).toBe('string')
    expect((res.data.member_level_name as string).length).toBeGreaterThan(0)
    expect(JSON.stringify(res.data)).not.toMatch(/scrypt|hash/)
  })

  it('info has the profile fields and no hashes', async () => {
    const m = await newMember(t)
    const res = await t.call<Record<string, unknown>>('/api/member/info', { token: m.token })
    expect(res.data).toMatchObject({ username: m.username, nickname: m.username, email: '', mobile: '', headimg: '', point: 0, balance: '0.00' })
    expect(res.data).toHaveProperty('member_level_name')
    expect(JSON.stringify(res.data)).not.toMatch(/scrypt|password_hash/)
  })
})

const coupon = (memberId: number, state: number) => ({ member_id: memberId, coupon_name: 'c', state, fetch_time: t.clock.now() })

describe('counters', () => {
  it('order/num counts each tab from the caller rows only', async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    await addOrder(db(), a.memberId, 0)
    await addOrder(db(), a.memberId, 0)
    await addOrder(db(), a.memberId, 1)
    await addOrder(db(), a.memberId, 3)
    await addOrder(db(), a.memberId, 4, { isEvaluate: 1 })
    await addOrder(db(), a.memberId, 10, { isEvaluate: 1, refunds: [1, 0, 6] })
    await addOrder(db(), a.memberId, 10, { isEvaluate: 0, refunds: [-1, 3] })
    await addOrder(db(), a.memberId, -1)
    // B's rows must never show up in A's counts
    await addOrder(db(), b.memberId, 0)
    await addOrder(db(), b.memberId, 4, { isEvaluate: 1, refunds: [2] })

    const all = await a.call('/api/order/num')
    expect(all.data).toEqual({ waitpay: 2, waitsend: 1, waitconfirm: 1, waitrate: 2, refunding: 3 })
    const some = await a.call('/api/order/num', { order_status: 'waitpay,refunding' })
    expect(some.data).toEqual({ waitpay: 2, refunding: 3 })
    const ofB = await b.call('/api/order/num', { order_status: 'waitpay,waitsend,waitconfirm,waitrate,refunding' })
    expect(ofB.data).toEqual({ waitpay: 1, waitsend: 0, waitconfirm: 0, waitrate: 1, refunding: 1 })
    const bad = await a.call('/api/order/num', { order_status: 'waitpay,everything' })
    expect(bad.code).toBe(-10006)
    expect(bad.message).toContain('everything')
  })

  it('couponnum counts the member coupons in a state (default unused)', async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    await db()
      .insertInto('member_coupon')
      .values([coupon(a.memberId, 1), coupon(a.memberId, 1), coupon(a.memberId, 2), coupon(a.memberId, 3), coupon(b.memberId, 1)])
      .execute()
    expect((await a.call('/api/member/couponnum')).data).toBe(2)
    expect((await a.call('/api/member/couponnum', { state: 2 })).data).toBe(1)
    expect((await a.call('/api/member/couponnum', { state: '3' })).data).toBe(1)
    expect((await b.call('/api/member/couponnum')).data).toBe(1)
    expect((await a.call('/api/member/couponnum', { state: 4 })).code).toBe(-10006)
  })

  it('cart/count counts cart lines, and is 0 without a live token', async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    await db()
      .insertInto('cart')
      .values([
        { member_id: a.memberId, site_id: 1, sku_id: 1, num: 3, create_time: t.clock.now() },
        { member_id: a.memberId, site_id: 1, sku_id: 2, num: 1, create_time: t.clock.now() },
        { member_id: b.memberId, site_id: 1, sku_id: 1, num: 1, create_time: t.clock.now() },
      ])
      .execute()
    expect((await a.call('/api/cart/count')).data).toBe(2)
    expect((await b.call('/api/cart/count')).data).toBe(1)
    expect(await t.call('/api/cart/count')).toMatchObject({ code: 0, data: 0 })
    for (const token of Object.values(await deadTokens(t, a.memberId))) {
      expect(await t.call('/api/cart/count', { token })).toMatchObject({ code: 0, data: 0 })
    }
  })

  it('memberlevel/lists is sorted by growth', async () => {
    const m = await newMember(t)
    await db().insertInto('member_level').values({ level_name: '测试高级', growth: 999_999, remark: 'r' }).execute()
    const res = await t.call<Array<{ level_id: number; level_name: string; growth: number; remark: string }>>('/api/memberlevel/lists', { token: m.token })
    expect(res.code).toBe(0)
    expect(res.data.length).toBeGreaterThan(1)
    expect(Object.keys(res.data[0]!).sort()).toEqual(['growth', 'level_id', 'level_name', 'remark', 'send_balance', 'send_point'])
    const growths = res.data.map((l) => l.growth)
    expect(growths).toEqual([...growths].sort((x, y) => x - y))
    expect(res.data.at(-1)!.level_name).toBe('测试高级')
  })

  it.runIf(DEMO_ACCOUNTS.some((a) => a.username === 'buyer'))('the demo buyer sees its seeded counters', async () => {
    await setCaptcha(t, false)
    const login = await t.call<{ token: string }>('/api/login/login', { username: 'buyer', password: 'buyer123' })
    expect(login.code).toBe(0)
    const token = login.data.token
    const buyer = await db().selectFrom('member').select(['member_id', 'point']).where('username', '=', 'buyer').executeTakeFirstOrThrow()
    const orders = await db().selectFrom('orders').select(['order_status', 'is_evaluate']).where('member_id', '=', buyer.member_id).execute()
    const nums = await t.call<Record<string, number>>('/api/order/num', { token })
    expect(nums.data.waitpay).toBe(orders.filter((o) => o.order_status === 0).length)
    expect(nums.data.waitrate).toBe(orders.filter((o) => [4, 10].includes(o.order_status) && o.is_evaluate === 1).length)
    expect(Object.values(nums.data).reduce((x, y) => x + y, 0)).toBeGreaterThan(0)
    const coupons = await t.call<number>('/api/member/couponnum', { token })
    expect(coupons.data).toBeGreaterThan(0)
    const detail = await t.call<{ mobile: string; point: number; balance: string }>('/api/member/detail', { token })
    expect(detail.data.mobile).toBe('13800138000')
    expect(detail.data.point).toBe(buyer.point)
  })
})

describe('order list money', () => {
  it('a balance-paid order says what it cost: balance_money beside pay_money (the online part, 0.00)', async () => {
    const m = await newMember(t)
    const o = await makeOrder(db(), { memberId: m.memberId, status: 1, paidBy: 'balance', lines: [4580], now: t.clock.now() })
    const both = await makeOrder(db(), { memberId: m.memberId, status: 1, paidBy: 'both', lines: [4580], now: t.clock.now() })
    const list = await m.call<{ list: Array<{ order_id: number; pay_money: string; balance_money: string; order_money: string }> }>('/api/order/lists', { order_status: 'all' })
    expect(list.data.list.find((r) => r.order_id === o.order_id)).toMatchObject({ pay_money: '0.00', balance_money: '45.80' })
    expect(list.data.list.find((r) => r.order_id === both.order_id)).toMatchObject({ pay_money: '22.90', balance_money: '22.90' })
  })
})

describe('login-forced endpoints', () => {
  it('answer TOKEN_NOT_EXIST without a token and TOKEN_ERROR for unknown, expired, revoked tokens', async () => {
    const m = await newMember(t)
    const dead = await deadTokens(t, m.memberId)
    for (const path of LOGIN_FORCED) {
      const missing = await t.call(path)
      expect(missing, path).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST', data: 'AuthError' })
      for (const [kind, token] of Object.entries(dead)) {
        const res = await t.call(path, { token })
        expect(res, `${path} ${kind}`).toMatchObject({ code: -1, error_code: 'TOKEN_ERROR' })
      }
      expect((await t.call(path, { token: m.token })).code, path).toBe(0)
    }
  })

  it('a disabled member token stops working', async () => {
    const m = await newMember(t)
    await db().updateTable('member').set({ status: 0 }).where('member_id', '=', m.memberId).execute()
    expect((await m.call('/api/member/info')).error_code).toBe('TOKEN_ERROR')
  })

  it('bad input gets a parameter error, never a 500', async () => {
    const m = await newMember(t)
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/api/order/num', { order_status: 'x'.repeat(101) }],
      ['/api/order/num', { order_status: 5 }],
      ['/api/member/couponnum', { state: 'one' }],
      ['/api/member/couponnum', { state: [1] }],
    ]
    for (const [path, body] of cases) {
      const res = await t.app.inject({ method: 'POST', url: path, payload: { token: m.token, ...body } })
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json(), path).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' })
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/member/info', headers: { 'content-type': 'application/json' }, payload: '{' })
    expect(malformed.json()).toMatchObject({ code: -10006 })
    // a read-only call answers GET too, the token in… (see the next test)
    const viaGet = await t.app.inject({ method: 'GET', url: '/api/member/couponnum?state=1' })
    expect(viaGet.json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' })
  })

  it('a token in the query string is no login: a GET (or a POST) with ?token= answers as to a visitor', async () => {
    // issue 21: a URL lands in logs, histories and Referer headers; the contract sends its token in the
    // body only (reference §4.1, every call a POST with a JSON body; the socket binds with a POST too)
    const m = await newMember(t)
    const sku = await topSku(t)
    expect((await m.call('/api/cart/add', { sku_id: sku.sku_id, site_id: sku.site_id, num: 1 })).code).toBe(0)
    expect((await m.call<number>('/api/cart/count')).data).toBeGreaterThan(0)
    const q = `token=${encodeURIComponent(m.token)}`
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json()
    // login-forced calls that answer GET: not logged in
    expect(await get(`/api/member/couponnum?${q}&state=1`)).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' })
    expect(await get(`/api/order/num?${q}`)).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' })
    // a call that is open to visitors answers the visitor's answer: an empty cart
    expect(await get(`/api/cart/count?${q}`)).toMatchObject({ code: 0, data: 0 })
    // a POST with the token in its URL rather than its body: the same
    const post = await t.app.inject({ method: 'POST', url: `/api/member/info?${q}`, payload: {} })
    expect(post.json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' })
    // the body's token still works, whatever the query says
    const both = await t.app.inject({ method: 'POST', url: '/api/cart/count?token=x', payload: { token: m.token } })
    expect(both.json().data).toBeGreaterThan(0)
  })
})
