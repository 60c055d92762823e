import { randomInt } from 'node:crypto'
import type { Database } from '../../db/index.ts'
import { newVerifyCode } from '../order-create/transitions.ts'

// Test set-ups (server tests only): an order of any type in any status for a member, written the way
// checkout and payment write it — lines, a payment, balance ledger rows, codes — so the lifecycle,
// refund and verify tests start where they need to without walking the whole checkout each time.

export interface OrderSetup {
  memberId: number
  /** 1 express, 2 pickup, 3 local, 4 virtual */
  type?: 1 | 2 | 3 | 4
  status?: number
  /** how it was paid: the balance (ledger rows) or the sandbox gateway (a paid pay row with a trade_no) */
  paidBy?: 'balance' | 'gateway' | 'both'
  /** the balance bucket the order took: balance_money (可提现, the default) or balance (不可提现, from top-ups) */
  bucket?: 'balance' | 'balance_money'
  /** fen per line; each line is a different sku of shop `siteId` */
  lines?: number[]
  siteId?: number
  now: number
}

const TYPES = { 1: ['普通订单', 'express', '物流配送'], 2: ['自提订单', 'store', '门店自提'], 3: ['外卖订单', 'local', '外卖配送'], 4: ['虚拟订单', '', ''] } as const

export async function makeOrder(db: Database, s: OrderSetup) {
  const type = s.type ?? 1
  const status = s.status ?? 1
  const siteId = s.siteId ?? 1
  const prices = s.lines ?? [5000]
  const paid = status !== 0 && status !== -1 ? 1 : 0
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'sku_name', 'sku_image']).where('site_id', '=', siteId).where('on_sale', '=', true).orderBy('sku_id').limit(prices.length).execute()
  const total = prices.reduce((a, b) => a + b, 0)
  const paidBy = s.paidBy ?? 'gateway'
  const balance = paid ? (paidBy === 'balance' ? total : paidBy === 'both' ? Math.floor(total / 2) : 0) : 0
  const online = paid ? total - balance : 0
  const orderNo = `T${s.now}${randomInt(1e8, 1e9)}`
  const outTradeNo = `P${s.now}${randomInt(1e8, 1e9)}`
  const [name, deliveryType, deliveryName] = TYPES[type]
  const shop = await db.selectFrom('shop').select('site_name').where('site_id', '=', siteId).executeTakeFirstOrThrow()
  const store = type === 2 ? await db.selectFrom('store').selectAll().where('site_id', '=', siteId).orderBy('store_id').executeTakeFirst() : undefined
  const code = type === 2 || type === 4 ? newVerifyCode() : ''
  const order = await db
    .insertInto('orders')
    .values({
      order_no: orderNo, out_trade_no: outTradeNo, member_id: s.memberId, site_id: siteId, site_name: shop.site_name, order_type: type,
      order_type_name: name, order_status: status, pay_status: paid, goods_money: total, order_money: total, pay_money: online, balance_money: balance,
      delivery_type: deliveryType, delivery_type_name: deliveryName, pay_type: paid ? (online ? 'alipay' : 'BALANCE') : '', pay_type_name: paid ? (online ? '支付宝支付' : '余额支付') : '',
      pay_time: paid ? s.now : 0, name: '王小明', mobile: '13800138000', province_id: 310000, city_id: 310100, district_id: 310115, full_address: '上海市-上海市-浦东新区', address: '世纪大道100号',
      delivery_store_id: store?.store_id ?? 0, delivery_store_name: store?.store_name ?? '',
      delivery_store_info: store ? JSON.stringify({ open_date: store.open_date, telphone: store.telphone, full_address: store.full_address }) : '',
      delivery_code: type === 2 ? code : '', virtual_code: type === 4 ? code : '', is_virtual: type === 4 ? 1 : 0,
      delivery_time: status === 3 ? s.now : 0, auto_receive_time: status === 3 ? s.now + 7 * 86_400 : 0, sign_time: status === 4 ? s.now : 0,
      is_evaluate: status === 4 || status === 10 ? 1 : 0, create_time: s.now,
    })
    .returning(['order_id', 'order_no', 'out_trade_no'])
    .executeTakeFirstOrThrow()
  const lines = await db
    .insertInto('order_goods')
    .values(
      prices.map((p, i) => ({
        order_id: order.order_id, member_id: s.memberId, site_id: siteId, goods_id: skus[i]!.goods_id, sku_id: skus[i]!.sku_id,
        sku_name: skus[i]!.sku_name, sku_image: skus[i]!.sku_image, price: p, num: 1, goods_money: p, real_goods_money: p, is_virtual: type === 4 ? 1 : 0,
      })),
    )
    .returning(['order_goods_id', 'sku_id', 'goods_id'])
    .execute()
  await db
    .insertInto('pay')
    .values({ out_trade_no: outTradeNo, member_id: s.memberId, pay_money: online, pay_status: paid ? 2 : 0, pay_type: online ? 'alipay' : '', trade_no: online ? `SBX${orderNo}` : '', create_time: s.now, pay_time: paid ? s.now : 0 })
    .execute()
  if (balance) {
    await db
      .insertInto('member_account_ledger')
      .values({ member_id: s.memberId, account_type: s.bucket ?? 'balance_money', account_data: -balance, from_type: 'order', type_name: '订单消费', related_id: orderNo, create_time: s.now })
      .execute()
  }
  if (code && paid) {
    await db.insertInto('verify_code').values({ verify_code: code, verify_type: type === 2 ? 'pickup' : 'virtualgoods', site_id: siteId, order_id: order.order_id, member_id: s.memberId, create_time: s.now }).execute()
  }
  return { ...order, lines, code, balance, online }
}
