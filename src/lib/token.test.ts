// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { tokenCookie } from './token.ts'

describe('tokenCookie', () => {
  afterEach(() => tokenCookie.remove())
  it('keeps, reads and drops the token', () => {
    expect(tokenCookie.get()).toBeUndefined()
    tokenCookie.set('a+b/c=', 0)
    expect(tokenCookie.get()).toBe('a+b/c=')
    tokenCookie.remove()
    expect(tokenCookie.get()).toBeUndefined()
  })
  it('a persistent login survives next to other cookies', () => {
    document.cookie = 'other=1; path=/'
    tokenCookie.set('tok', 7)
    expect(tokenCookie.get()).toBe('tok')
  })
})
