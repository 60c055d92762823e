import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { gated, gateNotice, promotionGateKey, quotaGateKey } from '../catalog/stock-gate.ts'

// Per-member quotas and promotion stock: each is ONE conditional statement inside the caller's
// transaction, so parallel creates (or receives) can never take more than there is or than a
// member may have. Closing an unpaid promotion order gives both back (returnPromotion, called by
// order-create/transitions.ts closeUnpaidOrder). A quota row is per period: flash sales count per
// Beijing day (their slots repeat every day: seckillPeriod in time.ts), the rest over the whole
// promotion (period 0). Both refusals name their stock gate key (catalog/stock-gate.ts), and a return
// notifies the gate on its commit.

export type QuotaKind = 'seckill' | 'groupbuy' | 'topic' | 'coupon'

export const overLimit = (limit: number) =>
  new ApiError('PROMOTION_LIMIT', msg(`超出限购数量：每人限购 ${limit} 件`, `Over the purchase limit: at most ${limit} per member`), { code: -10060 })

/** a flash sale's limit is per day of the slot: the member may buy again tomorrow */
export const overDailyLimit = (limit: number) =>
  new ApiError(
    'PROMOTION_LIMIT',
    msg(`超出限购数量：每人每天限购 ${limit} 件，明天可再次购买`, `Over the purchase limit: at most ${limit} per member a day — you can buy again tomorrow`),
    { code: -10060 },
  )

export const promotionSoldOut = (name: string) =>
  new ApiError('STOCK_NOT_ENOUGH', msg(`“${name}”活动库存不足`, `“${name}”: the promotion has not enough stock left`), { code: -10020 })

/**
 * Add `num` to the member's quota of a promotion (in `period`) when the total stays within `limit`
 * (0 = none: nothing is recorded). One upsert with the limit in its where clause: the row lock
 * serializes a member's parallel attempts, and the second one sees the first one's count.
 */
export async function takeQuota(
  trx: Transaction<DB>, kind: QuotaKind, refId: number, memberId: number, num: number, limit: number,
  over: () => ApiError = () => overLimit(limit), period = 0,
) {
  if (limit <= 0) return
  const refused = () => gated(over(), quotaGateKey(kind, refId, memberId, period))
  if (num > limit) throw refused()
  const row = await sql<{ num: number }>`
    insert into promotion_member_quota (kind, ref_id, member_id, period, num) values (${kind}, ${refId}, ${memberId}, ${period}, ${num})
    on conflict (kind, ref_id, member_id, period) do update set num = promotion_member_quota.num + excluded.num
      where promotion_member_quota.num + excluded.num <= ${limit}
    returning num`.execute(trx)
  if (row.rows.length !== 1) throw refused()
}

/** what the member has used of a promotion's quota in `period` (0 when none is recorded) */
export async function quotaUsed(db: Database, kind: QuotaKind, refId: number, memberId: number | null, period = 0): Promise<number> {
  if (memberId === null) return 0
  const row = await db
    .selectFrom('promotion_member_quota')
    .select('num')
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .executeTakeFirst()
  return row?.num ?? 0
}

/** the promotion stock tables: which table and key column a kind's stock lives in */
const STOCK = {
  seckill: { table: 'promotion_seckill_goods', key: 'id', sold: 'sale_num' },
  groupbuy: { table: 'promotion_groupbuy', key: 'groupbuy_id', sold: 'sell_num' },
  topic: { table: 'promotion_topic_goods', key: 'id', sold: 'sale_num' },
} as const

/** take promotion stock with one conditional update, or throw */
export async function takePromotionStock(trx: Transaction<DB>, kind: keyof typeof STOCK, id: number, num: number, name: string) {
  const s = STOCK[kind]
  const res = await sql`
    update ${sql.table(s.table)} set stock = stock - ${num}, ${sql.ref(s.sold)} = ${sql.ref(s.sold)} + ${num}
    where ${sql.ref(s.key)} = ${id} and stock >= ${num} and status = 1`.execute(trx)
  if (Number(res.numAffectedRows ?? 0) !== 1) throw gated(promotionSoldOut(name), promotionGateKey(kind, id))
}

/**
 * An unpaid promotion order closed: its promotion stock and the member's quota of the period it
 * took (a flash sale: that day's) come back, once (the `returned` flag is flipped by a conditional update).
 */
export async function returnPromotion(trx: Transaction<DB>, orderId: number): Promise<void> {
  const row = await trx
    .updateTable('order_promotion')
    .set({ returned: 1 })
    .where('order_id', '=', orderId)
    .where('returned', '=', 0)
    .returning(['promotion_type', 'promotion_id', 'member_id', 'num', 'quota_period'])
    .executeTakeFirst()
  if (!row || !(row.promotion_type in STOCK)) return
  const kind = row.promotion_type as keyof typeof STOCK
  const s = STOCK[kind]
  await sql`
    update ${sql.table(s.table)} set stock = stock + ${row.num}, ${sql.ref(s.sold)} = greatest(${sql.ref(s.sold)} - ${row.num}, 0)
    where ${sql.ref(s.key)} = ${row.promotion_id}`.execute(trx)
  await trx
    .updateTable('promotion_member_quota')
    .set({ num: sql`greatest(num - ${row.num}, 0)` })
    .where('kind', '=', kind)
    .where('ref_id', '=', row.promotion_id)
    .where('member_id', '=', row.member_id)
    .where('period', '=', row.quota_period)
    .execute()
  // the stock gate reopens both on the commit (a notification waits for it; rolled back, none is sent)
  const id = `order:${orderId}`
  const notices = [gateNotice(promotionGateKey(kind, row.promotion_id), id), gateNotice(quotaGateKey(kind, row.promotion_id, row.member_id, row.quota_period), id)]
  for (const n of notices) await sql`select pg_notify('bazaar_gate', ${n})`.execute(trx)
}
