import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, newMember, type TestApp, tokenOf, topSku, type ListBody } from '../test/harness.ts'
import { runCommand } from '../ops/commands.ts'
import { ADDON_ENDPOINTS } from '../modules/site/service.ts'

// Every contract path the reference lists for the pages Bazaar has (home, lists, detail, shop
// street, shops, help, notices, login, member centre) is answered: a client built for the contract
// never meets "no such endpoint" on them. Cart, order create, pay and addresses have
// their own tests (server/modules/{cart,order-create,pay,address}) and shape checks in json-text.test.ts.

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

describe('the pages that exist', () => {
  it('have every reference endpoint answered', async () => {
    const sku = await topSku(t)
    const notice = await t.handle.db.selectFrom('notice').select('id').executeTakeFirstOrThrow()
    const help = await t.handle.db.selectFrom('help').select(['id', 'class_id']).executeTakeFirstOrThrow()
    const visitor: Array<[string, Record<string, unknown>]> = [
      // chrome (§2.1)
      ['/api/website/info', {}], ['/api/website/wapqrcode', {}], ['/api/config/defaultimg', {}], ['/api/addon/addonisexit', {}],
      ['/api/config/copyright', {}], ['/api/cart/count', {}], ['/api/goodscategory/tree', { level: 3, template: 2 }],
      ['/api/pc/navList', {}], ['/api/pc/hotSearchWords', {}], ['/api/pc/defaultSearchWords', {}], ['/api/shopservice/lists', {}],
      ['/api/pc/friendlyLink', {}], ['/api/helpclass/lists', {}], ['/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' }],
      ['/pc/api/pc/categoryconfig', {}], ['/api/address/city', {}], ['/api/website/getWebsiteidByAddress', { web_city: 110100 }],
      // home (§2.2)
      ['/api/notice/page', { page: 1, page_size: 5, receiving_type: 'web' }], ['/api/pc/floors', {}], ['/api/pc/floatLayer', {}],
      // list (§2.3)
      ['/api/goodssku/page', { category_id: sku.category_id_1, category_level: 1 }],
      ['/api/goodscategory/relevanceinfo', { category_id: sku.category_id_3, category_level: 3 }],
      ['/api/goodscategory/info', { category_id: sku.category_id_3 }],
      // detail (§2.4)
      ['/api/goodssku/detail', { sku_id: sku.sku_id }], ['/api/goodssku/info', { sku_id: sku.sku_id }],
      ['/manjian/api/manjian/info', { goods_id: sku.goods_id, site_id: sku.site_id }], ['/api/goods/aftersale', {}],
      ['/api/goods/modifyclicks', { sku_id: sku.sku_id, site_id: sku.site_id }], ['/api/goodssku/goodsqrcode', { sku_id: sku.sku_id }],
      ['/api/goodsevaluate/page', { goods_id: sku.goods_id, page: 1, page_size: 10 }], ['/api/goodscollect/iscollect', { goods_id: sku.goods_id }],
      ['/api/shopmember/issubscribe', { site_id: sku.site_id }], ['/api/address/lists', { pid: 0 }], ['/api/config/servicer', {}],
      // shop street and shops (§2.6)
      ['/api/shop/page', { page: 1, page_size: 12 }], ['/api/shop/info', { site_id: sku.site_id }],
      ['/api/shopgoodscategory/tree', { site_id: sku.site_id }], ['/api/adv/detail', { keyword: 'NS_PC_SHOP_INDEX' }],
      // brand (§2.7)
      ['/api/goodsbrand/page', { page: 1, page_size: 20 }],
      // cms (§2.8)
      ['/api/notice/info', { id: notice.id }], ['/api/help/page', { class_id: help.class_id }], ['/api/help/info', { id: help.id }],
      // auth pages (§2.9)
      ['/api/register/config', {}], ['/api/captcha/captcha', {}], ['/api/register/aggrement', {}], ['/api/adv/detail', { keyword: 'NS_PC_LOGIN' }],
      ['/api/member/checkmobile', { mobile: '13800138000' }],
    ]
    // member centre (§6.1, §1.4)
    const member: Array<[string, Record<string, unknown>]> = [
      ['/api/member/detail', {}], ['/api/member/info', {}], ['/api/memberlevel/lists', {}],
      ['/api/order/num', { order_status: 'waitpay,waitsend,waitconfirm,waitrate,refunding' }], ['/coupon/api/coupon/num', { state: 1 }],
      ['/api/member/couponnum', {}], ['/api/order/lists', { page: 1, page_size: 3 }], ['/api/goodsbrowse/page', { page: 1, page_size: 6 }],
      ['/api/goodscollect/page', {}], ['/api/shopmember/membershoppages', {}], ['/api/verify/checkisverifier', {}],
    ]
    for (const [path, body] of visitor) {
      const res = await t.call(path, body)
      expect(res.code, `${path} ${res.message}`).toBe(0)
    }
    for (const [path, body] of member) {
      const res = await t.call(path, { ...body, token: buyer })
      expect(res.code, `${path} ${res.message}`).toBe(0)
      // login-forced: the contract's auth error without a token, never "no such endpoint"
      expect((await t.call(path, body)).error_code, path).toBe('TOKEN_NOT_EXIST')
    }
  })

  it('say which add-ons are installed only when this server answers their endpoints', async () => {
    const res = await t.call<Record<string, 0 | 1>>('/api/addon/addonisexit')
    for (const [name, on] of Object.entries(res.data)) {
      const endpoint = ADDON_ENDPOINTS[name]
      if (on === 1 && endpoint) {
        const answer = await t.call(endpoint, {})
        expect(answer.error_code, `${name}: ${endpoint}`).not.toBe('NOT_FOUND')
      }
      if (endpoint && !t.app.hasRoute({ method: 'POST', url: endpoint })) expect(on, name).toBe(0)
    }
    expect(res.data.city).toBe(1)
    expect(res.data.manjian).toBe(1)
  })
})

