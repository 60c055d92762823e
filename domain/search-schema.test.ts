import { describe, expect, it } from 'vitest'
import { field, searchSchema } from './search-schema.ts'

describe('searchSchema', () => {
  const schema = searchSchema({
    page: field.int(1, 1000),
    price: field.num(0, 100),
    q: field.str(5),
    sort: field.oneOf(['asc', 'desc']),
    site: field.withDefault(field.int(1, 99), 1),
  })
  it('keeps valid values, numbers from strings included', () => {
    expect(schema({ page: '2', price: '9.5', q: '手机', sort: 'asc', site: 3 })).toEqual({ page: 2, price: 9.5, q: '手机', sort: 'asc', site: 3 })
  })
  it('drops what does not fit and unknown keys, applying defaults', () => {
    expect(schema({ page: '0', price: 'x', sort: 'up', site: '-1', evil: '<script>' })).toEqual({ site: 1 })
    expect(schema({ page: '1.5' })).toEqual({ site: 1 })
  })
  it('cuts over-long strings', () => {
    expect(schema({ q: 'abcdefgh' }).q).toBe('abcde')
  })
})
