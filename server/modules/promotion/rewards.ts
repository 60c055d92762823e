import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { moveAccount } from '../account/ledger.ts'
import { isBuyable, loadSkus, type CheckoutSku } from '../cart/skus.ts'
import type { CalcResult, ManjianRule } from '../../../domain/order-price.ts'
import { issueCoupon } from './coupon.ts'
import { REFUND } from '../../../domain/order-rules.ts'

// 满减送 rewards (reference §7.6): besides the discount and free shipping, the rule an order reaches
// may promise points, a coupon and a gift. The confirm page names them (shopRewards); create records
// them per shop order and adds the gift as a 0-price line whose stock it takes while there is some
// (赠完即止) — recordRewards; the order's completion grants the points (ledger) and the coupon (the
// coupon issue path, within its total) exactly once — grantOrderReward, a conditional update of
// `state` in the completion's transaction. An order closed before completion never completes, so it
// is granted nothing. See docs/decisions/014-promotion-rewards.md.

export interface ShopReward {
  manjian_id: number
  manjian_name: string
  manjian_type: 0 | 1
  rule_money: number
  point: number
  coupon: { coupon_type_id: number; coupon_name: string } | null
  /** the gift: `available` false when it cannot be given (none left, withdrawn, another shop's) */
  present: { sku: CheckoutSku; num: number; available: boolean } | null
}

interface ShopForReward {
  site_id: number
  manjian: { manjian_id: number; manjian_name: string; type: 0 | 1 } | null
}

/** a rule's id or count as stored (rule_json is the shop's JSON): a positive integer, else 0 */
export const positive = (n: unknown) => (Number.isSafeInteger(n) && (n as number) > 0 ? (n as number) : 0)
/** how many of the gift a rule gives (present_num, default 1) */
export const giftNum = (rule: { present_num?: unknown }) => Math.max(1, positive(rule.present_num))

/**
 * The coupon definitions and gift SKUs a set of rules names: one query each (the confirm page's
 * reached rules, the goods detail's whole activity).
 */
export async function loadRuleRewards(db: Database, rules: ReadonlyArray<Pick<ManjianRule, 'coupon' | 'present'> | null>) {
  const ids = (pick: (r: Pick<ManjianRule, 'coupon' | 'present'>) => unknown) =>
    [...new Set(rules.map((r) => (r ? positive(pick(r)) : 0)).filter((id) => id > 0))]
  const couponIds = ids((r) => r.coupon)
  const [coupons, gifts] = await Promise.all([
    couponIds.length
      ? db.selectFrom('coupon_type').select(['coupon_type_id', 'coupon_name', 'type', 'at_least', 'money', 'discount'])
          .where('coupon_type_id', 'in', couponIds).execute()
      : Promise.resolve([]),
    loadSkus(db, ids((r) => r.present)),
  ])
  return { coupons, gifts }
}

/** what each shop's reached rule promises besides the discount (null: nothing) */
export async function shopRewards(db: Database, shops: readonly ShopForReward[], result: CalcResult, isVirtual: boolean): Promise<Array<ShopReward | null>> {
  const rules = shops.map((s, k) => (s.manjian ? result.shops[k]?.manjian_rule ?? null : null))
  const { coupons, gifts } = await loadRuleRewards(db, rules)
  return shops.map((s, k) => {
    const rule = rules[k]
    if (!rule || !s.manjian) return null
    const point = positive(rule.point)
    const found = coupons.find((c) => c.coupon_type_id === positive(rule.coupon))
    const coupon = found ? { coupon_type_id: found.coupon_type_id, coupon_name: found.coupon_name } : null
    const sku = gifts.get(positive(rule.present))
    const num = giftNum(rule)
    // a gift ships with the order: goods of the same shop, physical, on sale — and with stock for it
    const present = sku ? { sku, num, available: !isVirtual && sku.site_id === s.site_id && sku.is_virtual === 0 && isBuyable(sku) && sku.stock >= num } : null
    if (!point && !coupon && !present) return null
    return { manjian_id: s.manjian.manjian_id, manjian_name: s.manjian.manjian_name, manjian_type: s.manjian.type, rule_money: rule.money, point, coupon, present }
  })
}

/** the gifts create tries to take stock for, with the bought lines (stock.ts takeStock) */
export const giftStockLines = (rewards: ReadonlyArray<ShopReward | null>) =>
  rewards.flatMap((r) => (r?.present?.available ? [{ sku_id: r.present.sku.sku_id, num: r.present.num, sku_name: r.present.sku.sku_name }] : []))

/**
 * In create's transaction, after the stock: each shop order's reward row, and its gift line at
 * price 0 when its stock was taken (`given`: the SKU ids whose gift stock was taken).
 */
