import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, isSorted, type ListBody, type TestApp, tokenOf } from '../../test/harness.ts'

type Shop = { site_id: number; site_name: string; shop_sales: number; shop_desccredit: number; shop_servicecredit: number; shop_deliverycredit: number; sub_num: number; city_id: number }

let t: TestApp
let shopper = ''
let buyer = ''
beforeAll(async () => {
  t = await createTestApp()
  shopper = await tokenOf(t, 'shopper')
  buyer = await tokenOf(t, 'buyer')
})
afterAll(async () => {
  await t.close()
})

const publicShops = () =>
  t.handle.db.selectFrom('shop').selectAll().where('shop_status', '=', 1).where('cert_id', '<>', 0).orderBy('site_id').execute()

describe('shop/page (street)', () => {
  it('lists open, certified shops with the street fields, paged by 12', async () => {
    const open = await publicShops()
    const res = await t.call<ListBody<Shop>>('/api/shop/page', {})
    expect(res.data.count).toBe(open.length)
    expect(res.data.list.length).toBe(Math.min(12, open.length))
    for (const f of ['site_id', 'site_name', 'category_name', 'group_name', 'logo', 'avatar', 'banner', 'seo_description',
      'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit', 'shop_sales', 'sub_num', 'is_own', 'longitude',
      'latitude', 'telephone', 'address', 'full_address', 'distance']) {
      expect(res.data.list[0], f).toHaveProperty(f)
    }
    // a closed shop is not listed
    await t.handle.db.updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', open[0]!.site_id).execute()
    const after = await t.call<ListBody<Shop>>('/api/shop/page', { page_size: 100 })
    expect(after.data.list.some((s) => s.site_id === open[0]!.site_id)).toBe(false)
    expect((await t.call('/api/shop/info', { site_id: open[0]!.site_id })).error_code).toBe('NOT_FOUND')
    await t.handle.db.updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', open[0]!.site_id).execute()
  })

  it('sorts by sales and credit, searches by name, ranks the chosen city first', async () => {
    for (const sort of ['asc', 'desc'] as const) {
      const sales = await t.call<ListBody<Shop>>('/api/shop/page', { order: 'shop_sales', sort, page_size: 100 })
      expect(isSorted(sales.data.list.map((s) => s.shop_sales), sort)).toBe(true)
      const credit = await t.call<ListBody<Shop>>('/api/shop/page', { order: 'shop_desccredit', sort, page_size: 100 })
      const sum = (s: Shop) => Math.round((s.shop_desccredit + s.shop_servicecredit + s.shop_deliverycredit) * 1000)
      expect(isSorted(credit.data.list.map(sum), sort)).toBe(true)
    }
    const open = await publicShops()
    const word = [...open[1]!.site_name].slice(0, 2).join('')
    const found = await t.call<ListBody<Shop>>('/api/shop/page', { keyword: word, page_size: 100 })
    expect(found.data.count).toBeGreaterThan(0)
    expect(found.data.list.every((s) => s.site_name.includes(word))).toBe(true)
    expect((await t.call<ListBody>('/api/shop/page', { keyword: '100%_不存在' })).data.count).toBe(0)
    const city = open.find((s) => s.city_id > 0)!.city_id
    const byCity = await t.call<ListBody<Shop>>('/api/shop/page', { web_city: city, page_size: 100 })
    const firstOther = byCity.data.list.findIndex((s) => s.city_id !== city)
    expect(byCity.data.list[0]!.city_id).toBe(city)
    expect(byCity.data.list.slice(firstOther).every((s) => s.city_id !== city)).toBe(true)
  })

  it('rejects bad params', async () => {
    for (const body of [{ page_size: 0 }, { page_size: 1000 }, { order: 'evil' }, { sort: 'sideways' }, { keyword: 'x'.repeat(51) }, { web_city: 'x' }]) {
      expect((await t.call('/api/shop/page', body)).error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR')
    }
  })
})

describe('shop/info and shopgoodscategory/tree', () => {
  it('returns a shop with credits, guarantee flags and its goods count', async () => {
    const [shop] = await publicShops()
    const res = await t.call<Record<string, unknown>>('/api/shop/info', { site_id: shop!.site_id })
    expect(res.data.site_name).toBe(shop!.site_name)
    for (const f of ['shop_desccredit', 'shop_baozh', 'shop_qtian', 'shop_zhping', 'shop_erxiaoshi', 'shop_tuihuo', 'workingtime', 'shop_score', 'goods_num']) {
      expect(res.data, f).toHaveProperty(f)
    }
    expect((await t.call('/api/shop/info', { site_id: 999999 })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/shop/info', {})).error_code).toBe('PARAMETER_ERROR')
  })

  it('returns the shop category tree with children under their parents', async () => {
    const row = await t.handle.db.selectFrom('shop_goods_category').select('site_id').where('pid', '<>', 0).executeTakeFirstOrThrow()
    const res = await t.call<Array<{ category_id: number; pid: number; level: number; child_list: Array<{ pid: number; category_id: number }> }>>(
      '/api/shopgoodscategory/tree', { site_id: row.site_id })
    expect(res.data.length).toBeGreaterThan(0)
    expect(res.data.every((n) => n.pid === 0)).toBe(true)
    const withChildren = res.data.filter((n) => n.child_list.length > 0)
    expect(withChildren.length).toBeGreaterThan(0)
    expect(withChildren.every((n) => n.child_list.every((c) => c.pid === n.category_id))).toBe(true)
    expect((await t.call<unknown[]>('/api/shopgoodscategory/tree', { site_id: 999999 })).data).toEqual([])
    expect((await t.call('/api/shopgoodscategory/tree', { site_id: 'x' })).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('shopmember (follow a shop)', () => {
  it('follows and unfollows once, keeping sub_num in step', async () => {
    const shops = await publicShops()
    const shop = shops[2]!
    const subNum = async () =>
      (await t.handle.db.selectFrom('shop').select('sub_num').where('site_id', '=', shop.site_id).executeTakeFirstOrThrow()).sub_num
    const before = await subNum()
    expect((await t.call('/api/shopmember/issubscribe', { site_id: shop.site_id, token: shopper })).data).toBe(false)
    expect((await t.call('/api/shopmember/add', { site_id: shop.site_id, token: shopper })).data).toBe(true)
    expect((await t.call('/api/shopmember/add', { site_id: shop.site_id, token: shopper })).data).toBe(true)
    expect(await subNum()).toBe(before + 1)
    expect((await t.call('/api/shopmember/issubscribe', { site_id: shop.site_id, token: shopper })).data).toBe(true)
    // a visitor and another member do not follow it through the shopper
    expect((await t.call('/api/shopmember/issubscribe', { site_id: shop.site_id })).data).toBe(false)
    const list = await t.call<ListBody<{ site_id: number; site_name: string; logo: string; shop_desccredit: number; telephone: string }>>(
      '/api/shopmember/membershoppages', { token: shopper })
    expect(list.data.list.map((s) => s.site_id)).toContain(shop.site_id)
    const theirs = await t.call<ListBody<{ site_id: number }>>('/api/shopmember/membershoppages', { token: buyer, page_size: 100 })
    const buyerFollows = theirs.data.list.some((s) => s.site_id === shop.site_id)
    if (!buyerFollows) expect((await t.call('/api/shopmember/delete', { site_id: shop.site_id, token: buyer })).data).toBe(false)
    expect(await subNum()).toBe(before + 1)

    expect((await t.call('/api/shopmember/delete', { site_id: shop.site_id, token: shopper })).data).toBe(true)
    expect((await t.call('/api/shopmember/delete', { site_id: shop.site_id, token: shopper })).data).toBe(false)
    expect(await subNum()).toBe(before)
  })

  it('answers TOKEN errors on login-forced calls and rejects unknown shops', async () => {
    for (const path of ['/api/shopmember/add', '/api/shopmember/delete', '/api/shopmember/membershoppages']) {
      expect((await t.call(path, { site_id: 1 })).error_code, path).toBe('TOKEN_NOT_EXIST')
      expect((await t.call(path, { site_id: 1, token: 'bogus' })).error_code, path).toBe('TOKEN_ERROR')
    }
    expect((await t.call('/api/shopmember/add', { site_id: 999999, token: shopper })).error_code).toBe('NOT_FOUND')
    expect((await t.call('/api/shopmember/add', { site_id: 'x', token: shopper })).error_code).toBe('PARAMETER_ERROR')
  })
})
