import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import { AUTO_COMPLETE, AUTO_RECEIVE, EVALUATE_CLOSE } from '../../modules/order/lifecycle.ts'
import { schedule } from '../../modules/scheduler/scheduler.ts'
import type { Database } from '../index.ts'
import type { DB } from '../schema.gen.ts'
import { ORDER, ORDER_PAID, REFUND } from '../../../domain/order-rules.ts'

type Row<T extends keyof DB> = Insertable<DB[T]>
const DAY = 86_400
const HOUR = 3600

// After-purchase demo data (issue 9), written after seedCheckout. The buyer gets orders of every
// type (express, pickup, local delivery, virtual) in every status, with payments, packages, codes
// and the timed transitions they wait for; refunds in each resting state (applied, return the goods,
// goods sent back, refunded, refused with a complaint); and the buyer verifies for shop 1, where
// codes wait (their own pickup and virtual orders, and user001's). The codes are fixed, so the
// README can name them:
export const DEMO_CODES = {
  /** buyer's pickup order at shop 1, awaiting pickup */
  buyerPickup: '360218457901',
  /** buyer's virtual order at shop 1, not used yet */
  buyerVirtual: '527409316842',
  /** user001's pickup order at shop 1, awaiting pickup */
  otherPickup: '918273645012',
}

const ADDRESS = { name: '王小明', mobile: '13800138000', province_id: 310000, city_id: 310100, district_id: 310115, address: '世纪大道100号环球金融中心12楼', full_address: '上海市-上海市-浦东新区' }
const TYPE = {
  1: { order_type_name: '普通订单', delivery_type: 'express', delivery_type_name: '物流配送' },
  2: { order_type_name: '自提订单', delivery_type: 'store', delivery_type_name: '门店自提' },
  3: { order_type_name: '外卖订单', delivery_type: 'local', delivery_type_name: '外卖配送' },
  4: { order_type_name: '虚拟订单', delivery_type: '', delivery_type_name: '' },
} as const

/** a deterministic trade number of the sandbox gateway */
const tradeNo = (out: string) => `SBX${createHash('sha256').update(`seed:${out}`).digest('hex').slice(0, 24)}`

interface Plan {
  type: 1 | 2 | 3 | 4
  status: number
  daysAgo: number
  /** sku offsets among the shop's on-sale skus, one line each */
  skus: number[]
  member?: number
  balance?: boolean
  code?: string
  verified?: boolean
  ready?: boolean
  evaluated?: number
}

