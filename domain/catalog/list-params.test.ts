import { describe, expect, it } from 'vitest'
import { listSearchSchema } from './search-params.ts'
import { attrParam, isLegacyAttr, nextSort, parseAttrFilter, parsePriceInput, serializeAttrFilter, setAttrValues, toGoodsApiParams, withFilter } from './list-params.ts'

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
  it('an old link\'s bare JSON ids (parsed by the router) stay as JSON text', () => {
    expect(listSearchSchema({ attr: [{ attr_id: 1, attr_value_id: 2 }] }).attr).toBe('[{"attr_id":1,"attr_value_id":2}]')
    expect(listSearchSchema({ attr: '颜色:黑色' }).attr).toBe('颜色:黑色')
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

describe('attribute filter in the URL (readable)', () => {
  it('round-trips name:value|value,name:value', () => {
    const picks = [{ key: '颜色', values: ['黑色', '白色'] }, { key: '内存', values: ['8GB'] }]
    expect(serializeAttrFilter(picks)).toBe('颜色:黑色|白色,内存:8GB')
    expect(parseAttrFilter('颜色:黑色|白色,内存:8GB')).toEqual(picks)
  })
  it('drops malformed parts and merges repeats; separators inside names cannot break it', () => {
    expect(parseAttrFilter('颜色:黑色,:x,内存:,,颜色:白色|黑色, junk')).toEqual([{ key: '颜色', values: ['黑色', '白色'] }])
    expect(parseAttrFilter('not a filter')).toEqual([])
    expect(serializeAttrFilter([{ key: 'a:b', values: ['c,d', 'e|f'] }])).toBe('a b:c d|e f')
  })
  it('empty serialises to nothing', () => {
    expect(serializeAttrFilter([])).toBeUndefined()
    expect(serializeAttrFilter([{ key: '颜色', values: [] }])).toBeUndefined()
  })
  it('single select replaces, multi select keeps several, clearing removes', () => {
    const start = [{ key: '颜色', values: ['黑色'] }, { key: '内存', values: ['8GB'] }]
    expect(setAttrValues(start, '颜色', ['白色'])).toEqual([{ key: '内存', values: ['8GB'] }, { key: '颜色', values: ['白色'] }])
    expect(setAttrValues(start, '颜色', ['白色', '黑色'])).toEqual([{ key: '内存', values: ['8GB'] }, { key: '颜色', values: ['白色', '黑色'] }])
    expect(setAttrValues(start, '颜色', [])).toEqual([{ key: '内存', values: ['8GB'] }])
  })
  it('old links: the contract JSON ids pass on to the server when well formed, junk is dropped', () => {
    expect(isLegacyAttr('[{"attr_id":1,"attr_value_id":2}]')).toBe(true)
    expect(attrParam('[{"attr_id":1,"attr_value_id":2}]')).toBe('[{"attr_id":1,"attr_value_id":2}]')
    expect(attrParam('[1,null,{"attr_id":"2","attr_value_id":5},{"attr_id":0,"attr_value_id":1}]')).toBe('[{"attr_id":2,"attr_value_id":5}]')
    expect(attrParam('[{"attr_id":1')).toBeUndefined()
    expect(attrParam(' 颜色 : 黑色 ')).toBe('颜色:黑色')
    expect(attrParam('nope')).toBeUndefined()
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
