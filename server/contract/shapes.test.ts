import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, tokenOf, topSku } from '../test/harness.ts'
import { expectShape, type Shape } from './shape.ts'

// Response shapes against the reference's field lists (api-reference.md §2, §6, §8.1), one family
// at a time: every field a contract client reads is there, with the wire type it expects — money
// as 2-decimal strings, "(JSON)" fields as JSON text, pictures as relative image paths.

let t: TestApp
let buyer = ''
beforeAll(async () => {
  t = await createTestApp()
  buyer = await tokenOf(t, 'buyer')
})
afterAll(async () => {
  await t.close()
})

const call = async <T = unknown>(path: string, body: Record<string, unknown> = {}) => {
  const res = await t.call<T>(path, body)
  expect(res.code, `${path}: ${res.message}`).toBe(0)
  return res.data
}
const firstOf = <T>(list: T[], where: string): T => {
  expect(list.length, where).toBeGreaterThan(0)
  return list[0]!
}

describe('site chrome (§2.1)', () => {
  it('website/info, defaultimg, copyright, wapqrcode', async () => {
    expectShape(await call('/api/website/info'), {
      title: 'string', logo: 'image', desc: 'string', keywords: 'string', web_qrcode: 'image', web_status: 'number',
      close_reason: 'string', wap_status: 'number', web_email: 'string', web_phone: 'string',
    }, 'website/info')
    expectShape(await call('/api/config/defaultimg'), { default_goods_img: 'image', default_headimg: 'image', default_shop_img: 'image' }, 'defaultimg')
    expectShape(await call('/api/config/copyright'), { copyright_desc: 'string', icp: 'string', gov_record: 'string' }, 'copyright')
    const qr = await call<{ path: { h5: unknown } }>('/api/website/wapqrcode')
    expectShape(qr.path.h5, { img: 'image', url: 'string' }, 'wapqrcode.path.h5')
  })

  it('category tree, nav, search words, footer lists, adverts', async () => {
    const tree = await call<Array<{ child_list: Array<{ child_list: unknown[] }> }>>('/api/goodscategory/tree', { level: 3, template: 2 })
    const node: Shape = { category_id: 'number', category_name: 'string', short_name: 'string', pid: 'number', level: 'number', image: 'image', image_adv: 'any', child_list: 'array' }
    const top = firstOf(tree, 'tree')
    expectShape(top, node, 'tree[0]')
    expectShape(firstOf(top.child_list, 'tree[0].child_list'), node, 'tree[0].child_list[0]')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/pc/navList')).list, 'navList'), { nav_title: 'string', nav_url: 'json', is_blank: 'number' }, 'navList')
    expectShape(await call('/api/pc/hotSearchWords'), { words: 'string' }, 'hotSearchWords')
    expectShape(await call('/api/pc/defaultSearchWords'), { words: 'string' }, 'defaultSearchWords')
    expectShape(firstOf(await call<unknown[]>('/api/shopservice/lists'), 'shopservice'), { name: 'string', pc_icon: 'image' }, 'shopservice')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/pc/friendlyLink')).list, 'friendlyLink'),
      { link_title: 'string', link_url: 'string', link_pic: 'image', is_blank: 'number' }, 'friendlyLink')
    const help = firstOf(await call<Array<{ child_list: unknown[] }>>('/api/helpclass/lists'), 'helpclass')
    expectShape(help, { class_id: 'number', class_name: 'string', child_list: 'array' }, 'helpclass')
    expectShape(firstOf(help.child_list, 'helpclass.child_list'), { id: 'number', title: 'string' }, 'helpclass.child_list')
    const adv = await call<{ adv_position: unknown; adv_list: unknown[] }>('/api/adv/detail', { keyword: 'NS_PC_INDEX' })
    expectShape(adv, { adv_position: 'object', adv_list: 'array' }, 'adv/detail')
    expectShape(firstOf(adv.adv_list, 'adv_list'), { adv_id: 'number', adv_title: 'string', adv_image: 'image', adv_url: 'json', background: 'string' }, 'adv_list')
  })
})

