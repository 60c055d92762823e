import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, tokenOf, type TestApp } from '../test/harness.ts'
import { expectShape } from './shape.ts'

// Response shapes of the promotion endpoints against reference §2.7, §3.2 and §7: every field a
// contract client reads, money as 2-decimal strings, pictures as relative image paths.

let t: TestApp
let buyer = ''
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

const call = async <T = unknown>(path: string, body: Record<string, unknown> = {}) => {
  const res = await t.call<T>(path, body)
  expect(res.code, `${path}: ${res.message}`).toBe(0)
  return res.data
}
type Page<T = Record<string, unknown>> = { count: number; page_count: number; list: T[] }
const first = <T>(p: Page<T> | T[]) => {
  const list = Array.isArray(p) ? p : p.list
  expect(list.length).toBeGreaterThan(0)
  return list[0]!
}
const detailParts = { goods_sku_detail: 'object', goods_info: 'object', shop_info: 'object' } as const

describe('seckill (§7.1)', () => {
  it('lists, seckillgoods/page, seckillgoods/detail', async () => {
    const slots = await call<{ list: unknown[]; current_seckill_id: number }>('/seckill/api/seckill/lists')
    expectShape(first(slots.list), { seckill_id: 'number', name: 'string', seckill_start_time: 'number', seckill_end_time: 'number', seckill_start_time_show: 'string', seckill_end_time_show: 'string' }, 'slot')
    const goods = first(await call<Page<{ id: number }>>('/seckill/api/seckillgoods/page', { seckill_id: slots.current_seckill_id, page_size: 0 }))
    expectShape(goods, { id: 'number', sku_id: 'number', sku_name: 'string', sku_image: 'image', price: 'money', seckill_price: 'money', discount_rate: 'number' }, 'seckillgoods')
    const detail = await call<{ goods_sku_detail: unknown }>('/seckill/api/seckillgoods/detail', { id: goods.id })
    expectShape(detail, detailParts, 'seckill detail')
    expectShape(detail.goods_sku_detail, { id: 'number', sku_id: 'number', seckill_price: 'money', seckill_start_time: 'number', seckill_end_time: 'number', stock: 'number', sku_spec_format: 'json', goods_spec_format: 'json' }, 'goods_sku_detail')
  })
})

describe('groupbuy (§7.2), bundling (§7.3), topic (§7.4)', () => {
  it('groupbuy page, detail, info', async () => {
    const g = first(await call<Page<{ groupbuy_id: number; sku_id: number }>>('/groupbuy/api/goods/page', {}))
    expectShape(g, { groupbuy_id: 'number', goods_name: 'string', groupbuy_price: 'money', price: 'money', sku_image: 'image' }, 'groupbuy')
    const d = await call<{ goods_sku_detail: unknown }>('/groupbuy/api/goods/detail', { id: g.groupbuy_id })
    expectShape(d, detailParts, 'groupbuy detail')
    expectShape(d.goods_sku_detail, { groupbuy_id: 'number', groupbuy_price: 'money', buy_num: 'number', start_time: 'number', end_time: 'number', sell_num: 'number', status: 'number', sku_id: 'number', price: 'money' }, 'groupbuy goods_sku_detail')
    expectShape(await call('/groupbuy/api/goods/info', { id: g.groupbuy_id, sku_id: g.sku_id }), { sku_id: 'number', groupbuy_price: 'money', price: 'money', stock: 'number', sku_spec_format: 'json' }, 'groupbuy info')
  })
  it('bundling detail and lists', async () => {
    const d = await call<{ bundling_goods: Array<{ sku_id: number }> }>('/bundling/api/bundling/detail', { bl_id: 1 })
    expectShape(d, { bl_id: 'number', bl_name: 'string', site_id: 'number', site_name: 'string', bl_price: 'money', goods_money: 'money', shipping_fee_type: 'number', status: 'number', bundling_goods: 'array' }, 'bundle')
    expectShape(first(d.bundling_goods), { sku_id: 'number', sku_name: 'string', price: 'money', sku_image: 'image', promotion_price: 'money', stock: 'number', unit: 'string', goods_state: 'number', verify_state: 'number' }, 'bundling_goods')
    const lists = await call<unknown[]>('/bundling/api/bundling/lists', { sku_id: d.bundling_goods[0]!.sku_id })
    expectShape(first(lists), { bl_id: 'number', bl_name: 'string', bl_price: 'money', bundling_goods: 'array' }, 'bundling lists')
  })
  it('topic page, topicgoods page and detail', async () => {
    const topic = first(await call<Page<{ topic_id: number }>>('/topic/api/topic/page', {}))
    expectShape(topic, { topic_id: 'number', topic_name: 'string', topic_adv: 'image', status: 'number', remark: 'string', start_time: 'number', end_time: 'number' }, 'topic')
    const g = first(await call<Page<{ id: number }>>('/topic/api/topicgoods/page', { topic_id: topic.topic_id }))
    expectShape(g, { id: 'number', topic_id: 'number', start_time: 'number', end_time: 'number', site_id: 'number', topic_price: 'money', sku_id: 'number', sku_name: 'string', price: 'money', discount_price: 'money', stock: 'number', sku_image: 'image', goods_name: 'string', is_own: 'number' }, 'topicgoods')
    expectShape(await call('/topic/api/topicgoods/detail', { id: g.id }), detailParts, 'topicgoods detail')
  })
  it('the topic banners and the promotion goods pictures exist in every size', async () => {
    const topics = await call<Page<{ topic_adv: string }>>('/topic/api/topic/page', {})
    const slots = await call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
    const goods = await call<Page<{ sku_image: string }>>('/seckill/api/seckillgoods/page', { seckill_id: slots.current_seckill_id })
    for (const path of [...topics.list.map((x) => x.topic_adv), goods.list[0]!.sku_image]) {
      for (const size of ['', '_big', '_mid', '_small']) {
        const res = await t.app.inject({ method: 'GET', url: `/${path.replace(/\.svg$/, `${size}.svg`)}` })
        expect(res.statusCode, `${path} ${size}`).toBe(200)
        expect(res.headers['content-type']).toMatch(/svg/)
      }
    }
  })
})

