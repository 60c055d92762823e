import { randomInt } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import type { Deps } from '../../deps.ts'
import { beijingStamp } from '../../clock.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { purchasedNums } from '../cart/skus.ts'
import { takeStock } from '../catalog/stock.ts'
import { giftStockLines, recordRewards } from '../promotion/rewards.ts'
import { checkPayPassword } from '../pay-password/service.ts'
import { DELIVERY_NAMES, loadCheckout, type Checkout, type Choices, type GoodsParams } from './checkout.ts'
import { newOutTradeNo } from '../pay/ask.ts'
import { markPaid, ORDER_TYPES, scheduleUnpaidClose, unpaidCloseMinutes } from './transitions.ts'
import { ORDER, ORDER_PAID } from '../../../domain/order-rules.ts'

// ordercreate/create: one order per shop, one payment (out_trade_no) for all of them, written in one
// transaction — coupons (conditional), balance (conditional, with ledger rows), orders, the payment,
// the cart lines bought, stock (conditional, SKU id order), the unpaid-close jobs. Any failure rolls
// all of it back. An idempotency key makes a repeated create return the first one's out_trade_no.

export interface CreateExtra {
  pay_password?: string
  buyer_message?: Record<string, string>
  /** virtual orders: the mobile the codes go to */
  member_address?: { mobile?: string }
  idempotency_key?: string
  app_type?: string
  app_type_name?: string
}

/** 20260101123059 + 8 random digits: sortable by time, unique by the random part and the unique index */
const newOrderNo = (now: number) => `${beijingStamp(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`

const fail = (zh: string, en: string, code = -10050) => new ApiError('ORDER_CREATE_FAIL', msg(zh, en), { code })

/** the payment an earlier create with this idempotency key made, or null */
export async function existingPayment(trx: Transaction<DB> | Deps['db'], memberId: number, key: string) {
  const row = await trx
    .selectFrom('order_create_request')
    .select('out_trade_no')
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return row?.out_trade_no ?? null
}

