import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { paged } from '../../db/paging.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { skuDetail } from '../catalog/goods-detail.ts'
import { quotaUsed } from './quota.ts'
import { buyableSql, discountRate, promotionNotFound } from './shared.ts'
import { windowStatus } from './time.ts'

// 专题活动 (reference §7.4): a themed window with its goods at topic prices, their own stock and an
// optional per-member limit. The list shows topics in progress (status 2).

function topicWire(t: { topic_id: number; topic_name: string; topic_adv: string; remark: string; start_time: number; end_time: number }, now: number) {
  return { ...t, status: windowStatus(t.start_time, t.end_time, now) }
}

export async function topicPage(db: Database, page: number, pageSize: number, now: number) {
  const base = db.selectFrom('promotion_topic').where('status', '=', 1).where('start_time', '<=', now).where('end_time', '>', now)
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(['topic_id', 'topic_name', 'topic_adv', 'remark', 'start_time', 'end_time'])
      .orderBy('start_time', 'desc')
      .orderBy('topic_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ])
  return paged(count.n, pageSize, rows.map((r) => topicWire(r, now)))
}

/** one topic (any status: a link to an ended topic says it ended) */
export async function topicInfo(db: Database, topicId: number, now: number) {
  const t = await db
    .selectFrom('promotion_topic')
    .select(['topic_id', 'topic_name', 'topic_adv', 'remark', 'start_time', 'end_time'])
    .where('topic_id', '=', topicId)
    .where('status', '=', 1)
    .executeTakeFirst()
  if (!t) throw promotionNotFound()
  return topicWire(t, now)
}

const goodsQuery = (db: Database) =>
  db
    .selectFrom('promotion_topic_goods as tg')
    .innerJoin('promotion_topic as t', 't.topic_id', 'tg.topic_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'tg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 's.site_id')
    .select([
      'tg.id', 'tg.topic_id', 't.topic_name', 't.start_time', 't.end_time', 'tg.site_id', 'tg.topic_price', 'tg.stock', 'tg.sale_num', 'tg.max_buy',
      's.sku_id', 's.goods_id', 's.sku_name', 'g.goods_name', 's.sku_image', 's.price', 's.discount_price', 's.market_price', 's.stock as goods_stock',
      'p.site_name', 's.is_own', buyableSql.as('buyable'),
    ])
    .where('t.status', '=', 1)
    .where('tg.status', '=', 1)

type Row = Awaited<ReturnType<ReturnType<typeof goodsQuery>['executeTakeFirstOrThrow']>>

function goodsWire(r: Row, now: number) {
  return {
    id: r.id,
    topic_id: r.topic_id,
    topic_name: r.topic_name,
    start_time: r.start_time,
    end_time: r.end_time,
    status: windowStatus(r.start_time, r.end_time, now),
    site_id: r.site_id,
    site_name: r.site_name,
    topic_price: yuan(r.topic_price),
    discount_rate: discountRate(r.topic_price, r.price),
    sku_id: r.sku_id,
    goods_id: r.goods_id,
    sku_name: r.sku_name,
    goods_name: r.goods_name,
    sku_image: r.sku_image,
    price: yuan(r.price),
    discount_price: yuan(r.discount_price),
    market_price: yuan(r.market_price),
    stock: Math.min(r.stock, r.goods_stock),
    sale_num: r.sale_num,
    max_buy: r.max_buy,
    is_own: r.is_own,
  }
}

export async function topicGoodsPage(db: Database, topicId: number, page: number, pageSize: number, now: number) {
  const base = goodsQuery(db).where('tg.topic_id', '=', topicId).where(buyableSql)
  const [count, rows] = await Promise.all([
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.orderBy('tg.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  return paged(count.n, pageSize, rows.map((r) => goodsWire(r, now)))
}

export async function topicGoodsRow(db: Database, id: number) {
  const row = await goodsQuery(db).where('tg.id', '=', id).executeTakeFirst()
  if (!row || !row.buyable) throw promotionNotFound()
  return row
}

export async function topicGoodsDetail(db: Database, id: number, memberId: number | null, now: number) {
  const row = await topicGoodsRow(db, id)
  const [detail, bought] = await Promise.all([skuDetail(db, row.sku_id, null, now), quotaUsed(db, 'topic', id, memberId)])
  return {
    ...detail,
    goods_sku_detail: { ...detail.goods_sku_detail, ...goodsWire(row, now), sku_name: detail.goods_sku_detail.sku_name, purchased_num: bought },
  }
}

export const topicNotRunning = (status: 1 | 2 | 3) =>
  new ApiError('PROMOTION_NOT_RUNNING', status === 1 ? msg('专题活动未开始', 'The topic has not started') : msg('专题活动已结束', 'The topic has ended'), { code: -10061 })
