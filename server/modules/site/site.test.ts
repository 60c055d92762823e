import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { patchConfig } from '../../db/site-config.ts'
import { invalidateCategoryTree, type CategoryNode } from './service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const expectParamError = (res: { code: number; error_code?: string }) => {
  expect(res.code).toBeLessThan(0)
  expect(res.error_code).toBe('PARAMETER_ERROR')
}

describe('site info', () => {
  it('returns the platform settings for site 0', async () => {
    const res = await t.call<Record<string, unknown>>('/api/website/info')
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ site_id: 0, title: 'Bazaar 商城', web_status: 1, wap_status: 1, web_phone: '400-800-8888' })
    for (const key of ['logo', 'desc', 'keywords', 'web_qrcode', 'close_reason', 'web_email']) expect(res.data).toHaveProperty(key)
  })
  it('answers for a city sub-site and refuses an unknown or bad site id', async () => {
    const city = await t.call<{ site_id: number; title: string }>('/api/website/info', { site_id: 2 })
    expect(city.data).toMatchObject({ site_id: 2, title: 'Bazaar 上海站' })
    const missing = await t.call('/api/website/info', { site_id: 9999 })
    expect(missing.code).toBeLessThan(0)
    expect(missing.error_code).toBe('NOT_FOUND')
    expectParamError(await t.call('/api/website/info', { site_id: 'abc' }))
    expectParamError(await t.call('/api/website/info', { site_id: -1 }))
  })
  it('answers in English when asked', async () => {
    const res = await t.call('/api/website/info', { site_id: 'x', lang: 'en-us' })
    expect(res.message).toMatch(/Invalid parameter/)
  })
  it('gives the image path of a real QR code of the storefront', async () => {
    const a = await t.call<{ path: { h5: { img: string; url: string } } }>('/api/website/wapqrcode')
    expect(a.data.path.h5.img).toBe('qrcode/wap.png')
    expect(a.data.path.h5.url).toMatch(/\/web\/$/)
    const png = await t.app.inject({ method: 'GET', url: `/${a.data.path.h5.img}` })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
  })
})

describe('config endpoints', () => {
  it('copyright carries the pipe-separated icp', async () => {
    const res = await t.call<{ icp: string; copyright_desc: string; gov_record: string }>('/api/config/copyright')
    expect(res.data.icp.split('|')).toHaveLength(5)
    expect(res.data.icp).toContain('沪ICP备2026000001号')
    expect(res.data.copyright_desc).toBeTruthy()
  })
  it('default images, servicer, addons, category config, float layer', async () => {
    const img = await t.call<Record<string, string>>('/api/config/defaultimg')
    expect(img.data.default_goods_img).toBe('img/default/goods.svg')
    expect(Object.keys(img.data)).toHaveLength(8)
    expect((await t.call('/api/config/servicer')).data).toEqual({ type: 'system', third: '' })
    const addons = await t.call<Record<string, number>>('/api/addon/addonisexit')
    // installed = configured and answered by this server (store is configured off)
    expect(addons.data).toMatchObject({ city: 1, manjian: 1, discount: 1, coupon: 1, platformcoupon: 1, seckill: 1, groupbuy: 1, bundling: 1, topic: 1, store: 0 })
    expect((await t.call('/pc/api/pc/categoryconfig')).data).toEqual({ category: 3, img: 1 })
    const float = await t.call<{ is_show: number; url: string; number: number; img_url: string }>('/api/pc/floatLayer')
    expect(float.data.is_show).toBe(1)
    expect(JSON.parse(float.data.url)).toEqual({ url: '/promotion/seckill' })
    expect(float.data.number).toBe(2)
  })
  it('search words', async () => {
    const hot = await t.call<{ words: string }>('/api/pc/hotSearchWords')
    expect(hot.data.words.split('，').length).toBeGreaterThanOrEqual(5)
    const dflt = await t.call<{ words: string }>('/api/pc/defaultSearchWords')
    expect(dflt.data.words).toBeTruthy()
  })
  it('a malformed JSON body is a parameter error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/copyright',
      payload: '{"oops":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBeLessThan(500)
    expectParamError(res.json())
  })
})

