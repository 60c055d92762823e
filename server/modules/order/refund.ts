import { randomInt } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { returnStock } from '../catalog/stock.ts'
import { gatewayRefund } from '../pay/refund.ts'
import { COMPLAIN, complainable, notShipped, ORDER_TYPE, REFUND, REFUND_TYPE, refundMove } from '../../../domain/order-rules.ts'
import { lineNotFound, logRefund, moveOrder, moveRefund, refuseRefundMove, ShopActionError, shopRefusal } from './moves.ts'
import { balanceLeft, refundDestination, splitRefund } from './refund-split.ts'
import { REFUND_STATUS_NAMES, REFUND_TYPE_NAMES, refundActions, refundable } from './status.ts'

// Refunds per order line (reference §3.6): apply → cancel | the shop agrees / refuses → (return and
// refund) the buyer sends the goods back with tracking → the shop receives → refunded; refused →
// edit and re-apply, or complain to the platform. Every step is one conditional update on the
// line's refund_status. Money moves once, in the transaction that sets status 3, back to where it
// came from: the balance buckets the order took (ledger rows) and the gateway for the rest.

export const REFUND_REASONS = ['未按约定时间发货', '拍错/多拍/不喜欢', '协商一致退款', '其他'] as const

export { lineNotFound }
const refundError = (zh: string, en: string, code = -10080) => new ApiError('REFUND_ERROR', msg(zh, en), { code })