describe('home (§2.2, §8.1)', () => {
  it('notices, float layer, floors with their goods, brand and category tiles', async () => {
    const notices = await call<{ list: unknown[] }>('/api/notice/page', { page: 1, page_size: 5, receiving_type: 'web' })
    expectShape(firstOf(notices.list, 'notices'), { id: 'number', title: 'string', create_time: 'number' }, 'notice/page')
    expectShape(await call('/api/pc/floatLayer'), { is_show: 'number', img_url: 'image', url: 'json', number: 'number' }, 'floatLayer')
    const floors = await call<Array<{ value: Record<string, { type?: string; value: { list?: unknown[] } }> }>>('/api/pc/floors')
    const tiles: Record<string, Shape> = {
      goods: { sku_id: 'number', sku_name: 'string', price: 'money', market_price: 'money', discount_price: 'money', stock: 'number',
        sale_num: 'number', sku_image: 'image', goods_name: 'string', introduction: 'string' },
      brand: { brand_id: 'number', brand_name: 'string', brand_initial: 'string', image_url: 'image' },
      category: { category_id: 'number', category_name: 'string', short_name: 'string', level: 'number', image: 'image', image_adv: 'any' },
    }
    const seen = new Set<string>()
    for (const f of floors) {
      expectShape(f, { title: 'string', block_name: 'string', block_title: 'string', value: 'object' }, 'floor')
      for (const slot of Object.values(f.value)) {
        const shape = slot.type ? tiles[slot.type] : undefined
        if (!shape) continue
        seen.add(slot.type!)
        for (const tile of slot.value.list ?? []) expectShape(tile, shape, `floor ${slot.type}`)
      }
    }
    expect([...seen].sort()).toEqual(['brand', 'category', 'goods'])
  })
})

