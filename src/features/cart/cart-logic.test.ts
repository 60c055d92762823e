import { describe, expect, it } from 'vitest'
import type { CartLine } from './api/get-cart-lists.ts'
import { checkedIds, checkedTotals, checkState, clampNum, clampReason, groupCart, isInvalidLine, lineBounds, pruneChecked, toggleAll } from './cart-logic.ts'

const line = (cart_id: number, site_id: number, over: Partial<CartLine> = {}): CartLine => ({
  cart_id,
  site_id,
  site_name: `shop ${site_id}`,
  sku_id: cart_id * 10,
  goods_id: cart_id,
  sku_name: `goods ${cart_id}`,
  sku_image: '',
  price: '10.00',
  discount_price: '10.00',
  num: 1,
  stock: 10,
  goods_state: 1,
  verify_state: 1,
  max_buy: 0,
  min_buy: 0,
  purchased_num: 0,
  ...over,
})

describe('cart page rules', () => {
  it('groups valid lines by shop in first-seen order and lists invalid ones apart', () => {
    const lines = [line(1, 2), line(2, 1), line(3, 2), line(4, 1, { goods_state: 0 }), line(5, 3, { stock: 0 }), line(6, 3, { verify_state: 0 })]
    const { shops, invalid } = groupCart(lines)
    expect(shops.map((s) => [s.siteId, s.lines.map((l) => l.cart_id)])).toEqual([
      [2, [1, 3]],
      [1, [2]],
    ])
    expect(invalid.map((l) => l.cart_id)).toEqual([4, 5, 6])
    expect(isInvalidLine({ cart_id: 1 })).toBe(false)
  })

  it('bounds quantities by stock, min buy and what max buy leaves', () => {
    expect(lineBounds(line(1, 1, { stock: 5 }))).toEqual({ min: 1, max: 5 })
    expect(lineBounds(line(1, 1, { stock: 50, max_buy: 6, purchased_num: 2, min_buy: 2 }))).toEqual({ min: 2, max: 4 })
    expect(lineBounds(line(1, 1, { stock: 50, max_buy: 3, purchased_num: 5 }))).toEqual({ min: 1, max: 0 })
    expect(clampNum(9, { min: 2, max: 4 })).toBe(4)
    expect(clampNum(0, { min: 2, max: 4 })).toBe(2)
    expect(clampNum(Number.NaN, { min: 2, max: 4 })).toBe(2)
    expect(clampNum(3.7, { min: 1, max: 4 })).toBe(3)
  })

  it('says why a typed quantity was changed: the stock, the purchase limit or the minimum', () => {
    expect(clampReason(999, line(1, 1, { stock: 73 }))).toBe('stock')
    expect(clampReason(0, line(1, 1, { stock: 73 }))).toBe('min')
    expect(clampReason(1, line(1, 1, { stock: 50, min_buy: 3 }))).toBe('min')
    expect(clampReason(9, line(1, 1, { stock: 50, max_buy: 6, purchased_num: 2 }))).toBe('limit')
    expect(clampReason(80, line(1, 1, { stock: 73, max_buy: 100 }))).toBe('stock')
    expect(clampReason(73, line(1, 1, { stock: 73 }))).toBe(null)
  })

  it('selects all, a shop or a line', () => {
    let checked = toggleAll(new Set(), [1, 2, 3], true)
    expect(checkState([1, 2, 3], checked)).toBe(true)
    checked = toggleAll(checked, [2], false)
    expect(checkState([1, 2, 3], checked)).toBe('indeterminate')
    expect(checkState([2], checked)).toBe(false)
    expect([...pruneChecked(new Set([1, 3, 9]), [line(1, 1), line(3, 1, { goods_state: 0 })])]).toEqual([1])
  })

  it('totals the checked valid lines in integer fen (2 decimals, no float drift)', () => {
    const lines = [
      line(1, 1, { price: '0.20', discount_price: '0.10', num: 3 }),
      line(2, 1, { price: '12.50', discount_price: '12.50', num: 1 }),
      line(3, 2, { price: '0.07', discount_price: '', num: 10 }),
      line(4, 2, { goods_state: 0, num: 5 }),
    ]
    expect(checkedTotals(lines, new Set([1, 2, 3, 4]))).toEqual({ totalFen: 30 + 1250 + 70, lines: 3, pieces: 14 })
    expect(checkedTotals(lines, new Set([1]))).toEqual({ totalFen: 30, lines: 1, pieces: 3 })
    expect(checkedIds(lines, new Set([3, 1, 4]))).toEqual([1, 3])
  })
})
