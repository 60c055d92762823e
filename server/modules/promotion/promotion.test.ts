import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, newMember, solvedCaptcha, type ListBody, type TestApp } from '../../test/harness.ts'
import { runCommand } from '../../ops/commands.ts'
import { secondsOfDay } from './time.ts'

// The promotion endpoints on a fresh seeded database with a test clock: slots, goods, details,
// the coupon centre and receiving (limits, another member, bad input).

const clock = testClock(Date.UTC(2026, 10, 23, 6, 30)) // 14:30 Beijing time
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

interface Slot { seckill_id: number; status: number; seckill_start_time: number; seckill_end_time: number; start_timestamp: number; end_timestamp: number }

describe('flash sale', () => {
  it('lists the day in slots, the running one found from the clock', async () => {
    const res = await t.call<{ list: Slot[]; now_seconds: number; current_seckill_id: number }>('/seckill/api/seckill/lists')
    expect(res.code).toBe(0)
    expect(res.data.list.length).toBe(12)
    expect(res.data.now_seconds).toBe(secondsOfDay(clock.now()))
    const running = res.data.list.filter((s) => s.status === 2)
    expect(running).toHaveLength(1)
    expect(running[0]!.seckill_id).toBe(res.data.current_seckill_id)
    expect(running[0]!.start_timestamp).toBeLessThanOrEqual(clock.now())
    expect(running[0]!.end_timestamp).toBeGreaterThan(clock.now())
    expect(res.data.list.filter((s) => s.status === 3).length).toBe(7) // 00–14 h are over at 14:30
  })

  it('pages a slot’s goods with flash price and discount rate, and answers the detail', async () => {
    const slots = await t.call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
    const page = await t.call<ListBody<{ id: number; seckill_price: string; price: string; discount_rate: number; stock: number }>>('/seckill/api/seckillgoods/page', { seckill_id: slots.data.current_seckill_id })
    expect(page.code).toBe(0)
    expect(page.data.list.length).toBeGreaterThan(0)
    for (const g of page.data.list) {
      expect(Number(g.seckill_price)).toBeLessThan(Number(g.price))
      expect(g.discount_rate).toBe(Math.floor((Math.round(Number(g.seckill_price) * 100) * 100) / Math.round(Number(g.price) * 100)))
    }
    const detail = await t.call<{ goods_sku_detail: { id: number; seckill_price: string; status: number }; shop_info: unknown }>('/seckill/api/seckillgoods/detail', { id: page.data.list[0]!.id })
    expect(detail.code).toBe(0)
    expect(detail.data.goods_sku_detail.id).toBe(page.data.list[0]!.id)
    expect(detail.data.goods_sku_detail.status).toBe(2)
    expect((await t.call('/seckill/api/seckillgoods/detail', { id: 99_999_999 })).code).toBe(-1)
    expect((await t.call('/seckill/api/seckillgoods/page', { seckill_id: 'x' })).code).toBe(-10006)
  })
})

