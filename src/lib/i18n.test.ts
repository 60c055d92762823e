// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mergeCatalogs } from './i18n.ts'

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
