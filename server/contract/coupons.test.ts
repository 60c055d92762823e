import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { succeeding } from './shape.ts'
import { createTestApp, type TestApp, tokenOf } from '../test/harness.ts'

// A coupon's face in every list that carries `discount` (reference §2.4, §2.7, §3.3, §7.5, §7.6):
// the contract's clients show `￥money` when `discount` is '0.00' and `{discount}折` otherwise, so a
// money-off (reward) coupon answers discount '0.00' and a discount coupon its 折 with two decimals
// ('9.00', '8.80'), the coupon tables' decimal. Issue 25: a money-off coupon came as '0.0' and the
// contract's client printed "0.0 折".

let t: TestApp
let buyer = ''
const call = <T>(path: string, body: Record<string, unknown> = {}) => succeeding(t)<T>(path, body)
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(() => t.close())

interface Face {
  type: string
  money: string
  discount: unknown
}

/** the faces seen, by type, so each test proves it met both kinds */
function expectFaces(list: Face[], where: string) {
  expect(list.length, where).toBeGreaterThan(0)
  for (const c of list) {
    const at = `${where} ${c.type} ${c.money}/${String(c.discount)}`
    expect(c.discount, at).toEqual(expect.stringMatching(/^\d\.\d{2}$/))
    if (c.type === 'reward') expect(c.discount, at).toBe('0.00')
    else {
      expect(c.type, at).toBe('discount')
      expect(Number(c.discount), at).toBeGreaterThan(0)
      expect(Number(c.discount), at).toBeLessThan(10)
    }
  }
  return new Set(list.map((c) => c.type))
}

describe('coupon faces: money-off "0.00", a discount its 折 with two decimals', () => {
  it('the coupon centre and the goods-detail coupons', async () => {
    const centre = await call<{ list: Face[] }>('/coupon/api/coupon/typepagelists', { page_size: 50 })
    expect(expectFaces(centre.list, 'typepagelists')).toEqual(new Set(['reward', 'discount']))
    const shop = await t.db.selectFrom('coupon_type').select('site_id').where('type', '=', 'discount').where('source', '=', 1).where('status', '=', 1).executeTakeFirstOrThrow()
    const goods = await t.db.selectFrom('goods').select('goods_id').where('site_id', '=', shop.site_id).where('goods_state', '=', 1).executeTakeFirstOrThrow()
    expect(expectFaces(await call<Face[]>('/coupon/api/coupon/typelists', { goods_id: goods.goods_id }), 'typelists')).toEqual(new Set(['reward', 'discount']))
  })

  it("my coupons (shop and platform) and the checkout's coupon list", async () => {
    const mine = await call<{ list: Face[] }>('/coupon/api/coupon/memberpage', { token: buyer, state: 1, page_size: 50 })
    expect(expectFaces(mine.list, 'coupon/memberpage')).toEqual(new Set(['reward', 'discount']))
    expectFaces((await call<{ list: Face[] }>('/platformcoupon/api/platformcoupon/memberpage', { token: buyer, state: 1 })).list, 'platformcoupon/memberpage')
    // the buyer holds 9折 of shop 2 and 满99减10 of shop 1: a checkout of one goods of each
    const seen = new Set<string>()
    for (const site of [1, 2]) {
      const sku = await t.db.selectFrom('goods_sku').select('sku_id').where('site_id', '=', site).where('on_sale', '=', true).where('stock', '>', 0)
        .where('price', '>=', 10_000).where('is_virtual', '=', 0).orderBy('sku_id').executeTakeFirstOrThrow()
      const payment = await call<{ shop_goods_list: Record<string, { coupon_list: Face[] }> }>('/api/ordercreate/payment', { token: buyer, sku_id: sku.sku_id, num: 1 })
      for (const type of expectFaces(payment.shop_goods_list[site]!.coupon_list, `payment shop ${site}`)) seen.add(type)
    }
    expect(seen).toEqual(new Set(['reward', 'discount']))
  })

  it("a 满减送 rule's coupon_data", async () => {
    const rules = await t.db.selectFrom('promotion_manjian').select(['site_id', 'rule_json']).where('status', '=', 1).execute()
    const faces: Face[] = []
    for (const r of rules) {
      const goods = await t.db.selectFrom('goods').select('goods_id').where('site_id', '=', r.site_id).where('goods_state', '=', 1).executeTakeFirst()
      if (!goods) continue
      const info = await call<{ rule_json: Array<{ coupon_data?: Face }> } | null>('/manjian/api/manjian/info', { goods_id: goods.goods_id, site_id: r.site_id })
      for (const rule of info?.rule_json ?? []) if (rule.coupon_data) faces.push(rule.coupon_data)
    }
    expectFaces(faces, 'manjian coupon_data')
  })
})