export async function seedOrders(db: Database, now: number): Promise<void> {
  const buyer = await db.selectFrom('member').select('member_id').where('username', '=', 'buyer').executeTakeFirstOrThrow()
  const other = await db.selectFrom('member').select(['member_id', 'nickname']).where('username', '=', 'user001').executeTakeFirst()
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'sku_name', 'sku_image', 'discount_price', 'site_id']).where('site_id', '=', 1).where('on_sale', '=', true).orderBy('sku_id').execute()
  const shop = await db.selectFrom('shop').select(['site_id', 'site_name']).where('site_id', '=', 1).executeTakeFirstOrThrow()
  const store = await db.selectFrom('store').selectAll().where('site_id', '=', 1).orderBy('store_id').executeTakeFirstOrThrow()

  // --- the orders the member seed made (express, one per counted status): complete them --------
  const seeded = await db.selectFrom('orders').selectAll().where('member_id', '=', buyer.member_id).orderBy('order_id').execute()
  for (const o of seeded) {
    const paidAt = o.create_time + 120
    await db.updateTable('orders').set({ ...ADDRESS }).where('order_id', '=', o.order_id).execute()
    if (o.pay_status === ORDER_PAID.yes) {
      await db.insertInto('pay').values({ out_trade_no: o.out_trade_no, member_id: o.member_id, pay_body: '订单支付', pay_detail: '订单支付', pay_money: o.pay_money, pay_status: 2, pay_type: 'alipay', trade_no: tradeNo(o.out_trade_no), create_time: o.create_time, pay_time: paidAt }).execute()
      await db.updateTable('orders').set({ pay_type: 'alipay', pay_type_name: '支付宝支付', pay_time: paidAt }).where('order_id', '=', o.order_id).execute()
    }
    if (o.order_status === ORDER.closed) await db.updateTable('orders').set({ close_time: o.create_time + 30 * 60 }).where('order_id', '=', o.order_id).execute()
    if ([3, 4, 10].includes(o.order_status)) await shipped(db, o.order_id, o.member_id, o.create_time + DAY, 'express', now)
    await timed(db, o.order_id, o.order_status, o.create_time, now)
  }
  // the member seed's applied refund (status 1) gets its number, reason and log
  const applied = await db.selectFrom('order_goods').select(['order_goods_id', 'price', 'num']).where('member_id', '=', buyer.member_id).where('refund_status', '=', REFUND.applied).executeTakeFirst()
  if (applied) {
    await db.updateTable('order_goods').set({ refund_no: 'R2026112300000001', refund_type: 1, refund_reason: '拍错/多拍/不喜欢', refund_remark: '买错颜色了', refund_apply_money: applied.price * applied.num, refund_action_time: now - DAY }).where('order_goods_id', '=', applied.order_goods_id).execute()
    await refundLog(db, applied.order_goods_id, [[1, `买家发起维权（仅退款，拍错/多拍/不喜欢），退款金额 ${(applied.price * applied.num / 100).toFixed(2)} 元`, 1, now - DAY]])
  }

  // --- new orders at shop 1: every type in every status ----------------------------------------
  const plans: Plan[] = [
    // pickup: unpaid, awaiting pickup (code waiting, goods ready), picked up, complete, closed
    { type: 2, status: 0, daysAgo: 0, skus: [0] },
    { type: 2, status: 2, daysAgo: 1, skus: [1, 2], code: DEMO_CODES.buyerPickup, ready: true },
    { type: 2, status: 4, daysAgo: 4, skus: [3], code: '360218457902', verified: true },
    { type: 2, status: 10, daysAgo: 25, skus: [4], code: '360218457903', verified: true },
    { type: 2, status: -1, daysAgo: 6, skus: [5] },
    // local delivery: unpaid, to deliver (paid by balance), out for delivery, received, complete, closed
    { type: 3, status: 0, daysAgo: 0, skus: [6] },
    { type: 3, status: 1, daysAgo: 0, skus: [7], balance: true },
    { type: 3, status: 3, daysAgo: 1, skus: [8] },
    { type: 3, status: 4, daysAgo: 3, skus: [9] },
    { type: 3, status: 10, daysAgo: 18, skus: [10] },
    { type: 3, status: -1, daysAgo: 8, skus: [11] },
    // virtual: unpaid, received (code not used yet), complete (used), closed
    { type: 4, status: 0, daysAgo: 0, skus: [12] },
    { type: 4, status: 4, daysAgo: 2, skus: [13], code: DEMO_CODES.buyerVirtual },
    { type: 4, status: 10, daysAgo: 15, skus: [14], code: '527409316843', verified: true },
    { type: 4, status: -1, daysAgo: 9, skus: [15] },
    // express orders carrying refunds in each resting state (see below)
    { type: 1, status: 3, daysAgo: 4, skus: [16] }, // return and refund agreed: the buyer must send the goods back (4)
    { type: 1, status: 4, daysAgo: 10, skus: [17] }, // goods sent back, the shop has not received them yet (5)
    { type: 1, status: 4, daysAgo: 12, skus: [18, 19] }, // one line refunded (3), the other kept
    { type: 1, status: 3, daysAgo: 6, skus: [20] }, // refused (-1), with a complaint to the platform
  ]
  if (other) plans.push({ type: 2, status: 2, daysAgo: 0, skus: [21], member: other.member_id, code: DEMO_CODES.otherPickup })
  if (other) plans.push({ type: 2, status: 4, daysAgo: 2, skus: [22], member: other.member_id, code: '918273645013', verified: true })
  const ids: number[] = []
  let n = 0
  for (const p of plans) {
    n += 1
    const memberId = p.member ?? buyer.member_id
    const lines = p.skus.map((k) => skus[k % skus.length]!)
    const goods = lines.reduce((a, s) => a + s.discount_price, 0)
    const delivery = p.type === 3 ? 800 : p.type === 1 && goods < 9900 ? 1000 : 0
    const total = goods + delivery
    const created = now - p.daysAgo * DAY - (n % 7) * HOUR - 600
    const paid = p.status !== 0 && p.status !== -1
    const orderNo = `BZ2026${String(90_000_000 + n * 97).padStart(8, '0')}`
    const out = `PAY2026${String(90_000_000 + n * 89).padStart(8, '0')}`
    const balance = paid && p.balance ? total : 0
    const order = await db
      .insertInto('orders')
      .values({
        order_no: orderNo, out_trade_no: out, member_id: memberId, site_id: shop.site_id, site_name: shop.site_name, order_type: p.type, ...TYPE[p.type],
        order_status: p.status, pay_status: paid ? 1 : 0, goods_money: goods, delivery_money: delivery, order_money: total, balance_money: balance, pay_money: total - balance,
        pay_type: paid ? (balance ? 'BALANCE' : 'wechatpay') : '', pay_type_name: paid ? (balance ? '余额支付' : '微信支付') : '', pay_time: paid ? created + 90 : 0,
        close_time: p.status === -1 ? created + 30 * 60 : 0, is_virtual: p.type === 4 ? 1 : 0,
        ...(p.type === 4 ? { mobile: '13800138000' } : ADDRESS),
        delivery_store_id: p.type === 2 ? store.store_id : 0, delivery_store_name: p.type === 2 ? store.store_name : '',
        delivery_store_info: p.type === 2 ? JSON.stringify({ open_date: store.open_date, telphone: store.telphone, full_address: `${store.full_address} ${store.address}` }) : '',
        buyer_ask_delivery_time: p.type === 3 ? '尽快送达' : '', pickup_ready_time: p.ready ? created + 3 * HOUR : 0,
        delivery_code: p.type === 2 && paid ? p.code ?? '' : '', virtual_code: p.type === 4 && paid ? p.code ?? '' : '',
        sign_time: p.type === 4 && paid ? created + 90 : 0, is_evaluate: [4, 10].includes(p.status) ? 1 : 0, create_time: created,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow()
    ids.push(order.order_id)
    await db
      .insertInto('order_goods')
      .values(lines.map((s) => ({
        order_id: order.order_id, member_id: memberId, site_id: s.site_id, goods_id: s.goods_id, sku_id: s.sku_id, sku_name: s.sku_name, sku_image: s.sku_image ?? '',
        price: s.discount_price, num: 1, goods_money: s.discount_price, real_goods_money: s.discount_price, is_virtual: p.type === 4 ? 1 : 0,
      })))
      .execute()
    await db.insertInto('pay').values({ out_trade_no: out, member_id: memberId, pay_body: lines[0]!.sku_name.slice(0, 80), pay_detail: lines[0]!.sku_name.slice(0, 80), pay_money: total - balance, pay_status: paid ? 2 : p.status === -1 ? -1 : 0, pay_type: paid && !balance ? 'wechatpay' : '', trade_no: paid && !balance ? tradeNo(out) : '', create_time: created, pay_time: paid ? created + 90 : 0 }).execute()
    if (balance) {
      await db.insertInto('member_account_ledger').values({ member_id: memberId, account_type: 'balance_money', account_data: -balance, from_type: 'order', type_name: '订单消费', related_id: orderNo, remark: `订单 ${orderNo} 使用余额`, create_time: created }).execute()
    }
    if (p.code && paid) {
      await db.insertInto('verify_code').values({
        verify_code: p.code, verify_type: p.type === 2 ? 'pickup' : 'virtualgoods', site_id: shop.site_id, order_id: order.order_id, member_id: memberId,
        is_verify: p.verified ? 1 : 0, verifier_name: p.verified ? '购物达人小王' : '', verify_time: p.verified ? created + 2 * HOUR : 0, create_time: created + 90,
      }).execute()
    }
    if (p.type === 2 && p.verified) await db.updateTable('orders').set({ sign_time: created + 2 * HOUR }).where('order_id', '=', order.order_id).execute()
    if ((p.type === 1 || p.type === 3) && [3, 4, 10].includes(p.status)) await shipped(db, order.order_id, memberId, created + (p.type === 3 ? HOUR : DAY), p.type === 3 ? 'local' : 'express', now)
    // a virtual order's code completes it when used; nothing is timed before that
    if (!(p.type === 4 && p.status === 4)) await timed(db, order.order_id, p.status, created, now)
  }

  // --- refunds in each resting state ---------------------------------------------------------------
  const lineOf = async (orderId: number, k = 0) =>
    (await db.selectFrom('order_goods').select(['order_goods_id', 'price']).where('order_id', '=', orderId).orderBy('order_goods_id').execute())[k]!
  const [returnIt, sentBack, partly, refused] = [ids[15]!, ids[16]!, ids[17]!, ids[18]!]
  const r4 = await lineOf(returnIt)
  await refund(db, r4.order_goods_id, { refund_no: 'R2026112300000004', refund_status: 4, refund_type: 2, refund_reason: '其他', refund_remark: '尺寸不合适', refund_apply_money: r4.price, refund_action_time: now - 2 * DAY }, [
    [1, '买家发起维权（退货退款，其他）', 1, now - 2 * DAY], [4, '卖家同意退货，等待买家退货', 2, now - DAY],
  ])
  const r5 = await lineOf(sentBack)
  await refund(db, r5.order_goods_id, { refund_no: 'R2026112300000005', refund_status: 5, refund_type: 2, refund_reason: '拍错/多拍/不喜欢', refund_apply_money: r5.price, refund_action_time: now - 4 * DAY, refund_delivery_name: '顺丰速运', refund_delivery_no: 'SF1398765432101', refund_delivery_remark: '已按原包装寄回' }, [
    [1, '买家发起维权（退货退款，拍错/多拍/不喜欢）', 1, now - 4 * DAY], [4, '卖家同意退货，等待买家退货', 2, now - 3 * DAY], [5, '买家已退货：顺丰速运 SF1398765432101', 1, now - 2 * DAY],
  ])
  const r3 = await lineOf(partly)
  const partlyOrder = await db.selectFrom('orders').select(['order_no', 'out_trade_no']).where('order_id', '=', partly).executeTakeFirstOrThrow()
  await refund(db, r3.order_goods_id, { refund_no: 'R2026112300000003', refund_status: 3, refund_type: 1, refund_reason: '协商一致退款', refund_apply_money: r3.price, refund_real_money: r3.price, refund_action_time: now - 8 * DAY, refund_time: now - 7 * DAY }, [
    [1, '买家发起维权（仅退款，协商一致退款）', 1, now - 8 * DAY], [2, '卖家同意退款', 2, now - 7 * DAY], [3, `退款完成：原路退回 ${(r3.price / 100).toFixed(2)} 元`, 2, now - 7 * DAY],
  ])
  await db.updateTable('orders').set({ refund_money: r3.price }).where('order_id', '=', partly).execute()
  await db.insertInto('order_refund_payment').values({ refund_no: 'R2026112300000003', member_id: buyer.member_id, source: 'gateway', amount: r3.price, out_trade_no: partlyOrder.out_trade_no, gateway_refund_no: tradeNo(`refund:${partlyOrder.order_no}`).replace('SBX', 'SBXR'), create_time: now - 7 * DAY }).execute()
  const rr = await lineOf(refused)
  await refund(db, rr.order_goods_id, { refund_no: 'R2026112300000006', refund_status: -1, refund_type: 1, refund_reason: '其他', refund_remark: '外包装破损', refund_apply_money: rr.price, refund_action_time: now - 3 * DAY, refund_refuse_reason: '商品完好，不支持仅退款' }, [
    [1, '买家发起维权（仅退款，其他）', 1, now - 3 * DAY], [-1, '卖家拒绝维权：商品完好，不支持仅退款', 2, now - 2 * DAY], [-1, '买家申请平台介入：商家拒绝退款', 1, now - DAY],
  ])
  await db.insertInto('order_complain').values({ order_goods_id: rr.order_goods_id, order_id: refused, member_id: buyer.member_id, site_id: shop.site_id, complain_reason: '商家拒绝退款', complain_remark: '收到时外包装破损，附件为开箱照片', complain_status: 1, apply_time: now - DAY }).execute()

  // --- the buyer verifies for shop 1 ---------------------------------------------------------------
  await db.insertInto('verifier').values({ site_id: shop.site_id, member_id: buyer.member_id, verifier_name: '购物达人小王', create_time: now - 30 * DAY }).onConflict((oc) => oc.columns(['site_id', 'member_id']).doNothing()).execute()
}

async function shipped(db: Database, orderId: number, memberId: number, at: number, kind: 'express' | 'local', now: number) {
  const times = { delivery_time: at, auto_receive_time: at + 7 * DAY }
  await db.updateTable('orders').set(times).where('order_id', '=', orderId).execute()
  await db
    .insertInto('order_package')
    .values({ order_id: orderId, member_id: memberId, package_name: '包裹1', express_company_name: kind === 'local' ? '同城配送' : '顺丰速运', delivery_no: kind === 'local' ? `LD${2_026_000_000 + orderId}` : `SF${1_300_000_000_000 + orderId * 7919}`, delivery_type: kind, delivery_time: Math.min(at, now) })
    .execute()
}

/** what the scheduler will do next with a seeded order, from its times */
async function timed(db: Database, orderId: number, status: number, created: number, now: number) {
  const order = await db.selectFrom('orders').select(['auto_receive_time', 'sign_time']).where('order_id', '=', orderId).executeTakeFirstOrThrow()
  if (status === 3) await schedule(db, AUTO_RECEIVE, String(orderId), Math.max(order.auto_receive_time, now + DAY), now)
  if (status === 4) {
    const signed = order.sign_time || Math.min(now - DAY, created + 2 * DAY)
    await db.updateTable('orders').set({ sign_time: signed }).where('order_id', '=', orderId).where('sign_time', '=', 0).execute()
    await schedule(db, AUTO_COMPLETE, String(orderId), Math.max(signed + 7 * DAY, now + DAY), now)
  }
  if (status === 10) {
    const finished = Math.min(now - DAY, created + 10 * DAY)
    const closeAt = finished + 15 * DAY
    await db.updateTable('orders').set({ sign_time: created + 3 * DAY, finish_time: finished, evaluate_close_time: closeAt }).where('order_id', '=', orderId).execute()
    if (closeAt > now) await schedule(db, EVALUATE_CLOSE, String(orderId), closeAt, now)
    else await db.updateTable('orders').set({ is_evaluate: 0 }).where('order_id', '=', orderId).where('evaluate_status', '<>', 2).execute()
  }
}

type Log = [status: number, action: string, way: 1 | 2 | 3, at: number]
async function refundLog(db: Database, orderGoodsId: number, logs: Log[]) {
  await db.insertInto('order_refund_log').values(logs.map(([s, action, way, at]) => ({ order_goods_id: orderGoodsId, refund_status: s, action, action_way: way, create_time: at }))).execute()
}
async function refund(db: Database, orderGoodsId: number, set: Partial<Row<'order_goods'>>, logs: Log[]) {
  await db.updateTable('order_goods').set(set).where('order_goods_id', '=', orderGoodsId).execute()
  await refundLog(db, orderGoodsId, logs)
}