describe('goods list and detail (§2.3, §2.4)', () => {
  const listItem: Shape = {
    goods_id: 'number', sku_id: 'number', sku_name: 'string', price: 'money', market_price: 'money', discount_price: 'money',
    stock: 'number', sale_num: 'number', sku_image: 'image', goods_name: 'string', site_id: 'number', website_id: 'number',
    is_own: 'number', is_free_shipping: 'number', introduction: 'string', promotion_type: 'number', goods_image: 'image',
    site_name: 'string', goods_spec_format: 'json', is_virtual: 'number',
  }
  it('goodssku/page items, relevanceinfo, category info', async () => {
    const sku = await topSku(t)
    const page = await call<{ count: number; page_count: number; list: unknown[] }>('/api/goodssku/page', { page_size: 12 })
    expectShape(page, { count: 'number', page_count: 'number', list: 'array' }, 'goodssku/page')
    for (const item of page.list) expectShape(item, listItem, 'goodssku/page item')
    const rel = await call<{ brand_list: unknown[]; attribute_list: Array<{ child: unknown[] }> }>('/api/goodscategory/relevanceinfo',
      { category_id: sku.category_id_3, category_level: 3 })
    expectShape(rel, { brand_list: 'array', brand_initial_list: 'array', attribute_list: 'array' }, 'relevanceinfo')
    expectShape(firstOf(rel.brand_list, 'brand_list'), { id: 'number', brand_name: 'string', image_url: 'image', brand_initial: 'string' }, 'brand_list')
    const attr = firstOf(rel.attribute_list, 'attribute_list')
    expectShape(attr, { attr_id: 'number', attr_name: 'string', child: 'array' }, 'attribute_list')
    expectShape(firstOf(attr.child, 'attribute child'), { attr_value_id: 'number', attr_value_name: 'string' }, 'attribute child')
    expectShape(await call('/api/goodscategory/info', { category_id: sku.category_id_3 }), { category_full_name: 'string' }, 'category info')
  })

  it('goodssku/detail, info, qrcode, manjian, aftersale, reviews', async () => {
    const sku = await topSku(t)
    const detail = await call<{ goods_sku_detail: unknown; goods_info: unknown; shop_info: unknown }>('/api/goodssku/detail', { sku_id: sku.sku_id })
    expectShape(detail.goods_sku_detail, {
      goods_id: 'number', sku_id: 'number', sku_name: 'string', site_id: 'number', category_id: 'number', category_id_1: 'number',
      category_id_2: 'number', category_id_3: 'number', category_name: 'string', price: 'money', market_price: 'money',
      discount_price: 'money', promotion_type: 'number', start_time: 'number', end_time: 'number', stock: 'number',
      click_num: 'number', sale_num: 'number', collect_num: 'number', evaluate: 'number', sku_image: 'image', sku_images: 'image',
      video_url: 'string', sku_spec_format: 'json', goods_spec_format: 'json', goods_attr_format: 'json', goods_content: 'string',
      goods_state: 'number', verify_state: 'number', is_virtual: 'number', is_free_shipping: 'number', introduction: 'string',
      unit: 'string', max_buy: 'number', min_buy: 'number',
    }, 'goods_sku_detail')
    expectShape(detail.goods_info, { max_buy: 'number', min_buy: 'number', goods_image: 'image' }, 'goods_info')
    expectShape(detail.shop_info, {
      site_id: 'number', site_name: 'string', is_own: 'number', logo: 'image', avatar: 'image', banner: 'image', seo_description: 'string',
      qq: 'string', ww: 'string', telephone: 'string', shop_desccredit: 'any', shop_servicecredit: 'any', shop_deliverycredit: 'any',
      shop_baozh: 'number', shop_qtian: 'number', shop_zhping: 'number', shop_erxiaoshi: 'number', shop_tuihuo: 'number',
      shop_shiyong: 'number', shop_shiti: 'number', shop_xiaoxie: 'number', shop_sales: 'number', sub_num: 'number',
    }, 'shop_info')
    expectShape(await call('/api/goodssku/info', { sku_id: sku.sku_id }), {
      sku_id: 'number', sku_name: 'string', sku_spec_format: 'json', price: 'money', market_price: 'money', discount_price: 'money',
      promotion_type: 'number', start_time: 'number', end_time: 'number', stock: 'number', sku_image: 'image', sku_images: 'image',
      goods_spec_format: 'json',
    }, 'goodssku/info')
    const qr = await call<{ path: { h5: unknown } }>('/api/goodssku/goodsqrcode', { sku_id: sku.sku_id })
    expectShape(qr.path.h5, { img: 'image', url: 'string' }, 'goodsqrcode.path.h5')
    expectShape(await call('/api/goods/aftersale'), { content: 'string' }, 'aftersale')
    const manjian = await t.handle.db.selectFrom('promotion_manjian').select(['site_id', 'manjian_type']).where('status', '=', 1)
      .where('manjian_type', '=', 1).executeTakeFirstOrThrow()
    const inShop = await t.handle.db.selectFrom('goods_sku').select('goods_id').where('site_id', '=', manjian.site_id)
      .where('on_sale', '=', true).executeTakeFirstOrThrow()
    const info = await call<{ rule_json: Array<Record<string, unknown>> }>('/manjian/api/manjian/info', { goods_id: inShop.goods_id, site_id: manjian.site_id })
    expectShape(info, { manjian_name: 'string', manjian_type: 'number', type: 'number', rule_json: 'array' }, 'manjian')
    // the seeded 店庆满减送's top rule: a reward coupon and a gift (§7.6 coupon_data, present)
    const rewarded = info.rule_json.find((r) => r.coupon_data && r.present_data)
    expect(rewarded, 'manjian rule with coupon_data and present_data').toBeDefined()
    expectShape(rewarded, { money: 'money', coupon: 'number', coupon_data: 'object', present: 'number', present_num: 'number', present_data: 'object' }, 'manjian rule')
    expectShape(rewarded!.coupon_data, { coupon_name: 'string', type: 'string', at_least: 'money', money: 'money', discount: 'string' }, 'manjian coupon_data')
    expectShape(rewarded!.present_data, { sku_id: 'number', sku_name: 'string', sku_image: 'image', num: 'number' }, 'manjian present_data')
    const reviews = await call<{ count: number; list: unknown[] }>('/api/goodsevaluate/page', { goods_id: sku.goods_id, page_size: 10 })
    expectShape(firstOf(reviews.list, 'reviews'), {
      explain_type: 'number', member_name: 'string', member_headimg: 'image', content: 'string', images: 'image', sku_name: 'string',
      create_time: 'number', explain_first: 'string', again_content: 'string', again_images: 'image', again_time: 'number', again_explain: 'string',
    }, 'goodsevaluate')
  })
})

