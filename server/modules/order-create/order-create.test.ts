import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../clock.ts'
import { hashPassword } from '../../http/password.ts'
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts'
import { runDueJobs } from '../scheduler/scheduler.ts'

const clock = testClock()
let t: TestApp
const db = () => t.handle.db

beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const ADDRESS = { name: '王小明', mobile: '13800138000', address: '世纪大道 100 号', province_id: 310000, city_id: 310100, district_id: 310115 }

/** a member with a default address (and, optionally, balance and a pay password) */
async function buyer(options: { balance?: number; balance_money?: number; payPassword?: string } = {}) {
  const m = await newMember(t)
  await t.call('/api/memberaddress/add', { token: m.token, ...ADDRESS })
  await db()
    .updateTable('member')
    .set({
      balance: options.balance ?? 0,
      balance_money: options.balance_money ?? 0,
      pay_password_hash: options.payPassword ? await hashPassword(options.payPassword) : '',
    })
    .where('member_id', '=', m.memberId)
    .execute()
  return m
}

/** a fresh sku of its own (copied from a seeded one) with the given price and stock, in shop `site` */
let skuSeq = 0
async function makeSku(opts: { price: number; stock: number; site?: number; freeShipping?: boolean }) {
  skuSeq += 1
  const site = opts.site ?? 2
  const tpl = await db().selectFrom('goods').selectAll().where('site_id', '=', site).where('goods_state', '=', 1).where('verify_state', '=', 1).orderBy('goods_id').limit(1).executeTakeFirstOrThrow()
  const { goods_id: _g, ...goodsRow } = tpl
  const goods = await db()
    .insertInto('goods')
    .values({ ...goodsRow, goods_name: `测试商品${skuSeq}`, is_free_shipping: opts.freeShipping ? 1 : 0, max_buy: 0, min_buy: 0, goods_attr_format: '[]' as never, goods_spec_format: '[]' as never })
    .returning('goods_id')
    .executeTakeFirstOrThrow()
  const sku = await db()
    .insertInto('goods_sku')
    .values({
      goods_id: goods.goods_id, site_id: site, sku_name: `测试商品${skuSeq}`, price: opts.price, discount_price: opts.price, stock: opts.stock,
      category_id_1: tpl.category_id_1, category_id_2: tpl.category_id_2, category_id_3: tpl.category_id_3, is_default: 1,
      is_free_shipping: opts.freeShipping ? 1 : 0, on_sale: true, create_time: clock.now(),
    })
    .returning(['sku_id', 'site_id', 'goods_id'])
    .executeTakeFirstOrThrow()
  return sku
}

interface Payment {
  goods_money: string
  delivery_money: string
  order_money: string
  pay_money: string
  balance_money: string
  coupon_money: string
  platform_coupon_money: string
  promotion_money: string
  member_address: { full_address: string } | null
  member_account: { balance_total: string; is_pay_password: number }
  shop_goods_list: Record<string, { site_id: number; goods_money: string; delivery_money: string; pay_money: string; express_type: Array<{ name: string; store_list?: Array<{ store_id: number }> }>; coupon_list: Array<{ coupon_id: number }>; coupon_id: number; delivery: { delivery_type: string } }>
}

