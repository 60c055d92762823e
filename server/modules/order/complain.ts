import type { Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { COMPLAIN, complainable, REFUND } from '../../../domain/order-rules.ts'
import { lineNotFound, logRefund, ShopActionError } from './moves.ts'
import { completeRefund } from './refund.ts'
import { REFUND_STATUS_NAMES, REFUND_TYPE_NAMES } from './status.ts'

// Complaints to the platform (平台维权, reference §3.6): about an order line whose refund the shop
// refused, while the order is neither closed nor complete (`complainable` in detail.ts). complain_status 1 applied,
// 2 resolved (the platform has the refund paid), -1 refused by the platform, 0 cancelled by the buyer.

export const COMPLAIN_STATUS_NAMES: Record<number, string> = { 1: '申请维权', 2: '维权结束', [-1]: '平台拒绝', 0: '已撤销' }
export const COMPLAIN_REASONS = ['商家拒绝退款', '商家未按约定处理', '商品与描述不符', '其他'] as const
const complainError = (zh: string, en: string, code = -10090) => new ApiError('COMPLAIN_ERROR', msg(zh, en), { code })

async function lineWithComplaint(db: Database | Transaction<DB>, memberId: number, orderGoodsId: number) {
  const row = await db
    .selectFrom('order_goods as g')
    .innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .leftJoin('order_complain as c', 'c.order_goods_id', 'g.order_goods_id')
    .select(['g.order_goods_id', 'g.order_id', 'g.sku_id', 'g.sku_name', 'g.sku_image', 'g.price', 'g.num', 'g.refund_status', 'g.refund_no', 'g.refund_type',
      'g.refund_reason', 'g.refund_apply_money', 'g.refund_refuse_reason', 'o.order_no', 'o.order_status', 'o.site_id', 'o.site_name',
      'c.complain_id', 'c.complain_status', 'c.complain_reason', 'c.complain_remark', 'c.platform_remark', 'c.apply_time', 'c.action_time'])
    .where('g.order_goods_id', '=', orderGoodsId)
    .where('g.member_id', '=', memberId)
    .where('o.member_id', '=', memberId)
    .executeTakeFirst()
  if (!row) throw lineNotFound()
  return row
}

/** /api/ordercomplain/detail: the line, its refund and the complaint (complain_status 0 and no complain_id when none yet) */
export async function complainDetail(db: Database, memberId: number, orderGoodsId: number) {
  const r = await lineWithComplaint(db, memberId, orderGoodsId)
  const status = r.complain_status ?? null
  return {
    order_goods_id: r.order_goods_id, order_id: r.order_id, order_no: r.order_no, site_id: r.site_id, site_name: r.site_name, sku_id: r.sku_id,
    sku_name: r.sku_name, sku_image: r.sku_image, price: yuan(r.price), num: r.num,
    refund_no: r.refund_no, refund_status: r.refund_status, refund_status_name: REFUND_STATUS_NAMES[r.refund_status] ?? '',
    refund_type: r.refund_type, refund_type_name: REFUND_TYPE_NAMES[r.refund_type] ?? '', refund_reason: r.refund_reason,
    refund_apply_money: yuan(r.refund_apply_money), refund_refuse_reason: r.refund_refuse_reason,
    complain_id: r.complain_id ?? 0,
    complain_status: status ?? 0,
    complain_status_name: status === null ? '' : (COMPLAIN_STATUS_NAMES[status] ?? ''),
    complain_reason: r.complain_reason ?? '',
    complain_remark: r.complain_remark ?? '',
    platform_remark: r.platform_remark ?? '',
    complain_apply_time: r.apply_time ?? 0,
    complain_action_time: r.action_time ?? 0,
    complain_action: complainable(r.refund_status, r.order_status, status) ? 1 : 0,
    complain_reason_type: [...COMPLAIN_REASONS],
    // the buyer may cancel an open complaint
    complain_cancel: status === COMPLAIN.open ? 1 : 0,
  }
}

/** /api/ordercomplain/complain: a new complaint, or again after a cancel or a refusal */
export async function applyComplaint(db: Database, memberId: number, input: { order_goods_id: number; complain_reason: string; complain_remark: string }, now: number) {
  return db.transaction().execute(async (trx) => {
    const r = await lineWithComplaint(trx, memberId, input.order_goods_id)
    if (!complainable(r.refund_status, r.order_status, r.complain_status ?? null)) {
      if (r.complain_status === COMPLAIN.open) throw complainError('已提交平台维权，请等待平台处理', 'A complaint is already with the platform', -10091)
      throw complainError('商家拒绝退款后才可申请平台维权', 'You can complain to the platform only after the shop has refused the refund', -10092)
    }
    const row = await trx
      .insertInto('order_complain')
      .values({ order_goods_id: r.order_goods_id, order_id: r.order_id, member_id: memberId, site_id: r.site_id, complain_reason: input.complain_reason, complain_remark: input.complain_remark, complain_status: COMPLAIN.open, apply_time: now })
      .onConflict((oc) =>
        oc
          .column('order_goods_id')
          .doUpdateSet({ complain_status: COMPLAIN.open, complain_reason: input.complain_reason, complain_remark: input.complain_remark, apply_time: now, action_time: 0, platform_remark: '' })
          .where('order_complain.complain_status', 'in', [COMPLAIN.cancelled, COMPLAIN.refused])
          .where('order_complain.member_id', '=', memberId),
      )
      .returning('complain_id')
      .executeTakeFirst()
    if (!row) throw complainError('已提交平台维权，请等待平台处理', 'A complaint is already with the platform', -10091)
    await logRefund(trx, r.order_goods_id, r.refund_status, `买家申请平台介入：${input.complain_reason}`, 1, now)
    return { complain_id: row.complain_id }
  })
}

/** /api/ordercomplain/cancel */
export async function cancelComplaint(db: Database, memberId: number, orderGoodsId: number, now: number) {
  const r = await lineWithComplaint(db, memberId, orderGoodsId)
  const row = await db
    .updateTable('order_complain')
    .set({ complain_status: COMPLAIN.cancelled, action_time: now })
    .where('order_goods_id', '=', orderGoodsId)
    .where('member_id', '=', memberId)
    .where('complain_status', '=', COMPLAIN.open)
    .returning('complain_id')
    .executeTakeFirst()
  if (!row) {
    if (r.complain_id === null) throw complainError('没有平台维权申请', 'There is no complaint to cancel', -10093)
    throw complainError(`平台维权当前状态为“${COMPLAIN_STATUS_NAMES[r.complain_status ?? 0]}”，不能撤销`, 'The complaint is not open any more: it cannot be cancelled', -10094)
  }
  return true
}

/** /api/ordercomplain/lists */
export async function complainList(db: Database, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('order_complain as c').innerJoin('order_goods as g', 'g.order_goods_id', 'c.order_goods_id').innerJoin('orders as o', 'o.order_id', 'c.order_id').where('c.member_id', '=', memberId)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['c.complain_id', 'c.order_goods_id', 'c.complain_status', 'c.complain_reason', 'c.apply_time', 'c.action_time', 'c.platform_remark', 'g.sku_name', 'g.sku_image',
        'g.refund_no', 'g.refund_apply_money', 'o.order_no', 'o.site_name'])
      .orderBy('c.apply_time', 'desc')
      .orderBy('c.complain_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  return paged(Number(count.n), pageSize, rows.map((r) => ({ ...r, refund_apply_money: yuan(r.refund_apply_money), complain_status_name: COMPLAIN_STATUS_NAMES[r.complain_status] ?? '' })))
}

// --- the platform's side ----------------------------------------------------------------------------

async function openComplaint(trx: Transaction<DB>, refundNo: string) {
  const row = await trx
    .selectFrom('order_complain as c')
    .innerJoin('order_goods as g', 'g.order_goods_id', 'c.order_goods_id')
    .select(['c.complain_id', 'c.complain_status', 'g.order_goods_id'])
    .where('g.refund_no', '=', refundNo)
    .executeTakeFirst()
  if (!row) throw new ShopActionError(`no complaint about refund ${refundNo}`)
  return row
}

const decide = (trx: Transaction<DB>, complainId: number, status: typeof COMPLAIN.resolved | typeof COMPLAIN.refused, remark: string, now: number) =>
  trx.updateTable('order_complain').set({ complain_status: status, platform_remark: remark, action_time: now }).where('complain_id', '=', complainId).where('complain_status', '=', COMPLAIN.open).returning('complain_id').executeTakeFirst()

/** complain:resolve — the platform rules for the buyer: the refund is paid (once) */
export async function resolveComplaint(db: Database, refundNo: string, remark: string, now: number, gatewayKey: string) {
  return db.transaction().execute(async (trx) => {
    const c = await openComplaint(trx, refundNo)
    if (!(await decide(trx, c.complain_id, COMPLAIN.resolved, remark, now))) throw new ShopActionError(`the complaint about ${refundNo} is ${COMPLAIN_STATUS_NAMES[c.complain_status]}, not open`)
    await logRefund(trx, c.order_goods_id, REFUND.refunded, `平台裁定支持买家：${remark}`, 3, now)
    await completeRefund(trx, c.order_goods_id, 'platformRefund', now, gatewayKey)
  })
}

/** complain:refuse — the platform does not support the complaint */
export async function refuseComplaint(db: Database, refundNo: string, remark: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const c = await openComplaint(trx, refundNo)
    if (!(await decide(trx, c.complain_id, COMPLAIN.refused, remark, now))) throw new ShopActionError(`the complaint about ${refundNo} is ${COMPLAIN_STATUS_NAMES[c.complain_status]}, not open`)
    await logRefund(trx, c.order_goods_id, REFUND.refused, `平台驳回维权：${remark}`, 3, now)
  })
}
