import { describe, expect, it } from 'vitest'
import { averageCredit, formatCredit } from './credit.ts'

describe('shop credits', () => {
  it('averages the three credits to one decimal', () => {
    expect(averageCredit({ shop_desccredit: 5, shop_servicecredit: 5, shop_deliverycredit: 5 })).toBe('5.0')
    expect(averageCredit({ shop_desccredit: 4.8, shop_servicecredit: 4.7, shop_deliverycredit: 4.9 })).toBe('4.8')
    expect(averageCredit({ shop_desccredit: 4.9, shop_servicecredit: 4.8, shop_deliverycredit: 4.85 })).toBe('4.9')
  })

  it('reads credits sent as strings', () => {
    expect(averageCredit({ shop_desccredit: '4.50', shop_servicecredit: '4.60', shop_deliverycredit: '4.70' })).toBe('4.6')
  })

  it('treats a missing or unreadable credit as 0', () => {
    expect(averageCredit({ shop_desccredit: 'x', shop_servicecredit: 3, shop_deliverycredit: 3 })).toBe('2.0')
    expect(formatCredit(undefined)).toBe('0.0')
    expect(formatCredit('4.75')).toBe('4.8')
  })
})