const stockOf = async (skuId: number) => (await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock

describe('ordercreate payment / calculate', () => {
  it('answers the confirm page: per-shop goods, delivery, totals computed by the server', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 5000, stock: 20, site: 2 })
    const b = await makeSku({ price: 12_000, stock: 20, site: 4 })
    const c1 = (await t.call<number>('/api/cart/add', { token: m.token, ...a, num: 1 })).data
    const c2 = (await t.call<number>('/api/cart/add', { token: m.token, ...b, num: 1 })).data
    const res = await t.call<Payment>('/api/ordercreate/payment', { token: m.token, cart_ids: `${c1},${c2}`, goods_money: '0.01' })
    expect(res.code).toBe(0)
    const p = res.data
    expect(Object.keys(p.shop_goods_list).sort()).toEqual(['2', '4'])
    expect(p.goods_money).toBe('170.00')
    // shop 2: 50 元 < 99 → 6 元 express; shop 4: 120 元 ≥ 99 → free (no shop_delivery rows in this copy? defaults)
    const fees = Object.values(p.shop_goods_list).map((s) => Number(s.delivery_money))
    expect(Number(p.delivery_money)).toBe(fees.reduce((x, y) => x + y, 0))
    expect(p.member_address?.full_address).toBe('上海市-上海市-浦东新区')
    expect(Number(p.order_money)).toBeCloseTo(Number(p.goods_money) - Number(p.promotion_money) - Number(p.coupon_money) - Number(p.platform_coupon_money) + Number(p.delivery_money), 2)
    const sum = Object.values(p.shop_goods_list).reduce((x, s) => x + Math.round(Number(s.pay_money) * 100), 0)
    expect(sum).toBe(Math.round(Number(p.pay_money) * 100))
  })

  it('the 满减送 sentence answers in the caller\u2019s language; only the promotion\u2019s own name stays as the shop wrote it', async () => {
    const m = await buyer()
    // sku 1837 of shop 1: 389 元 reaches 店庆满减送's 满199 (减20)
    type Manjian = { manjian_name: string; type: number; discount_array: { desc: string; rule_money: string; discount_money: string } | null }
    const ask = (lang: string) => t.call<{ shop_goods_list: Record<string, { promotion: { manjian?: Manjian[] } }> }>('/api/ordercreate/payment', { token: m.token, sku_id: 1837, num: 1, lang })
    const zh = (await ask('zh-cn')).data.shop_goods_list['1']!.promotion.manjian![0]!
    expect(zh.discount_array).toMatchObject({ desc: `符合满减送活动${zh.manjian_name}的满减规则,满199.00元,减20.00元`, rule_money: '199.00', discount_money: '20.00' })
    const en = (await ask('en-us')).data.shop_goods_list['1']!.promotion.manjian![0]!
    expect(en.manjian_name).toBe(zh.manjian_name)
    expect(en.discount_array!.desc).toBe(`Meets a rule of the spend-and-save offer ${zh.manjian_name}: spend ¥199.00, get ¥20.00 off`)
    expect(en.discount_array!.desc.replace(zh.manjian_name, '')).not.toMatch(/[\u3400-\u9fff]/)
  })

  it('offers pickup with stores and local delivery where the shop has them; calculate follows the choice', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 3000, stock: 20, site: 5 })
    await db().insertInto('shop_delivery').values({ site_id: 5, express_fee: 1000, store_enabled: 1, local_enabled: 1, local_fee: 500, local_time_is_open: 1 })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ express_fee: 1000, store_enabled: 1, local_enabled: 1, local_fee: 500, local_time_is_open: 1 })).execute()
    const store = await db().insertInto('store').values({ site_id: 5, store_name: '测试门店', address: '人民路 1 号' }).returning('store_id').executeTakeFirstOrThrow()
    const base = { token: m.token, sku_id: a.sku_id, num: 1 }
    const p = (await t.call<Payment>('/api/ordercreate/payment', base)).data
    const shop = p.shop_goods_list['5']!
    expect(shop.express_type.map((e) => e.name)).toEqual(['express', 'store', 'local'])
    expect(shop.express_type[1]!.store_list!.map((s) => s.store_id)).toContain(store.store_id)
    expect(shop.delivery_money).toBe('10.00')
    const pickup = (await t.call<Payment>('/api/ordercreate/calculate', { ...base, delivery: JSON.stringify({ 5: { delivery_type: 'store', store_id: store.store_id } }) })).data
    expect(pickup.shop_goods_list['5']!.delivery_money).toBe('0.00')
    const local = (await t.call<Payment>('/api/ordercreate/calculate', { ...base, delivery: { 5: { delivery_type: 'local', buyer_ask_delivery_time: '2026-11-23 18:00-19:00' } } })).data
    expect(local.shop_goods_list['5']!.delivery_money).toBe('5.00')
    // create refuses a local order without a time when the shop asks for one
    const noTime = await t.call('/api/ordercreate/create', { ...base, delivery: { 5: { delivery_type: 'local' } } })
    expect(noTime.message).toContain('送达时间')
    const ok = await t.call<string>('/api/ordercreate/create', { ...base, delivery: { 5: { delivery_type: 'store', store_id: store.store_id } } })
    expect(ok.code).toBe(0)
    const order = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', ok.data).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ order_type: 2, delivery_type: 'store', delivery_store_id: store.store_id, delivery_money: 0, pay_money: 3000 })
  })

  it('uses coupons: best shop coupon by default, a platform coupon, marked used at create', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 20_000, stock: 20, site: 6 })
    const now = clock.now()
    const shopCoupon = await db().insertInto('member_coupon').values({ member_id: m.memberId, source: 1, site_id: 6, coupon_name: '满100减10', money: 1000, at_least: 10_000, fetch_time: now, end_time: now + 86_400 }).returning('coupon_id').executeTakeFirstOrThrow()
    await db().insertInto('member_coupon').values({ member_id: m.memberId, source: 1, site_id: 6, coupon_name: '9折', type: 'discount', discount: 90, money: 0, at_least: 0, fetch_time: now, end_time: now + 86_400 }).execute()
    await db().insertInto('member_coupon').values({ member_id: m.memberId, source: 1, site_id: 6, coupon_name: '过期', money: 9000, at_least: 0, fetch_time: now, end_time: now - 1 }).execute()
    const platform = await db().insertInto('member_coupon').values({ member_id: m.memberId, source: 2, site_id: 0, coupon_name: '平台满150减15', money: 1500, at_least: 15_000, fetch_time: now, end_time: now + 86_400 }).returning('coupon_id').executeTakeFirstOrThrow()
    const base = { token: m.token, sku_id: a.sku_id, num: 1 }
    const p = (await t.call<Payment>('/api/ordercreate/payment', base)).data
    const shop = p.shop_goods_list['6']!
    // 9折 saves 20, 满100减10 saves 10; the expired one is not offered
    expect(shop.coupon_list).toHaveLength(2)
    expect(p.coupon_money).toBe('20.00')
    // after 180: 满150减15 applies
    expect(p.platform_coupon_money).toBe('15.00')
    const chosen = { ...base, coupon: { 6: { coupon_id: shopCoupon.coupon_id, coupon_money: '999' } }, platform_coupon_id: platform.coupon_id }
    const calc = (await t.call<Payment>('/api/ordercreate/calculate', chosen)).data
    expect(calc).toMatchObject({ coupon_money: '10.00', platform_coupon_money: '15.00', pay_money: '175.00' })
    const created = await t.call<string>('/api/ordercreate/create', chosen)
    expect(created.code).toBe(0)
    const coupons = await db().selectFrom('member_coupon').select(['coupon_id', 'state']).where('coupon_id', 'in', [shopCoupon.coupon_id, platform.coupon_id]).execute()
    expect(coupons.every((c) => c.state === 2)).toBe(true)
    // a used coupon cannot be used again
    const again = await t.call('/api/ordercreate/create', chosen)
    expect(again.code).toBeLessThan(0)
    expect(again.message).toContain('优惠券不可用')
  })
})

