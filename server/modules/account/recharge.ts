import { randomInt } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import type { Deps } from '../../deps.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { rateLimit } from '../../http/rate-limit.ts'
import { definePaidEvent, type PaidInput } from '../pay/paid-dispatch.ts'
import { defineJob, schedule } from '../scheduler/scheduler.ts'
import { moveAccountOrFail } from './ledger.ts'
import { PAY } from '../../../domain/order-rules.ts'
import { beijingStamp } from '../../clock.ts'

// Top-ups (reference §6.4, the memberrecharge addon): packages → an order with its payment (event
// MemberRechargeOrderPayNotify) → the cashier and the sandbox gateway → on the verified notification
// the payment and the order move to paid in conditional updates and the face value (balance, not
// withdrawable), points and growth are granted through the ledger — once, however often the gateway
// repeats itself. An unpaid top-up closes after RECHARGE_CLOSE_SECONDS.

export const RECHARGE_EVENT = 'MemberRechargeOrderPayNotify'
export const RECHARGE_CLOSE = 'recharge.close_unpaid'
export const RECHARGE_CLOSE_SECONDS = 30 * 60

const packageNotFound = () => errors.notFound(msg('充值套餐不存在或已下架', 'This top-up package does not exist or is no longer offered'))

/** sales shown = the seeded base plus the paid orders (no counter every payment must update) */
const packageColumns = [
  'r.recharge_id', 'r.recharge_name', 'r.cover_img', 'r.face_value', 'r.buy_price', 'r.point', 'r.growth', 'r.coupon_id', 'r.status',
  sql<number>`r.sale_num + (select count(*)::int from member_recharge_order o where o.recharge_id = r.recharge_id and o.status = 2)`.as('sale_num'),
] as const

function packageWire(r: { recharge_id: number; recharge_name: string; cover_img: string; face_value: number; buy_price: number; point: number; growth: number; coupon_id: number; sale_num: number; status: number }) {
  return {
    recharge_id: r.recharge_id,
    recharge_name: r.recharge_name,
    cover_img: r.cover_img,
    face_value: yuan(r.face_value),
    buy_price: yuan(r.buy_price),
    point: r.point,
    growth: r.growth,
    coupon_id: r.coupon_id,
    sale_num: Number(r.sale_num),
    status: r.status,
  }
}

export async function packagePage(db: Database, page: number, pageSize: number) {
  const [count, rows] = await Promise.all([
    db.selectFrom('member_recharge').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('member_recharge as r').select(packageColumns).where('r.status', '=', 1).orderBy('r.sort').orderBy('r.recharge_id')
      .limit(pageSize).offset(pageOffset(page, pageSize)).execute(),
  ])
  return paged(Number(count.n), pageSize, rows.map(packageWire))
}

export async function packageInfo(db: Database, rechargeId: number) {
  const row = await db.selectFrom('member_recharge as r').select(packageColumns).where('r.recharge_id', '=', rechargeId).where('r.status', '=', 1).executeTakeFirst()
  if (!row) throw packageNotFound()
  return packageWire(row)
}


/** /memberrecharge/api/ordercreate/create: an unpaid top-up order and its payment; returns out_trade_no */
export async function createRechargeOrder(deps: Deps, memberId: number, rechargeId: number): Promise<string> {
  const { db } = deps
  const now = deps.clock.now()
  // a bot filling the table with unpaid orders: a person buys a few at most
  await rateLimit(db, now, [{ scope: 'recharge:member', subject: String(memberId), max: 10, window: 600 }], msg('充值下单过于频繁', 'Too many top-up orders'))
  const pkg = await db.selectFrom('member_recharge').selectAll().where('recharge_id', '=', rechargeId).where('status', '=', 1).executeTakeFirst()
  if (!pkg) throw packageNotFound()
  const suffix = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const orderNo = `RC${beijingStamp(now)}${suffix}`
  const outTradeNo = `PAYRC${beijingStamp(now)}${suffix}`
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pay')
      .values({ out_trade_no: outTradeNo, member_id: memberId, pay_body: `会员充值：${pkg.recharge_name}`, pay_detail: `会员充值：${pkg.recharge_name}`,
        pay_money: pkg.buy_price, event: RECHARGE_EVENT, create_time: now })
      .execute()
    await trx
      .insertInto('member_recharge_order')
      .values({ order_no: orderNo, out_trade_no: outTradeNo, member_id: memberId, recharge_id: pkg.recharge_id, recharge_name: pkg.recharge_name,
        cover_img: pkg.cover_img, face_value: pkg.face_value, buy_price: pkg.buy_price, point: pkg.point, growth: pkg.growth, status: 1, create_time: now })
      .execute()
    await schedule(trx, RECHARGE_CLOSE, outTradeNo, now + RECHARGE_CLOSE_SECONDS, now)
  })
  return outTradeNo
}

