// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { writeTopAdvertCookie } from './top-advert-cookie.ts'

describe('top advert cookie', () => {
  it('tells the server (cookie) once the advert has had its showings, not before', () => {
    document.cookie = 'bazaar_top_ad=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    writeTopAdvertCookie(2)
    expect(document.cookie).not.toContain('bazaar_top_ad')
    writeTopAdvertCookie(3)
    expect(document.cookie).toContain('bazaar_top_ad=3')
  })
})