describe('ordercreate create', () => {
  it('one order per shop, one out_trade_no, stock taken, cart lines removed', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 1000, stock: 5, site: 2 })
    const b = await makeSku({ price: 2000, stock: 5, site: 3 })
    const c1 = (await t.call<number>('/api/cart/add', { token: m.token, ...a, num: 2 })).data
    const c2 = (await t.call<number>('/api/cart/add', { token: m.token, ...b, num: 1 })).data
    const res = await t.call<string>('/api/ordercreate/create', { token: m.token, cart_ids: [c1, c2], buyer_message: { 2: '请尽快发货 <b>x</b>' } })
    expect(res.code).toBe(0)
    expect(res.data).toMatch(/^\d{23}$/)
    const orders = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', res.data).orderBy('site_id').execute()
    expect(orders.map((o) => o.site_id)).toEqual([2, 3])
    expect(orders[0]).toMatchObject({ member_id: m.memberId, order_status: 0, pay_status: 0, goods_money: 2000, buyer_message: '请尽快发货 <b>x</b>', full_address: '上海市-上海市-浦东新区' })
    expect(await stockOf(a.sku_id)).toBe(3)
    expect(await stockOf(b.sku_id)).toBe(4)
    expect(await db().selectFrom('cart').select('cart_id').where('member_id', '=', m.memberId).execute()).toEqual([])
    const pay = await db().selectFrom('pay').selectAll().where('out_trade_no', '=', res.data).executeTakeFirstOrThrow()
    expect(pay.pay_money).toBe(orders.reduce((x, o) => x + o.pay_money, 0))
  })

  it('ignores client-sent money', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 15_000, stock: 5 })
    const res = await t.call<string>('/api/ordercreate/create', { token: m.token, sku_id: a.sku_id, num: 1, pay_money: '0.01', order_money: 0, goods_money: 1 })
    const order = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', res.data).executeTakeFirstOrThrow()
    expect(order.goods_money).toBe(15_000)
  })

  it('the same idempotency key returns the same payment', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 1000, stock: 10 })
    const body = { token: m.token, sku_id: a.sku_id, num: 1, idempotency_key: 'checkout-key-0001' }
    const [x, y] = await Promise.all([t.call<string>('/api/ordercreate/create', body), t.call<string>('/api/ordercreate/create', body)])
    const z = await t.call<string>('/api/ordercreate/create', body)
    expect(x.data).toBe(y.data)
    expect(z.data).toBe(x.data)
    expect(await stockOf(a.sku_id)).toBe(9)
    expect(await db().selectFrom('orders').select('order_id').where('member_id', '=', m.memberId).execute()).toHaveLength(1)
  })

  it('a failed create leaves nothing behind', async () => {
    const m = await buyer()
    const a = await makeSku({ price: 1000, stock: 5, site: 2 })
    const b = await makeSku({ price: 1000, stock: 1, site: 3 })
    const c1 = (await t.call<number>('/api/cart/add', { token: m.token, ...a, num: 2 })).data
    const c2 = (await t.call<number>('/api/cart/add', { token: m.token, ...b, num: 1 })).data
    // another buyer takes the last one of b between the confirm and the create
    await db().updateTable('goods_sku').set({ stock: 0 }).where('sku_id', '=', b.sku_id).execute()
    const res = await t.call('/api/ordercreate/create', { token: m.token, cart_ids: `${c1},${c2}` })
    expect(res.code).toBe(-10020)
    expect(res.message).toContain('库存不足')
    expect(await stockOf(a.sku_id)).toBe(5)
    expect(await db().selectFrom('orders').select('order_id').where('member_id', '=', m.memberId).execute()).toEqual([])
    expect(await db().selectFrom('cart').select('cart_id').where('member_id', '=', m.memberId).execute()).toHaveLength(2)
  })

  it('refuses bad input, a missing address and another member’s cart lines', async () => {
    const m = await buyer()
    const other = await newMember(t)
    const a = await makeSku({ price: 1000, stock: 5 })
    for (const body of [{}, { sku_id: a.sku_id }, { cart_ids: 'x' }, { sku_id: a.sku_id, num: 1, delivery: '{bad' }, { sku_id: a.sku_id, num: 1, delivery: { 2: { delivery_type: 'teleport' } } }, { sku_id: a.sku_id, num: 1, idempotency_key: 'short' }]) {
      const res = await t.call('/api/ordercreate/create', { token: m.token, ...body })
      expect(res.code, JSON.stringify(body)).toBe(-10006)
    }
    const noAddress = await t.call('/api/ordercreate/create', { token: other.token, sku_id: a.sku_id, num: 1 })
    expect(noAddress.message).toBe('请先添加收货地址')
    const line = (await t.call<number>('/api/cart/add', { token: other.token, ...a, num: 1 })).data
    expect((await t.call('/api/ordercreate/payment', { token: m.token, cart_ids: String(line) })).message).toBe('购物车商品不存在')
    expect((await t.call('/api/ordercreate/create', { token: m.token, cart_ids: String(line) })).message).toBe('购物车商品不存在')
    expect((await t.call('/api/ordercreate/payment', { sku_id: a.sku_id, num: 1 })).error_code).toBe('TOKEN_NOT_EXIST')
  })

  it('balance with the pay password: debited through the ledger, paid at create when it covers all', async () => {
    const m = await buyer({ balance: 300, balance_money: 5000, payPassword: '123456' })
    const a = await makeSku({ price: 2000, stock: 5, freeShipping: true })
    const base = { token: m.token, sku_id: a.sku_id, num: 1, is_balance: 1 }
    expect((await t.call('/api/ordercreate/create', base)).message).toBe('请输入支付密码')
    expect((await t.call('/api/ordercreate/create', { ...base, pay_password: '654321' })).message).toContain('支付密码错误')
    const res = await t.call<string>('/api/ordercreate/create', { ...base, pay_password: '123456' })
    expect(res.code).toBe(0)
    const order = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', res.data).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ balance_money: 2000, pay_money: 0, pay_status: 1, order_status: 1, pay_type: 'BALANCE' })
    const member = await db().selectFrom('member').select(['balance', 'balance_money']).where('member_id', '=', m.memberId).executeTakeFirstOrThrow()
    expect(member).toEqual({ balance: 0, balance_money: 3300 })
    const ledger = await db().selectFrom('member_account_ledger').select(['account_type', 'account_data']).where('member_id', '=', m.memberId).orderBy('id').execute()
    expect(ledger).toEqual([{ account_type: 'balance', account_data: -300 }, { account_type: 'balance_money', account_data: -1700 }])
    const pay = await t.call<{ pay_status: number }>('/api/pay/status', { token: m.token, out_trade_no: res.data })
    expect(pay.data.pay_status).toBe(2)
  })

  it('50 parallel creates for a SKU with stock 10: exactly 10 succeed, stock 0, the rest are told it is out of stock', async () => {
    const a = await makeSku({ price: 1000, stock: 10 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()))
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call<string>('/api/ordercreate/create', { token: buyers[i % 10]!.token, sku_id: a.sku_id, num: 1 })),
    )
    const ok = results.filter((r) => r.code === 0)
    expect(ok).toHaveLength(10)
    for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toBe(`商品“${'测试商品'}${r.message.match(/测试商品(\d+)/)?.[1]}”库存不足`)
    expect(await stockOf(a.sku_id)).toBe(0)
    const sold = await db().selectFrom('order_goods').select((eb) => eb.fn.sum<number>('num').as('n')).where('sku_id', '=', a.sku_id).executeTakeFirstOrThrow()
    expect(Number(sold.n)).toBe(10)
  })
})

