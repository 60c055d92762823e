import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import type { Deps } from '../../deps.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { toFen, yuan } from '../../http/money.ts'
import { ORDER, ORDER_PAID, PAY } from '../../../domain/order-rules.ts'
import { CLOSE_UNPAID, lockPayment, newOutTradeNo, repricePayment, returnStray, type StrayReason } from './ask.ts'
import { paidHandlerOf } from './paid-dispatch.ts'
import { defineJob, schedule } from '../scheduler/scheduler.ts'
import { verify, type Params } from './signature.ts'

// Payments (reference §3.4): the cashier's info, methods and status, the hand-off to a gateway,
// re-paying unpaid orders, and the gateway's notification — verified before anything is marked paid.

/** the online methods the cashier offers (the sandbox gateway plays both) */
export const PAY_TYPES = ['alipay', 'wechatpay'] as const
export type PayType = (typeof PAY_TYPES)[number]

export const payNotFound = () => errors.notFound(msg('支付单不存在', 'This payment does not exist'))

export async function payOfMember(db: Database, memberId: number, outTradeNo: string) {
  const row = await db.selectFrom('pay').selectAll().where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst()
  if (!row) throw payNotFound()
  return row
}

export async function payInfo(db: Database, memberId: number, outTradeNo: string) {
  const p = await payOfMember(db, memberId, outTradeNo)
  const orders = await db
    .selectFrom('orders')
    .select(['order_id', 'order_no', 'order_type', 'site_id', 'site_name', 'order_status', 'pay_money'])
    .where('out_trade_no', '=', outTradeNo)
    .where('member_id', '=', memberId)
    .orderBy('order_id')
    .execute()
  return {
    out_trade_no: p.out_trade_no,
    close_time: await payCloseTime(db, p.pay_status, orders, p.out_trade_no),
    pay_body: p.pay_body,
    pay_detail: p.pay_detail,
    pay_money: yuan(p.pay_money),
    pay_status: p.pay_status,
    pay_type: p.pay_type,
    pay_time: p.pay_time,
    create_time: p.create_time,
    event: p.event,
    return_url: `/web/result?code=${p.out_trade_no}`,
    order_list: orders.map((o) => ({ ...o, pay_money: yuan(o.pay_money) })),
  }
}

/**
 * When the unpaid payment closes by itself (epoch seconds): the earliest pending unpaid-close job of
 * its open orders; 0 once it is paid or closed, or when nothing is scheduled.
 */
async function payCloseTime(db: Database, status: number, orders: Array<{ order_id: number; order_status: number }>, outTradeNo: string): Promise<number> {
  if (status !== PAY.open) return 0
  if (orders.length === 0) {
    // a payment that is not for goods orders (a top-up) closes by a job keyed by the payment itself
    const own = await db.selectFrom('scheduled_job').select((eb) => eb.fn.min('due_at').as('due_at')).where('ref', '=', outTradeNo).where('state', '=', 'pending').executeTakeFirst()
    return Number(own?.due_at ?? 0)
  }
  const open = orders.filter((o) => o.order_status === ORDER.unpaid).map((o) => String(o.order_id))
  if (open.length === 0) return 0
  const row = await db
    .selectFrom('scheduled_job')
    .select((eb) => eb.fn.min('due_at').as('due_at'))
    .where('kind', '=', CLOSE_UNPAID)
    .where('ref', 'in', open)
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return Number(row?.due_at ?? 0)
}

export async function payStatus(db: Database, memberId: number, outTradeNo: string) {
  const p = await payOfMember(db, memberId, outTradeNo)
  return { pay_status: p.pay_status, out_trade_no: p.out_trade_no }
}

/** an open payment of the member, ready for a gateway */
export async function payable(db: Database, memberId: number, outTradeNo: string) {
  const p = await payOfMember(db, memberId, outTradeNo)
  if (p.pay_status === PAY.paid) throw new ApiError('PAY_DONE', msg('该订单已支付', 'This payment has already been made'), { code: -10060 })
  if (p.pay_status !== PAY.open) throw new ApiError('PAY_CLOSED', msg('订单已关闭，无法支付', 'The order is closed and cannot be paid'), { code: -10061 })
  if (p.pay_money <= 0) throw new ApiError('PAY_ZERO', msg('无需支付', 'Nothing to pay'), { code: -10062 })
  return p
}

/**
 * /api/order/pay: a new payment for unpaid orders of the member. The payments they leave ask what
 * their other open orders still owe, or close (repricePayment): paying a subset never leaves the old
 * payment asking for the orders paid here. Payment rows are locked before orders, as everywhere.
 */