describe('adverts', () => {
  const keywords = [
    'NS_PC_INDEX_TOP', 'NS_PC_INDEX', 'NS_PC_INDEX_MID_LEFT', 'NS_PC_INDEX_MID_RIGHT', 'NS_PC_LOGIN',
    'NS_PC_COUPON', 'NS_PC_SECKILL', 'NS_PC_GROUPBUY', 'NS_PC_BRAND', 'NS_PC_SHOP_INDEX',
  ]
  it('every keyword of the reference has a position and slides', async () => {
    for (const keyword of keywords) {
      const res = await t.call<{ adv_position: { keyword: string }; adv_list: Array<Record<string, unknown>> }>('/api/adv/detail', { keyword })
      expect(res.code).toBe(0)
      expect(res.data.adv_position.keyword).toBe(keyword)
      expect(res.data.adv_list.length).toBeGreaterThan(0)
      for (const adv of res.data.adv_list) {
        expect(Object.keys(adv).sort()).toEqual(['adv_id', 'adv_image', 'adv_title', 'adv_url', 'background'])
        expect(JSON.parse(adv.adv_url as string)).toHaveProperty('url')
      }
    }
  })
  it('the top strip is 1210×70 and the carousel slides have backgrounds', async () => {
    const top = await t.call<{ adv_position: { ap_width: number; ap_height: number } }>('/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' })
    expect(top.data.adv_position).toMatchObject({ ap_width: 1210, ap_height: 70 })
    const index = await t.call<{ adv_list: Array<{ background: string }> }>('/api/adv/detail', { keyword: 'NS_PC_INDEX' })
    expect(index.data.adv_list.length).toBeGreaterThanOrEqual(3)
    for (const slide of index.data.adv_list) expect(slide.background).toMatch(/^#[0-9a-f]{6}$/i)
  })
  it('an unknown keyword is empty; a missing or over-long one is refused', async () => {
    expect((await t.call('/api/adv/detail', { keyword: 'NO_SUCH' })).data).toEqual({ adv_position: null, adv_list: [] })
    expectParamError(await t.call('/api/adv/detail'))
    expectParamError(await t.call('/api/adv/detail', { keyword: 'X'.repeat(51) }))
    expectParamError(await t.call('/api/adv/detail', { keyword: { $ne: 1 } }))
  })
})

describe('header and footer lists', () => {
  it('shop services, friendly links, navigation', async () => {
    const services = await t.call<Array<{ name: string; pc_icon: string }>>('/api/shopservice/lists')
    expect(services.data.length).toBeGreaterThanOrEqual(4)
    expect(services.data[0]).toMatchObject({ name: '正品保障' })
    const links = await t.call<{ list: Array<Record<string, unknown>> }>('/api/pc/friendlyLink')
    expect(links.data.list.length).toBeGreaterThan(0)
    expect(links.data.list[0]).toHaveProperty('link_title')
    expect(links.data.list[0]).toHaveProperty('is_blank')
    const nav = await t.call<{ list: Array<{ nav_title: string; nav_url: string }> }>('/api/pc/navList')
    expect(nav.data.list.map((n) => n.nav_title)).toEqual(expect.arrayContaining(['首页', '秒杀', '团购', '领券中心', '品牌专区', '店铺街']))
    expect(JSON.parse(nav.data.list[0]!.nav_url)).toEqual({ url: '/index' })
  })
  it('help classes with their articles, sorted', async () => {
    const res = await t.call<Array<{ class_id: number; class_name: string; child_list: Array<{ id: number; title: string }> }>>(
      '/api/helpclass/lists',
      { app_module: 'admin' },
    )
    expect(res.data.length).toBeGreaterThanOrEqual(4)
    expect(res.data[0]!.class_name).toBe('购物指南')
    for (const c of res.data) {
      expect(c.child_list.length).toBeGreaterThanOrEqual(4)
      expect(Object.keys(c.child_list[0]!).sort()).toEqual(['id', 'title'])
    }
    expectParamError(await t.call('/api/helpclass/lists', { app_module: 'x'.repeat(21) }))
  })
})