/** mark an unused, unexpired coupon of the member used by the order; false when it is not (any more) */
async function useCoupon(trx: Transaction<DB>, memberId: number, couponId: number, orderId: number, now: number) {
  const used = await trx
    .updateTable('member_coupon')
    .set({ state: 2, use_order_id: orderId, use_time: now })
    .where('coupon_id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('state', '=', 1)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
}

function validate(c: Checkout, extra: CreateExtra) {
  if (c.problems.length > 0) throw c.problems[0]!
  if (c.isVirtual) {
    if (!extra.member_address?.mobile || !/^1\d{10}$/.test(extra.member_address.mobile)) {
      throw errors.param(msg('参数错误：请填写正确的手机号', 'Invalid parameter: enter a valid mobile number'))
    }
  } else if (!c.address) {
    throw fail('请先添加收货地址', 'Add a delivery address first', -10051)
  }
}

export async function createOrders(deps: Deps, memberId: number, goods: GoodsParams, choices: Choices, extra: CreateExtra): Promise<string> {
  const { db } = deps
  const now = deps.clock.now()
  if (extra.idempotency_key) {
    const done = await existingPayment(db, memberId, extra.idempotency_key)
    if (done) return done
  }
  const c = await loadCheckout(db, memberId, goods, choices, now)
  validate(c, extra)
  const r = c.result
  if (r.balance_money > 0) {
    if (!extra.pay_password) throw fail('请输入支付密码', 'Enter your pay password', -10044)
    await checkPayPassword(db, memberId, extra.pay_password, now)
  }
  const closeMinutes = await unpaidCloseMinutes(db, deps.config.unpaidCloseMinutes)
  const outTradeNo = newOutTradeNo(now)

  return db.transaction().execute(async (trx) => {
    if (extra.idempotency_key) {
      // a parallel create with the same key waits here for the first to commit, then finds its row
      const claimed = await trx
        .insertInto('order_create_request')
        .values({ member_id: memberId, idempotency_key: extra.idempotency_key, out_trade_no: outTradeNo, create_time: now })
        .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
        .returning('out_trade_no')
        .executeTakeFirst()
      if (!claimed) return (await existingPayment(trx, memberId, extra.idempotency_key))!
    }

    // purchase limits, with the member's buys of those goods serialized
    const limited = c.promotion
      ? [] // a promotion order's per-member limit is its own quota (taken below)
      : [...new Set(c.shops.flatMap((s) => s.lines.filter((l) => l.sku.max_buy > 0).map((l) => l.sku.goods_id)))].sort((a, b) => a - b)
    for (const goodsId of limited) await sql`select pg_advisory_xact_lock(hashtext(${`max_buy:${memberId}:${goodsId}`}))`.execute(trx)
    const bought = await purchasedNums(trx, memberId, limited)
    for (const l of c.shops.flatMap((s) => s.lines)) {
      if (l.sku.max_buy > 0 && (bought.get(l.sku.goods_id) ?? 0) + l.num > l.sku.max_buy) {
        throw fail(`商品“${l.sku.sku_name}”每人限购 ${l.sku.max_buy} 件`, `“${l.sku.sku_name}” is limited to ${l.sku.max_buy} per member`, -10023)
      }
    }

    // the balance: non-withdrawable first, in one conditional update
    const fromBalance = Math.min(r.balance_money, c.account.balance)
    const fromMoney = r.balance_money - fromBalance
    if (r.balance_money > 0) {
      const debited = await trx
        .updateTable('member')
        .set({ balance: sql`balance - ${fromBalance}`, balance_money: sql`balance_money - ${fromMoney}` })
        .where('member_id', '=', memberId)
        .where('balance', '>=', fromBalance)
        .where('balance_money', '>=', fromMoney)
        .executeTakeFirst()
      if (Number(debited.numUpdatedRows) !== 1) throw fail('余额不足，请刷新后重试', 'Not enough balance: refresh and try again', -10045)
    }

    const address = c.address
    const orderIds: number[] = []
    let balanceLeft = { balance: fromBalance, balance_money: fromMoney }
    for (const [k, s] of c.shops.entries()) {
      const sr = r.shops[k]!
      const kind = s.chosen.kind
      const type = ORDER_TYPES[kind]
      const orderNo = newOrderNo(now)
      const message = (extra.buyer_message?.[String(s.site_id)] ?? '').slice(0, 200)
      const order = await trx
        .insertInto('orders')
        .values({
          order_no: orderNo,
          out_trade_no: outTradeNo,
          member_id: memberId,
          site_id: s.site_id,
          site_name: s.site_name,
          order_type: type.order_type,
          order_type_name: type.order_type_name,
          order_from: (extra.app_type ?? 'pc').slice(0, 20),
          order_from_name: (extra.app_type_name ?? 'PC').slice(0, 40),
          order_status: ORDER.unpaid,
          pay_status: ORDER_PAID.no,
          goods_money: sr.goods_money,
          delivery_money: sr.delivery_money,
          promotion_money: sr.promotion_money,
          coupon_id: s.coupon?.coupon_id ?? 0,
          coupon_money: sr.coupon_money,
          platform_coupon_id: sr.platform_coupon_money > 0 ? (c.platformCoupon?.coupon_id ?? 0) : 0,
          platform_coupon_money: sr.platform_coupon_money,
          order_money: sr.order_money,
          balance_money: sr.balance_money,
          pay_money: sr.pay_money,
          delivery_type: kind === 'none' ? '' : kind,
          delivery_type_name: kind === 'none' ? '' : DELIVERY_NAMES[kind],
          delivery_store_id: s.chosen.store?.store_id ?? 0,
          delivery_store_name: s.chosen.store?.store_name ?? '',
          delivery_store_info: s.chosen.store
            ? JSON.stringify({ open_date: s.chosen.store.open_date, telphone: s.chosen.store.telphone, full_address: `${s.chosen.store.full_address} ${s.chosen.store.address}`.trim() })
            : '',
          buyer_ask_delivery_time: s.chosen.time,
          name: address?.name ?? '',
          mobile: address?.mobile ?? extra.member_address?.mobile ?? '',
          telephone: address?.telephone ?? '',
          province_id: address?.province_id ?? 0,
          city_id: address?.city_id ?? 0,
          district_id: address?.district_id ?? 0,
          address: address?.address ?? '',
          full_address: address?.full_address ?? '',
          buyer_message: message,
          is_virtual: c.isVirtual ? 1 : 0,
          promotion_type: c.promotion?.type ?? '',
          promotion_type_name: c.promotion?.type_name ?? '',
          create_time: now,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow()
      orderIds.push(order.order_id)
      await trx
        .insertInto('order_goods')
        .values(
          s.lines.map((l, i) => ({
            order_id: order.order_id,
            member_id: memberId,
            site_id: s.site_id,
            goods_id: l.sku.goods_id,
            sku_id: l.sku.sku_id,
            sku_name: l.sku.sku_name,
            sku_image: l.sku.sku_image,
            sku_no: l.sku.sku_no,
            price: l.price,
            num: l.num,
            goods_money: sr.lines[i]!.goods_money,
            promotion_money: sr.lines[i]!.promotion_money,
            coupon_money: sr.lines[i]!.coupon_money,
            real_goods_money: sr.lines[i]!.real_goods_money,
            is_virtual: l.sku.is_virtual,
          })),
        )
        .execute()
      if (s.coupon && !(await useCoupon(trx, memberId, s.coupon.coupon_id, order.order_id, now))) {
        throw fail('优惠券已被使用或已过期', 'The coupon has been used or has expired')
      }
      // this order's share of the balance, recorded per bucket so a close gives back what it took
      let share = sr.balance_money
      for (const bucket of ['balance', 'balance_money'] as const) {
        const take = Math.min(share, balanceLeft[bucket])
        if (take <= 0) continue
        share -= take
        balanceLeft = { ...balanceLeft, [bucket]: balanceLeft[bucket] - take }
        await trx
          .insertInto('member_account_ledger')
          .values({
            member_id: memberId, account_type: bucket, account_data: -take, from_type: 'order', type_name: '订单消费',
            related_id: orderNo, remark: `订单 ${orderNo} 使用余额`, create_time: now,
          })
          .execute()
      }
    }
    if (c.platformCoupon && r.platform_coupon_money > 0 && !(await useCoupon(trx, memberId, c.platformCoupon.coupon_id, orderIds[0]!, now))) {
      throw fail('平台优惠券已被使用或已过期', 'The platform coupon has been used or has expired')
    }

    const first = c.shops[0]!.lines[0]!.sku.sku_name
    const body = r.goods_num > 1 ? `${first.slice(0, 60)} 等${r.goods_num}件商品` : first.slice(0, 80)
    await trx
      .insertInto('pay')
      .values({ out_trade_no: outTradeNo, member_id: memberId, pay_body: body, pay_detail: body, pay_money: r.pay_money, create_time: now })
      .execute()
    if (c.cartIds.length > 0) await trx.deleteFrom('cart').where('member_id', '=', memberId).where('cart_id', 'in', c.cartIds).execute()

    // a promotion order: what it took from the promotion (a close gives it back), then its stock
    // and the member's quota — conditional updates, before the goods stock, same transaction
    if (c.promotion) {
      await trx
        .insertInto('order_promotion')
        .values({ order_id: orderIds[0]!, member_id: memberId, promotion_type: c.promotion.type, promotion_id: c.promotion.promotion_id, num: c.promotion.num, quota_period: c.promotion.quota_period ?? 0, create_time: now })
        .execute()
      await c.promotion.take(trx, memberId, now)
    }

    // stock last: the SKU rows it locks (hot under load) are held from here to the commit only;
    // 满减送 gifts with it while there is stock (赠完即止), then each order's reward row and gift line
    const given = await takeStock(trx, c.shops.flatMap((s) => s.lines.map((l) => ({ sku_id: l.sku.sku_id, num: l.num, sku_name: l.sku.sku_name }))), giftStockLines(c.rewards))
    await recordRewards(trx, memberId, c.shops.map((s, k) => ({ order_id: orderIds[k]!, site_id: s.site_id, reward: c.rewards[k] ?? null })), given, now)

    if (r.pay_money === 0) {
      // balance (or coupons) covered everything: paid at create
      await markPaid(trx, { out_trade_no: outTradeNo, pay_type: 'BALANCE', trade_no: '', amount: 0, now })
    } else {
      await scheduleUnpaidClose(trx, orderIds, now + closeMinutes * 60, now)
    }
    return outTradeNo
  })
}