describe('/coupon/api/coupon/num', () => {
  it('counts the caller\'s coupons by state, like /api/member/couponnum', async () => {
    for (const state of [1, 2, 3]) {
      const a = await t.call<number>('/coupon/api/coupon/num', { token: buyer, state })
      const b = await t.call<number>('/api/member/couponnum', { token: buyer, state })
      expect(a.data, `state ${state}`).toBe(b.data)
      // an unused coupon past its end counts as expired (as /member/my_coupon lists it)
      const now = t.clock.now()
      const rows = await t.handle.db.selectFrom('member_coupon').select(['state', 'end_time']).where('member_id', '=', 1).execute()
      const expired = (r: { state: number; end_time: number }) => r.state === 3 || (r.state === 1 && r.end_time > 0 && r.end_time <= now)
      const inState = rows.filter((r) => (state === 3 ? expired(r) : r.state === state && !(state === 1 && expired(r))))
      expect(a.data).toBe(inState.length)
    }
    expect((await t.call<number>('/coupon/api/coupon/num', { token: shopper })).data).toBe(0)
    expect((await t.call('/coupon/api/coupon/num', { token: buyer, state: 4 })).error_code).toBe('PARAMETER_ERROR')
  })
})

describe('/api/verify/checkisverifier', () => {
  it('is false for a non-verifier and true once a shop registers the member, while that shop is open', async () => {
    const check = async (token: string) => (await t.call<boolean>('/api/verify/checkisverifier', { token })).data
    expect(await check(shopper)).toBe(false)
    expect(await runCommand(t.app.deps, 'verifier:add', ['shopper', '2'])).toMatch(/verifies for/)
    expect(await runCommand(t.app.deps, 'verifier:add', ['shopper', '2'])).toMatch(/already/)
    expect(await check(shopper)).toBe(true)
    // another member is not a verifier because shopper is (the demo buyer verifies for shop 1 itself)
    expect(await check((await newMember(t)).token)).toBe(false)
    await t.handle.db.updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', 2).execute()
    expect(await check(shopper)).toBe(false)
    await t.handle.db.updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', 2).execute()
    expect(await runCommand(t.app.deps, 'verifier:remove', ['shopper', '2'])).toMatch(/no longer/)
    expect(await check(shopper)).toBe(false)
    await expect(runCommand(t.app.deps, 'verifier:add', ['nobody-here', '2'])).rejects.toThrow(/no member/)
    await expect(runCommand(t.app.deps, 'verifier:add', ['shopper', '99999'])).rejects.toThrow(/no shop/)
    await expect(runCommand(t.app.deps, 'verifier:add', ['shopper', 'x'])).rejects.toThrow(/not a shop id/)
    expect((await t.call('/api/verify/checkisverifier', { token: 'dead' })).error_code).toBe('TOKEN_ERROR')
  })
})

