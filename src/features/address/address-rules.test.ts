import { describe, expect, it } from 'vitest'
import { addressProblems, emptyDraft, fullAddressOf } from './address-rules.ts'

const good = { ...emptyDraft(), name: '张三', mobile: '13800138000', province_id: 110000, city_id: 110100, district_id: 110101, address: '东长安街 1 号' }

describe('address rules', () => {
  it('a complete draft has no problem', () => {
    expect(addressProblems(good, true)).toEqual({})
  })
  it('names every missing or malformed field', () => {
    expect(addressProblems(emptyDraft(), true)).toEqual({ name: true, mobile: true, region: true, address: true })
    expect(addressProblems({ ...good, mobile: '1380013800' }, true)).toEqual({ mobile: true })
    expect(addressProblems({ ...good, mobile: '23800138000' }, true)).toEqual({ mobile: true })
    expect(addressProblems({ ...good, telephone: 'call me' }, true)).toEqual({ telephone: true })
    expect(addressProblems({ ...good, name: '   ' }, true)).toEqual({ name: true })
    expect(addressProblems({ ...good, address: '路'.repeat(101) }, true)).toEqual({ address: true })
  })
  it('a district is needed only where the city has districts', () => {
    expect(addressProblems({ ...good, district_id: 0 }, true)).toEqual({ region: true })
    expect(addressProblems({ ...good, district_id: 0 }, false)).toEqual({})
  })
  it('joins the region names as 省-市-区', () => {
    expect(fullAddressOf(['北京市', '北京市', '东城区'])).toBe('北京市-北京市-东城区')
    expect(fullAddressOf(['广东省', '东莞市', undefined])).toBe('广东省-东莞市')
  })
})
