import { describe, expect, it } from 'vitest'
import { decodeSpecs, type GoodsAttr, type GoodsDetail, type SkuDetail, type SpecGroup } from '../api/get-sku-detail.ts'
import {
  byThreshold, clampQuantity, discountSecondsLeft, imageList, manjianLines, mergedAttributes, parseJsonList, quantityLimits, reviewStars,
  shopGuarantees, shopScore, skuForSpec, specGroups, withSku,
} from './detail-logic.ts'

const groups = [
  { spec_name: '颜色', value: [
    { spec_id: 1, spec_value_name: '黑', sku_id: 10, selected: true },
    { spec_id: 1, spec_value_name: '白', sku_id: 11 },
    { spec_id: 1, spec_value_name: '金', sku_id: 12, disabled: true },
  ] },
]

describe('spec switching', () => {
  it('reads the format as JSON string or array', () => {
    expect(specGroups({ goods_spec_format: groups })).toEqual(groups)
    expect(specGroups({ goods_spec_format: [] })).toEqual([])
    expect(parseJsonList(JSON.stringify(groups))).toEqual(groups)
    expect(parseJsonList('{bad')).toEqual([])
    expect(parseJsonList(undefined)).toEqual([])
  })
  it('gets the "(JSON)" fields decoded by the fetcher: JSON text on the wire, lists for the components', () => {
    const wire = { sku_id: 1, goods_spec_format: JSON.stringify(groups), sku_spec_format: '[{"spec_name":"颜色","spec_value_name":"银"}]', goods_attr_format: '{bad' }
    const sku = decodeSpecs<{ sku_id: number; goods_spec_format?: SpecGroup[]; sku_spec_format?: unknown[]; goods_attr_format?: GoodsAttr[] }>(wire)
    expect(sku).toEqual({ sku_id: 1, goods_spec_format: groups, sku_spec_format: [{ spec_name: '颜色', spec_value_name: '银' }], goods_attr_format: [] })
    // a field the answer leaves out stays out
    expect(decodeSpecs<{ sku_id: number; goods_spec_format?: SpecGroup[] }>({ sku_id: 2 })).toEqual({ sku_id: 2 })
  })
  it('picks the other sku, ignores the current and disabled ones', () => {
    expect(skuForSpec(groups, 0, 1, 10)).toBe(11)
    expect(skuForSpec(groups, 0, 0, 10)).toBeNull()
    expect(skuForSpec(groups, 0, 2, 10)).toBeNull()
    expect(skuForSpec(groups, 3, 0, 10)).toBeNull()
  })
  it('merges the new sku into the goods detail and keeps goods and shop', () => {
    const detail = { goods_sku_detail: { sku_id: 10, goods_id: 1, price: '1.00', goods_content: '<p>x</p>' }, shop_info: { site_id: 2 }, timestamp: 100, receivedAt: 0 } as unknown as GoodsDetail
    const next = withSku(detail, { sku_id: 11, price: '2.00' } as never, 200)
    expect(next.goods_sku_detail).toMatchObject({ sku_id: 11, goods_id: 1, price: '2.00', goods_content: '<p>x</p>' })
    expect(next.shop_info).toBe(detail.shop_info)
    expect(next.timestamp).toBe(200)
  })
})

const sku = (p: Partial<SkuDetail>) => ({ stock: 10, min_buy: 0, max_buy: 0, ...p })

describe('quantity clamping', () => {
  it('1..stock by default', () => {
    const l = quantityLimits(sku({}))
    expect(l).toEqual({ min: 1, max: 10, cap: 'stock' })
    expect(clampQuantity(0, l)).toBe(1)
    expect(clampQuantity(99, l)).toBe(10)
    expect(clampQuantity(3.7, l)).toBe(3)
    expect(clampQuantity(Number.NaN, l)).toBe(1)
  })
  it('min_buy and what is left of max_buy', () => {
    expect(quantityLimits(sku({ min_buy: 2, max_buy: 5, purchased_num: 1 }))).toEqual({ min: 2, max: 4, cap: 'maxBuy' })
    expect(quantityLimits(sku({ stock: 3, max_buy: 5 }))).toEqual({ min: 1, max: 3, cap: 'stock' })
  })
  it('sold out stays at the minimum', () => {
    const l = quantityLimits(sku({ stock: 0 }))
    expect(l.max).toBe(0)
    expect(clampQuantity(5, l)).toBe(1)
  })
})

describe('countdown from the server clock', () => {
  it('only for a running limited-time discount', () => {
    expect(discountSecondsLeft({ promotion_type: 1, start_time: 0, end_time: 1000 }, 400)).toBe(600)
    expect(discountSecondsLeft({ promotion_type: 0, start_time: 0, end_time: 1000 }, 400)).toBe(0)
    expect(discountSecondsLeft({ promotion_type: 1, start_time: 500, end_time: 1000 }, 400)).toBe(0)
    expect(discountSecondsLeft({ promotion_type: 1, start_time: 0, end_time: 300 }, 400)).toBe(0)
  })
})

