// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { i18n, loadCatalogs, loadLocale, mergeCatalogs } from './i18n.ts'

describe('mergeCatalogs', () => {
  const source = { a: '首页', b: '登录' }
  it('keeps a translation over an untranslated copy in another catalog, in either order', () => {
    expect(mergeCatalogs([{ a: 'Home' }, { a: '首页' }], source).a).toBe('Home')
    expect(mergeCatalogs([{ a: '首页' }, { a: 'Home' }], source).a).toBe('Home')
  })
  it('keeps every id', () => {
    expect(mergeCatalogs([{ a: 'Home' }, { b: 'Log in' }], source)).toEqual({ a: 'Home', b: 'Log in' })
  })
})

// A member switches the language while a page's messages are still on their way (met reading the code:
// the page's domain was then counted as loaded for the new language, which never got its messages).
describe('switching the language while a catalog loads', () => {
  const id = generateMessageId('（由商家按实付金额计算）')
  afterAll(() => loadLocale('zh-cn'))

  it('the new language gets the domain too, whichever answer comes first', async () => {
    await loadLocale('zh-cn')
    const domain = loadCatalogs('order')
    const switched = loadLocale('en-us')
    await Promise.all([domain, switched])
    expect(i18n.locale).toBe('en-us')
    expect(i18n._(id)).toBe('(worked out by the shop from what you paid)')
  })

  it('a domain asked for after the switch began arrives in the new language', async () => {
    await loadLocale('zh-cn')
    const switched = loadLocale('en-us')
    const domain = loadCatalogs('checkout')
    await Promise.all([domain, switched])
    expect(i18n.locale).toBe('en-us')
    expect(i18n._(generateMessageId('收货地址'))).not.toBe('收货地址')
  })
})
