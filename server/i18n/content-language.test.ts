import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, tokenOf, type ListBody, type TestApp } from '../test/harness.ts'
import { regionNameEn } from './region-names.ts'
import { localize, localizePlatformOnly, MEMBER_WORDS, searchWord } from './localize.ts'
import { glossary } from './glossary.ts'

const CJK = /[\u3400-\u9fff\uff0c\u3002]/
const en = { lang: 'en-us' }
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** every string of a JSON value, with its path */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}
const chinese = (data: unknown) => strings(data).filter(([, s]) => CJK.test(s))

describe('platform content in the caller language', () => {
  it('answers the frame, the category menu, help, notices, promises and config in English', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/pc/navList', {}],
      ['/api/pc/hotSearchWords', {}],
      ['/api/pc/defaultSearchWords', {}],
      ['/api/goodscategory/tree', { level: 3 }],
      ['/api/helpclass/lists', {}],
      ['/api/shopservice/lists', {}],
      ['/api/pc/friendlyLink', {}],
      ['/api/config/copyright', {}],
      ['/api/website/info', {}],
      ['/api/goods/aftersale', {}],
      ['/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
      ['/api/adv/detail', { keyword: 'NS_PC_LOGIN' }],
      ['/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' }],
      ['/api/address/lists', { pid: 0 }],
      ['/api/address/lists', { pid: 440000 }],
      ['/api/address/city', {}],
    ]
    for (const [path, params] of calls) {
      const res = await t.call(path, { ...params, ...en })
      expect(res.code, path).toBe(0)
      expect(chinese(res.data), path).toEqual([])
    }
    // and in Chinese as before
    const zh = await t.call<{ list: Array<{ nav_title: string }> }>('/api/pc/navList', { lang: 'zh-cn' })
    expect(zh.data.list[0]!.nav_title).toBe('首页')
    const enNav = await t.call<{ list: Array<{ nav_title: string }> }>('/api/pc/navList', en)
    expect(enNav.data.list[0]!.nav_title).toBe('Home')
  })

  it('every help article, notice and the registration agreement has its English', async () => {
    const help = await t.handle.db.selectFrom('help').select('id').execute()
    for (const { id } of help) {
      const res = await t.call('/api/help/info', { id, ...en })
      expect(chinese(res.data), `help ${id}`).toEqual([])
    }
    const notices = await t.call<ListBody<{ id: number }>>('/api/notice/page', { page_size: 50, ...en })
    expect(chinese(notices.data), 'notice list').toEqual([])
    for (const { id } of notices.data.list) {
      const res = await t.call('/api/notice/info', { id, ...en })
      expect(chinese(res.data), `notice ${id}`).toEqual([])
    }
  })

  it('keeps the shops\u2019 own words (goods and shop names) and translates the platform\u2019s around them', async () => {
    const sku = await t.handle.db.selectFrom('goods_sku').select('sku_id').where('is_default', '=', 1).orderBy('sku_id').executeTakeFirstOrThrow()
    const res = await t.call<{ goods_sku_detail: Record<string, unknown> }>('/api/goodssku/detail', { sku_id: sku.sku_id, ...en })
    const d = res.data.goods_sku_detail
    const zh = await t.call<{ goods_sku_detail: Record<string, unknown> }>('/api/goodssku/detail', { sku_id: sku.sku_id })
    expect(d.goods_name).toBe(zh.data.goods_sku_detail.goods_name)
    for (const field of ['category_name', 'category_full_name', 'unit', 'sku_spec_format', 'goods_spec_format', 'goods_attr_format']) {
      expect(CJK.test(String(d[field])), `${field}: ${String(d[field])}`).toBe(false)
    }
    expect(JSON.parse(String(d.sku_spec_format))[0].spec_name).toMatch(/^[A-Z]/)
  })

  it('answers the platform\u2019s topics in English: names and notes on the list, the topic and its banner', async () => {
    const list = await t.call<{ list: Array<{ topic_id: number; topic_name: string; remark: string }> }>('/topic/api/topic/page', en)
    expect(list.data.list.length).toBeGreaterThan(0)
    expect(chinese(list.data)).toEqual([])
    const first = list.data.list[0]!
    const info = await t.call<{ topic_name: string; remark: string; topic_adv: string }>('/topic/api/topic/info', { topic_id: first.topic_id, ...en })
    expect(chinese(info.data)).toEqual([])
    // its banner is drawn with the platform's words: the English caller is given the English picture
    expect(info.data.topic_adv).toMatch(/\.svg\?lang=en$/)
    const zh = await t.call<{ topic_name: string }>('/topic/api/topic/info', { topic_id: first.topic_id })
    expect(CJK.test(zh.data.topic_name)).toBe(true)
    const picture = await t.app.inject({ method: 'GET', url: `/img/topic/${first.topic_id}.svg?lang=en` })
    expect(CJK.test(picture.body)).toBe(false)
  })

  it('searches the goods for an English platform word', async () => {
    const zh = await t.call<ListBody<{ sku_id: number }>>('/api/goodssku/page', { keyword: '笔记本', page_size: 50 })
    const english = await t.call<ListBody<{ sku_id: number }>>('/api/goodssku/page', { keyword: 'laptops', page_size: 50, ...en })
    expect(zh.data.count).toBeGreaterThan(0)
    expect(english.data.list.map((s) => s.sku_id)).toEqual(zh.data.list.map((s) => s.sku_id))
    const g = await glossary(t.handle.db)
    expect(searchWord('Phones', g)).toBe('手机')
    expect(searchWord('OPPO', g)).toBe('OPPO')
  })

  it('draws pictures with platform words in English when asked', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/img/adv/NS_PC_INDEX-1.svg' })
    const english = await t.app.inject({ method: 'GET', url: '/img/adv/NS_PC_INDEX-1.svg?lang=en' })
    expect(zh.body).toContain('数码焕新季')
    expect(english.statusCode).toBe(200)
    expect(english.body).toContain('Digital refresh')
    expect(CJK.test(english.body)).toBe(false)
    const floor = await t.app.inject({ method: 'GET', url: '/img/adv/FLOOR-3_mid.svg?lang=en' })
    expect(CJK.test(floor.body)).toBe(false)
    // the default pictures too (a goods or package without a picture)
    const none = await t.app.inject({ method: 'GET', url: '/img/default/goods.svg?lang=en' })
    expect(none.body).toContain('No image')
    expect(CJK.test(none.body)).toBe(false)
    expect(localize({ default_goods_img: 'img/default/goods.svg' }, { en: new Map(), back: new Map() })).toEqual({ default_goods_img: 'img/default/goods.svg?lang=en' })
  })

  it('leaves members\u2019 own words alone: chat, reviews and after-sales talk are not looked up', () => {
    for (const path of ['/servicer/api/chat/chatList', '/api/goodsevaluate/page', '/api/orderrefund/detail', '/api/memberaddress/page']) {
      expect(MEMBER_WORDS.test(path), path).toBe(true)
    }
    expect(MEMBER_WORDS.test('/api/pc/navList')).toBe(false)
    const g = { en: new Map([['手机', 'Phones']]), back: new Map() }
    // a nickname or a goods name is not a platform field, even when it matches a platform word
    expect(localize({ nickname: '手机', goods_name: '手机', category_name: '手机' }, g)).toEqual({ nickname: '手机', goods_name: '手机', category_name: 'Phones' })
  })

  it('writes regions as addresses are written in English', () => {
    expect(regionNameEn('广东省')).toBe('Guangdong')
    expect(regionNameEn('深圳市')).toBe('Shenzhen')
    expect(regionNameEn('南山区')).toBe('Nanshan District')
    expect(regionNameEn('内蒙古自治区')).toBe('Inner Mongolia')
    expect(regionNameEn('陕西省')).toBe('Shaanxi')
    expect(regionNameEn('香港特别行政区')).toBe('Hong Kong SAR')
  })
})