/** the member's line with its order (ownership in the query) */
async function lineOf(db: Database | Transaction<DB>, memberId: number, orderGoodsId: number) {
  const row = await db
    .selectFrom('order_goods as g')
    .innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .select(['g.order_goods_id', 'g.order_id', 'g.sku_id', 'g.sku_name', 'g.sku_image', 'g.price', 'g.num', 'g.goods_money', 'g.real_goods_money', 'g.is_virtual',
      'g.refund_status', 'g.refund_no', 'g.refund_type', 'g.refund_reason', 'g.refund_remark', 'g.refund_apply_money', 'g.refund_real_money',
      'g.refund_action_time', 'g.refund_time', 'g.refund_refuse_reason', 'g.refund_delivery_name', 'g.refund_delivery_no', 'g.refund_delivery_remark',
      'g.is_gift', 'o.order_no', 'o.order_status', 'o.pay_status', 'o.order_type', 'o.delivery_money', 'o.site_id', 'o.site_name'])
    .where('g.order_goods_id', '=', orderGoodsId)
    .where('g.member_id', '=', memberId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst()
  if (!row) throw lineNotFound()
  return row
}
type Line = Awaited<ReturnType<typeof lineOf>>

/** virtual goods and goods not shipped yet can only be refunded (reference §3.6 getRefundType) */
const refundTypes = (l: Pick<Line, 'is_virtual' | 'order_type' | 'order_status'>) =>
  l.is_virtual || l.order_type === ORDER_TYPE.virtual || notShipped(l.order_status) ? [REFUND_TYPE.refundOnly] : [REFUND_TYPE.refundOnly, REFUND_TYPE.returnAndRefund]

/** the line's money (after discounts); the delivery fee too when it is the last unshipped line refunded */
async function refundMoney(db: Database | Transaction<DB>, l: Line): Promise<number> {
  const own = l.real_goods_money || l.price * l.num
  if (!notShipped(l.order_status)) return own
  // a 满减送 gift line (price 0) goes with the order: it does not keep the delivery fee from the last paid line
  const others = await db.selectFrom('order_goods').select('refund_status').where('order_id', '=', l.order_id).where('order_goods_id', '<>', l.order_goods_id).where('is_gift', '=', 0).execute()
  return others.every((o) => o.refund_status === REFUND.refunded) ? own + l.delivery_money : own
}

/** /api/orderrefund/refundData */
export async function refundData(db: Database, memberId: number, orderGoodsId: number) {
  const l = await lineOf(db, memberId, orderGoodsId)
  const money = await refundMoney(db, l)
  return {
    order_goods_info: {
      order_goods_id: l.order_goods_id, order_id: l.order_id, order_no: l.order_no, sku_id: l.sku_id, sku_name: l.sku_name, sku_image: l.sku_image,
      price: yuan(l.price), num: l.num, goods_money: yuan(l.goods_money || l.price * l.num), real_goods_money: yuan(l.real_goods_money || l.price * l.num),
      refund_status: l.refund_status, site_id: l.site_id, site_name: l.site_name,
    },
    refund_money: yuan(money),
    /** ours: where the money would go back — [{source: balance | balance_money | gateway, amount}] */
    refund_to: await refundDestination(db, memberId, l, money),
    refund_type: refundTypes(l),
    refund_reason_type: [...REFUND_REASONS],
  }
}

export interface ApplyInput {
  order_goods_id: number
  refund_type: number
  refund_reason: string
  refund_remark: string
}

/** /api/orderrefund/refund: apply (status 0), or edit and re-apply after a refusal (status -1) */
export async function applyRefund(db: Database, memberId: number, input: ApplyInput, now: number) {
  if (!(REFUND_REASONS as readonly string[]).includes(input.refund_reason)) {
    throw errors.param(msg('参数错误：请选择退款原因', 'Invalid parameter: choose a refund reason'))
  }
  return db.transaction().execute(async (trx) => {
    const l = await lineOf(trx, memberId, input.order_goods_id)
    if (!refundable(l)) throw refundError('该订单当前不能申请维权', 'This order does not take refund applications now', -10081)
    if (l.is_gift) throw refundError('赠品不能单独申请维权', 'A gift cannot be refunded on its own', -10083)
    if (!(refundTypes(l) as number[]).includes(input.refund_type)) {
      throw refundError('该商品只能申请仅退款', 'Only a refund (without returning goods) can be asked for this item', -10082)
    }
    const money = await refundMoney(trx, l)
    const again = l.refund_status === REFUND.refused
    const refundNo = again && l.refund_no ? l.refund_no : `R${now}${randomInt(1e6, 1e7)}`
    const row = await moveRefund(trx, again ? 'reapply' : 'apply', {
      orderGoodsId: l.order_goods_id, memberId, now, way: 1,
      from: [l.refund_status],
      set: {
        refund_no: refundNo, refund_type: input.refund_type, refund_reason: input.refund_reason, refund_remark: input.refund_remark,
        refund_apply_money: money, refund_action_time: now, refund_refuse_reason: '', refund_delivery_name: '', refund_delivery_no: '', refund_delivery_remark: '',
      },
      log: again
        ? `买家修改了维权申请（${REFUND_TYPE_NAMES[input.refund_type]}，${input.refund_reason}）`
        : `买家发起维权（${REFUND_TYPE_NAMES[input.refund_type]}，${input.refund_reason}），退款金额 ${yuan(money)} 元`,
    })
    if (!row) throw refuseRefundMove('apply', l.refund_status)
    return { refund_no: row.refund_no }
  })
}

/** /api/orderrefund/cancel: while applied, refused or waiting for the return */
export async function cancelRefund(db: Database, memberId: number, orderGoodsId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const l = await lineOf(trx, memberId, orderGoodsId)
    const row = await moveRefund(trx, 'cancel', { orderGoodsId, memberId, now, way: 1, log: '买家撤销了维权' })
    if (!row) throw refuseRefundMove('cancel', l.refund_status)
    // a complaint about a refund that no longer exists ends with it
    await trx.updateTable('order_complain').set({ complain_status: COMPLAIN.cancelled, action_time: now }).where('order_goods_id', '=', orderGoodsId).where('complain_status', '=', COMPLAIN.open).execute()
    return true
  })
}

export interface ReturnInput {
  order_goods_id: number
  refund_delivery_name: string
  refund_delivery_no: string
  refund_delivery_remark: string
}

