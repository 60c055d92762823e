import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { Clock } from '../../clock.ts'
import { couponDiscount, yuan } from '../../http/money.ts'
import type { ManjianRule } from '../../../domain/order-price.ts'
import { giftNum, loadRuleRewards, positive } from './rewards.ts'

// 满减送 (reference §7.6). Stored: thresholds and amounts in integer fen (type 0) or item counts
// (type 1 thresholds). On the wire: money as '0.00' strings; a type-1 threshold as the count string.
// A rule's reward coupon comes with its definition (coupon_data) and its gift with the SKU's name
// and picture (present_data), so the goods detail can tell the shopper before checkout.

type Rewards = Awaited<ReturnType<typeof loadRuleRewards>>

/** one rule as the detail page reads it; `siteId`: the activity's shop (a gift of another shop is never given) */
export function ruleOnWire(rule: ManjianRule, type: number, siteId: number, { coupons, gifts }: Rewards) {
  const coupon = rule.coupon ? coupons.find((c) => c.coupon_type_id === positive(rule.coupon)) : undefined
  const sku = gifts.get(positive(rule.present))
  // shown while checkout may give it: the shop's own physical goods (out of stock: 赠完即止)
  const gift = sku && sku.site_id === siteId && sku.is_virtual === 0 && sku.is_delete === 0 ? sku : undefined
  const num = giftNum(rule)
  return {
    money: type === 1 ? String(rule.money) : yuan(rule.money),
    ...(rule.discount_money ? { discount_money: yuan(rule.discount_money) } : {}),
    ...(rule.free_shipping ? { free_shipping: 1 } : {}),
    ...(rule.point ? { point: rule.point } : {}),
    ...(rule.coupon ? { coupon: rule.coupon } : {}),
    ...(coupon
      ? {
          coupon_data: {
            coupon_name: coupon.coupon_name,
            type: coupon.type,
            at_least: yuan(coupon.at_least),
            money: yuan(coupon.money),
            discount: couponDiscount(coupon),
          },
        }
      : {}),
    ...(gift
      ? {
          present: gift.sku_id,
          present_num: num,
          present_data: { sku_id: gift.sku_id, sku_name: gift.sku_name, sku_image: gift.sku_image, num },
        }
      : {}),
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
  const rules = (Array.isArray(row.rule_json) ? (row.rule_json as ManjianRule[]) : []).slice().sort((a, b) => a.money - b.money)
  const [goodsIds, rewards] = await Promise.all([
    row.manjian_type === 2
      ? sql<{ goods_id: number }>`select goods_id from promotion_manjian_goods
          where manjian_id = ${row.manjian_id} order by goods_id`.execute(db).then((r) => r.rows.map((g) => g.goods_id))
      : [],
    loadRuleRewards(db, rules),
  ])
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
    rule_json: rules.map((r) => ruleOnWire(r, row.type, row.site_id, rewards)),
  }
}