describe('unpaid orders close on time', () => {
  it('after the configured minutes: status -1, stock, coupons and balance returned; once only; paid orders stay', async () => {
    const m = await buyer({ balance: 0, balance_money: 500, payPassword: '111222' })
    const a = await makeSku({ price: 3000, stock: 8, freeShipping: true })
    const now = clock.now()
    const coupon = await db().insertInto('member_coupon').values({ member_id: m.memberId, source: 1, site_id: 2, coupon_name: '减5', money: 500, at_least: 0, fetch_time: now, end_time: now + 7 * 86_400 }).returning('coupon_id').executeTakeFirstOrThrow()
    const res = await t.call<string>('/api/ordercreate/create', { token: m.token, sku_id: a.sku_id, num: 2, is_balance: 1, pay_password: '111222' })
    expect(res.code).toBe(0)
    const order = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', res.data).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ coupon_id: coupon.coupon_id, balance_money: 500, pay_money: 6000 - 500 - 500 })
    expect(await stockOf(a.sku_id)).toBe(6)

    clock.advance(29 * 60 * 1000)
    await runDueJobs(t.app.deps)
    expect((await db().selectFrom('orders').select('order_status').where('order_id', '=', order.order_id).executeTakeFirstOrThrow()).order_status).toBe(0)

    clock.advance(2 * 60 * 1000)
    expect(await runDueJobs(t.app.deps)).toBeGreaterThanOrEqual(1)
    const closed = await db().selectFrom('orders').select(['order_status', 'close_time']).where('order_id', '=', order.order_id).executeTakeFirstOrThrow()
    expect(closed.order_status).toBe(-1)
    expect(await stockOf(a.sku_id)).toBe(8)
    expect((await db().selectFrom('member_coupon').select('state').where('coupon_id', '=', coupon.coupon_id).executeTakeFirstOrThrow()).state).toBe(1)
    expect((await db().selectFrom('member').select('balance_money').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()).balance_money).toBe(500)
    expect((await db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', res.data).executeTakeFirstOrThrow()).pay_status).toBe(-1)
    // a second run finds nothing to do
    clock.advance(60_000)
    await runDueJobs(t.app.deps)
    expect(await stockOf(a.sku_id)).toBe(8)
    const job = await db().selectFrom('scheduled_job').select(['state']).where('kind', '=', 'order.close_unpaid').where('ref', '=', String(order.order_id)).executeTakeFirstOrThrow()
    expect(job.state).toBe('done')
  })
})
