import { describe, expect, it } from 'vitest'
import { listSearchSchema } from '../search-params.ts'
import { brandsAsFilters, nextSort, parseAttrFilter, parsePriceInput, serializeAttrFilter, setAttrValues, toGoodsApiParams, withFilter } from './list-params.ts'

describe('URL → goodssku/page params', () => {
  it('defaults: page 1 of 12, default order', () => {
    expect(toGoodsApiParams({})).toEqual({ page: 1, page_size: 12, order: '', sort: 'desc' })
    // a platform coupon's "use it" lists the goods it applies to
    expect(toGoodsApiParams({ platform_coupon_type: 3 })).toMatchObject({ platform_coupon_type: 3 })
  })
  it('maps every filter', () => {
    const search = listSearchSchema({
      keyword: ' 手机 ', category_id: '3', level: '2', brand_id: '7', min_price: '100', max_price: '2000',
      is_free_shipping: '1', is_own: '1', attr: '[{"attr_id":1,"attr_value_id":2}]', order: 'discount_price', sort: 'asc', page: '2',
    })
    expect(toGoodsApiParams(search)).toEqual({
      page: 2, page_size: 12, keyword: '手机', category_id: 3, category_level: 2, brand_id: 7, min_price: 100, max_price: 2000,
      is_free_shipping: 1, is_own: 1, attr: '[{"attr_id":1,"attr_value_id":2}]', order: 'discount_price', sort: 'asc',
    })
  })
  it('a category without level is level 1; flags at 0 are dropped; swapped price bounds are put in order', () => {
    expect(toGoodsApiParams({ category_id: 5, is_own: 0, min_price: 300, max_price: 100 })).toEqual({
      page: 1, page_size: 12, category_id: 5, category_level: 1, min_price: 100, max_price: 300, order: '', sort: 'desc',
    })
  })
  it('bad URL values fall back instead of breaking the page', () => {
    const search = listSearchSchema({ page: 'x', order: 'hack', sort: 'up', brand_id: '-1', keyword: 'a'.repeat(80), attr: 'nope' })
    expect(search.keyword).toHaveLength(50)
    expect(toGoodsApiParams(search)).toEqual({ page: 1, page_size: 12, keyword: 'a'.repeat(50), order: '', sort: 'desc' })
  })
  it('a filter change goes back to page 1', () => {
    expect(withFilter({ keyword: 'x', page: 4 }, { brand_id: 2 })).toEqual({ keyword: 'x', brand_id: 2, page: undefined })
  })
})

describe('sort toggling', () => {
  it('综合 resets', () => {
    expect(nextSort({ order: 'sale_num', sort: 'asc' }, '')).toEqual({ order: undefined, sort: undefined })
  })
  it('a new key starts in its natural direction', () => {
    expect(nextSort({}, 'sale_num')).toEqual({ order: 'sale_num', sort: 'desc' })
    expect(nextSort({ order: 'sale_num', sort: 'desc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'asc' })
  })
  it('the active key flips', () => {
    expect(nextSort({ order: 'discount_price', sort: 'asc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'desc' })
    expect(nextSort({ order: 'discount_price', sort: 'desc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'asc' })
    expect(nextSort({ order: 'sale_num' }, 'sale_num')).toEqual({ order: 'sale_num', sort: 'asc' })
  })
})

describe('attribute filter JSON', () => {
  it('round-trips', () => {
    const picks = [{ attr_id: 1, attr_value_id: 2 }, { attr_id: 1, attr_value_id: 3 }]
    expect(parseAttrFilter(serializeAttrFilter(picks))).toEqual(picks)
  })
  it('drops malformed, duplicate and non-positive entries', () => {
    expect(parseAttrFilter('{"attr_id":1}')).toEqual([])
    expect(parseAttrFilter('[1,null,{"attr_id":"2","attr_value_id":5},{"attr_id":2,"attr_value_id":5},{"attr_id":0,"attr_value_id":1}]')).toEqual([
      { attr_id: 2, attr_value_id: 5 },
    ])
    expect(parseAttrFilter('not json')).toEqual([])
  })
  it('empty serialises to nothing', () => {
    expect(serializeAttrFilter([])).toBeUndefined()
  })
  it('single select replaces, multi select keeps several, clearing removes', () => {
    const start = [{ attr_id: 1, attr_value_id: 2 }, { attr_id: 9, attr_value_id: 1 }]
    expect(setAttrValues(start, 1, [3])).toEqual([{ attr_id: 9, attr_value_id: 1 }, { attr_id: 1, attr_value_id: 3 }])
    expect(setAttrValues(start, 1, [2, 4])).toEqual([{ attr_id: 9, attr_value_id: 1 }, { attr_id: 1, attr_value_id: 2 }, { attr_id: 1, attr_value_id: 4 }])
    expect(setAttrValues(start, 1, [])).toEqual([{ attr_id: 9, attr_value_id: 1 }])
  })
})

describe('price box input', () => {
  it('reads empty, numbers and rejects junk', () => {
    expect(parsePriceInput('')).toBeUndefined()
    expect(parsePriceInput(' 12.5 ')).toBe(12.5)
    expect(parsePriceInput('-1')).toBeNull()
    expect(parsePriceInput('1.234')).toBeNull()
    expect(parsePriceInput('abc')).toBeNull()
  })
})

describe('brands of the whole shop as filters', () => {
  it('maps ids and collects sorted initials', () => {
    expect(brandsAsFilters([
      { brand_id: 2, brand_name: '小米', image_url: 'x.png', brand_initial: 'x' },
      { brand_id: 1, brand_name: 'Apple', image_url: 'a.png', brand_initial: 'A' },
    ])).toEqual({
      brand_list: [
        { id: 2, brand_name: '小米', image_url: 'x.png', brand_initial: 'X' },
        { id: 1, brand_name: 'Apple', image_url: 'a.png', brand_initial: 'A' },
      ],
      brand_initial_list: ['A', 'X'],
      attribute_list: [],
    })
  })
})