describe('spend-threshold lines', () => {
  it('builds 满减, 满送 and 包邮 from the rules, lowest threshold first', () => {
    const lines = manjianLines({
      manjian_id: 1, manjian_name: 'x', manjian_type: 1, type: 0,
      rule_json: [
        { money: '200.00', discount_money: '30.00', free_shipping: 1, point: 20 },
        { money: '100', discount_money: '10', coupon: 3, coupon_data: { type: 'discount', discount: '9.50' } },
      ],
    })
    expect(lines.map((l) => l.kind)).toEqual(['discount', 'gift', 'shipping'])
    expect(lines[0]!.parts).toEqual([
      { type: 'discount', threshold: '100', unit: 'yuan', amount: '10' },
      { type: 'discount', threshold: '200', unit: 'yuan', amount: '30' },
    ])
    expect(lines[1]!.parts).toEqual([
      { type: 'coupon', threshold: '100', unit: 'yuan', couponType: 'discount', value: '9.5' },
      { type: 'point', threshold: '200', unit: 'yuan', point: 20 },
    ])
    expect(manjianLines(null)).toEqual([])
  })
  it('adds the gift to the 满送 line, after the points and coupon of its threshold', () => {
    const lines = manjianLines({
      manjian_id: 1, manjian_name: '店庆满减送', manjian_type: 1, type: 0,
      rule_json: [
        { money: '699.00', discount_money: '100.00', point: 200, coupon: 7, coupon_data: { coupon_name: '店庆回馈券', type: 'reward', at_least: '100.00', money: '15.00', discount: '0.00' },
          present: 42, present_num: 2, present_data: { sku_id: 42, sku_name: '帆布袋', sku_image: 'img/goods/bag.png', num: 2 } },
        { money: '399.00', coupon: 7, coupon_data: { coupon_name: '店庆回馈券', type: 'reward', at_least: '100.00', money: '15.00', discount: '0.00' } },
      ],
    })
    expect(lines.find((l) => l.kind === 'gift')!.parts).toEqual([
      { type: 'coupon', threshold: '399', unit: 'yuan', couponType: 'reward', value: '15' },
      { type: 'point', threshold: '699', unit: 'yuan', point: 200 },
      { type: 'coupon', threshold: '699', unit: 'yuan', couponType: 'reward', value: '15' },
      { type: 'present', threshold: '699', unit: 'yuan', name: '帆布袋', num: 2, skuId: 42 },
    ])
    // said once a threshold: 满399元送…；满699元送…、…、…
    expect(byThreshold(lines.find((l) => l.kind === 'gift')!.parts).map((g) => [g[0]!.threshold, g.map((p) => p.type)])).toEqual([
      ['399', ['coupon']],
      ['699', ['point', 'coupon', 'present']],
    ])
  })
  it('shows no gift or coupon the server could not name (present or coupon without its data)', () => {
    expect(manjianLines({ manjian_id: 1, manjian_name: 'x', manjian_type: 1, type: 1, rule_json: [{ money: 2, present: 9, present_num: 1, coupon: 3 }] })).toEqual([])
    expect(manjianLines({ manjian_id: 1, manjian_name: 'x', manjian_type: 1, type: 1,
      rule_json: [{ money: 2, present_data: { sku_id: 9, sku_name: '赠品', sku_image: '', num: 0 } }] })).toEqual([
      { kind: 'gift', parts: [{ type: 'present', threshold: '2', unit: 'item', name: '赠品', num: 1, skuId: 9 }] },
    ])
  })
  it('counts in items when type is 1', () => {
    expect(manjianLines({ manjian_id: 1, manjian_name: 'x', manjian_type: 1, type: 1, rule_json: [{ money: 3, free_shipping: 1 }] })).toEqual([
      { kind: 'shipping', parts: [{ type: 'shipping', threshold: '3', unit: 'item' }] },
    ])
  })
})

describe('small display rules', () => {
  it('attributes merge duplicate ids', () => {
    expect(mergedAttributes({ goods_attr_format: [
      { attr_id: 1, attr_name: '颜色', attr_value_name: '红' },
      { attr_id: 1, attr_name: '颜色', attr_value_name: '蓝' },
      { attr_id: 2, attr_name: '尺寸', attr_value_name: 'L' },
    ] })).toEqual([{ name: '颜色', value: '红、蓝' }, { name: '尺寸', value: 'L' }])
  })
  it('gallery images: list without duplicates, or the main image', () => {
    expect(imageList({ sku_images: 'a.png, b.png,a.png', sku_image: 'a.png' })).toEqual(['a.png', 'b.png'])
    expect(imageList({ sku_images: '', sku_image: 'm.png' })).toEqual(['m.png'])
  })
  it('shop score and badges', () => {
    expect(shopScore({ shop_desccredit: 4.1, shop_servicecredit: '5', shop_deliverycredit: 4.7 })).toBe('4.6')
    expect(shopGuarantees({ shop_baozh: 0, shop_qtian: 1, shop_xiaoxie: 1 } as never)).toEqual(['qtian', 'xiaoxie'])
  })
  it('a review shows the stars the shopper chose: 4 stars stay 4 (a good review), not 5', () => {
    expect(reviewStars({ scores: 4, explain_type: 1 })).toBe(4)
    expect([1, 2, 3, 4, 5].map((scores) => reviewStars({ scores, explain_type: 1 }))).toEqual([1, 2, 3, 4, 5])
    // an answer without scores (an older server): good 5, medium 3, bad 1
    expect([1, 2, 3].map((explain_type) => reviewStars({ explain_type }))).toEqual([5, 3, 1])
  })
})