/** the strings of an answer that are Chinese, outside the fields that hold members' and shops' own words */
// (refund and complaint reasons are values the forms send back: the storefront labels them)
const OWN = /\.(sku_name|goods_name|site_name|shop_name|name|mobile|address|nickname|member_name|username|realname|bank_account|branch_bank_name|refund_remark|refund_delivery_name|refund_delivery_remark|refund_refuse_reason|complain_remark|coupon_name|sku_spec_format|goods_spec_format|spec_name|spec_value_name|store_name|delivery_store_name|delivery_store_info|buyer_message|sku_no|telephone|shop_address|refund_reason_type|complain_reason_type|pay_body|order_name|images|evaluate.*|verifier_name|refund_reason|complain_reason)$/
// a log sentence may quote what a member or a shop typed after its colon ("The shop refused the refund: 商品完好…")
const quoting = (path: string, s: string) => /\.(action|remark)$/.test(path) && /^[A-Za-z][^\u3400-\u9fff]*: /.test(s)
const platformChinese = (data: unknown) => chinese(data).filter(([path, s]) => !OWN.test(path) && !quoting(path, s))

describe('member pages in English (issue 13)', () => {
  it('answers statuses, types, reasons, region paths, ledger and log sentences and recharge packages in English', async () => {
    const token = await tokenOf(t, 'buyer')
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/memberaddress/page', { page: 1, page_size: 20 }],
      ['/api/order/lists', { page: 1, page_size: 50, order_status: 'all' }],
      ['/api/orderrefund/lists', { page: 1, page_size: 50 }],
      ['/api/ordercomplain/lists', { page: 1, page_size: 50 }],
      ['/api/memberaccount/page', { page: 1, page_size: 50, account_type: 'balance,balance_money' }],
      ['/api/memberaccount/page', { page: 1, page_size: 50, account_type: 'point' }],
      ['/memberrecharge/api/memberrecharge/page', { page: 1, page_size: 20 }],
      ['/memberrecharge/api/order/page', { page: 1, page_size: 20 }],
    ]
    for (const [path, params] of calls) {
      const res = await t.call(path, { ...params, token, ...en })
      expect(res.code, `${path} ${res.message}`).toBe(0)
      expect(platformChinese(res.data), path).toEqual([])
    }
    const orders = await t.call<ListBody<{ order_id: number; order_goods: Array<{ order_goods_id: number; refund_status: number }> }>>('/api/order/lists', { page: 1, page_size: 50, order_status: 'all', token })
    for (const o of orders.data.list) {
      const detail = await t.call('/api/order/detail', { order_id: o.order_id, token, ...en })
      expect(platformChinese(detail.data), `order ${o.order_id}`).toEqual([])
      for (const g of o.order_goods.filter((l) => l.refund_status !== 0)) {
        const refund = await t.call('/api/orderrefund/detail', { order_goods_id: g.order_goods_id, token, ...en })
        expect(platformChinese(refund.data), `refund ${g.order_goods_id}`).toEqual([])
      }
    }
    const addresses = await t.call<ListBody<{ full_address: string; address: string }>>('/api/memberaddress/page', { page: 1, page_size: 20, token, ...en })
    expect(addresses.data.list.map((a) => a.full_address)).toContain('Shanghai, Shanghai, Pudong New Area')
    // the member's own part of the address stays as typed
    expect(addresses.data.list.some((a) => CJK.test(a.address))).toBe(true)
  })

  it('on the member-words paths touches only what the server fills itself', () => {
    const g = { en: new Map([['卖家拒绝', 'Refused by the shop'], ['其他', 'Other']]), back: new Map() }
    expect(
      localizePlatformOnly({ refund_status_name: '卖家拒绝', refund_remark: '卖家拒绝', name: '其他', action: '买家已退货：顺丰 SF1', full_address: '广东省 深圳市 南山区', address: '科技园 1 号' }, g),
    ).toEqual({ refund_status_name: 'Refused by the shop', refund_remark: '卖家拒绝', name: '其他', action: 'The buyer sent the goods back: 顺丰 SF1', full_address: 'Guangdong, Shenzhen, Nanshan District', address: '科技园 1 号' })
    // a full_address that is not a region path (a store's own words) is left alone
    expect(localize({ full_address: '万达广场 3 楼' }, g)).toEqual({ full_address: '万达广场 3 楼' })
  })
})