describe('shops, brands, cms, auth (§2.6–§2.9)', () => {
  it('shop street and shop home', async () => {
    const shopFields: Shape = {
      site_id: 'number', site_name: 'string', category_name: 'string', group_name: 'string', logo: 'image', avatar: 'image',
      banner: 'image', seo_description: 'string', shop_desccredit: 'any', shop_servicecredit: 'any', shop_deliverycredit: 'any',
      shop_sales: 'number', sub_num: 'number', is_own: 'number', longitude: 'any', latitude: 'any', telephone: 'string',
      address: 'string', full_address: 'string', distance: 'any',
    }
    const street = await call<{ list: Array<{ site_id: number }> }>('/api/shop/page', { page_size: 12 })
    for (const s of street.list) expectShape(s, shopFields, 'shop/page')
    // distance is measured from the caller's lat/lng on the street page only
    const { distance: _distance, ...infoFields } = shopFields
    expectShape(await call('/api/shop/info', { site_id: street.list[0]!.site_id }), {
      ...infoFields, expire_time: 'number', website_id: 'number', level_name: 'string', shop_status: 'number', start_time: 'number',
      qq: 'string', ww: 'string', workingtime: 'any', shop_baozh: 'number', shop_qtian: 'number', shop_zhping: 'number',
      shop_erxiaoshi: 'number', shop_tuihuo: 'number', shop_shiyong: 'number', shop_shiti: 'number', shop_xiaoxie: 'number',
      shop_free_time: 'any', shop_adv: 'any', work_week: 'any',
    }, 'shop/info')
    const tree = await call<unknown[]>('/api/shopgoodscategory/tree', { site_id: street.list[0]!.site_id })
    expect(Array.isArray(tree)).toBe(true)
  })

  it('brands, notices, help, login and register', async () => {
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/goodsbrand/page')).list, 'brands'), { brand_id: 'number', brand_name: 'string', image_url: 'image' }, 'goodsbrand')
    const notice = firstOf((await call<{ list: Array<{ id: number }> }>('/api/notice/page')).list, 'notices')
    expectShape(await call('/api/notice/info', { id: notice.id }), { title: 'string', create_time: 'number', content: 'string' }, 'notice/info')
    const help = firstOf((await call<{ list: Array<{ id: number }> }>('/api/help/page')).list, 'help')
    expectShape(help, { id: 'number', title: 'string', create_time: 'number' }, 'help/page')
    expectShape(await call('/api/help/info', { id: help.id }), { title: 'string', create_time: 'number', content: 'string' }, 'help/info')
    const config = await call<{ value: unknown }>('/api/register/config')
    expectShape(config.value, { is_enable: 'number', dynamic_code_login: 'number', pwd_len: 'number', pwd_complexity: 'string' }, 'register/config')
    expectShape(await call('/api/captcha/captcha'), { id: 'string', img: 'string' }, 'captcha')
  })
})

describe('member centre (§2.1, §6.1, §6.6)', () => {
  it('member detail, levels, footprint, favourites, followed shops', async () => {
    expectShape(await call('/api/member/detail', { token: buyer }), {
      member_id: 'number', username: 'string', nickname: 'string', mobile: 'string', email: 'string', status: 'number', headimg: 'image',
      member_level: 'number', member_level_name: 'string', member_label: 'any', member_label_name: 'string', sex: 'number',
      location: 'string', birthday: 'any', point: 'number', balance: 'money', balance_money: 'money', growth: 'number',
      sign_days_series: 'number', password: 'number',
    }, 'member/detail')
    expectShape(firstOf(await call<unknown[]>('/api/memberlevel/lists', { token: buyer }), 'levels'), { level_id: 'number', level_name: 'string', growth: 'number' }, 'memberlevel')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/goodsbrowse/page', { token: buyer })).list, 'footprint'), {
      id: 'number', browse_time: 'number', sku_id: 'number', sku_image: 'image', discount_price: 'money', sku_name: 'string',
      goods_id: 'number', goods_name: 'string', goods_image: 'image',
    }, 'goodsbrowse')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/goodscollect/page', { token: buyer })).list, 'favourites'), {
      sku_id: 'number', sku_name: 'string', sku_price: 'money', sku_image: 'image', goods_id: 'number',
    }, 'goodscollect')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/shopmember/membershoppages', { token: buyer })).list, 'follows'), {
      site_id: 'number', site_name: 'string', logo: 'image', shop_desccredit: 'any', shop_servicecredit: 'any', shop_deliverycredit: 'any', telephone: 'string',
    }, 'membershoppages')
  })
})