describe('coupons (§2.4, §2.7, §7.5)', () => {
  it('shop and platform type lists, goods-detail coupons', async () => {
    const shop = first(await call<Page<{ site_id: number }>>('/coupon/api/coupon/typepagelists', { page_size: 9 }))
    expectShape(shop, { coupon_type_id: 'number', type: 'string', site_id: 'number', coupon_name: 'string', money: 'money', discount: 'string', max_fetch: 'number', at_least: 'money', end_time: 'number', image: 'string', validity_type: 'number', fixed_term: 'number', status: 'number', is_show: 'number', goods_type: 'number', site_name: 'string' }, 'shop coupon')
    const platform = first(await call<Page>('/platformcoupon/api/platformcoupon/typepagelists', { site_id: 0 }))
    expectShape(platform, { platformcoupon_type_id: 'number', platformcoupon_name: 'string', money: 'money', at_least: 'money', end_time: 'number', validity_type: 'number', fixed_term: 'number', use_scenario: 'number' }, 'platform coupon')
    const goods = await t.db.selectFrom('coupon_type as c').innerJoin('goods as g', 'g.site_id', 'c.site_id').select('g.goods_id').where('c.source', '=', 1).where('c.goods_type', '=', 1).where('g.goods_state', '=', 1).executeTakeFirstOrThrow()
    expectShape(first(await call<unknown[]>('/coupon/api/coupon/typelists', { goods_id: goods.goods_id })), { coupon_type_id: 'number', type: 'string', money: 'money', discount: 'string', at_least: 'money' }, 'typelists')
  })
})

describe('promotion order create (§3.2, §3.3)', () => {
  it('payment and calculate answer the §3.3 totals; the single-shop types (seckill, group buy, bundle) one shop object, topic keyed by shop', async () => {
    const slots = await call<{ current_seckill_id: number }>('/seckill/api/seckill/lists')
    const sk = first(await call<Page<{ id: number }>>('/seckill/api/seckillgoods/page', { seckill_id: slots.current_seckill_id }))
    const gb = first(await call<Page<{ groupbuy_id: number; sku_id: number; buy_num: number }>>('/groupbuy/api/goods/page', {}))
    const topic = first(await call<Page<{ topic_id: number }>>('/topic/api/topic/page', {}))
    const tg = first(await call<Page<{ id: number }>>('/topic/api/topicgoods/page', { topic_id: topic.topic_id }))
    const totals = { goods_money: 'money', delivery_money: 'money', coupon_money: 'money', platform_coupon_money: 'money', invoice_money: 'money', promotion_money: 'money', order_money: 'money', balance_money: 'money', pay_money: 'money', goods_num: 'number', is_virtual: 'number', member_account: 'object', shop_goods_list: 'object', platform_coupon_list: 'array' } as const
    const shopShape = { site_id: 'number', site_name: 'string', goods_list: 'array', goods_num: 'number', goods_money: 'money', pay_money: 'money', coupon_money: 'money', coupon_id: 'number', promotion_money: 'money', coupon_list: 'array', express_type: 'array', promotion: 'object', local_config: 'object' } as const
    for (const [type, body, single] of [
      ['seckill', { seckill_goods_id: sk.id, num: 1 }, true],
      ['groupbuy', { groupbuy_id: gb.groupbuy_id, sku_id: gb.sku_id, num: gb.buy_num }, true],
      ['bundling', { bl_id: 1, num: 1 }, true],
      ['topic', { topic_goods_id: tg.id, num: 1 }, false],
    ] as const) {
      for (const step of ['payment', 'calculate']) {
        const path = `/${type}/api/ordercreate/${step}`
        const data = await call<{ shop_goods_list: Record<string, unknown> }>(path, { token: buyer, ...body })
        expectShape(data, totals, path)
        // issue 26: the contract's seckill / group-buy / combo checkout pages read shop_goods_list as the shop itself
        const shop = single ? data.shop_goods_list : Object.values(data.shop_goods_list)[0]
        expectShape(shop, shopShape, `${path} shop`)
        if (!single) expect(Object.keys(data.shop_goods_list), path).toEqual([String((shop as { site_id: number }).site_id)])
      }
    }
  })
})
