import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
  it.each([
    ['/member/index', '/member/index'],
    ['/member/order_list?status=waitpay', '/member/order_list?status=waitpay'],
    ['%2Fmember%2Findex%3Fa%3D1', '/member/index?a=1'],
    ['/web/member/index', '/member/index'],
    ['/sku-12#top', '/sku-12#top'],
  ])('keeps the app path %s', (raw, want) => {
    expect(safeRedirect(raw)).toBe(want)
  })

  it.each([
    [undefined],
    [''],
    [42],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['%2F%2Fevil.example'],
    ['%2F%5Cevil.example'],
    ['/\t/evil.example'],
    ['member/index'],
    ['%E0%A4%A'],
    ['/login?redirect=/x'],
  ])('sends %s home', (raw) => {
    expect(safeRedirect(raw)).toBe('/index')
  })
})
