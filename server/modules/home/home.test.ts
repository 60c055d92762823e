import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.ts'

type Slot = { type?: string; value: { list?: Array<Record<string, unknown>>; sku_ids?: number[]; brand_ids?: number[]; category_ids?: number[] } }
type Floor = { title: string; block_name: string; block_title: string; value: Record<string, Slot> }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const slots = (floors: Floor[], type: string) => floors.flatMap((f) => Object.values(f.value).filter((s) => s.type === type))

describe('pc/floors', () => {
  it('returns the enabled floors with goods, brand and category tiles resolved in slot order', async () => {
    const res = await t.call<Floor[]>('/api/pc/floors')
    expect(res.code).toBe(0)
    const enabled = await t.handle.db.selectFrom('pc_floor').select('id').where('state', '=', 1).execute()
    expect(res.data).toHaveLength(enabled.length)
    expect(res.data.every((f) => /^floor-style-[123]$/.test(f.block_name))).toBe(true)
    const goods = slots(res.data, 'goods')
    expect(goods.length).toBeGreaterThan(0)
    for (const s of goods) {
      expect(s.value.list!.map((g) => g.sku_id)).toEqual(s.value.sku_ids)
      for (const f of ['sku_id', 'sku_name', 'price', 'market_price', 'discount_price', 'stock', 'sale_num', 'sku_image', 'goods_name', 'introduction']) {
        expect(s.value.list![0], f).toHaveProperty(f)
      }
      expect(String(s.value.list![0]!.discount_price)).toMatch(/^\d+\.\d{2}$/)
    }
    for (const s of slots(res.data, 'brand')) {
      expect(s.value.list!.map((b) => b.brand_id)).toEqual(s.value.brand_ids)
      expect(s.value.list![0]).toHaveProperty('image_url')
    }
    for (const s of slots(res.data, 'category')) {
      expect(s.value.list!.length).toBeGreaterThan(0)
      expect(s.value.list![0]).toHaveProperty('category_name')
    }
  })

  it('drops goods taken off sale and shows a new price at once, while the layout stays cached', async () => {
    const first = await t.call<Floor[]>('/api/pc/floors')
    const slot = slots(first.data, 'goods')[0]!
    const [gone, repriced] = slot.value.sku_ids as [number, number]
    await t.handle.db.updateTable('goods_sku').set({ on_sale: false }).where('sku_id', '=', gone).execute()
    await t.handle.db.updateTable('goods_sku').set({ price: 4321, discount_price: 4321, promotion_type: 0 }).where('sku_id', '=', repriced).execute()
    const next = await t.call<Floor[]>('/api/pc/floors')
    const list = slots(next.data, 'goods')[0]!.value.list!
    expect(list.some((g) => g.sku_id === gone)).toBe(false)
    expect(list.find((g) => g.sku_id === repriced)!.discount_price).toBe('43.21')
    // the cached layout was not changed by the previous response
    await t.handle.db.updateTable('goods_sku').set({ on_sale: true }).where('sku_id', '=', gone).execute()
    expect(slots((await t.call<Floor[]>('/api/pc/floors')).data, 'goods')[0]!.value.list!.some((g) => g.sku_id === gone)).toBe(true)
  })
})

describe('pc/floors, one page (page_size: what the home\'s first screen embeds, decision 012)', () => {
  it('answers the floors of the page and how many there are; without page_size the contract\'s array', async () => {
    const all = (await t.call<Floor[]>('/api/pc/floors')).data
    expect(Array.isArray(all)).toBe(true)
    expect(all.length).toBeGreaterThan(2)
    const first = await t.call<{ count: number; page_count: number; list: Floor[] }>('/api/pc/floors', { page: 1, page_size: 1 })
    expect(first.code).toBe(0)
    expect(first.data).toEqual({ count: all.length, page_count: all.length, list: all.slice(0, 1) })
    const second = await t.call<{ count: number; list: Floor[] }>('/api/pc/floors', { page: 2, page_size: 2 })
    expect(second.data.list).toEqual(all.slice(2, 4))
    // page_size 0 is every floor (reference §2), a page past the end none
    expect((await t.call<{ list: Floor[] }>('/api/pc/floors', { page_size: 0 })).data).toEqual({ count: all.length, page_count: 1, list: all })
    expect((await t.call<{ list: Floor[] }>('/api/pc/floors', { page: 99, page_size: 1 })).data.list).toEqual([])
    // a bad page size is refused, as everywhere
    expect((await t.call('/api/pc/floors', { page_size: -1 })).code).toBeLessThan(0)
  })
})

describe('ping', () => {
  it('answers a constant envelope', async () => {
    const res = await t.call('/api/ping')
    expect(res).toMatchObject({ code: 0, data: 'pong' })
    expect(typeof res.timestamp).toBe('number')
  })
})