export async function repayOrders(deps: Deps, memberId: number, orderIds: number[]): Promise<string> {
  const now = deps.clock.now()
  const outTradeNo = newOutTradeNo(now)
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('orders').select('out_trade_no').distinct().where('member_id', '=', memberId).where('order_id', 'in', orderIds).execute()
    const old = before.map((o) => o.out_trade_no).filter(Boolean).sort()
    for (const no of old) await lockPayment(trx, no)
    const orders = await trx
      .selectFrom('orders')
      .select(['order_id', 'out_trade_no', 'pay_money', 'order_status', 'pay_status'])
      .where('member_id', '=', memberId)
      .where('order_id', 'in', orderIds)
      .forUpdate()
      .execute()
    if (orders.length !== new Set(orderIds).size) throw errors.notFound(msg('订单不存在', 'This order does not exist'))
    if (orders.some((o) => o.order_status !== ORDER.unpaid || o.pay_status !== ORDER_PAID.no)) {
      throw new ApiError('ORDER_NOT_PAYABLE', msg('订单已支付或已关闭', 'The order has been paid or closed'), { code: -10063 })
    }
    const total = orders.reduce((a, o) => a + o.pay_money, 0)
    if (total <= 0) throw new ApiError('PAY_ZERO', msg('无需支付', 'Nothing to pay'), { code: -10062 })
    const body = await trx
      .selectFrom('order_goods')
      .select(['sku_name'])
      .where('order_id', 'in', orderIds)
      .orderBy('order_goods_id')
      .execute()
    const text = body.length > 1 ? `${body[0]!.sku_name.slice(0, 60)} 等${body.length}种商品` : (body[0]?.sku_name ?? '').slice(0, 80)
    await trx.insertInto('pay').values({ out_trade_no: outTradeNo, member_id: memberId, pay_body: text, pay_detail: text, pay_money: total, create_time: now }).execute()
    await trx.updateTable('orders').set({ out_trade_no: outTradeNo }).where('member_id', '=', memberId).where('order_id', 'in', orderIds).where('order_status', '=', ORDER.unpaid).execute()
    for (const no of old) await repricePayment(trx, no)
    return outTradeNo
  })
}

/** unverified notifications stored per source (IP) within NOTIFY_WINDOW; the rest are answered, not stored */
export const NOTIFY_UNVERIFIED_MAX = 20
const NOTIFY_WINDOW = 600

/**
 * Apply a gateway notification inside `trx`. A verified, successful one pays the payment when it is
 * open and the amount is what it asks (one conditional update: a replay changes nothing); any other
 * verified payment — superseded, closed, re-priced, or a second trade of a paid payment — is money
 * no order owes and goes back (returnStray). Verified notifications are always recorded; unverified
 * ones up to NOTIFY_UNVERIFIED_MAX per source in ten minutes. Returns whether the gateway should stop
 * sending it (verified = acknowledged, even when it changed nothing), or 'limited'.
 */
export async function applyNotify(trx: Transaction<DB>, key: string, payType: string, params: Params, now: number, source = ''): Promise<boolean | 'limited'> {
  const verified = verify(params, key, 'notify') && params.pay_type === payType
  const outTradeNo = (params.out_trade_no ?? '').slice(0, 64)
  if (!verified) {
    const recent = await trx
      .selectFrom('pay_notify')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('source', '=', source.slice(0, 64))
      .where('verified', '=', false)
      .where('create_time', '>', now - NOTIFY_WINDOW)
      .executeTakeFirstOrThrow()
    if (Number(recent.n) >= NOTIFY_UNVERIFIED_MAX) return 'limited'
  }
  let applied = false
  if (verified && params.trade_status === 'TRADE_SUCCESS') {
    const tradeNo = (params.trade_no ?? '').slice(0, 64)
    let amount = -1
    try {
      amount = toFen(params.total_amount ?? '')
    } catch {
      amount = -1
    }
    const pay = await lockPayment(trx, outTradeNo)
    if (pay && pay.pay_status === PAY.open && amount === pay.pay_money) {
      // goods orders (markPaid) or what else the payment is for (a top-up…): see paid-dispatch.ts
      applied = await paidHandlerOf(pay.event)(trx, { out_trade_no: outTradeNo, pay_type: payType, trade_no: tradeNo, amount, now })
    }
    // the same trade of the same gateway again; another gateway's trade number may look the same
    const replay = pay?.pay_status === PAY.paid && pay.trade_no === tradeNo && pay.pay_type === payType
    if (!applied && !replay && amount > 0) {
      const reason: StrayReason = !pay ? 'unknown' : pay.pay_status === PAY.closed ? 'closed' : pay.pay_status === PAY.paid ? 'paid_again' : 'amount'
      await returnStray(trx, { out_trade_no: outTradeNo, pay_type: payType, trade_no: tradeNo, amount, member_id: pay?.member_id ?? 0, reason, key, now })
    }
  }
  await trx
    .insertInto('pay_notify')
    .values({ out_trade_no: outTradeNo, pay_type: payType.slice(0, 20), verified, applied, body: JSON.stringify(params), create_time: now, source: source.slice(0, 64) })
    .execute()
  return verified
}

/** a notification the gateway could not deliver is retried by the scheduler */
export const NOTIFY_RETRY = 'pay.notify_retry'

export async function scheduleNotifyRetry(db: Database, params: Params, payType: string, now: number) {
  await schedule(db, NOTIFY_RETRY, `${params.notify_id ?? now}`, now + 10, now, { pay_type: payType, params })
}

defineJob(NOTIFY_RETRY, async (trx, job, deps) => {
  const { pay_type: payType, params } = job.payload as { pay_type: string; params: Params }
  const acknowledged = await applyNotify(trx, deps.config.payGatewayKey, payType, params, deps.clock.now(), 'retry')
  if (acknowledged !== true) throw new Error('notification refused')
})
