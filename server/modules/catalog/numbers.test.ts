import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { createTestApp, isSorted, type ListBody, type TestApp } from '../../test/harness.ts'

// Decision 015: one definition of 售价 (discount_price), 原价 (market_price) and 销量 (sale_num, per
// goods) — the list, the detail and the spec switch (goodssku/info) agree for every SKU.

interface Numbers {
  sku_id: number
  goods_id: number
  price: string
  market_price: string
  discount_price: string
  sale_num: number
  promotion_type: number
  end_time: number
}
interface Detail {
  goods_sku_detail: Numbers & { evaluate: number; goods_spec_format: string }
  goods_info: { sale_num: number; evaluate: number }
}
const fen = (s: string) => Math.round(Number(s) * 100)

const clock = testClock()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(async () => {
  await t.close()
})

const page = async (extra: Record<string, unknown>) => {
  const res = await t.call<ListBody<Numbers>>('/api/goodssku/page', { page_size: 100, ...extra })
  expect(res.code).toBe(0)
  return res.data
}

describe('catalog numbers', () => {
  it('list, detail and every spec switch show the same prices and the goods’ sales, for many SKUs', async () => {
    // the best sellers, a category, a keyword search and a shop: cards of every kind of list
    const lists = await Promise.all([
      page({}), page({ category_id: 1, category_level: 1, order: 'discount_price', sort: 'asc' }), page({ keyword: '耳机' }), page({ site_id: 2 }),
    ])
    const items = [...new Map(lists.flatMap((l) => l.list).map((i) => [i.sku_id, i])).values()].slice(0, 80)
    expect(items.length).toBe(80)
    let multiSku = 0
    for (const item of items) {
      const d = (await t.call<Detail>('/api/goodssku/detail', { sku_id: item.sku_id })).data
      const sku = d.goods_sku_detail
      for (const k of ['price', 'market_price', 'discount_price', 'sale_num'] as const) expect(sku[k], `${k} of sku ${item.sku_id}`).toBe(item[k])
      expect(d.goods_info.sale_num).toBe(item.sale_num)
      // 原价 is never below the price; 售价 never above it
      expect(fen(sku.market_price)).toBeGreaterThanOrEqual(fen(sku.price))
      expect(fen(sku.discount_price)).toBeLessThanOrEqual(fen(sku.price))
      // switching to another colour or size keeps the goods' sales and reviews
      const siblings = (JSON.parse(sku.goods_spec_format) as Array<{ value: Array<{ sku_id: number }> }>).flatMap((g) => g.value.map((v) => v.sku_id))
      const others = [...new Set(siblings)].filter((id) => id !== item.sku_id)
      if (others.length) multiSku++
      for (const other of others) {
        const info = (await t.call<Numbers>('/api/goodssku/info', { sku_id: other })).data
        expect(info.sale_num, `sales after switching ${item.sku_id} → ${other}`).toBe(item.sale_num)
        const otherDetail = (await t.call<Detail>('/api/goodssku/detail', { sku_id: other })).data.goods_sku_detail
        for (const k of ['price', 'market_price', 'discount_price', 'sale_num'] as const) expect(info[k]).toBe(otherDetail[k])
        expect(otherDetail.evaluate).toBe(sku.evaluate)
      }
    }
    expect(multiSku).toBeGreaterThan(20)
  }, 120_000)

  it('a goods’ sales are the sum of its SKUs’ sales, and lists sort by them', async () => {
    const db = t.handle.db
    const best = await page({ order: 'sale_num', sort: 'desc' })
    expect(isSorted(best.list.map((i) => i.sale_num), 'desc')).toBe(true)
    for (const item of best.list.slice(0, 20)) {
      const skus = await db.selectFrom('goods_sku').select('sale_num').where('goods_id', '=', item.goods_id).execute()
      expect(item.sale_num).toBe(skus.reduce((a, s) => a + s.sale_num, 0))
    }
  })

  it('a limited-time discount counts while it runs; after its end every list and the detail show the price', async () => {
    const discounted = (await page({ page_size: 100, order: 'create_time' })).list
    const all = [...discounted, ...(await page({ page: 2, order: 'create_time' })).list, ...(await page({ page: 3, order: 'create_time' })).list]
    const item = all.find((i) => i.promotion_type === 1 && fen(i.discount_price) < fen(i.price))
    expect(item, 'a running discount in the demo data').toBeDefined()
    const detail = (await t.call<Detail>('/api/goodssku/detail', { sku_id: item!.sku_id })).data.goods_sku_detail
    expect(detail.discount_price).toBe(item!.discount_price)
    const priced = await page({ goods_id_arr: [item!.goods_id], max_price: item!.discount_price })
    expect(priced.list.map((i) => i.sku_id)).toContain(item!.sku_id)
    // past the end of the discount (and the answer cache's life)
    clock.set((item!.end_time + 60) * 1000)
    const after = (await t.call<Detail>('/api/goodssku/detail', { sku_id: item!.sku_id })).data.goods_sku_detail
    expect(after.discount_price).toBe(after.price)
    const listed = (await page({ goods_id_arr: [item!.goods_id] })).list.find((i) => i.sku_id === item!.sku_id)!
    expect(listed.discount_price).toBe(after.price)
    expect((await page({ goods_id_arr: [item!.goods_id], max_price: item!.discount_price })).count).toBe(0)
  })
})