/** /api/orderrefund/delivery: the buyer sent the goods back (4 → 5) */
export async function returnGoods(db: Database, memberId: number, input: ReturnInput, now: number) {
  return db.transaction().execute(async (trx) => {
    const l = await lineOf(trx, memberId, input.order_goods_id)
    const row = await moveRefund(trx, 'sendBack', {
      orderGoodsId: input.order_goods_id, memberId, now, way: 1,
      set: { refund_delivery_name: input.refund_delivery_name, refund_delivery_no: input.refund_delivery_no, refund_delivery_remark: input.refund_delivery_remark },
      log: `买家已退货：${input.refund_delivery_name} ${input.refund_delivery_no}`,
    })
    if (!row) throw refuseRefundMove('sendBack', l.refund_status)
    return true
  })
}

/** /api/orderrefund/detail */
export async function refundDetail(db: Database, memberId: number, orderGoodsId: number) {
  const l = await lineOf(db, memberId, orderGoodsId)
  const [logs, shop, complaint] = await Promise.all([
    db.selectFrom('order_refund_log').select(['action', 'action_way', 'refund_status', 'create_time as action_time']).where('order_goods_id', '=', orderGoodsId).orderBy('id', 'desc').execute(),
    db.selectFrom('shop').select(['site_name', 'full_address', 'address', 'telephone']).where('site_id', '=', l.site_id).executeTakeFirst(),
    db.selectFrom('order_complain').select(['complain_status']).where('order_goods_id', '=', orderGoodsId).where('member_id', '=', memberId).executeTakeFirst(),
  ])
  return {
    order_goods_id: l.order_goods_id,
    order_id: l.order_id,
    order_no: l.order_no,
    site_id: l.site_id,
    site_name: l.site_name,
    sku_id: l.sku_id,
    sku_name: l.sku_name,
    sku_image: l.sku_image,
    price: yuan(l.price),
    num: l.num,
    refund_no: l.refund_no,
    refund_status: l.refund_status,
    refund_status_name: REFUND_STATUS_NAMES[l.refund_status] ?? '',
    refund_type: l.refund_type,
    refund_type_name: REFUND_TYPE_NAMES[l.refund_type] ?? '',
    refund_reason: l.refund_reason,
    refund_remark: l.refund_remark,
    refund_apply_money: yuan(l.refund_apply_money),
    refund_real_money: yuan(l.refund_real_money),
    refund_action_time: l.refund_action_time,
    refund_time: l.refund_time,
    refund_refuse_reason: l.refund_refuse_reason,
    refund_delivery_name: l.refund_delivery_name,
    refund_delivery_no: l.refund_delivery_no,
    refund_delivery_remark: l.refund_delivery_remark,
    // where the goods go back: the shop's regions ('省-市-区' on the wire) and its street
    shop_address: shop ? `${shop.full_address.replaceAll('-', ' ')} ${shop.address}`.trim() : '',
    shop_mobile: shop?.telephone ?? '',
    refund_action: refundActions(l.refund_status, refundable(l)),
    complain_action: complainable(l.refund_status, l.order_status, complaint?.complain_status ?? null) ? 1 : 0,
    complain_status: complaint?.complain_status ?? 0,
    refund_log_list: logs,
    /** ours: where the money went (refunded) or will go back — [{source: balance | balance_money | gateway, amount}] */
    refund_to: await refundDestination(db, memberId, l, l.refund_status === REFUND.refunded ? l.refund_real_money : l.refund_apply_money),
  }
}

