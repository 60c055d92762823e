// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

// Decision 012: the request helper answers the first view's calls from the page's data block, once,
// and only when the block fits the caller (language, city, token, freshness).

const envelope = (data: unknown) => ({ code: 0, message: '操作成功', data, timestamp: 1 })

/** a page with this data block, and a fresh copy of the request helper (the block is read once) */
async function pageWith(block: unknown, app: Record<string, unknown> = {}) {
  document.body.innerHTML = ''
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = 'bazaar-first-view'
  script.textContent = JSON.stringify(block)
  document.body.append(script)
  localStorage.setItem('bazaar.app', JSON.stringify({ lang: 'zh-cn', ...app }))
  vi.resetModules()
  const request = await import('./request.ts')
  const network: string[] = []
  request.setRequestClient(async (path, { body }) => {
    network.push(`${path} ${JSON.stringify(body)}`)
    return envelope('from the network')
  })
  return { ...request, network, firstView: await import('./first-view.ts') }
}
const block = (over: Record<string, unknown> = {}) => ({
  lang: 'zh-cn',
  at: Date.now(),
  answers: [
    { p: '/api/website/info', q: {}, d: envelope({ title: '嵌入的' }) },
    { p: '/api/goodssku/page', q: { page: 1, page_size: 12, keyword: '手机' }, d: envelope({ list: ['a'] }) },
    { p: '/api/goodssku/detail', q: { sku_id: 1 }, d: envelope({ sku: 'visitor' }), v: 1 },
  ],
  ...over,
})

afterEach(() => {
  localStorage.clear()
  document.cookie = 'bazaar_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('answers from the page', () => {
  it('a matching call (params in any order) is answered from the block once, then from the network', async () => {
    const { requestData, network, firstView } = await pageWith(block())
    expect(firstView.hasFirstView()).toBe(true)
    expect(await requestData('/api/goodssku/page', { keyword: '手机', page_size: 12, page: 1 })).toEqual({ list: ['a'] })
    expect(await requestData('/api/website/info')).toEqual({ title: '嵌入的' })
    expect(network).toEqual([])
    expect(await requestData('/api/website/info')).toBe('from the network')
    // other params, another call: the network
    expect(await requestData('/api/goodssku/page', { keyword: '电脑', page_size: 12, page: 1 })).toBe('from the network')
    expect(network).toHaveLength(2)
  })

  it('not in another language, another city, or when the block is old', async () => {
    for (const [data, app] of [
      [block({ lang: 'en-us' }), {}],
      [block(), { websiteId: 3 }],
      [block({ at: Date.now() - 60_000 }), {}],
    ] as const) {
      const { requestData, network, firstView } = await pageWith(data, app)
      expect(firstView.hasFirstView()).toBe(false)
      expect(await requestData('/api/website/info')).toBe('from the network')
      expect(network).toHaveLength(1)
    }
  })

  it("a visitor's answer (auth-optional call) is not a member's: with a token it goes to the network", async () => {
    const { requestData, network } = await pageWith(block())
    document.cookie = 'bazaar_token=abc; path=/'
    expect(await requestData('/api/goodssku/detail', { sku_id: 1 })).toBe('from the network')
    expect(network[0]).toContain('"token":"abc"')
    // a public call is the same for everyone
    expect(await requestData('/api/website/info')).toEqual({ title: '嵌入的' })
  })

  it('no block, or a broken one: everything goes to the network', async () => {
    const { requestData, network } = await pageWith('{not json')
    document.getElementById('bazaar-first-view')!.textContent = '{not json'
    expect(await requestData('/api/website/info')).toBe('from the network')
    expect(network).toHaveLength(1)
  })
})

describe("the first screen's query cache", () => {
  it('takes the data it refers to from the answers (a copy), keeps data of its own, and is not used with a token', async () => {
    const { firstView } = await pageWith(block())
    const state = document.createElement('script')
    state.type = 'application/json'
    state.id = 'bazaar-first-screen-state'
    const at = Date.now() - 1_000
    state.textContent = JSON.stringify({ at, a: [[['site'], 0]], q: [[['own'], { made: 1, receivedAt: 1 }], [['infinite'], { pages: [] }, { queryType: 'infinite' }]] })
    document.body.append(state)
    const { firstScreenState } = await import('./first-screen.ts')
    const read = firstScreenState(undefined)!
    const byKey = (key: string) => read.queries.find((q) => q.queryKey[0] === key)!
    expect(byKey('site').state.data).toEqual({ title: '嵌入的' })
    expect(byKey('own').state.data).toMatchObject({ made: 1 })
    // each a success of the server's time, its hash the default one; a view's receivedAt is now
    for (const q of read.queries) expect(q.state).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdatedAt: at, error: null })
    expect(byKey('site').queryHash).toBe('["site"]')
    expect((byKey('own').state.data as { receivedAt: number }).receivedAt).toBeGreaterThan(at)
    expect(byKey('infinite').queryType).toBe('infinite')
    // the answer still answers its call, untouched
    ;(byKey('site').state.data as { title: string }).title = 'changed'
    expect(firstView.firstViewAnswer('/api/website/info', {}, undefined)).toMatchObject({ data: { title: '嵌入的' } })
    expect(firstScreenState('tok')).toBeNull()
  })

  it('refers to an answer the page does not have: none of it is used', async () => {
    await pageWith(block())
    const state = document.createElement('script')
    state.type = 'application/json'
    state.id = 'bazaar-first-screen-state'
    state.textContent = JSON.stringify({ at: Date.now(), a: [[['site'], 0], [['gone'], 9]], q: [] })
    document.body.append(state)
    const { firstScreenState } = await import('./first-screen.ts')
    expect(firstScreenState(undefined)).toBeNull()
  })
})
