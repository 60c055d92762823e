import { beforeEach, describe, expect, it } from 'vitest'
import { cartIdsParam, clearOrderCreateData, getBuyerMessages, getOrderCreateData, parseOrderCreateData, setBuyerMessages, setOrderCreateData } from './order-create-data.ts'

describe('order-create data', () => {
  beforeEach(() => {
    for (const t of ['normal', 'groupbuy', 'seckill', 'combo', 'topic'] as const) clearOrderCreateData(t)
  })

  it('keeps data per order type', () => {
    setOrderCreateData('normal', { sku_id: 5, num: 2 })
    setOrderCreateData('seckill', { seckill_goods_id: 7, num: 1 })
    expect(getOrderCreateData('normal')).toEqual({ sku_id: 5, num: 2 })
    expect(getOrderCreateData('seckill')).toEqual({ seckill_goods_id: 7, num: 1 })
    expect(getOrderCreateData('combo')).toBeNull()
    clearOrderCreateData('normal')
    expect(getOrderCreateData('normal')).toBeNull()
  })

  it('refuses malformed stored values', () => {
    expect(parseOrderCreateData({ sku_id: 0, num: 1 })).toBeNull()
    expect(parseOrderCreateData({ sku_id: 1.5, num: 1 })).toBeNull()
    expect(parseOrderCreateData({ cart_ids: '1,,2' })).toBeNull()
    expect(parseOrderCreateData('x')).toBeNull()
    expect(parseOrderCreateData({ cart_ids: '3', sku_id: 1, num: 1 })).toEqual({ cart_ids: '3' })
  })

  it('keeps each promotion type to its own goods params (reference §3.2)', () => {
    expect(parseOrderCreateData({ groupbuy_id: 3, sku_id: 9, num: 5, cart_ids: '1' }, 'groupbuy')).toEqual({ groupbuy_id: 3, sku_id: 9, num: 5 })
    expect(parseOrderCreateData({ groupbuy_id: 3, num: 5 }, 'groupbuy')).toBeNull()
    expect(parseOrderCreateData({ bl_id: 2, num: 1 }, 'combo')).toEqual({ bl_id: 2, num: 1 })
    expect(parseOrderCreateData({ topic_goods_id: 4, num: 0 }, 'topic')).toBeNull()
    expect(parseOrderCreateData({ sku_id: 5, num: 2 }, 'seckill')).toBeNull()
    expect(parseOrderCreateData({ seckill_goods_id: '5', num: 2 }, 'seckill')).toBeNull()
  })

  it('keeps the typed buyer messages of the goods being confirmed until the order is created (a reload keeps them)', () => {
    setOrderCreateData('normal', { cart_ids: '3,4' })
    setBuyerMessages('normal', { cart_ids: '3,4' }, { 1: '请周末送货', 2: '' })
    expect(getBuyerMessages('normal', { cart_ids: '3,4' })).toEqual({ 1: '请周末送货' })
    // other goods (a new settle) start without them; another type has its own
    expect(getBuyerMessages('normal', { cart_ids: '3' })).toEqual({})
    expect(getBuyerMessages('seckill', { seckill_goods_id: 1, num: 1 })).toEqual({})
    // the order is created: gone with the create-order data
    clearOrderCreateData('normal')
    expect(getBuyerMessages('normal', { cart_ids: '3,4' })).toEqual({})
  })

  it('joins cart ids', () => {
    expect(cartIdsParam([3, 9])).toBe('3,9')
  })
})