describe('the glossary covers the platform', () => {
  it('has English for every category, attribute, spec, nav, advert, level, promise, link and help class in the demo data', async () => {
    const g = await glossary(t.handle.db)
    const db = t.handle.db
    const texts = [
      ...(await db.selectFrom('goods_category').select('category_name as s').execute()),
      ...(await db.selectFrom('goods_category').select('short_name as s').where('short_name', '!=', '').execute()),
      ...(await db.selectFrom('goods_attribute').select('attr_name as s').execute()),
      ...(await db.selectFrom('goods_attribute_value').select('attr_value_name as s').execute()),
      ...(await db.selectFrom('pc_nav').select('nav_title as s').execute()),
      ...(await db.selectFrom('adv').select('adv_title as s').execute()),
      ...(await db.selectFrom('adv_position').select('ap_name as s').execute()),
      ...(await db.selectFrom('member_level').select('level_name as s').execute()),
      ...(await db.selectFrom('shop_service').select('service_name as s').execute()),
      ...(await db.selectFrom('friendly_link').select('link_title as s').execute()),
      ...(await db.selectFrom('help_class').select('class_name as s').execute()),
      ...(await db.selectFrom('goods').select('unit as s').distinct().execute()),
    ].map((r) => r.s)
    const missing = [...new Set(texts.filter((s) => CJK.test(s) && !g.en.has(s)))]
    expect(missing).toEqual([])
  })
})
