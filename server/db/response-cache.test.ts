import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { patchConfig, setConfig } from './site-config.ts'
import { cachedAnswer } from './response-cache.ts'

interface Page {
  list: Array<{ sku_id: number; discount_price: string; stock: number }>
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const firstOfCategory = async () => (await t.call<Page>('/api/goodssku/page', { category_id: 1, category_level: 1, page_size: 5 })).data.list[0]!

describe('cached catalog answers', () => {
  it('a price, stock or state write in the database shows on the next read', async () => {
    const before = await firstOfCategory()
    expect((await firstOfCategory()).discount_price).toBe(before.discount_price) // served again
    // written straight in the database, as another process or psql would
    await t.handle.db.updateTable('goods_sku').set({ discount_price: 12345, price: 12345 }).where('sku_id', '=', before.sku_id).execute()
    expect((await firstOfCategory()).discount_price).toBe('123.45')
    const detail = await t.call<{ goods_sku_detail: { discount_price: string; stock: number } }>('/api/goodssku/detail', { sku_id: before.sku_id })
    expect(detail.data.goods_sku_detail.discount_price).toBe('123.45')

    await t.handle.db.updateTable('goods_sku').set({ stock: 7 }).where('sku_id', '=', before.sku_id).execute()
    const again = await t.call<{ goods_sku_detail: { stock: number } }>('/api/goodssku/detail', { sku_id: before.sku_id })
    expect(again.data.goods_sku_detail.stock).toBe(7)

    await t.handle.db.updateTable('goods_sku').set({ on_sale: false }).where('sku_id', '=', before.sku_id).execute()
    const gone = await t.call('/api/goodssku/detail', { sku_id: before.sku_id })
    expect(gone.code).toBeLessThan(0)
  })

  it('answers are served from the cache between changes', async () => {
    type Detail = { goods_sku_detail: { click_num: number; max_buy: number; purchased_num?: number } }
    const skuId = 2
    // a goods with a purchase limit (the member's answer then says how many they bought)
    await sql`update goods set max_buy = 5 where goods_id = (select goods_id from goods_sku where sku_id = ${skuId})`.execute(t.db)
    const first = await t.call<Detail>('/api/goodssku/detail', { sku_id: skuId })
    expect(first.data.goods_sku_detail).not.toHaveProperty('purchased_num')
    // click_num is shown but is a browsing counter: it does not invalidate, so the cached answer stays
    // (at most 10 s: catalog/detail-index.test.ts)
    await t.handle.db.updateTable('goods_sku').set({ click_num: sql`click_num + 100` }).where('sku_id', '=', skuId).execute()
    const second = await t.call<Detail>('/api/goodssku/detail', { sku_id: skuId })
    expect(second.data.goods_sku_detail.click_num).toBe(first.data.goods_sku_detail.click_num)
    // a logged-in member's answer is made for them: it tells how many of a limited goods they bought
    await setConfig(t.handle.db, 'captcha', { enabled: false })
    const login = await t.call<{ token: string }>('/api/login/login', { username: 'buyer', password: 'buyer123', autoLoginRange: 0 })
    const own = await t.call<Detail>('/api/goodssku/detail', { sku_id: skuId, token: login.data.token })
    expect(own.data.goods_sku_detail.purchased_num).toEqual(expect.any(Number))
  })

  it('browsing counters do not signal a catalog change, a stock write does', async () => {
    let signals = 0
    const stop = await t.handle.listen('bazaar_catalog', () => signals++)
    try {
      await t.handle.db.updateTable('goods_sku').set({ click_num: sql`click_num + 1` }).where('sku_id', '=', 1).execute()
      expect(signals).toBe(0)
      await t.handle.db.updateTable('goods_sku').set({ stock: sql`stock - 1` }).where('sku_id', '=', 1).execute()
      await new Promise((r) => setTimeout(r, 50))
      expect(signals).toBe(1)
    } finally {
      await stop()
    }
  })

  it('a sale names its skus; any other displayed change names nothing (everything may have changed)', async () => {
    const payloads: string[] = []
    const stop = await t.handle.listen('bazaar_catalog', (p) => payloads.push(p))
    const flushed = async () => {
      // notifications arrive after the commit, asynchronously
      await new Promise((r) => setTimeout(r, 50))
      return payloads.splice(0)
    }
    try {
      await sql`update goods_sku set stock = stock - 1, sale_num = sale_num + 1 where sku_id in (5, 3)`.execute(t.handle.db)
      expect(await flushed()).toEqual(['stock:3,5'])
      await sql`update goods_sku set click_num = click_num + 1 where sku_id = 3`.execute(t.handle.db)
      expect(await flushed()).toEqual([])
      await sql`update goods_sku set stock = stock + 1, price = price where sku_id = 3`.execute(t.handle.db)
      expect(await flushed()).toEqual(['stock:3'])
      await sql`update goods_sku set stock = stock + 1, price = price + 1 where sku_id = 3`.execute(t.handle.db)
      expect(await flushed()).toEqual([''])
      await sql`update goods_sku set sku_name = sku_name where sku_id = 3`.execute(t.handle.db)
      expect(await flushed()).toEqual([])
      await sql`update goods set goods_name = goods_name || '' where goods_id = 1`.execute(t.handle.db)
      expect(await flushed()).toEqual([''])
    } finally {
      await stop()
    }
  })

  // met in the switches walk: right after `ops site:open` the home still said 网站维护中 — the
  // website answer its first screen embeds (server/http/first-view.ts) was served from this cache for
  // up to 5 s more. The same for the copyright, the nav, the search words: platform settings a page shows.
  it('an operator reopening the site shows on the next page at once: a platform setting written drops the cached answers', async () => {
    await patchConfig(t.handle.db, 'website', { web_status: 0, close_reason: '维护中' })
    await new Promise((r) => setTimeout(r, 50))
    expect(await cachedAnswer(t.db, 'the home embeds website/info', async () => 'closed')).toBe('closed')
    expect(await cachedAnswer(t.db, 'the home embeds website/info', async () => 'open')).toBe('closed') // served again
    // written as the operator CLI writes it (another process: only the notification reaches us)
    await patchConfig(t.handle.db, 'website', { web_status: 1, close_reason: '' })
    await new Promise((r) => setTimeout(r, 50))
    expect(await cachedAnswer(t.db, 'the home embeds website/info', async () => 'open')).toBe('open')
  })

  it('keeps no row that every catalog write updates (no hot row)', async () => {
    const table = await sql`select 1 from information_schema.tables where table_name = 'catalog_version'`.execute(t.handle.db)
    expect(table.rows).toHaveLength(0)
  })
})
