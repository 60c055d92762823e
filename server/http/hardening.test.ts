// Issue 7: the gaps a probe of the running server found, each pinned by a test.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { api } from './route.ts'
import { parseParams, v } from './validate.ts'
import { ApiError } from './envelope.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('gap 1: control characters in text params', () => {
  it('the string builders refuse NUL and other control characters, naming the field', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\u001b[31m', 'a\u007f']) {
      let err: unknown
      try {
        parseParams({ keyword: v.str(50) }, { keyword: bad })
      } catch (e) {
        err = e
      }
      expect(err).toBeInstanceOf(ApiError)
      expect((err as ApiError).errorKey).toBe('PARAMETER_ERROR')
      expect((err as ApiError).data).toEqual({ field: 'keyword' })
    }
    // tabs and line breaks are text, not control codes
    expect(parseParams({ content: v.str(50) }, { content: 'a\tb\nc' }).content).toBe('a\tb\nc')
  })

  const endpoints: Array<[string, Record<string, string>]> = [
    ['/api/goodssku/page', { keyword: '\u0000' }],
    ['/api/adv/detail', { keyword: 'a\u0000' }],
    ['/api/shop/page', { keyword: '\u0000' }],
    ['/api/notice/page', { receiving_type: '\u0000' }],
    ['/api/login/login', { username: 'a\u0000', password: 'x', captcha_id: '\u0000', captcha_code: 'x' }],
    ['/api/register/username', { username: 'a\u0000b', password: 'secret123', captcha_id: 'x', captcha_code: 'x' }],
    ['/api/login/mobile', { mobile: '13800138000', key: '\u0000', code: '123456' }],
    ['/api/findpassword/mobile', { mobile: '13800138000', key: '\u0000', code: '123456', password: 'secret123' }],
  ]
  for (const [path, params] of endpoints) {
    it(`${path} answers PARAMETER_ERROR, not 500, in the query string and the body`, async () => {
      const field = Object.entries(params).find(([, val]) => val.includes('\u0000'))![0]
      const body = await t.app.inject({ method: 'POST', url: path, payload: params })
      expect(body.statusCode).toBeLessThan(500)
      expect(body.json()).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR', data: { field } })
      const query = await t.app.inject({ method: 'POST', url: `${path}?${new URLSearchParams(params).toString()}`, payload: {} })
      expect(query.statusCode).toBeLessThan(500)
      expect(query.json().code).toBe(-10006)
    })
  }

  it('an unexpected error is logged even with the logger off, and answered without details', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fresh = await createTestApp()
    // added before the first request, while the app still takes routes
    api(fresh.app, '/api/test/boom', {}, () => {
      throw new Error('kaboom at secret place')
    })
    try {
      const res = await fresh.app.inject({ method: 'POST', url: '/api/test/boom', payload: {} })
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain('kaboom')
      expect(res.json()).toMatchObject({ code: -10005, error_code: 'UNKNOW_ERROR' })
      expect(spy.mock.calls.flat().map(String).join(' ')).toContain('kaboom')
    } finally {
      spy.mockRestore()
      await fresh.close()
    }
  })
})