interface OrderRow {
  order_id: number
  order_no: string
  site_id: number
  site_name: string
  order_type: number
  order_type_name: string
  order_status: number
  order_status_name: string
  pay_money: string
  adjust_money: string
  is_evaluate: number
  evaluate_status: number
  create_time: number
  action: Array<{ action: string; title: string; color: string }>
  order_goods: Array<{ sku_id: number; sku_image: string; sku_name: string; price: string; num: number; order_goods_id: number; refund_status: number }>
}

const ordersOfBuyer = async () =>
  Number((await t.handle.db.selectFrom('orders').innerJoin('member', 'member.member_id', 'orders.member_id').select((eb) => eb.fn.countAll<number>().as('n')).where('member.username', '=', 'buyer').executeTakeFirstOrThrow()).n)

describe('/api/order/lists', () => {
  it('lists the caller\'s orders newest first with the reference row fields, goods rows and buyer actions', async () => {
    const res = await t.call<ListBody<OrderRow>>('/api/order/lists', { token: buyer, page: 1, page_size: 3 })
    const seeded = await ordersOfBuyer()
    expect(res.data.list).toHaveLength(3)
    expect(res.data.count).toBe(seeded)
    expect(res.data.page_count).toBe(Math.ceil(seeded / 3))
    const all = (await t.call<ListBody<OrderRow>>('/api/order/lists', { token: buyer, page_size: 50 })).data.list
    expect(all).toHaveLength(seeded)
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.create_time).toBeGreaterThanOrEqual(all[i]!.create_time)
    for (const o of all) {
      for (const f of ['create_time', 'order_no', 'site_id', 'site_name', 'order_type', 'order_type_name', 'order_status',
        'order_status_name', 'pay_money', 'adjust_money', 'is_evaluate', 'evaluate_status', 'action', 'order_goods']) {
        expect(o, f).toHaveProperty(f)
      }
      expect(o.pay_money).toMatch(/^\d+\.\d{2}$/)
      expect(o.order_goods.length).toBeGreaterThan(0)
      for (const g of o.order_goods) {
        expect(g.sku_image).toMatch(/^img\//)
        expect(g.price).toMatch(/^\d+\.\d{2}$/)
      }
      const actions = o.action.map((a) => a.action)
      if (o.order_status === 0) expect(actions).toEqual(['orderClose', 'orderPay'])
      else if (o.order_status === 3 && o.order_type === 1) expect(actions).toEqual(['memberTakeDelivery', 'trace', 'extendTakeDelivery'])
      else if (o.order_status === 3 && o.order_type === 3) expect(actions).toEqual(['extendTakeDelivery', 'memberTakeDelivery'])
      else expect(actions).toEqual([])
    }
    expect(all.find((o) => o.order_status === -1)?.order_status_name).toBe('已关闭')
  })

  it('filters by tab, agreeing with /api/order/num', async () => {
    const num = await t.call<Record<string, number>>('/api/order/num', { token: buyer, order_status: 'waitpay,waitsend,waitconfirm,waitrate' })
    for (const tab of ['waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const) {
      const res = await t.call<ListBody<OrderRow>>('/api/order/lists', { token: buyer, order_status: tab, page_size: 0 })
      expect(res.data.count, tab).toBe(num.data[tab])
      expect(res.data.list, tab).toHaveLength(num.data[tab]!)
    }
    expect((await t.call<ListBody>('/api/order/lists', { token: buyer, order_status: '' })).data.count).toBe(await ordersOfBuyer())
  })

  it('shows nobody else\'s orders and refuses a bad tab or page', async () => {
    expect((await t.call<ListBody>('/api/order/lists', { token: shopper })).data).toEqual({ count: 0, page_count: 1, list: [] })
    for (const body of [{ order_status: 'evil' }, { page: 0 }, { page_size: 51 }]) {
      expect((await t.call('/api/order/lists', { ...body, token: buyer })).error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR')
    }
  })
})
