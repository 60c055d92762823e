import { describe, expect, it } from 'vitest'
import { ApiError } from './envelope.ts'
import { parseParams, v } from './validate.ts'

const fail = (fn: () => unknown): ApiError => {
  try {
    fn()
  } catch (e) {
    if (e instanceof ApiError) return e
    throw e
  }
  throw new Error('expected a parameter error')
}

describe('parseParams', () => {
  it('accepts numbers from query strings and JSON alike', () => {
    expect(parseParams({ id: v.id() }, { id: '12' }).id).toBe(12)
    expect(parseParams({ id: v.id() }, { id: 12 }).id).toBe(12)
  })
  it('tells a missing field from a wrongly typed one', () => {
    expect(fail(() => parseParams({ level: v.int(1, 3) }, {})).text.en).toBe('Invalid parameter: level is required')
    expect(fail(() => parseParams({ level: v.int(1, 3) }, { level: 'x' })).text.en).toBe('Invalid parameter: level has the wrong type')
  })
  it('names the bound that was crossed', () => {
    const err = fail(() => parseParams({ keyword: v.str(50) }, { keyword: 'x'.repeat(51) }))
    expect(err.code).toBe(-10006)
    expect(err.text.zh).toContain('50')
  })
  it('defaults paging and bounds page_size', () => {
    expect(parseParams({ page: v.page(), page_size: v.pageSize(12) }, {})).toMatchObject({ page: 1, page_size: 12 })
    expect(fail(() => parseParams({ page_size: v.pageSize(12) }, { page_size: 1000 })).errorKey).toBe('PARAMETER_ERROR')
    expect(fail(() => parseParams({ page_size: v.pageSize(12) }, { page_size: -1 })).errorKey).toBe('PARAMETER_ERROR')
  })
  it('reads page_size 0 as "all rows", bounded by the endpoint\'s hard maximum', () => {
    expect(parseParams({ page_size: v.pageSize(12, 100) }, { page_size: 0 }).page_size).toBe(100)
    expect(parseParams({ page_size: v.pageSize(12, 100, 500) }, { page_size: '0' }).page_size).toBe(500)
    expect(parseParams({ page_size: v.pageSize(12, 100) }, { page_size: 7 }).page_size).toBe(7)
  })
})
