import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { Clock } from '../../clock.ts'
import { yuan } from '../../http/money.ts'

// 满减送 (reference §7.6). Stored: thresholds and amounts in integer fen (type 0) or item counts
// (type 1 thresholds). On the wire: money as '0.00' strings; a type-1 threshold as the count string.

export interface ManjianRule {
  money: number
  discount_money?: number
  free_shipping?: 0 | 1
  point?: number
  coupon?: number
}

export function ruleOnWire(rule: ManjianRule, type: number) {
  return {
    money: type === 1 ? String(rule.money) : yuan(rule.money),
    ...(rule.discount_money ? { discount_money: yuan(rule.discount_money) } : {}),
    ...(rule.free_shipping ? { free_shipping: 1 } : {}),
    ...(rule.point ? { point: rule.point } : {}),
    ...(rule.coupon ? { coupon: rule.coupon } : {}),
  }
}

/** the newest activity of the shop running now that covers the goods, or null */
export async function manjianInfo(db: Database, goodsId: number, siteId: number, clock: Clock) {
  const t = clock.now()
  const row = await db
    .selectFrom('promotion_manjian as m')
    .selectAll('m')
    .where('m.site_id', '=', siteId)
    .where('m.status', '=', 1)
    .where('m.start_time', '<=', t)
    .where('m.end_time', '>', t)
    .where((eb) =>
      eb.exists(eb.selectFrom('goods').select('goods_id').where('goods_id', '=', goodsId).where('site_id', '=', siteId)),
    )
    .where((eb) =>
      eb.or([
        eb('m.manjian_type', '=', 1),
        eb.exists(
          eb.selectFrom('promotion_manjian_goods as mg')
            .select('mg.goods_id')
            .whereRef('mg.manjian_id', '=', 'm.manjian_id')
            .where('mg.goods_id', '=', goodsId),
        ),
      ]),
    )
    .orderBy('m.create_time', 'desc')
    .orderBy('m.manjian_id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  const goodsIds =
    row.manjian_type === 2
      ? (
          await sql<{ goods_id: number }>`select goods_id from promotion_manjian_goods
            where manjian_id = ${row.manjian_id} order by goods_id`.execute(db)
        ).rows.map((r) => r.goods_id)
      : []
  const rules = (Array.isArray(row.rule_json) ? (row.rule_json as ManjianRule[]) : []).slice().sort((a, b) => a.money - b.money)
  return {
    manjian_id: row.manjian_id,
    site_id: row.site_id,
    manjian_name: row.manjian_name,
    manjian_type: row.manjian_type,
    type: row.type,
    goods_ids: goodsIds.length ? `,${goodsIds.join(',')},` : '',
    status: row.status,
    remark: row.remark,
    start_time: row.start_time,
    end_time: row.end_time,
    rule_json: rules.map((r) => ruleOnWire(r, row.type)),
  }
}
