import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { paged } from '../../db/paging.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'
import { skuDetail } from '../catalog/goods-detail.ts'
import { quotaUsed } from './quota.ts'
import { buyableSql, discountRate, promotionNotFound, skuWire, type SkuCols } from './shared.ts'
import { clockText, midnight, seckillPeriod, secondsOfDay, slotStatus, DAY } from './time.ts'

// 秒杀 (reference §7.1): daily time slots (seconds since midnight) and the goods of each slot at the
// flash price, with their own stock and per-member limit.

interface Slot {
  seckill_id: number
  name: string
  seckill_start_time: number
  seckill_end_time: number
}

/**
 * A slot on the wire: the reference's fields, plus what a client needs without doing time-zone
 * arithmetic: `status` today (1 not started, 2 in progress, 3 ended) and the epoch seconds of the
 * running or next occurrence (`start_timestamp`, `end_timestamp`) for the countdown.
 */
export function slotWire(s: Slot, now: number) {
  const status = slotStatus(s, now)
  const day = midnight(now) + (status === 3 ? DAY : 0)
  return {
    seckill_id: s.seckill_id,
    name: s.name,
    seckill_start_time: s.seckill_start_time,
    seckill_end_time: s.seckill_end_time,
    seckill_start_time_show: clockText(s.seckill_start_time),
    seckill_end_time_show: clockText(s.seckill_end_time),
    status,
    start_timestamp: day + s.seckill_start_time,
    end_timestamp: day + s.seckill_end_time,
  }
}

export async function seckillSlots(db: Database, now: number) {
  const rows = await db
    .selectFrom('promotion_seckill')
    .select(['seckill_id', 'name', 'seckill_start_time', 'seckill_end_time'])
    .where('status', '=', 1)
    .orderBy('seckill_start_time')
    .orderBy('seckill_id')
    .execute()
  const list = rows.map((s) => slotWire(s, now))
  const current = list.find((s) => s.status === 2) ?? list.find((s) => s.status === 1) ?? list[0]
  return { list, now_seconds: secondsOfDay(now), current_seckill_id: current?.seckill_id ?? 0 }
}

interface SeckillGoodsRow extends SkuCols, Slot {
  id: number
  seckill_price: number
  stock: number
  sale_num: number
  max_buy: number
  buyable: boolean
}

const goodsQuery = (db: Database) =>
  db
    .selectFrom('promotion_seckill_goods as sg')
    .innerJoin('promotion_seckill as k', 'k.seckill_id', 'sg.seckill_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'sg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 's.site_id')
    .select([
      'sg.id', 'sg.seckill_id', 'sg.seckill_price', 'sg.stock', 'sg.sale_num', 'sg.max_buy',
      'k.name', 'k.seckill_start_time', 'k.seckill_end_time',
      's.sku_id', 's.goods_id', 's.site_id', 'p.site_name', 's.sku_name', 'g.goods_name', 's.sku_image', 's.price', 's.market_price',
      's.stock as goods_stock', buyableSql.as('buyable'),
    ])
    .where('sg.status', '=', 1)
    .where('k.status', '=', 1)

function goodsWire(r: SeckillGoodsRow, now: number) {
  const stock = Math.min(r.stock, r.goods_stock)
  const slot = slotWire(r, now)
  return {
    ...skuWire(r),
    id: r.id,
    seckill_id: r.seckill_id,
    seckill_name: r.name,
    seckill_price: yuan(r.seckill_price),
    discount_rate: discountRate(r.seckill_price, r.price),
    stock,
    sale_num: r.sale_num,
    max_buy: r.max_buy,
    seckill_start_time: r.seckill_start_time,
    seckill_end_time: r.seckill_end_time,
    status: slot.status,
    start_timestamp: slot.start_timestamp,
    end_timestamp: slot.end_timestamp,
  }
}

/** the goods of a slot with stock left and an open shop */
export async function seckillGoodsPage(db: Database, q: { seckill_id: number; site_id?: number }, page: number, pageSize: number, now: number) {
  let base = goodsQuery(db).where('sg.seckill_id', '=', q.seckill_id).where('sg.stock', '>', 0).where('s.stock', '>', 0).where(buyableSql)
  if (q.site_id) base = base.where('s.site_id', '=', q.site_id)
  const [count, rows] = await Promise.all([
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.orderBy('sg.id').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  return paged(count.n, pageSize, rows.map((r) => goodsWire(r, now)))
}

export async function seckillGoodsRow(db: Database, id: number) {
  const row = await goodsQuery(db).where('sg.id', '=', id).executeTakeFirst()
  if (!row) throw promotionNotFound()
  return row
}

/** the flash-sale detail: the goods detail with the flash price, slot, stock and the member's purchases today */
export async function seckillGoodsDetail(db: Database, id: number, memberId: number | null, now: number) {
  const row = await seckillGoodsRow(db, id)
  if (!row.buyable) throw promotionNotFound()
  const [detail, bought] = await Promise.all([skuDetail(db, row.sku_id, null), quotaUsed(db, 'seckill', id, memberId, seckillPeriod(now))])
  const w = goodsWire(row, now)
  return {
    ...detail,
    goods_sku_detail: {
      ...detail.goods_sku_detail,
      ...w,
      price: yuan(row.price),
      sku_name: detail.goods_sku_detail.sku_name,
      purchased_num: bought,
    },
  }
}

export const seckillNotRunning = (name: string, status: 1 | 2 | 3) =>
  new ApiError(
    'PROMOTION_NOT_RUNNING',
    status === 1 ? msg(`${name}秒杀未开始`, `The ${name} flash sale has not started`) : msg(`${name}秒杀已结束`, `The ${name} flash sale has ended`),
    { code: -10061 },
  )
