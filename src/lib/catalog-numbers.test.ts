import { describe, expect, it } from 'vitest'
import { struckPrice } from './catalog-numbers.ts'

describe('struckPrice (原价)', () => {
  it('is the market price when it is above what is paid', () => {
    expect(struckPrice({ market_price: '350.00', price: '279.00' }, '199.00')).toBe('350.00')
    expect(struckPrice({ market_price: '350.00', price: '279.00' }, '279.00')).toBe('350.00')
  })
  it('is nothing when nothing is saved', () => {
    expect(struckPrice({ market_price: '279.00', price: '279.00' }, '279.00')).toBeUndefined()
    expect(struckPrice({ market_price: '100.00' }, '120.00')).toBeUndefined()
  })
  it('falls back to the regular price where no market price is sent', () => {
    expect(struckPrice({ price: '99.00' }, '59.00')).toBe('99.00')
    expect(struckPrice({ market_price: '0.00', price: '99.00' }, '59.00')).toBe('99.00')
    expect(struckPrice({}, '59.00')).toBeUndefined()
  })
})
