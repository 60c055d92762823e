import { expect, it } from 'vitest'
import { totalBalance } from './balance.ts'

it('adds balance and balance_money to two decimals without float drift', () => {
  expect(totalBalance('0.10', '0.20')).toBe('0.30')
  expect(totalBalance('12.5', '100.00')).toBe('112.50')
  expect(totalBalance(undefined, 'x')).toBe('0.00')
})