describe('member account (§6.2, §6.4, §6.5, §7.5)', () => {
  it('info, my coupons, balance and points ledgers, sign-in, top-ups, withdrawals, withdrawal accounts', async () => {
    expectShape(await call('/api/member/info', { token: buyer }), { username: 'string', nickname: 'string', email: 'string', mobile: 'string', headimg: 'image' }, 'member/info')
    const coupon: Shape = { coupon_name: 'string', type: 'string', use_order_id: 'number', coupon_id: 'number', coupon_type_id: 'number', coupon_code: 'string',
      member_id: 'number', discount_limit: 'money', at_least: 'money', money: 'money', discount: 'string', state: 'number', get_type: 'number',
      fetch_time: 'number', use_time: 'number', end_time: 'number', username: 'string', order_no: 'string' }
    expectShape(firstOf((await call<{ list: unknown[] }>('/coupon/api/coupon/memberpage', { token: buyer, state: 1 })).list, 'shop coupons'),
      { ...coupon, site_id: 'number', site_name: 'string', goods_type: 'number' }, 'coupon/memberpage')
    expectShape(firstOf((await call<{ list: unknown[] }>('/platformcoupon/api/platformcoupon/memberpage', { token: buyer, state: 1 })).list, 'platform coupons'),
      { ...coupon, platformcoupon_id: 'number', platformcoupon_name: 'string', use_scenario: 'number' }, 'platformcoupon/memberpage')
    expectShape(await call('/api/memberaccount/info', { token: buyer, account_type: 'balance,balance_money' }), { balance: 'money', balance_money: 'money' }, 'memberaccount/info')
    expectShape(await call('/api/memberaccount/info', { token: buyer, account_type: 'point' }), { point: 'number' }, 'memberaccount/info point')
    const row: Shape = { type_name: 'string', remark: 'string', create_time: 'number', from_type: 'string', account_type: 'string' }
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/memberaccount/page', { token: buyer, account_type: 'balance' })).list, 'balance rows'), { ...row, account_data: 'money' }, 'memberaccount/page')
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/memberaccount/page', { token: buyer, account_type: 'point' })).list, 'point rows'), { ...row, account_data: 'number' }, 'memberaccount/page point')
    expect([0, 1]).toContain(await call('/api/membersignin/issign', { token: buyer }))
    expectShape(await call('/api/membersignin/award'), { is_use: 'number', point: 'number', growth: 'number', continuous: 'array' }, 'membersignin/award')
    expectShape(firstOf(await call<unknown[]>('/api/memberlevel/lists', { token: buyer }), 'levels'), { level_id: 'number', level_name: 'string', growth: 'number', send_point: 'number', send_balance: 'money' }, 'memberlevel gifts')
    const pkg = firstOf((await call<{ list: Array<{ recharge_id: number }> }>('/memberrecharge/api/memberrecharge/page')).list, 'packages')
    const pkgShape: Shape = { recharge_id: 'number', recharge_name: 'string', cover_img: 'string', face_value: 'money', buy_price: 'money', point: 'number', growth: 'number', coupon_id: 'number', sale_num: 'number' }
    expectShape(pkg, pkgShape, 'memberrecharge/page')
    expectShape(await call('/memberrecharge/api/memberrecharge/info', { recharge_id: pkg.recharge_id }), pkgShape, 'memberrecharge/info')
    expectShape(firstOf((await call<{ list: unknown[] }>('/memberrecharge/api/order/page', { token: buyer })).list, 'top-ups'), {
      order_no: 'string', recharge_name: 'string', face_value: 'money', buy_price: 'money', point: 'number', growth: 'number', create_time: 'number', out_trade_no: 'string',
    }, 'memberrecharge order/page')
    const info = await call<{ member_info: unknown; config: unknown }>('/api/memberwithdraw/info', { token: buyer })
    expectShape(info.member_info, { balance_money: 'money' }, 'memberwithdraw/info member_info')
    expectShape(info.config, { is_use: 'number', min: 'money', rate: 'string', transfer_type: 'string' }, 'memberwithdraw/info config')
    expect(await call('/api/memberwithdraw/transferType')).toEqual({ bank: '银行卡', alipay: '支付宝' })
    const w = firstOf((await call<{ list: Array<{ id: number }> }>('/api/memberwithdraw/page', { token: buyer })).list, 'withdrawals')
    expectShape(w, { transfer_type_name: 'string', apply_money: 'money', apply_time: 'number', status_name: 'string' }, 'memberwithdraw/page')
    expectShape(await call('/api/memberwithdraw/detail', { token: buyer, id: w.id }), {
      withdraw_no: 'string', apply_money: 'money', service_money: 'money', status_name: 'string', apply_time: 'number', audit_time: 'number',
      payment_time: 'number', bank_name: 'string', account_number: 'string', refuse_reason: 'string', transfer_type_name: 'string',
    }, 'memberwithdraw/detail')
    const account: Shape = { id: 'number', realname: 'string', mobile: 'string', withdraw_type: 'string', withdraw_type_name: 'string', branch_bank_name: 'string', bank_account: 'string', is_default: 'number' }
    expectShape(firstOf((await call<{ list: unknown[] }>('/api/memberbankaccount/page', { token: buyer })).list, 'accounts'), account, 'memberbankaccount/page')
    expectShape(await call('/api/memberbankaccount/defaultinfo', { token: buyer }), account, 'memberbankaccount/defaultinfo')
  })
})
