import { describe, expect, it } from 'vitest'
import { parseSearchWith } from '@tanstack/react-router'
import { parseSearchValue } from './router.tsx'

describe('search parsing', () => {
  const parse = parseSearchWith(parseSearchValue)
  it('keeps a long digit id (the gateway writes out_trade_no unquoted) as its exact string', () => {
    expect(parse('?code=2026112312000012345678')).toEqual({ code: '2026112312000012345678' })
  })
  it('parses the rest as before: numbers, quoted strings, words', () => {
    expect(parse('?page=2&code=%22123%22&keyword=phone')).toEqual({ page: 2, code: '123', keyword: 'phone' })
  })
})