/** /api/orderrefund/lists: the member's lines with a refund (any state but "none"), newest first */
export async function refundList(db: Database, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('order_goods as g').innerJoin('orders as o', 'o.order_id', 'g.order_id').where('g.member_id', '=', memberId).where('g.refund_status', '<>', REFUND.none)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['g.order_goods_id', 'g.order_id', 'o.order_no', 'o.site_id', 'o.site_name', 'g.sku_id', 'g.sku_name', 'g.sku_image', 'g.price', 'g.num', 'g.refund_no',
        'g.refund_apply_money', 'g.refund_real_money', 'g.refund_type', 'g.refund_status', 'g.refund_action_time', 'g.refund_time', 'o.order_status', 'o.pay_status'])
      .orderBy('g.refund_action_time', 'desc')
      .orderBy('g.order_goods_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(
    Number(count.n),
    pageSize,
    rows.map((r) => ({
      order_goods_id: r.order_goods_id, order_id: r.order_id, order_no: r.order_no, site_id: r.site_id, site_name: r.site_name, sku_id: r.sku_id,
      sku_name: r.sku_name, sku_image: r.sku_image, price: yuan(r.price), num: r.num, refund_no: r.refund_no,
      refund_apply_money: yuan(r.refund_apply_money), refund_real_money: yuan(r.refund_real_money), refund_type: r.refund_type,
      refund_type_name: REFUND_TYPE_NAMES[r.refund_type] ?? '', refund_status: r.refund_status, refund_status_name: REFUND_STATUS_NAMES[r.refund_status] ?? '',
      refund_action_time: r.refund_action_time, refund_time: r.refund_time, refund_action: refundActions(r.refund_status, refundable(r)),
    })),
  )
}

// --- the shop's and the platform's side -----------------------------------------------------------

async function lineByRefundNo(db: Database | Transaction<DB>, refundNo: string) {
  const row = await db
    .selectFrom('order_goods')
    .select(['order_goods_id', 'order_id', 'member_id', 'refund_status', 'refund_type', 'refund_apply_money'])
    .where('refund_no', '=', refundNo)
    .executeTakeFirst()
  if (!row) throw new ShopActionError(`no refund ${refundNo}`)
  return row
}

/**
 * Pay the refund of a line: status `from` → 3 in one conditional update, and only then the money,
 * in the same transaction (exactly once, whatever runs twice or in parallel). False when the line
 * was not in one of the `from` states.
 */
export async function completeRefund(trx: Transaction<DB>, orderGoodsId: number, move: 'agreeRefund' | 'receiveReturn' | 'platformRefund', now: number, gatewayKey: string): Promise<boolean> {
  const way = move === 'platformRefund' ? 3 : 2
  const line = await trx
    .updateTable('order_goods')
    .set((eb) => ({ refund_status: REFUND.refunded, refund_time: now, refund_real_money: eb.ref('refund_apply_money') }))
    .where('order_goods_id', '=', orderGoodsId)
    .where('refund_status', 'in', refundMove(move).from)
    .returning(['order_goods_id', 'order_id', 'member_id', 'sku_id', 'num', 'refund_no', 'refund_apply_money'])
    .executeTakeFirst()
  if (!line) return false
  const order = await trx
    .updateTable('orders')
    .set({ refund_money: sql<number>`refund_money + ${line.refund_apply_money}` })
    .where('order_id', '=', line.order_id)
    .returning(['order_no', 'out_trade_no', 'balance_money', 'pay_money', 'order_status', 'member_id'])
    .executeTakeFirstOrThrow()
  // the balance buckets the order took, less what earlier refunds of it gave back; the rest to the gateway
  const split = splitRefund(await balanceLeft(trx, order.member_id, order.order_no), line.refund_apply_money)
  const parts: string[] = []
  for (const { source: column, amount: take } of split) {
    if (column === 'gateway') continue
    await trx.updateTable('member').set({ [column]: sql`${sql.ref(column)} + ${take}` }).where('member_id', '=', order.member_id).execute()
    await trx
      .insertInto('member_account_ledger')
      .values({ member_id: order.member_id, account_type: column, account_data: take, from_type: 'order_refund', type_name: '订单退款', related_id: order.order_no, remark: `维权 ${line.refund_no} 退款`, create_time: now })
      .execute()
    await trx.insertInto('order_refund_payment').values({ refund_no: line.refund_no, member_id: order.member_id, source: column, amount: take, out_trade_no: order.out_trade_no, create_time: now }).execute()
    parts.push(`${column === 'balance' ? '不可提现余额' : '可提现余额'} ${yuan(take)} 元`)
  }
  const left = split.find((p) => p.source === 'gateway')?.amount ?? 0
  if (left > 0) {
    const g = await gatewayRefund(trx, { out_trade_no: order.out_trade_no, refund_no: line.refund_no, amount: left, key: gatewayKey })
    await trx
      .insertInto('order_refund_payment')
      .values({ refund_no: line.refund_no, member_id: order.member_id, source: 'gateway', amount: left, out_trade_no: order.out_trade_no, gateway_refund_no: g.gateway_refund_no, create_time: now })
      .execute()
    parts.push(`原路退回 ${yuan(left)} 元（${g.gateway_refund_no}）`)
  }
  await logRefund(trx, line.order_goods_id, REFUND.refunded, `退款完成：${parts.join('，')}`, way, now)
  // goods never shipped go back on the shelf
  if (notShipped(order.order_status)) await returnStock(trx, [{ sku_id: line.sku_id, num: line.num }])
  // an order whose every line is refunded closes (a 满减送 gift line goes with it: its stock back if unshipped)
  const open = await trx.selectFrom('order_goods').select('order_goods_id').where('order_id', '=', line.order_id).where('refund_status', '<>', REFUND.refunded).where('is_gift', '=', 0).executeTakeFirst()
  if (!open) {
    const closed = await moveOrder(trx, 'refundClose', { orderId: line.order_id, now, set: { close_time: now, is_evaluate: 0 } })
    if (closed && notShipped(order.order_status)) {
      await returnStock(trx, await trx.selectFrom('order_goods').select(['sku_id', 'num']).where('order_id', '=', line.order_id).where('is_gift', '=', 1).execute())
    }
  }
  return true
}

