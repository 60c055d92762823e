import { describe, expect, it } from 'vitest'
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { parseSearchValue, quotedSearchValue } from './router.tsx'
import { field, searchSchema } from '../domain/search-schema.ts'

describe('search parsing', () => {
  const parse = parseSearchWith(parseSearchValue)
  it('keeps a long digit id (the gateway writes out_trade_no unquoted) as its exact string', () => {
    expect(parse('?code=2026112312000012345678')).toEqual({ code: '2026112312000012345678' })
  })
  it('parses the rest as before: numbers, quoted strings, words', () => {
    expect(parse('?page=2&code=%22123%22&keyword=phone')).toEqual({ page: 2, code: '123', keyword: 'phone' })
  })
})

describe('search writing', () => {
  const stringify = stringifySearchWith(JSON.stringify, quotedSearchValue)
  const parse = parseSearchWith(parseSearchValue)
  const codeSearch = searchSchema({ code: field.withDefault(field.str(64), ''), page: field.int(1, 100) })

  it('writes a payment number bare, and it reads back as the same string', () => {
    const href = stringify({ code: '2026112312000012345678' })
    expect(href).toBe('?code=2026112312000012345678')
    expect(codeSearch(parse(href))).toEqual({ code: '2026112312000012345678' })
  })
  it('writes a short digit string bare too: the route reads it back as the string', () => {
    expect(stringify({ code: '123456' })).toBe('?code=123456')
    expect(codeSearch(parse(stringify({ code: '123456' })))).toEqual({ code: '123456' })
  })
  it('keeps the quotes where JSON would read something else', () => {
    for (const code of ['true', 'null', '1.50', '-0', '1e3', '[1]']) {
      const href = stringify({ code })
      expect(href, code).toContain('%22')
      expect(codeSearch(parse(href)), code).toEqual({ code })
    }
  })
  it('leaves words, numbers and objects as before', () => {
    expect(stringify({ keyword: 'phone', page: 2 })).toBe('?keyword=phone&page=2')
    expect(parse(stringify({ attr: [{ id: 1 }] }))).toEqual({ attr: [{ id: 1 }] })
  })
  it('still reads an old quoted link', () => {
    expect(codeSearch(parse('?code=%222026112312000012345678%22'))).toEqual({ code: '2026112312000012345678' })
  })
})
