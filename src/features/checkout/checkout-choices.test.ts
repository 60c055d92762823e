import { describe, expect, it } from 'vitest'
import { beijingEpoch } from '../../../domain/time.ts'
import { type PaymentData, type PaymentShop, shopsBySite } from './api/order-payment.ts'
import { choicesToWire, createProblems, deliverySlots, initialChoices, messagesToWire } from './checkout-choices.ts'

const shop = (over: Partial<PaymentShop> = {}): PaymentShop => ({
  site_id: 1,
  site_name: '数码旗舰',
  goods_list: [],
  goods_num: 1,
  goods_money: '100.00',
  promotion_money: '0.00',
  coupon_id: 7,
  coupon_money: '10.00',
  platform_coupon_money: '0.00',
  delivery_money: '0.00',
  order_money: '90.00',
  pay_money: '90.00',
  promotion: {},
  coupon_list: [],
  express_type: [
    { name: 'express', title: '物流配送' },
    { name: 'store', title: '门店自提', store_id: 3, store_list: [{ store_id: 3, store_name: 'A', full_address: '', address: '', open_date: '', telphone: '' }] },
    { name: 'local', title: '外卖配送' },
  ],
  local_config: { is_use: 1, info: { time_is_open: 1, start_time: 9 * 3600, end_time: 12 * 3600, time_interval: 60 } },
  delivery: { delivery_type: 'express', store_id: 0, buyer_ask_delivery_time: '' },
  ...over,
})

const payment = (over: Partial<PaymentData> = {}): PaymentData => ({
  goods_money: '100.00', delivery_money: '0.00', coupon_money: '10.00', platform_coupon_money: '0.00', platform_coupon_id: 5,
  invoice_money: '0.00', promotion_money: '0.00', order_money: '90.00', balance_money: '0.00', pay_money: '90.00', goods_num: 1,
  is_virtual: 0, is_balance: 0,
  member_address: { id: 1 } as PaymentData['member_address'],
  member_account: { balance_total: '0.00', is_pay_password: 0 },
  platform_coupon_list: [],
  shop_goods_list: { '1': shop() },
  ...over,
})

describe('order-confirm choices', () => {
  it('start from what the server preselected', () => {
    expect(initialChoices(payment())).toEqual({
      shops: { '1': { delivery_type: 'express', store_id: 0, time: '', coupon_id: 7, message: '' } },
      platform_coupon_id: 5,
      is_balance: 0,
    })
  })

  it('go on the wire as the JSON strings of reference §3.2', () => {
    const c = initialChoices(payment())
    c.shops['1'] = { ...c.shops['1']!, delivery_type: 'store', store_id: 3, coupon_id: 0, message: ' 请尽快 ' }
    const wire = choicesToWire({ ...c, is_balance: 1 })
    expect(JSON.parse(wire.delivery as string)).toEqual({ '1': { delivery_type: 'store', delivery_type_name: '门店自提', store_id: 3 } })
    expect(JSON.parse(wire.coupon as string)).toEqual({ '1': { coupon_id: 0 } })
    expect(wire).toMatchObject({ platform_coupon_id: 5, is_balance: 1 })
    expect(JSON.parse(messagesToWire(c))).toEqual({ '1': '请尽快' })
    c.shops['1'] = { ...c.shops['1']!, delivery_type: 'local', time: '2026-11-23 09:00-10:00' }
    expect(JSON.parse(choicesToWire(c).delivery as string)['1']).toEqual({ delivery_type: 'local', delivery_type_name: '外卖配送', buyer_ask_delivery_time: '2026-11-23 09:00-10:00' })
  })

  it('name what is missing before create', () => {
    const p = payment()
    const c = initialChoices(p)
    expect(createProblems(p, c)).toEqual([])
    expect(createProblems(payment({ member_address: null }), c)).toEqual([{ code: 'address' }])
    expect(createProblems(p, { ...c, shops: { '1': { ...c.shops['1']!, delivery_type: '' } } })).toEqual([{ code: 'delivery', siteName: '数码旗舰' }])
    expect(createProblems(p, { ...c, shops: { '1': { ...c.shops['1']!, delivery_type: 'store', store_id: 0 } } })).toEqual([{ code: 'store', siteName: '数码旗舰' }])
    expect(createProblems(p, { ...c, shops: { '1': { ...c.shops['1']!, delivery_type: 'local' } } })).toEqual([{ code: 'time', siteName: '数码旗舰' }])
    expect(createProblems(payment({ is_virtual: 1, member_address: null }), c)).toEqual([])
  })

  it('cut the local-delivery window into slots, today from the next one and tomorrow', () => {
    const info = { time_is_open: 1, start_time: 9 * 3600, end_time: 12 * 3600, time_interval: 60 }
    const slots = deliverySlots(info, new Date(beijingEpoch(2026, 11, 23, 9, 30) * 1000))
    expect(slots.map((s) => s.value)).toEqual([
      '2026-11-23 10:00-11:00',
      '2026-11-23 11:00-12:00',
      '2026-11-24 09:00-10:00',
      '2026-11-24 10:00-11:00',
      '2026-11-24 11:00-12:00',
    ])
    expect(deliverySlots({ ...info, time_interval: 30 }, new Date(beijingEpoch(2026, 11, 23, 23, 0) * 1000)).filter((s) => s.day === 'tomorrow')).toHaveLength(6)
  })
})

describe('the promotion types\' answers', () => {
  it('seckill, group buy and bundle carry their one shop as shop_goods_list; the page reads it keyed by site like the rest', () => {
    const one = { ...payment(), shop_goods_list: shop({ site_id: 6 }) }
    for (const type of ['seckill', 'groupbuy', 'combo'] as const) {
      const read = shopsBySite(type, one)
      expect(read.shop_goods_list).toEqual({ '6': shop({ site_id: 6 }) })
      expect(initialChoices(read).shops['6']).toMatchObject({ delivery_type: 'express', coupon_id: 7 })
    }
    for (const type of ['normal', 'topic'] as const) expect(shopsBySite(type, payment())).toEqual(payment())
  })
})
