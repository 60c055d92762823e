import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'

let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** an on-sale sku with stock of at least `min` */
async function sku(min = 20, skip = 0) {
  return db()
    .selectFrom('goods_sku')
    .select(['sku_id', 'site_id', 'stock', 'goods_id'])
    .where('on_sale', '=', true)
    .where('stock', '>=', min)
    .orderBy('sku_id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()
}

interface Line {
  cart_id: number
  sku_id: number
  site_id: number
  num: number
  discount_price: string
  goods_state: number
  stock: number
  site_name: string
}

describe('cart', () => {
  it('is login-forced', async () => {
    for (const path of ['/api/cart/add', '/api/cart/edit', '/api/cart/delete', '/api/cart/lists', '/api/cart/goodslists']) {
      const res = await t.call(path, { sku_id: 1, site_id: 1, num: 1, cart_id: 1 })
      expect(res.error_code, path).toBe('TOKEN_NOT_EXIST')
    }
  })

  it('adds, merges into one line, lists, counts, edits and deletes', async () => {
    const m = await newMember(t)
    const s = await sku()
    const add = await t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 2 })
    expect(add.code).toBe(0)
    expect(add.data).toBeGreaterThan(0)
    const again = await t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 3 })
    expect(again.data).toBe(add.data)
    const list = await t.call<Line[]>('/api/cart/lists', { token: m.token })
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ cart_id: add.data, sku_id: s.sku_id, num: 5, goods_state: 1 })
    expect(list.data[0]!.discount_price).toMatch(/^\d+\.\d\d$/)
    expect(list.data[0]!.site_name).toBeTruthy()
    expect((await t.call<number>('/api/cart/count', { token: m.token })).data).toBe(1)
    const goods = await t.call<Array<{ sku_id: number; num: number }>>('/api/cart/goodslists', { token: m.token })
    expect(goods.data).toEqual([{ cart_id: add.data, site_id: s.site_id, sku_id: s.sku_id, num: 5 }])

    expect((await t.call('/api/cart/edit', { token: m.token, cart_id: add.data, num: 1 })).code).toBe(0)
    expect((await t.call<Line[]>('/api/cart/lists', { token: m.token })).data[0]!.num).toBe(1)

    const s2 = await sku(20, 1)
    const add2 = await t.call<number>('/api/cart/add', { token: m.token, site_id: s2.site_id, sku_id: s2.sku_id, num: 1 })
    const del = await t.call<number>('/api/cart/delete', { token: m.token, cart_id: `${add.data},${add2.data}` })
    expect(del).toMatchObject({ code: 0, data: 2 })
    expect((await t.call<Line[]>('/api/cart/lists', { token: m.token })).data).toEqual([])
  })

  it('bounds quantities by stock', async () => {
    const m = await newMember(t)
    const s = await sku(5)
    const over = await t.call('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: s.stock + 1 })
    expect(over.code).toBeLessThan(0)
    expect(over.message).toContain('库存不足')
    const add = await t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: s.stock })
    expect(add.code).toBe(0)
    const more = await t.call('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 1, lang: 'en-us' })
    expect(more.code).toBe(-10020)
    expect(more.message).toContain('no more')
    const edit = await t.call('/api/cart/edit', { token: m.token, cart_id: add.data, num: s.stock + 1 })
    expect(edit.code).toBe(-10020)
  })

  it('bounds quantities by max_buy and min_buy', async () => {
    const m = await newMember(t)
    const s = await sku(30, 3)
    await db().updateTable('goods').set({ max_buy: 3, min_buy: 2 }).where('goods_id', '=', s.goods_id).execute()
    try {
      const add = await t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 1 })
      expect(add.code).toBe(0)
      const line = (await t.call<Array<Line & { max_buy: number; min_buy: number }>>('/api/cart/lists', { token: m.token })).data[0]!
      expect(line).toMatchObject({ num: 2, max_buy: 3, min_buy: 2 })
      expect((await t.call('/api/cart/edit', { token: m.token, cart_id: add.data, num: 1 })).message).toContain('至少购买 2 件')
      expect((await t.call('/api/cart/edit', { token: m.token, cart_id: add.data, num: 4 })).code).toBe(-10020)
      expect((await t.call('/api/cart/edit', { token: m.token, cart_id: add.data, num: 3 })).code).toBe(0)
    } finally {
      await db().updateTable('goods').set({ max_buy: 0, min_buy: 0 }).where('goods_id', '=', s.goods_id).execute()
    }
  })

  it('refuses bad input, sold-out and off-sale goods, and a wrong shop', async () => {
    const m = await newMember(t)
    const s = await sku()
    for (const body of [{ sku_id: 'x', site_id: 1, num: 1 }, { sku_id: s.sku_id, site_id: s.site_id, num: 0 }, { sku_id: s.sku_id, site_id: s.site_id, num: 100000 }, { sku_id: s.sku_id, num: 1 }]) {
      const res = await t.call('/api/cart/add', { token: m.token, ...body })
      expect(res.code, JSON.stringify(body)).toBe(-10006)
    }
    expect((await t.call('/api/cart/add', { token: m.token, sku_id: s.sku_id, site_id: s.site_id + 1, num: 1 })).code).toBe(-1)
    expect((await t.call('/api/cart/add', { token: m.token, sku_id: 99_999_999, site_id: 1, num: 1 })).code).toBe(-1)
    const soldOut = await db().selectFrom('goods_sku').select(['sku_id', 'site_id']).where('stock', '=', 0).where('on_sale', '=', true).executeTakeFirstOrThrow()
    expect((await t.call('/api/cart/add', { token: m.token, ...soldOut, num: 1 })).message).toBe('商品已售罄')
    const off = await db().selectFrom('goods_sku').select(['sku_id', 'site_id']).where('on_sale', '=', false).executeTakeFirstOrThrow()
    expect((await t.call('/api/cart/add', { token: m.token, ...off, num: 1 })).message).toBe('商品已下架')
    expect((await t.call('/api/cart/delete', { token: m.token, cart_id: '' })).code).toBe(-10006)
    expect((await t.call('/api/cart/delete', { token: m.token, cart_id: '1,a' })).code).toBe(-10006)
  })

  it("reads another member's lines as not found", async () => {
    const a = await newMember(t)
    const b = await newMember(t)
    const s = await sku()
    const add = await t.call<number>('/api/cart/add', { token: a.token, site_id: s.site_id, sku_id: s.sku_id, num: 1 })
    expect((await t.call('/api/cart/edit', { token: b.token, cart_id: add.data, num: 2 })).message).toBe('购物车商品不存在')
    expect((await t.call('/api/cart/delete', { token: b.token, cart_id: add.data })).message).toBe('购物车商品不存在')
    expect((await t.call<Line[]>('/api/cart/lists', { token: b.token })).data).toEqual([])
    expect((await t.call<Line[]>('/api/cart/lists', { token: a.token })).data[0]!.num).toBe(1)
  })

  it('lists goods that went off sale as invalid (goods_state 0)', async () => {
    const m = await newMember(t)
    const s = await sku(20, 5)
    await t.call('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 1 })
    await db().updateTable('goods_sku').set({ on_sale: false }).where('sku_id', '=', s.sku_id).execute()
    try {
      expect((await t.call<Line[]>('/api/cart/lists', { token: m.token })).data[0]!.goods_state).toBe(0)
    } finally {
      await db().updateTable('goods_sku').set({ on_sale: true }).where('sku_id', '=', s.sku_id).execute()
    }
  })

  it('20 parallel adds of one SKU end as one line with the sum', async () => {
    const m = await newMember(t)
    const s = await sku(100)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call<number>('/api/cart/add', { token: m.token, site_id: s.site_id, sku_id: s.sku_id, num: 2 })),
    )
    expect(results.every((r) => r.code === 0)).toBe(true)
    const rows = await db().selectFrom('cart').selectAll().where('member_id', '=', m.memberId).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.num).toBe(40)
  })
})
