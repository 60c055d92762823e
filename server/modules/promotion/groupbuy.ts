import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { paged } from '../../db/paging.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { skuDetail, skuInfo } from '../catalog/goods-detail.ts'
import { quotaUsed } from './quota.ts'
import { buyableSql, discountRate, promotionNotFound } from './shared.ts'
import { windowStatus } from './time.ts'

// 团购 (reference §7.2): a goods at group-buy prices per SKU, a minimum purchase (buy_num), a window,
// its own stock shared by its SKUs, and an optional per-member limit.

const groupbuyQuery = (db: Database) =>
  db
    .selectFrom('promotion_groupbuy as b')
    .innerJoin('promotion_groupbuy_goods as bg', 'bg.groupbuy_id', 'b.groupbuy_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 's.site_id')
    .select([
      'b.groupbuy_id', 'b.goods_name', 'b.buy_num', 'b.max_buy', 'b.stock', 'b.sell_num', 'b.start_time', 'b.end_time', 'bg.groupbuy_price',
      's.sku_id', 's.goods_id', 's.site_id', 'p.site_name', 's.sku_name', 's.sku_image', 's.price', 's.market_price', 's.stock as goods_stock',
      buyableSql.as('buyable'),
    ])
    .where('b.status', '=', 1)

type Row = Awaited<ReturnType<ReturnType<typeof groupbuyQuery>['executeTakeFirstOrThrow']>>

function wire(r: Row, now: number) {
  return {
    groupbuy_id: r.groupbuy_id,
    goods_id: r.goods_id,
    goods_name: r.goods_name,
    sku_id: r.sku_id,
    sku_name: r.sku_name,
    sku_image: r.sku_image,
    site_id: r.site_id,
    site_name: r.site_name,
    groupbuy_price: yuan(r.groupbuy_price),
    price: yuan(r.price),
    market_price: yuan(r.market_price),
    discount_rate: discountRate(r.groupbuy_price, r.price),
    buy_num: r.buy_num,
    max_buy: r.max_buy,
    /** what can be bought now: the group buy's stock and the SKU's, whichever is less */
    stock: Math.min(r.stock, r.goods_stock),
    sell_num: r.sell_num,
    start_time: r.start_time,
    end_time: r.end_time,
    status: windowStatus(r.start_time, r.end_time, now),
  }
}

/** running group buys (one row each: the goods' default SKU, else its first), newest first */
export async function groupbuyPage(db: Database, q: { site_id?: number }, page: number, pageSize: number, now: number) {
  let base = groupbuyQuery(db)
    .where('b.start_time', '<=', now)
    .where('b.end_time', '>', now)
    .where(buyableSql)
    .where(sql<boolean>`s.sku_id = (select min(x.sku_id) from promotion_groupbuy_goods x join goods_sku y on y.sku_id = x.sku_id
      where x.groupbuy_id = b.groupbuy_id and y.on_sale and (y.is_default = 1 or not exists (
        select 1 from promotion_groupbuy_goods x2 join goods_sku y2 on y2.sku_id = x2.sku_id where x2.groupbuy_id = b.groupbuy_id and y2.is_default = 1 and y2.on_sale)))`)
  if (q.site_id) base = base.where('b.site_id', '=', q.site_id)
  const [count, rows] = await Promise.all([
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.orderBy('b.groupbuy_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  return paged(count.n, pageSize, rows.map((r) => wire(r, now)))
}

/** a group buy with one of its SKUs (the given one, else the first on sale) */
export async function groupbuyRow(db: Database, groupbuyId: number, skuId?: number) {
  let q = groupbuyQuery(db).where('b.groupbuy_id', '=', groupbuyId).where('s.on_sale', '=', true)
  if (skuId) q = q.where('s.sku_id', '=', skuId)
  const row = await q.orderBy(sql`s.is_default desc`).orderBy('s.sku_id').executeTakeFirst()
  if (!row || !row.buyable) throw promotionNotFound()
  return row
}

/** the SKUs of a group buy and their prices (the spec picker shows only these) */
async function groupbuySkus(db: Database, groupbuyId: number) {
  const rows = await db
    .selectFrom('promotion_groupbuy_goods as bg')
    .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
    .select(['bg.sku_id', 'bg.groupbuy_price', 's.price', 's.stock'])
    .where('bg.groupbuy_id', '=', groupbuyId)
    .where('s.on_sale', '=', true)
    .orderBy('bg.sku_id')
    .execute()
  return rows.map((r) => ({ sku_id: r.sku_id, groupbuy_price: yuan(r.groupbuy_price), price: yuan(r.price), stock: r.stock }))
}

export async function groupbuyDetail(db: Database, groupbuyId: number, memberId: number | null, now: number) {
  const row = await groupbuyRow(db, groupbuyId)
  const [detail, skus, bought] = await Promise.all([skuDetail(db, row.sku_id, null, now), groupbuySkus(db, groupbuyId), quotaUsed(db, 'groupbuy', groupbuyId, memberId)])
  return {
    ...detail,
    goods_sku_detail: { ...detail.goods_sku_detail, ...wire(row, now), sku_name: detail.goods_sku_detail.sku_name, purchased_num: bought, groupbuy_sku_list: skus },
  }
}

/** switching spec on the group-buy detail: the SKU's fields with its group-buy price */
export async function groupbuyInfo(db: Database, groupbuyId: number, skuId: number, now: number) {
  const row = await groupbuyRow(db, groupbuyId, skuId)
  const info = await skuInfo(db, skuId, now)
  return { ...info, ...wire(row, now), sku_name: info.sku_name }
}

export const groupbuyNotRunning = (status: 1 | 2 | 3) =>
  new ApiError(
    'PROMOTION_NOT_RUNNING',
    status === 1 ? msg('团购活动未开始', 'The group buy has not started') : msg('团购活动已结束', 'The group buy has ended'),
    { code: -10061 },
  )

export const belowMinimum = (min: number) =>
  new ApiError('GROUPBUY_MIN', msg(`团购商品至少购买 ${min} 件`, `A group buy takes at least ${min} items`), { code: -10062 })