/** the paid handler of a top-up payment: pay 0 → 2, order 1 → 2, then the grants — each once */
export async function rechargePaid(trx: Transaction<DB>, input: PaidInput): Promise<boolean> {
  const pay = await trx
    .updateTable('pay')
    .set({ pay_status: PAY.paid, pay_type: input.pay_type, trade_no: input.trade_no, pay_time: input.now })
    .where('out_trade_no', '=', input.out_trade_no)
    .where('pay_status', '=', PAY.open)
    .where('pay_money', '=', input.amount)
    .where('event', '=', RECHARGE_EVENT)
    .returning('out_trade_no')
    .executeTakeFirst()
  if (!pay) return false
  const order = await trx
    .updateTable('member_recharge_order')
    .set({ status: 2, pay_type: input.pay_type, pay_time: input.now })
    .where('out_trade_no', '=', input.out_trade_no)
    .where('status', '=', 1)
    .returning(['order_no', 'member_id', 'recharge_name', 'face_value', 'point', 'growth'])
    .executeTakeFirst()
  if (!order) return false
  const move = { member_id: order.member_id, from_type: 'recharge', related_id: order.order_no, remark: `充值${order.recharge_name}，订单 ${order.order_no}`, now: input.now }
  await moveAccountOrFail(trx, { ...move, account_type: 'balance', amount: order.face_value })
  if (order.point > 0) await moveAccountOrFail(trx, { ...move, account_type: 'point', amount: order.point })
  if (order.growth > 0) await moveAccountOrFail(trx, { ...move, account_type: 'growth', amount: order.growth })
  return true
}
definePaidEvent(RECHARGE_EVENT, rechargePaid)

/** an unpaid top-up closes: its payment (still open) and the order, conditionally */
export async function closeRecharge(trx: Transaction<DB>, outTradeNo: string): Promise<boolean> {
  const pay = await trx.updateTable('pay').set({ pay_status: PAY.closed }).where('out_trade_no', '=', outTradeNo).where('pay_status', '=', PAY.open)
    .where('event', '=', RECHARGE_EVENT).executeTakeFirst()
  if (Number(pay.numUpdatedRows) !== 1) return false
  await trx.updateTable('member_recharge_order').set({ status: -1 }).where('out_trade_no', '=', outTradeNo).where('status', '=', 1).execute()
  return true
}
defineJob(RECHARGE_CLOSE, async (trx, job) => {
  await closeRecharge(trx, job.ref)
})

const STATUS_NAMES: Record<number, string> = { 1: '待支付', 2: '已支付', [-1]: '已关闭' }

/** /memberrecharge/api/order/page: the member's paid top-ups (the reference lists status 2 only) */
export async function rechargeOrderPage(db: Database, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('member_recharge_order').where('member_id', '=', memberId).where('status', '=', 2)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('create_time', 'desc').orderBy('order_id', 'desc').limit(pageSize).offset(pageOffset(page, pageSize)).execute(),
  ])
  return paged(Number(count.n), pageSize, rows.map(rechargeOrderWire))
}

function rechargeOrderWire(r: DBRow) {
  return {
    order_id: r.order_id,
    order_no: r.order_no,
    out_trade_no: r.out_trade_no,
    recharge_id: r.recharge_id,
    recharge_name: r.recharge_name,
    cover_img: r.cover_img,
    face_value: yuan(r.face_value),
    buy_price: yuan(r.buy_price),
    price: yuan(r.buy_price),
    point: r.point,
    growth: r.growth,
    status: r.status,
    status_name: STATUS_NAMES[r.status] ?? '',
    pay_type: r.pay_type,
    pay_time: r.pay_time,
    create_time: r.create_time,
  }
}
type DBRow = { order_id: number; order_no: string; out_trade_no: string; recharge_id: number; recharge_name: string; cover_img: string; face_value: number; buy_price: number; point: number; growth: number; status: number; pay_type: string; pay_time: number; create_time: number }

/** one top-up of the member by order id or out_trade_no (the cashier's result links back with the latter) */
export async function rechargeOrderInfo(db: Database, memberId: number, by: { order_id?: number; out_trade_no?: string }) {
  let q = db.selectFrom('member_recharge_order').selectAll().where('member_id', '=', memberId)
  if (by.order_id) q = q.where('order_id', '=', by.order_id)
  else if (by.out_trade_no) q = q.where('out_trade_no', '=', by.out_trade_no)
  else throw new ApiError('PARAMETER_ERROR', msg('参数错误：订单不能为空', 'Invalid parameter: order is required'))
  const row = await q.executeTakeFirst()
  if (!row) throw errors.notFound(msg('充值订单不存在', 'This top-up order does not exist'))
  return rechargeOrderWire(row)
}
