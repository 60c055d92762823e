import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type ListBody, type TestApp, tokenOf, topSku } from '../../test/harness.ts'

// Favourites and footprint: login-forced, and every row is the caller's own.

let t: TestApp
let buyer = ''
let shopper = ''
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
  shopper = await tokenOf(t, 'shopper')
})
afterAll(async () => {
  await t.close()
})

const collectNum = async (skuId: number) =>
  (await t.handle.db.selectFrom('goods_sku').select('collect_num').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).collect_num

describe('login-forced calls', () => {
  it('answer TOKEN_NOT_EXIST without a token and TOKEN_ERROR for a dead one', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/goodscollect/add', { sku_id: 1 }],
      ['/api/goodscollect/delete', { goods_id: 1 }],
      ['/api/goodscollect/page', {}],
      ['/api/goodsbrowse/add', { sku_id: 1 }],
      ['/api/goodsbrowse/page', {}],
      ['/api/goodsbrowse/delete', { id: 1 }],
    ]
    for (const [path, body] of calls) {
      const none = await t.call(path, body)
      expect(none.error_code, path).toBe('TOKEN_NOT_EXIST')
      expect(none.code).toBe(-1)
      expect(none.data).toBe('AuthError')
      expect((await t.call(path, { ...body, token: 'not-a-token' })).error_code, path).toBe('TOKEN_ERROR')
    }
  })
})

describe('goodscollect', () => {
  it('adds once, reports, pages and deletes a favourite, keeping collect_num in step', async () => {
    const sku = await topSku(t)
    const before = await collectNum(sku.sku_id)
    expect((await t.call('/api/goodscollect/iscollect', { goods_id: sku.goods_id, token: shopper })).data).toBe(0)
    const added = await t.call<number>('/api/goodscollect/add', { sku_id: sku.sku_id, site_id: 999, sku_price: '0.01', token: shopper })
    expect(added.data).toBeGreaterThan(0)
    const again = await t.call<number>('/api/goodscollect/add', { sku_id: sku.sku_id, token: shopper })
    expect(again.data).toBe(added.data)
    expect(await collectNum(sku.sku_id)).toBe(before + 1)
    expect((await t.call('/api/goodscollect/iscollect', { goods_id: sku.goods_id, token: shopper })).data).toBe(1)
    // a visitor has no favourites
    expect((await t.call('/api/goodscollect/iscollect', { goods_id: sku.goods_id })).data).toBe(0)

    const list = await t.call<ListBody<{ sku_id: number; goods_id: number; sku_name: string; sku_price: string; sku_image: string; site_id: number }>>(
      '/api/goodscollect/page', { token: shopper })
    const row = list.data.list.find((r) => r.goods_id === sku.goods_id)!
    expect(row.sku_id).toBe(sku.sku_id)
    // the shop and price come from the sku, never from the client
    expect(row.site_id).toBe(sku.site_id)
    expect(row.sku_price).not.toBe('0.01')

    // another member neither sees nor removes it
    const other = await t.call<ListBody<{ goods_id: number }>>('/api/goodscollect/page', { token: buyer, page_size: 100 })
    const buyerHadIt = other.data.list.some((r) => r.goods_id === sku.goods_id)
    if (!buyerHadIt) expect((await t.call('/api/goodscollect/delete', { goods_id: sku.goods_id, token: buyer })).data).toBe(0)
    expect((await t.call('/api/goodscollect/iscollect', { goods_id: sku.goods_id, token: shopper })).data).toBe(1)

    expect((await t.call('/api/goodscollect/delete', { goods_id: sku.goods_id, token: shopper })).data).toBe(1)
    expect((await t.call('/api/goodscollect/delete', { goods_id: sku.goods_id, token: shopper })).data).toBe(0)
    expect(await collectNum(sku.sku_id)).toBe(before)
  })

  it('rejects unknown skus and bad params', async () => {
    expect((await t.call('/api/goodscollect/add', { sku_id: 99999999, token: shopper })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/goodscollect/add', { sku_id: 'x', token: shopper })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodscollect/page', { page_size: 0, token: shopper })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodscollect/iscollect', {})).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('goodsbrowse', () => {
  it('records a footprint once per sku (latest time), pages it and deletes only own rows', async () => {
    const db = t.handle.db
    const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('on_sale', '=', true)
      .where('is_default', '=', 1).orderBy('sku_id').limit(3).execute()
    for (const s of skus) expect((await t.call<number>('/api/goodsbrowse/add', { sku_id: s.sku_id, token: shopper })).data).toBeGreaterThan(0)
    // the first visits an hour ago: visiting the first sku again makes it the newest
    await db.updateTable('goods_browse').set((eb) => ({ browse_time: eb('browse_time', '-', 3600) }))
      .where('sku_id', 'in', skus.map((s) => s.sku_id)).where('goods_browse.member_id', '=', db.selectFrom('member').select('member_id').where('username', '=', 'shopper')).execute()
    const again = await t.call<number>('/api/goodsbrowse/add', { sku_id: skus[0]!.sku_id, token: shopper })
    const page = await t.call<ListBody<{ id: number; sku_id: number; browse_time: number; sku_name: string; goods_name: string; goods_image: string; discount_price: string; sku_image: string }>>(
      '/api/goodsbrowse/page', { token: shopper })
    expect(page.data.count).toBe(3)
    expect(page.data.list[0]!.sku_id).toBe(skus[0]!.sku_id)
    expect(page.data.list[0]!.id).toBe(again.data)
    for (const f of ['id', 'browse_time', 'sku_id', 'sku_image', 'discount_price', 'sku_name', 'goods_id', 'goods_name', 'goods_image']) {
      expect(page.data.list[0]!, f).toHaveProperty(f)
    }

    // the buyer cannot delete the shopper's footprint: it reads as not found
    const theirs = page.data.list[1]!.id
    expect((await t.call('/api/goodsbrowse/delete', { id: theirs, token: buyer })).error_code).toBe('NOT_FOUND')
    const buyerPage = await t.call<ListBody<{ id: number }>>('/api/goodsbrowse/page', { token: buyer, page_size: 100 })
    expect(buyerPage.data.list.some((r) => r.id === theirs)).toBe(false)

    expect((await t.call('/api/goodsbrowse/delete', { id: theirs, token: shopper })).data).toBe(1)
    const rest = page.data.list.filter((r) => r.id !== theirs).map((r) => r.id).join(',')
    expect((await t.call('/api/goodsbrowse/delete', { id: rest, token: shopper })).data).toBe(2)
    expect((await t.call<ListBody>('/api/goodsbrowse/page', { token: shopper })).data.count).toBe(0)
  })

  it('rejects unknown skus and malformed ids', async () => {
    expect((await t.call('/api/goodsbrowse/add', { sku_id: 99999999, token: shopper })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/goodsbrowse/delete', { id: 'a,b', token: shopper })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodsbrowse/delete', { id: '', token: shopper })).error_code).toBe('PARAMETER_ERROR')
    expect((await t.call('/api/goodsbrowse/page', { page_size: 1000, token: shopper })).error_code).toBe('PARAMETER_ERROR')
  })
})