/** refund:agree — refund only: paid back at once; return and refund: the buyer returns the goods first */
export async function agreeRefund(db: Database, refundNo: string, now: number, gatewayKey: string) {
  return db.transaction().execute(async (trx) => {
    const l = await lineByRefundNo(trx, refundNo)
    if (l.refund_type === REFUND_TYPE.refundOnly) {
      // the two steps of the reference (2 待转账 → 3) in one transaction: the sandbox transfers at once
      if (l.refund_status === REFUND.applied) await logRefund(trx, l.order_goods_id, REFUND.toTransfer, '卖家同意退款', 2, now)
      if (!(await completeRefund(trx, l.order_goods_id, 'agreeRefund', now, gatewayKey))) throw shopRefusal(refundNo, l.refund_status, 'waiting for the shop')
      return 'refunded'
    }
    const row = await moveRefund(trx, 'agreeReturn', { orderGoodsId: l.order_goods_id, now, way: 2, log: '卖家同意退货，等待买家退货' })
    if (!row) throw shopRefusal(refundNo, l.refund_status, 'waiting for the shop')
    return 'waiting for the return'
  })
}

export async function refuseRefund(db: Database, refundNo: string, reason: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const l = await lineByRefundNo(trx, refundNo)
    const row = await moveRefund(trx, 'refuse', { orderGoodsId: l.order_goods_id, now, way: 2, set: { refund_refuse_reason: reason }, log: `卖家拒绝维权：${reason}` })
    if (!row) throw shopRefusal(refundNo, l.refund_status, 'waiting for the shop')
  })
}

/** refund:receive — the shop has the returned goods (5 → 6 → 3, the money back) */
export async function receiveReturn(db: Database, refundNo: string, now: number, gatewayKey: string) {
  return db.transaction().execute(async (trx) => {
    const l = await lineByRefundNo(trx, refundNo)
    if (l.refund_status === REFUND.returned) await logRefund(trx, l.order_goods_id, REFUND.received, '卖家已收到退货', 2, now)
    if (!(await completeRefund(trx, l.order_goods_id, 'receiveReturn', now, gatewayKey))) throw shopRefusal(refundNo, l.refund_status, 'waiting for the returned goods')
  })
}

export { lineByRefundNo }
