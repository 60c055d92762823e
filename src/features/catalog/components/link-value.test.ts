import { describe, expect, it } from 'vitest'
import { isExternal, linkUrl } from './link-value.ts'

describe('advert links', () => {
  it('reads the JSON string, the object and a bare path', () => {
    expect(linkUrl('{"url":"/list?keyword=手机"}')).toBe('/list?keyword=手机')
    expect(linkUrl({ url: ' /brand ' })).toBe('/brand')
    expect(linkUrl('/category')).toBe('/category')
  })
  it('empty or broken values are no link', () => {
    expect(linkUrl('')).toBe('')
    expect(linkUrl(null)).toBe('')
    expect(linkUrl('{"url":')).toBe('')
    expect(linkUrl('{"nope":1}')).toBe('')
  })
  it('tells external urls', () => {
    expect(isExternal('https://example.com')).toBe(true)
    expect(isExternal('/list')).toBe(false)
  })
})