export async function recordRewards(
  trx: Transaction<DB>,
  memberId: number,
  orders: ReadonlyArray<{ order_id: number; site_id: number; reward: ShopReward | null }>,
  given: ReadonlySet<number>,
  now: number,
) {
  for (const { order_id, site_id, reward } of orders) {
    if (!reward) continue
    const gift = reward.present
    const giftGiven = gift !== null && gift.available && given.has(gift.sku.sku_id)
    if (gift && giftGiven) {
      await trx
        .insertInto('order_goods')
        .values({
          order_id, member_id: memberId, site_id, goods_id: gift.sku.goods_id, sku_id: gift.sku.sku_id, sku_name: gift.sku.sku_name,
          sku_image: gift.sku.sku_image, sku_no: gift.sku.sku_no, price: 0, num: gift.num, goods_money: 0, promotion_money: 0,
          coupon_money: 0, real_goods_money: 0, is_virtual: 0, is_gift: 1,
        })
        .execute()
    }
    await trx
      .insertInto('order_promotion_reward')
      .values({
        order_id, member_id: memberId, site_id, manjian_id: reward.manjian_id, manjian_name: reward.manjian_name,
        manjian_type: reward.manjian_type, rule_money: reward.rule_money, point: reward.point,
        coupon_type_id: reward.coupon?.coupon_type_id ?? 0, coupon_name: reward.coupon?.coupon_name ?? '',
        present_sku_id: gift?.sku.sku_id ?? 0, present_name: gift?.sku.sku_name ?? '', present_num: gift ? gift.num : 0,
        present_state: gift ? (giftGiven ? 1 : -1) : 0, create_time: now,
      })
      .execute()
  }
}

/**
 * The order completed (order/lifecycle.ts completeOrder, in its transaction): grant what its rule
 * promised, once — `state` 0 → 1 is one conditional update, so a second completion, a replayed job
 * or a race grants nothing. Points go through the ledger (moveAccount, from_type order_reward); the
 * coupon through issueCoupon (within the definition's total: `coupon_state` -1 when none was left).
 * Refunds that took the order below the threshold forfeit the reward (`state` -1).
 */
export async function grantOrderReward(trx: Transaction<DB>, orderId: number, now: number) {
  const claimed = await trx
    .updateTable('order_promotion_reward')
    .set({ state: 1, grant_time: now })
    .where('order_id', '=', orderId)
    .where('state', '=', 0)
    .returningAll()
    .executeTakeFirst()
  if (!claimed) return null
  const kept = await trx
    .selectFrom('order_goods')
    .select([
      sql<number>`coalesce(sum(case when refund_status = ${REFUND.refunded} then 0 else ${claimed.manjian_type === 1 ? sql`num` : sql`goods_money`} end), 0)::int`.as('measure'),
      sql<number>`count(*) filter (where refund_status = ${REFUND.refunded})::int`.as('refunded'),
    ])
    .where('order_id', '=', orderId)
    .where('is_gift', '=', 0)
    .executeTakeFirstOrThrow()
  if (kept.refunded > 0 && kept.measure < claimed.rule_money) {
    await trx.updateTable('order_promotion_reward').set({ state: -1 }).where('order_id', '=', orderId).execute()
    return { ...claimed, state: -1 }
  }
  const order = await trx.selectFrom('orders').select('order_no').where('order_id', '=', orderId).executeTakeFirstOrThrow()
  if (claimed.point > 0) {
    await moveAccount(trx, {
      member_id: claimed.member_id, account_type: 'point', amount: claimed.point, from_type: 'order_reward', related_id: order.order_no,
      remark: `订单 ${order.order_no} 满减送（${claimed.manjian_name}）赠送积分`, now,
    })
  }
  let coupon = { coupon_state: 0, coupon_id: 0 }
  if (claimed.coupon_type_id > 0) {
    const issued = await issueCoupon(trx, claimed.coupon_type_id, claimed.member_id, 1, now)
    coupon = issued ? { coupon_state: 1, coupon_id: issued.coupon_id } : { coupon_state: -1, coupon_id: 0 }
    await trx.updateTable('order_promotion_reward').set(coupon).where('order_id', '=', orderId).execute()
  }
  return { ...claimed, ...coupon }
}

/**
 * order/detail's `promotion_reward` (the member's own order: the caller checked ownership).
 * `state`: 0 granted when the order completes, 1 granted, -1 forfeited (refunds below the
 * threshold), -2 never granted: the order closed before completing.
 */
export async function orderRewardWire(db: Database, orderId: number, memberId: number, orderStatus: number) {
  const r = await db.selectFrom('order_promotion_reward').selectAll().where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()
  if (!r) return null
  return {
    manjian_id: r.manjian_id,
    manjian_name: r.manjian_name,
    point: r.point,
    coupon_type_id: r.coupon_type_id,
    coupon_name: r.coupon_name,
    /** 0 not yet (or none), 1 issued (coupon_id in my coupons), -1 none were left to issue */
    coupon_state: r.coupon_state,
    coupon_id: r.coupon_id,
    present_sku_id: r.present_sku_id,
    present_name: r.present_name,
    present_num: r.present_num,
    /** 0 no gift, 1 in the order (a 0-price line), -1 none were left (赠完即止) */
    present_state: r.present_state,
    state: r.state === 0 && orderStatus === -1 ? -2 : r.state,
    grant_time: r.grant_time,
  }
}
