import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.ts'

// The contract's language (reference: every call carries the client's common params; the
// marketplace's language is Chinese): a client that sends no `lang` gets Chinese, whatever its
// browser prefers. Issue 28: the contract's own client, in a browser preferring English, got English
// platform content it never asked for. The storefront asks with `lang` on every call
// (src/lib/request.ts commonParams) and its language cookie is its user's choice.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' }
const nav = async (body: Record<string, unknown>, headers: Record<string, string>) =>
  (await t.call<{ list: Array<{ nav_title: string }> }>('/api/pc/navList', body, { headers })).data.list[0]!.nav_title

describe('the language of a call', () => {
  it('no lang: Chinese platform content and messages, even from a browser preferring English', async () => {
    expect(await nav({}, ENGLISH_BROWSER)).toBe('首页')
    const wrong = await t.call('/api/goodssku/detail', { sku_id: 'x' }, { headers: ENGLISH_BROWSER })
    expect(wrong.code).toBeLessThan(0)
    expect(wrong.message).toMatch(/[\u4e00-\u9fff]/)
    const missing = await t.app.inject({ method: 'POST', url: '/api/no/such', headers: ENGLISH_BROWSER })
    expect(missing.json().message).toMatch(/^接口不存在/)
  })

  it('lang en-us (what the storefront sends when its user chose English) answers English; zh-cn Chinese', async () => {
    expect(await nav({ lang: 'en-us' }, {})).toBe('Home')
    expect(await nav({ lang: 'zh-cn' }, ENGLISH_BROWSER)).toBe('首页')
    const wrong = await t.call('/api/goodssku/detail', { sku_id: 'x', lang: 'en-us' })
    expect(wrong.message).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it("a call without lang from the storefront's pages follows the language its user chose (the bazaar_lang cookie)", async () => {
    expect(await nav({}, { cookie: 'bazaar_lang=en-us' })).toBe('Home')
    expect(await nav({}, { cookie: 'bazaar_lang=zh-cn', ...ENGLISH_BROWSER })).toBe('首页')
    const missing = await t.app.inject({ method: 'GET', url: '/img/no-such.svg', headers: { cookie: 'bazaar_lang=en-us' } })
    expect(missing.json().message).toMatch(/^No such file/)
  })
})
