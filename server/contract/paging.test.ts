import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, tokenOf, topSku, type ListBody } from '../test/harness.ts'

// Reference §2 paging: every page endpoint answers {count, page_count, list}; `page_size: 0` means
// all rows with page_count 1 (the member centre's footprint box calls with 0), within the endpoint's
// hard bound so it cannot pull a whole table.

let t: TestApp
let buyer = ''
let goodsId = 0
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
  goodsId = (await topSku(t)).goods_id
})
afterAll(async () => {
  await t.close()
})

const pagedCalls = (): Array<[string, Record<string, unknown>]> => [
  ['/api/goodsbrand/page', {}],
  ['/api/goodsevaluate/page', { goods_id: goodsId }],
  ['/api/notice/page', {}],
  ['/api/help/page', {}],
  ['/api/shop/page', {}],
  ['/api/goodscollect/page', { token: buyer }],
  ['/api/goodsbrowse/page', { token: buyer }],
  ['/api/shopmember/membershoppages', { token: buyer }],
]

describe('page_size 0', () => {
  it('answers every row with page_count 1 where the rows fit the bound', async () => {
    for (const [path, body] of pagedCalls()) {
      const res = await t.call<ListBody>(path, { ...body, page: 1, page_size: 0 })
      expect(res.code, path).toBe(0)
      expect(Object.keys(res.data).sort(), path).toEqual(['count', 'list', 'page_count'])
      expect(res.data.page_count, path).toBe(1)
      expect(res.data.list.length, path).toBe(res.data.count)
    }
  })

  it('is bounded: a table larger than the bound answers the bound and says there is more', async () => {
    const res = await t.call<ListBody>('/api/goodssku/page', { page_size: 0 })
    expect(res.code).toBe(0)
    expect(res.data.count).toBeGreaterThan(100)
    expect(res.data.list).toHaveLength(100)
    expect(res.data.page_count).toBe(Math.ceil(res.data.count / 100))
  })

  it('still refuses a negative or over-large page_size', async () => {
    for (const [path, body] of pagedCalls()) {
      for (const size of [-1, 100_000, 'x']) {
        expect((await t.call(path, { ...body, page_size: size })).error_code, `${path} ${size}`).toBe('PARAMETER_ERROR')
      }
    }
  })
})