describe('coupon centre', () => {
  it('lists shop and platform coupons and receives within the per-member limit', async () => {
    const m = await newMember(t)
    const shop = await t.call<ListBody<{ coupon_type_id: number; site_id: number; max_fetch: number; received_num: number }>>('/coupon/api/coupon/typepagelists', { token: m.token, page_size: 50 })
    expect(shop.code).toBe(0)
    expect(shop.data.list.length).toBeGreaterThan(5)
    const one = shop.data.list.find((c) => c.max_fetch === 1)!
    const first = await m.call<{ is_exist: number }>('/coupon/api/coupon/receive', { coupon_type_id: one.coupon_type_id, site_id: one.site_id, get_type: 2 })
    expect(first.code).toBe(0)
    expect(first.data.is_exist).toBe(1)
    const again = await m.call<{ is_exist: number }>('/coupon/api/coupon/receive', { coupon_type_id: one.coupon_type_id, site_id: one.site_id })
    expect(again.code).toBe(-10070)
    expect(again.data.is_exist).toBe(1)
    const platform = await t.call<ListBody<{ platformcoupon_type_id: number }>>('/platformcoupon/api/platformcoupon/typepagelists', {})
    expect(platform.data.list.length).toBeGreaterThan(0)
    const p = await m.call('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: platform.data.list[0]!.platformcoupon_type_id })
    expect(p.code).toBe(0)
    // a shop coupon id on the platform endpoint is not found
    expect((await m.call('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: one.coupon_type_id })).code).toBe(-1)
    expect((await t.call('/coupon/api/coupon/receive', { coupon_type_id: one.coupon_type_id })).error_code).toBe('TOKEN_NOT_EXIST')
  })
})

describe('registration coupon pack', () => {
  it('a new member gets the configured pack; an empty pack gives nothing', async () => {
    const username = `pack_${Math.floor(Math.random() * 1e8)}`
    const reg = await t.call<string>('/api/register/username', { username, password: 'abc12345', ...(await solvedCaptcha(t)) })
    expect(reg.code).toBe(0)
    const member = await t.db.selectFrom('member').select('member_id').where('username', '=', username).executeTakeFirstOrThrow()
    const coupons = await t.db.selectFrom('member_coupon').select(['coupon_name', 'money', 'at_least', 'state', 'get_type', 'end_time']).where('member_id', '=', member.member_id).orderBy('money').execute()
    expect(coupons.map((c) => [c.money, c.at_least, c.state, c.get_type])).toEqual([[2000, 9900, 1, 3], [3000, 19_900, 1, 3]])
    expect(coupons.every((c) => c.end_time === clock.now() + 30 * 86_400)).toBe(true)

    // the pack's coupons cannot be received from the centre by id
    const packType = await t.db.selectFrom('coupon_type').select('coupon_type_id').where('is_show', '=', 0).executeTakeFirstOrThrow()
    expect((await t.call('/platformcoupon/api/platformcoupon/receive', { token: (await newMember(t)).token, platformcoupon_type_id: packType.coupon_type_id })).code).toBe(-1)

    expect(await runCommand(t.app.deps, 'coupon:pack', [])).toBe('registration pack: none')
    const other = `pack_${Math.floor(Math.random() * 1e8)}`
    expect((await t.call('/api/register/username', { username: other, password: 'abc12345', ...(await solvedCaptcha(t)) })).code).toBe(0)
    const none = await t.db.selectFrom('member_coupon as c').innerJoin('member as m', 'm.member_id', 'c.member_id').select('c.coupon_id').where('m.username', '=', other).execute()
    expect(none).toHaveLength(0)
  })
})

describe('“use it”: the goods a coupon applies to', () => {
  it('filters the goods list by a shop coupon’s goods and by a platform coupon’s shop groups', async () => {
    const listed = await t.db.selectFrom('coupon_type').select(['coupon_type_id', 'site_id', 'goods_ids']).where('source', '=', 1).where('goods_type', '=', 2).orderBy('coupon_type_id').executeTakeFirstOrThrow()
    const page = await t.call<ListBody<{ goods_id: number; site_id: number }>>('/api/goodssku/page', { coupon_type: listed.coupon_type_id, site_id: listed.site_id, page_size: 50 })
    expect(page.code).toBe(0)
    const ids = listed.goods_ids.split(',').map(Number)
    expect(page.data.list.length).toBeGreaterThan(0)
    expect(page.data.list.every((g) => ids.includes(g.goods_id) && g.site_id === listed.site_id)).toBe(true)

    const group = await t.db.selectFrom('coupon_type').select('coupon_type_id').where('source', '=', 2).where('use_scenario', '=', 2).executeTakeFirstOrThrow()
    const shops = new Set((await t.db.selectFrom('shop').select('site_id').where('group_id', '=', 1).execute()).map((s) => s.site_id))
    const byGroup = await t.call<ListBody<{ site_id: number }>>('/api/goodssku/page', { platform_coupon_type: group.coupon_type_id, page_size: 50 })
    expect(byGroup.data.list.length).toBeGreaterThan(0)
    expect(byGroup.data.list.every((g) => shops.has(g.site_id))).toBe(true)
    expect((await t.call<ListBody>('/api/goodssku/page', { coupon_type: 99_999_999 })).data.count).toBe(0)
  })
})
