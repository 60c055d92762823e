import { describe, expect, it } from 'vitest'
import { allowedTypes, checkWithdrawAmount, withdrawFee } from './withdraw-rules.ts'

describe('withdrawal amount', () => {
  it('refuses what the server refuses', () => {
    expect(checkWithdrawAmount('', 10000, 100)).toBe('required')
    expect(checkWithdrawAmount('1.234', 10000, 100)).toBe('format')
    expect(checkWithdrawAmount('-1', 10000, 100)).toBe('format')
    expect(checkWithdrawAmount('abc', 10000, 100)).toBe('format')
    expect(checkWithdrawAmount('0', 10000, 0)).toBe('zero')
    expect(checkWithdrawAmount('0.00', 10000, 0)).toBe('zero')
    expect(checkWithdrawAmount('100.01', 10000, 100)).toBe('overBalance')
    expect(checkWithdrawAmount('0.99', 10000, 100)).toBe('belowMin')
  })
  it('takes an amount between the minimum and the balance', () => {
    expect(checkWithdrawAmount('1', 10000, 100)).toBeNull()
    expect(checkWithdrawAmount(' 100.00 ', 10000, 100)).toBeNull()
    expect(checkWithdrawAmount('50.5', 10000, 0)).toBeNull()
  })
  it('computes the fee in fen, half up', () => {
    expect(withdrawFee(10000, 1)).toBe(100)
    expect(withdrawFee(12345, '0.6')).toBe(74)
    expect(withdrawFee(10000, 0)).toBe(0)
    expect(withdrawFee(10000, 'x')).toBe(0)
  })
  it('reads the allowed transfer types', () => {
    expect(allowedTypes('bank, alipay,')).toEqual(['bank', 'alipay'])
    expect(allowedTypes('')).toEqual([])
  })
})
