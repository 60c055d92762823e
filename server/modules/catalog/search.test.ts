import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type ListBody, type TestApp } from '../../test/harness.ts'

// Chinese and English search through the bigram tsvector of migration 003.

let t: TestApp
let goodsId = 0
let skuId = 0
beforeAll(async () => {
  t = await createTestApp()
  const db = t.handle.db
  // a goods of our own, so every case knows exactly what must and must not match
  const base = await db.selectFrom('goods_sku').selectAll().where('on_sale', '=', true).where('is_default', '=', 1)
    .orderBy('sku_id').executeTakeFirstOrThrow()
  const brand = await db.insertInto('goods_brand').values({ brand_name: 'Zephyrix', brand_initial: 'Z' }).returning('brand_id').executeTakeFirstOrThrow()
  const g = await db.insertInto('goods').values({
    goods_name: 'Apple iPhone 15 Pro 智能手机', site_id: base.site_id, category_id: base.category_id_3,
    category_id_1: base.category_id_1, category_id_2: base.category_id_2, category_id_3: base.category_id_3,
    brand_id: brand.brand_id, keywords: '苹果,钛金属', create_time: 1,
  }).returning('goods_id').executeTakeFirstOrThrow()
  goodsId = g.goods_id
  const s = await db.insertInto('goods_sku').values({
    goods_id: goodsId, site_id: base.site_id, sku_name: 'Apple iPhone 15 Pro 智能手机 原色钛金属 256GB', price: 799900,
    discount_price: 799900, stock: 10, category_id_1: base.category_id_1, category_id_2: base.category_id_2,
    category_id_3: base.category_id_3, brand_id: brand.brand_id, is_default: 1, create_time: 1,
  }).returning('sku_id').executeTakeFirstOrThrow()
  skuId = s.sku_id
})
afterAll(async () => {
  await t.close()
})

const search = async (keyword: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call<ListBody<{ sku_id: number; goods_name: string; sku_name: string }>>('/api/goodssku/page', { keyword, page_size: 100, ...extra })
  expect(res.code, keyword).toBe(0)
  return res.data
}
// restricted to our goods' id and then unrestricted: the hit is ours, and it is not a fluke of the filter
const finds = async (keyword: string) => {
  const mine = (await search(keyword, { goods_id_arr: [goodsId] })).list.some((i) => i.sku_id === skuId)
  const all = await search(keyword, { order: 'create_time', sort: 'asc' })
  return mine && (all.count > 100 || all.list.some((i) => i.sku_id === skuId))
}

describe('search', () => {
  it('finds Chinese keywords of 2, 3 and 4 characters in sku name, goods name and keywords', async () => {
    expect(await finds('手机')).toBe(true) // 2
    expect(await finds('钛金属')).toBe(true) // 3, from sku name and keywords
    expect(await finds('智能手机')).toBe(true) // 4
    expect(await finds('苹果')).toBe(true) // keywords only
    expect(await finds('机')).toBe(true) // one character
  })

  it('finds English words case-insensitively, the brand name, and a prefix of the last word', async () => {
    expect(await finds('IPHONE')).toBe(true)
    expect(await finds('zephyrix')).toBe(true) // brand name, not in any goods text
    expect(await finds('iph')).toBe(true)
    expect(await finds('apple pro')).toBe(true)
  })

  it('finds mixed Chinese and English keywords, and full-width latin', async () => {
    expect(await finds('iPhone 手机')).toBe(true)
    expect(await finds('苹果 256GB')).toBe(true)
    expect(await finds('ｉＰｈｏｎｅ')).toBe(true)
  })

  it('needs every part of the keyword: no match for other words or characters out of order', async () => {
    expect(await finds('手表')).toBe(false)
    expect(await finds('机手能智')).toBe(false)
    expect(await finds('iphone 冰箱')).toBe(false)
    expect(await finds('samsung')).toBe(false)
    const none = await search('没有这种商品吧')
    expect(none.count).toBe(0)
    expect(none.list).toEqual([])
    // punctuation only: nothing searchable, nothing found, no error
    expect((await search('！？…')).count).toBe(0)
  })

  it('seeded goods: every hit for a Chinese keyword contains it', async () => {
    for (const kw of ['手机', '笔记本', '蓝牙耳机']) {
      const res = await search(kw)
      expect(res.count, kw).toBeGreaterThan(0)
      const texts = await t.handle.db.selectFrom('goods_sku as gs').innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
        .leftJoin('goods_brand as b', 'b.brand_id', 'g.brand_id')
        .select(sql<string>`concat_ws(' ', gs.sku_name, g.goods_name, g.keywords, b.brand_name)`.as('text'))
        .where('gs.sku_id', 'in', res.list.map((i) => i.sku_id)).execute()
      // all bigrams of the keyword occur in the text
      for (const { text } of texts) {
        for (let i = 0; i + 2 <= kw.length; i++) expect(text.replace(/\s+/g, ''), kw).toContain(kw.slice(i, i + 2))
      }
    }
  })

  it('combines a keyword with category and price sort', async () => {
    const base = await t.handle.db.selectFrom('goods_sku').select(['category_id_1']).where('sku_id', '=', skuId).executeTakeFirstOrThrow()
    const res = await search('手机', { category_id: base.category_id_1, category_level: 1, order: 'discount_price', sort: 'desc' })
    expect(res.list.some((i) => i.sku_id === skuId)).toBe(true)
  })

  it('keeps the index in step when the goods name, keywords, sku name or brand name change', async () => {
    const db = t.handle.db
    await db.updateTable('goods').set({ goods_name: 'Apple 旗舰平板电脑', keywords: '' }).where('goods_id', '=', goodsId).execute()
    expect(await finds('平板电脑')).toBe(true)
    expect(await finds('苹果')).toBe(false)
    await db.updateTable('goods_sku').set({ sku_name: '星光色 迷你款' }).where('sku_id', '=', skuId).execute()
    expect(await finds('星光')).toBe(true)
    expect(await finds('钛金属')).toBe(false)
    await db.updateTable('goods_brand').set({ brand_name: 'Quasarix' }).where('brand_name', '=', 'Zephyrix').execute()
    expect(await finds('quasarix')).toBe(true)
    expect(await finds('zephyrix')).toBe(false)
  })

  it('passes the keyword as data: quotes and tsquery syntax are just characters', async () => {
    for (const kw of ["手机' or 1=1 --", 'a & b | !c', "'); drop table goods; --", ':* <-> (x)']) {
      const res = await t.call('/api/goodssku/page', { keyword: kw })
      expect(res.code, kw).toBe(0)
    }
    const still = await t.handle.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(still.n)).toBeGreaterThan(0)
  })
})
