import { sql } from 'kysely'
import type { Database } from '../index.ts'
import type { Json } from '../schema.gen.ts'
import { SECKILL_SLOTS } from './seckill-slots.ts'

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

  // what 店庆满减送's higher rules give besides the discount (granted when the order completes): a
  // shop coupon not listed in the coupon centre (200 in all) and a gift — the shop's cheapest
  // earphones or fitness band in stock (what a shop gives with an order of 699 元; its cheapest
  // physical goods when it sells neither), shipped with the order while its stock lasts
  const rewardCoupon = await db
    .insertInto('coupon_type')
    .values({ source: 1, site_id: a, coupon_name: '店庆回馈券 满100减15', type: 'reward', money: 1500, at_least: 10_000, validity_type: 1, fixed_term: 30, count: 200, max_fetch: 0, is_show: 0, status: 1, create_time: now - 4 * DAY })
    .returning('coupon_type_id')
    .executeTakeFirstOrThrow()
  const gift = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('goods_category as c', 'c.category_id', 's.category_id_3')
    .select('s.sku_id')
    .where('s.site_id', '=', a)
    .where('s.on_sale', '=', true)
    .where('s.stock', '>=', 50)
    .where('g.is_virtual', '=', 0)
    .where('g.goods_state', '=', 1)
    .where('g.verify_state', '=', 1)
    .orderBy(sql`c.category_name in ('蓝牙耳机', '智能手环')`, 'desc')
    .orderBy('s.price')
    .orderBy('s.sku_id')
    .executeTakeFirst()
  const gifts = gift ? { present: gift.sku_id, present_num: 1 } : {}

  // money in fen for type 0; thresholds are item counts for type 1
  const activities = [
    { site_id: a, manjian_name: '全店满减·老客回馈', manjian_type: 1, type: 0, status: 1, start_time: now - 20 * DAY,
      end_time: now + 40 * DAY, create_time: now - 21 * DAY, remark: '全店通用',
      rule_json: [{ money: 9900, discount_money: 500 }] },
    { site_id: a, manjian_name: '店庆满减送', manjian_type: 1, type: 0, status: 1, start_time: now - 3 * DAY,
      end_time: now + 27 * DAY, create_time: now - 4 * DAY, remark: '店庆期间全店商品参与',
      rule_json: [
        { money: 19900, discount_money: 2000 },
        { money: 39900, discount_money: 5000, free_shipping: 1, point: 100, coupon: rewardCoupon.coupon_type_id },
        { money: 69900, discount_money: 10000, free_shipping: 1, point: 200, coupon: rewardCoupon.coupon_type_id, ...gifts },
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
  await seedDeals(db, now)
}

// ---------------------------------------------------------------------------------------------
// Flash sales, group buys, bundles, topics and coupon definitions (issue 12). Goods are picked by
// query (buyable, physical, in stock, default SKUs spread over the open shops), so the rows follow
// the catalog. Flash-sale slots cover the whole day in 2-hour slots, so one is running whatever the
// hour; group buys and topics run from days ago to weeks ahead, with one not started and one ended.

interface Pick {
  sku_id: number
  goods_id: number
  site_id: number
  goods_name: string
  price: number
}

/** a promotion price: `percent` of the price, ending in .90, at least 0.90 元 */
const cut = (price: number, percent: number) => Math.max(90, Math.floor((price * percent) / 10_000) * 100 - 10)

async function seedDeals(db: Database, now: number): Promise<void> {
  const pool: Pick[] = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 's.site_id')
    .select(['s.sku_id', 's.goods_id', 's.site_id', 'g.goods_name', 's.price'])
    .where('s.is_default', '=', 1)
    .where('s.on_sale', '=', true)
    .where('s.stock', '>=', 100)
    .where('s.price', '>=', 1000)
    .where('g.is_virtual', '=', 0)
    .where('g.goods_state', '=', 1)
    .where('g.verify_state', '=', 1)
    .where('g.is_delete', '=', 0)
    .where('g.max_buy', '=', 0)
    .where('p.shop_status', '=', 1)
    .orderBy('s.sku_id')
    .execute()
  if (pool.length < 120) return
  // walk the pool with a stride so each promotion mixes shops and categories
  let cursor = 0
  const take = (): Pick => {
    const p = pool[(cursor * 37) % pool.length]!
    cursor += 1
    return p
  }

  // 秒杀: the day's slots (SECKILL_SLOTS: 12 of 2 hours), 5 goods each
  const slots = SECKILL_SLOTS.map((slot, i) => ({
    name: slot.name,
    seckill_start_time: slot.start,
    seckill_end_time: slot.end,
    remark: i % 3 === 0 ? '整点抢购' : '',
    create_time: now - 10 * DAY,
  }))
  const slotIds = await db.insertInto('promotion_seckill').values(slots).returning('seckill_id').execute()
  const seckillGoods = slotIds.flatMap((slot, i) =>
    Array.from({ length: 5 }, (_, k) => {
      const g = take()
      return {
        seckill_id: slot.seckill_id, site_id: g.site_id, goods_id: g.goods_id, sku_id: g.sku_id,
        seckill_price: cut(g.price, [50, 60, 70, 55, 80][k]!), stock: [100, 50, 30, 10, 200][(i + k) % 5]!,
        max_buy: [2, 1, 3, 0, 2][k]!, create_time: now - 10 * DAY,
      }
    }),
  )
  await db.insertInto('promotion_seckill_goods').values(seckillGoods).execute()

  // 团购: 8 running (minimum 2–5), one not started, one ended
  const groupbuys = Array.from({ length: 10 }, (_, i) => {
    const g = take()
    const start = i === 8 ? now + 3 * DAY : i === 9 ? now - 30 * DAY : now - (i + 1) * DAY
    const end = i === 9 ? now - 2 * DAY : now + (20 + i) * DAY
    return { g, row: { site_id: g.site_id, goods_id: g.goods_id, goods_name: g.goods_name, buy_num: 2 + (i % 4), max_buy: i % 2 === 0 ? 20 : 0, stock: 300 + i * 50, start_time: start, end_time: end, create_time: now - 30 * DAY } }
  })
  const gbIds = await db.insertInto('promotion_groupbuy').values(groupbuys.map((x) => x.row)).returning('groupbuy_id').execute()
  const gbSkus = await db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'price'])
    .where('goods_id', 'in', groupbuys.map((x) => x.g.goods_id))
    .where('on_sale', '=', true)
    .orderBy('sku_id')
    .execute()
  const gbGoods = gbIds.flatMap((row, i) =>
    gbSkus.filter((s) => s.goods_id === groupbuys[i]!.g.goods_id).map((s) => ({ groupbuy_id: row.groupbuy_id, sku_id: s.sku_id, groupbuy_price: cut(s.price, 75 + (i % 3) * 5) })),
  )
  await db.insertInto('promotion_groupbuy_goods').values(gbGoods).execute()

  // 组合套餐: 6 bundles of 2–3 goods of one shop
  const bySite = new Map<number, Pick[]>()
  for (const p of pool) bySite.set(p.site_id, [...(bySite.get(p.site_id) ?? []), p])
  const sites = [...bySite.entries()].filter(([, list]) => list.length >= 6).map(([site]) => site).slice(0, 6)
  const names = ['超值组合', '热销搭配', '实惠套装', '人气组合', '尝鲜套餐', '经典搭档']
  for (const [i, site] of sites.entries()) {
    const list = bySite.get(site)!
    const members = list.slice(1, 1 + 2 + (i % 2))
    const total = members.reduce((a, p) => a + p.price, 0)
    const bl = await db
      .insertInto('promotion_bundling')
      .values({ site_id: site, bl_name: `${names[i]}·${members.length}件套`, bl_price: cut(total, 85), shipping_fee_type: i % 3 === 2 ? 2 : 1, create_time: now - 15 * DAY })
      .returning('bl_id')
      .executeTakeFirstOrThrow()
    await db.insertInto('promotion_bundling_goods').values(members.map((m) => ({ bl_id: bl.bl_id, sku_id: m.sku_id }))).execute()
  }

  // 专题活动: two running, one upcoming (not listed), one ended (not listed)
  const topics = [
    { topic_name: '年货节·好物提前购', remark: '全场精选好物，专题价限时抢', start_time: now - 5 * DAY, end_time: now + 25 * DAY },
    { topic_name: '数码焕新季', remark: '手机电脑配件专题价', start_time: now - 2 * DAY, end_time: now + 12 * DAY },
    { topic_name: '春季上新（即将开始）', remark: '敬请期待', start_time: now + 7 * DAY, end_time: now + 30 * DAY },
    { topic_name: '双十一返场（已结束）', remark: '', start_time: now - 40 * DAY, end_time: now - 10 * DAY },
  ]
  for (const t of topics) {
    const topic = await db.insertInto('promotion_topic').values({ ...t, create_time: now - 40 * DAY }).returning('topic_id').executeTakeFirstOrThrow()
    await db.updateTable('promotion_topic').set({ topic_adv: `img/topic/${topic.topic_id}.svg` }).where('topic_id', '=', topic.topic_id).execute()
    const goods = Array.from({ length: 8 }, (_, k) => {
      const g = take()
      return { topic_id: topic.topic_id, site_id: g.site_id, goods_id: g.goods_id, sku_id: g.sku_id, topic_price: cut(g.price, 70 + (k % 4) * 5), stock: 50 + k * 20, max_buy: k % 3 === 0 ? 5 : 0 }
    })
    await db.insertInto('promotion_topic_goods').values(goods).execute()
  }

  // coupon definitions: shop coupons of every kind on the first shops, platform coupons
  const shops = await db.selectFrom('shop').select(['site_id', 'site_name']).where('shop_status', '=', 1).orderBy('site_id').limit(6).execute()
  const goodsIdsOf = (site: number) => (bySite.get(site) ?? []).slice(0, 4).map((p) => p.goods_id).join(',')
  const base = { create_time: now - 10 * DAY, status: 1, is_show: 1 }
  const shopCoupons = shops.flatMap((shop, i) => [
    { ...base, source: 1, site_id: shop.site_id, coupon_name: `${shop.site_name} 满99减10`, type: 'reward', money: 1000, at_least: 9900, validity_type: 0, end_time: now + 30 * DAY, count: 1000, max_fetch: 2 },
    { ...base, source: 1, site_id: shop.site_id, coupon_name: `${shop.site_name} 无门槛5元`, type: 'reward', money: 500, at_least: 0, validity_type: 1, fixed_term: 7, count: i === 0 ? 3 : 500, max_fetch: 1 },
    { ...base, source: 1, site_id: shop.site_id, coupon_name: `${shop.site_name} 8.8折券（最高减50）`, type: 'discount', discount: 88, discount_limit: 5000, at_least: 5000, validity_type: 1, fixed_term: 15, count: 0, max_fetch: 3 },
    ...(goodsIdsOf(shop.site_id)
      ? [{ ...base, source: 1, site_id: shop.site_id, coupon_name: `${shop.site_name} 指定商品满200减30`, type: 'reward', money: 3000, at_least: 20_000, validity_type: 0, end_time: now + 20 * DAY, count: 200, max_fetch: 1, goods_type: 2, goods_ids: goodsIdsOf(shop.site_id) }]
      : []),
  ])
  const platformCoupons = [
    { ...base, source: 2, site_id: 0, coupon_name: '平台通用 满199减20', type: 'reward', money: 2000, at_least: 19_900, validity_type: 0, end_time: now + 30 * DAY, count: 5000, max_fetch: 2 },
    { ...base, source: 2, site_id: 0, coupon_name: '平台新人 无门槛10元', type: 'reward', money: 1000, at_least: 0, validity_type: 1, fixed_term: 10, count: 2000, max_fetch: 1 },
    { ...base, source: 2, site_id: 0, coupon_name: '旗舰店专享 满300减40', type: 'reward', money: 4000, at_least: 30_000, validity_type: 0, end_time: now + 15 * DAY, count: 300, max_fetch: 1, use_scenario: 2, group_ids: '1' },
    { ...base, source: 2, site_id: 0, coupon_name: '限量抢 满100减15', type: 'reward', money: 1500, at_least: 10_000, validity_type: 1, fixed_term: 3, count: 5, max_fetch: 1 },
  ]
  await db.insertInto('coupon_type').values([...shopCoupons, ...platformCoupons]).execute()

  // the new-member pack the home banner and the notice promise (满99减20 + 满199减30 platform coupons):
  // not listed in the coupon centre, given on registration (server/modules/promotion/register-coupons.ts)
  const pack = await db
    .insertInto('coupon_type')
    .values([
      { ...base, is_show: 0, source: 2, site_id: 0, coupon_name: '新人券包 满99减20', type: 'reward', money: 2000, at_least: 9900, validity_type: 1, fixed_term: 30, count: 0, max_fetch: 1 },
      { ...base, is_show: 0, source: 2, site_id: 0, coupon_name: '新人券包 满199减30', type: 'reward', money: 3000, at_least: 19_900, validity_type: 1, fixed_term: 30, count: 0, max_fetch: 1 },
    ])
    .returning('coupon_type_id')
    .execute()
  await db.insertInto('site_config').values({ key: 'register_coupon', value: JSON.stringify({ coupon_type_ids: pack.map((p) => p.coupon_type_id) }) }).execute()
}
