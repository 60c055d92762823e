import { describe, expect, it } from 'vitest'
import { parseIcp } from './icp.ts'
import { isActivePath, parseLinkUrl } from './link-url.ts'
import { splitWords } from './api/get-hot-search-words.ts'

describe('parseIcp', () => {
  it('splits the five parts', () => {
    expect(parseIcp('Bazaar 科技有限公司|沪ICP备12345678号|上海市浦东新区 1 号|400-800-1234|service@bazaar.example')).toEqual({
      company: 'Bazaar 科技有限公司',
      record: '沪ICP备12345678号',
      address: '上海市浦东新区 1 号',
      phone: '400-800-1234',
      email: 'service@bazaar.example',
    })
  })
  it('leaves missing parts empty', () => {
    expect(parseIcp('公司| 备案号 ')).toEqual({ company: '公司', record: '备案号', address: '', phone: '', email: '' })
    expect(parseIcp('')).toEqual({ company: '', record: '', address: '', phone: '', email: '' })
    expect(parseIcp(undefined).email).toBe('')
  })
})

describe('parseLinkUrl', () => {
  it('reads the JSON {url} of a nav item', () => {
    expect(parseLinkUrl('{"url":"/promotion/seckill"}')).toEqual({ kind: 'internal', path: '/promotion/seckill', newTab: false })
    expect(parseLinkUrl('{"url":"https://example.com/a"}', 1)).toEqual({ kind: 'external', href: 'https://example.com/a', newTab: true })
  })
  it('keeps the query of an internal path and drops the /web base', () => {
    expect(parseLinkUrl('{"url":"/web/list?category_id=1&level=1"}')).toEqual({ kind: 'internal', path: '/list?category_id=1&level=1', newTab: false })
  })
  it('accepts a bare URL', () => {
    expect(parseLinkUrl('/street')).toEqual({ kind: 'internal', path: '/street', newTab: false })
  })
  it('refuses empty, broken and unsafe values', () => {
    expect(parseLinkUrl('')).toBeNull()
    expect(parseLinkUrl('{"url":""}')).toBeNull()
    expect(parseLinkUrl('{broken')).toBeNull()
    expect(parseLinkUrl('{"url":"javascript:alert(1)"}')).toBeNull()
    expect(parseLinkUrl('//evil.example')).toBeNull()
  })
})

describe('isActivePath', () => {
  it('matches the path without query or trailing slash', () => {
    expect(isActivePath('/index', '/index')).toBe(true)
    expect(isActivePath('/list?category_id=1', '/list')).toBe(true)
    expect(isActivePath('/street/', '/street')).toBe(true)
    expect(isActivePath('/street', '/index')).toBe(false)
  })
})

describe('splitWords', () => {
  it('splits hot words on the full-width comma', () => {
    expect(splitWords('手机，笔记本， 空调，')).toEqual(['手机', '笔记本', '空调'])
    expect(splitWords('')).toEqual([])
  })
})