describe('category tree', () => {
  type Node = CategoryNode
  const walk = (nodes: Node[], f: (n: Node) => void) => nodes.forEach((n) => (f(n), walk(n.child_list, f)))

  it('defaults to 3 levels without images', async () => {
    const res = await t.call<Node[]>('/api/goodscategory/tree')
    expect(res.data.length).toBe(10)
    let count = 0
    walk(res.data, (n) => {
      count++
      expect(n.image).toBe('')
      expect(n.goods_list).toBeUndefined()
      for (const c of n.child_list) {
        expect(c.pid).toBe(n.category_id)
        expect(c.level).toBe(n.level + 1)
      }
    })
    expect(count).toBeGreaterThanOrEqual(100)
  })
  it('template 2 adds images; level limits the depth', async () => {
    const res = await t.call<Node[]>('/api/goodscategory/tree', { level: 2, template: 2 })
    walk(res.data, (n) => {
      expect(n.level).toBeLessThanOrEqual(2)
      expect(n.image).toMatch(/^img\/category\/\d+\.svg$/)
    })
    expect(res.data[0]!.image_adv).toMatch(/^img\/category\/adv-\d+\.svg$/)
    const one = await t.call<Node[]>('/api/goodscategory/tree', { level: 1 })
    expect(one.data.every((n) => n.child_list.length === 0)).toBe(true)
  })
  it('template 3 adds up to 6 on-sale goods per level-3 node, best sellers first', async () => {
    const res = await t.call<Node[]>('/api/goodscategory/tree', { level: 3, template: 3 })
    let withGoods = 0
    walk(res.data, (n) => {
      if (n.level < 3) return expect(n.goods_list).toBeUndefined()
      expect(n.goods_list!.length).toBeLessThanOrEqual(6)
      if (n.goods_list!.length) withGoods++
      for (const g of n.goods_list!) expect(g.discount_price).toMatch(/^\d+\.\d{2}$/)
    })
    expect(withGoods).toBeGreaterThan(50)
    const ids = res.data[0]!.child_list[0]!.child_list[0]!.goods_list!.map((g) => g.sku_id)
    const rows = await t.handle.db.selectFrom('goods_sku').select(['sku_id', 'sale_num', 'on_sale']).where('sku_id', 'in', ids).execute()
    expect(rows.every((r) => r.on_sale)).toBe(true)
    const sales = ids.map((id) => rows.find((r) => r.sku_id === id)!.sale_num)
    expect([...sales].sort((a, b) => b - a)).toEqual(sales)
  })
  it('is cached until invalidated', async () => {
    const before = await t.call<Node[]>('/api/goodscategory/tree')
    await t.handle.db.updateTable('goods_category').set({ category_name: '手机数码（新）' }).where('category_id', '=', before.data[0]!.category_id).execute()
    expect((await t.call<Node[]>('/api/goodscategory/tree')).data[0]!.category_name).toBe(before.data[0]!.category_name)
    invalidateCategoryTree(t.handle.db)
    expect((await t.call<Node[]>('/api/goodscategory/tree')).data[0]!.category_name).toBe('手机数码（新）')
  })
  it('refuses out-of-range or mistyped level and template', async () => {
    expectParamError(await t.call('/api/goodscategory/tree', { level: 0 }))
    expectParamError(await t.call('/api/goodscategory/tree', { level: 4 }))
    expectParamError(await t.call('/api/goodscategory/tree', { template: 9 }))
    expectParamError(await t.call('/api/goodscategory/tree', { template: 'big' }))
    expectParamError(await t.call('/api/goodscategory/tree', { level: 1.5 }))
  })
  it('query-string params work like the body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/goodscategory/tree?level=1&template=2' })
    const data = res.json().data as Node[]
    expect(data[0]!.image).not.toBe('')
    expect(data[0]!.child_list).toEqual([])
  })
})

