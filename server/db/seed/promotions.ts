import type { Database } from '../index.ts'
import type { Json } from '../schema.gen.ts'

const DAY = 86_400

// 满减送 activities (reference §7.6) on the seeded shops, found by query rather than fixed ids:
// whole-shop and selected-goods activities, yuan and item thresholds, an older overlapping one
// (the newest wins), one that has ended and one the shop closed (neither is shown).
export async function seedPromotions(db: Database, now: number): Promise<void> {
  const shops = await db
    .selectFrom('shop')
    .select(['site_id'])
    .where('shop_status', '=', 1)
    .where('cert_id', '<>', 0)
    .orderBy('site_id')
    .limit(5)
    .execute()
  if (shops.length < 5) return
  const [a, b, c, d, e] = shops.map((s) => s.site_id) as [number, number, number, number, number]
  const goodsOf = async (siteId: number, n: number) =>
    (
      await db
        .selectFrom('goods_sku')
        .select('goods_id')
        .where('site_id', '=', siteId)
        .where('on_sale', '=', true)
        .where('is_default', '=', 1)
        .orderBy('sale_num', 'desc')
        .orderBy('goods_id')
        .limit(n)
        .execute()
    ).map((r) => r.goods_id)

  // money in fen for type 0; thresholds are item counts for type 1
  const activities = [
    { site_id: a, manjian_name: '全店满减·老客回馈', manjian_type: 1, type: 0, status: 1, start_time: now - 20 * DAY,
      end_time: now + 40 * DAY, create_time: now - 21 * DAY, remark: '全店通用',
      rule_json: [{ money: 9900, discount_money: 500 }] },
    { site_id: a, manjian_name: '店庆满减送', manjian_type: 1, type: 0, status: 1, start_time: now - 3 * DAY,
      end_time: now + 27 * DAY, create_time: now - 4 * DAY, remark: '店庆期间全店商品参与',
      rule_json: [
        { money: 19900, discount_money: 2000 },
        { money: 39900, discount_money: 5000, free_shipping: 1 },
        { money: 69900, discount_money: 10000, free_shipping: 1, point: 200 },
      ] },
    { site_id: b, manjian_name: '指定商品满件包邮', manjian_type: 2, type: 1, status: 1, start_time: now - 5 * DAY,
      end_time: now + 25 * DAY, create_time: now - 6 * DAY, remark: '仅限活动商品',
      rule_json: [{ money: 2, free_shipping: 1, point: 50 }, { money: 3, discount_money: 1500, free_shipping: 1, point: 100 }] },
    { site_id: c, manjian_name: '春季满减（已结束）', manjian_type: 1, type: 0, status: 1, start_time: now - 60 * DAY,
      end_time: now - 30 * DAY, create_time: now - 61 * DAY, remark: '',
      rule_json: [{ money: 10000, discount_money: 1000 }] },
    { site_id: d, manjian_name: '周末满减（已关闭）', manjian_type: 1, type: 0, status: 0, start_time: now - 2 * DAY,
      end_time: now + 5 * DAY, create_time: now - 3 * DAY, remark: '',
      rule_json: [{ money: 5000, discount_money: 500 }] },
    { site_id: e, manjian_name: '新品满减', manjian_type: 2, type: 0, status: 1, start_time: now - DAY,
      end_time: now + 14 * DAY, create_time: now - DAY, remark: '新品专享',
      rule_json: [{ money: 29900, discount_money: 3000 }, { money: 59900, discount_money: 8000, free_shipping: 1 }] },
  ]
  const ids: number[] = []
  for (const act of activities) {
    const row = await db
      .insertInto('promotion_manjian')
      .values({ ...act, rule_json: JSON.stringify(act.rule_json) as unknown as Json })
      .returning('manjian_id')
      .executeTakeFirstOrThrow()
    ids.push(row.manjian_id)
  }
  const selected: Array<[number, number[]]> = [
    [ids[2]!, await goodsOf(b, 6)],
    [ids[5]!, await goodsOf(e, 4)],
  ]
  for (const [manjianId, goodsIds] of selected) {
    if (goodsIds.length === 0) continue
    await db.insertInto('promotion_manjian_goods').values(goodsIds.map((goods_id) => ({ manjian_id: manjianId, goods_id }))).execute()
  }
}