describe('regions and city sites', () => {
  it('the prefecture-level cities, municipalities once each', async () => {
    const res = await t.call<Array<{ id: number; title: string; pinyin: string; abbr: string; initial: string }>>('/api/address/city')
    expect(res.data.length).toBeGreaterThan(300)
    for (const [id, title] of [[110100, '北京市'], [310100, '上海市'], [120100, '天津市'], [500100, '重庆市'], [440300, '深圳市'], [330100, '杭州市']] as const) {
      expect(res.data).toContainEqual(expect.objectContaining({ id, title }))
    }
    // each city comes spelled, polyphonic place names read as place names
    const byId = new Map(res.data.map((c) => [c.id, c]))
    expect(byId.get(110100)).toMatchObject({ pinyin: 'beijingshi', abbr: 'bjs', initial: 'B' })
    expect(byId.get(500100)).toMatchObject({ initial: 'C', pinyin: 'chongqingshi' })
    expect(byId.get(430100)).toMatchObject({ pinyin: 'changshashi' })
    expect(byId.get(350200)).toMatchObject({ initial: 'X' })
    expect(res.data.some((c) => c.title.includes('市辖区') || c.title.includes('直辖'))).toBe(false)
    expect(new Set(res.data.map((c) => c.id)).size).toBe(res.data.length)
  })
  it('provinces → cities → districts, with municipalities as one city', async () => {
    const provinces = await t.call<Array<{ id: number; pid: number; name: string; shortname: string; level: number }>>('/api/address/lists')
    expect(provinces.data.length).toBe(31)
    expect(provinces.data).toContainEqual({ id: 110000, pid: 0, name: '北京市', shortname: '北京', level: 1 })
    const bj = await t.call<Array<{ id: number; name: string; level: number }>>('/api/address/lists', { pid: 110000 })
    expect(bj.data).toEqual([{ id: 110100, pid: 110000, name: '北京市', shortname: '北京', level: 2 }])
    const districts = await t.call<Array<{ id: number; name: string; level: number }>>('/api/address/lists', { pid: 110100 })
    expect(districts.data.map((d) => d.name)).toContain('朝阳区')
    expect(districts.data.every((d) => d.level === 3)).toBe(true)
    const cq = await t.call<Array<{ name: string }>>('/api/address/lists', { pid: 500100 })
    expect(cq.data.map((d) => d.name)).toEqual(expect.arrayContaining(['渝中区', '城口县']))
    const gd = await t.call<Array<{ id: number; name: string }>>('/api/address/lists', { pid: 440000 })
    expect(gd.data).toContainEqual(expect.objectContaining({ id: 440300, name: '深圳市' }))
    expect((await t.call('/api/address/lists', { pid: 999999 })).data).toEqual([])
    expectParamError(await t.call('/api/address/lists', { pid: 'beijing' }))
  })
  it('finds the city sub-site, or falls back to 全国', async () => {
    const sh = await t.call('/api/website/getWebsiteidByAddress', { web_city: 310100, name: 'DIY_VIEW_CITY_INDEX' })
    expect(sh.data).toEqual({ site_id: 2, site_area_id: 310100, site_area_name: '上海', title: 'Bazaar 上海站' })
    const tj = await t.call('/api/website/getWebsiteidByAddress', { web_city: 120100 })
    expect(tj.data).toEqual({ site_id: 0, site_area_id: 0, site_area_name: '全国', title: 'Bazaar 商城' })
    expectParamError(await t.call('/api/website/getWebsiteidByAddress'))
    expectParamError(await t.call('/api/website/getWebsiteidByAddress', { web_city: 'shanghai' }))
    expectParamError(await t.call('/api/website/getWebsiteidByAddress', { web_city: 310100, name: 'n'.repeat(51) }))
  })
})

describe('settings changes show up', () => {
  it('a closed site reports web_status 0 with its reason', async () => {
    await patchConfig(t.handle.db, 'website', { web_status: 0, close_reason: '系统升级中' })
    const res = await t.call('/api/website/info')
    expect(res.data).toMatchObject({ web_status: 0, close_reason: '系统升级中' })
  })
})
