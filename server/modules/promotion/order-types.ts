import type { Transaction } from 'kysely'
import type { Database } from '../../db/index.ts'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { gated, promotionGateKey, quotaGateKey, type GateWant } from '../catalog/stock-gate.ts'
import { bundleBuyable, bundleStock, bundleWire, loadBundles } from './bundling.ts'
import { belowMinimum, groupbuyNotRunning, groupbuyRow } from './groupbuy.ts'
import { overDailyLimit, overLimit, promotionSoldOut, quotaUsed, takePromotionStock, takeQuota, type QuotaKind } from './quota.ts'
import { seckillGoodsRow, seckillNotRunning } from './seckill.ts'
import { promotionNotFound } from './shared.ts'
import { seckillPeriod, slotStatus, windowStatus } from './time.ts'
import { topicGoodsRow, topicNotRunning } from './topic.ts'

// The per-type strategies of promotion orders (reference §3.2): each turns its goods params into the
// lines at the promotion's price after checking the window, the minimum, the member's limit and the
// promotion stock (a friendly early answer for payment/calculate), and gives create a `take` that
// does the binding part in the create transaction: the member's quota and the promotion stock, each
// one conditional statement (order-create takes the goods stock right after, in the same transaction).

/**
 * The per-type strategy of a promotion order (built per request below; order-create's checkout and
 * create use it): the lines at the promotion's prices, checked against its window, minimum and limits
 * by the builder; `take` runs inside the create transaction, before the goods stock is taken, and
 * takes the promotion stock and the member's quota with conditional updates (or throws).
 */
export interface PromotionGoods {
  /** seckill | groupbuy | bundling | topic */
  type: string
  /** orders.promotion_type_name: 秒杀, 团购, 组合套餐, 专题活动 */
  type_name: string
  /** seckill goods id, groupbuy id, bl_id or topic goods id */
  promotion_id: number
  /** units of the promotion bought (bundles: sets) */
  num: number
  /** the period of the member's quota it takes (a flash sale: the Beijing day; else 0) */
  quota_period?: number
  lines: Array<{ sku_id: number; num: number; price: number }>
  /** the lines ship free (a bundle whose shop pays the shipping) */
  free_shipping?: boolean
  /** extra fields of the payment / calculate answer (the bundle's bunding_info) */
  info?: Record<string, unknown>
  take(trx: Transaction<DB>, memberId: number, now: number): Promise<void>
}

/** the early read of a member's limit; the binding check is the quota upsert in take */
async function checkLimit(db: Database, kind: QuotaKind, refId: number, memberId: number, num: number, limit: number, period = 0) {
  if (limit > 0 && (await quotaUsed(db, kind, refId, memberId, period)) + num > limit) {
    throw gated(period ? overDailyLimit(limit) : overLimit(limit), quotaGateKey(kind, refId, memberId, period))
  }
}

/** the stock gate keys a promotion create wants before any database work: its stock and the member's quota */
export const promotionWants = (kind: 'seckill' | 'groupbuy' | 'topic', id: number, memberId: number, num: number, period = 0): GateWant[] => [
  { key: promotionGateKey(kind, id), num },
  { key: quotaGateKey(kind, id, memberId, period), num },
]

/** quota then stock, the order every promotion create takes them in */
const taker = (kind: QuotaKind & ('seckill' | 'groupbuy' | 'topic'), refId: number, num: number, limit: number, name: string, period = 0) =>
  async (trx: Parameters<PromotionGoods['take']>[0], memberId: number) => {
    await takeQuota(trx, kind, refId, memberId, num, limit, period ? () => overDailyLimit(limit) : undefined, period)
    await takePromotionStock(trx, kind, refId, num, name)
  }

export async function seckillOrder(db: Database, memberId: number, p: { seckill_goods_id: number; num: number }, now: number): Promise<PromotionGoods> {
  const row = await seckillGoodsRow(db, p.seckill_goods_id)
  if (!row.buyable) throw promotionNotFound()
  const status = slotStatus(row, now)
  if (status !== 2) throw seckillNotRunning(row.name, status)
  if (row.stock < p.num) throw gated(promotionSoldOut(row.sku_name), promotionGateKey('seckill', row.id))
  // the limit is per member per day of the slot: today's occurrence has its own quota row
  const period = seckillPeriod(now)
  await checkLimit(db, 'seckill', row.id, memberId, p.num, row.max_buy, period)
  return {
    type: 'seckill',
    type_name: '秒杀',
    promotion_id: row.id,
    num: p.num,
    quota_period: period,
    lines: [{ sku_id: row.sku_id, num: p.num, price: row.seckill_price }],
    info: { seckill_info: { id: row.id, seckill_id: row.seckill_id, name: row.name, seckill_start_time: row.seckill_start_time, seckill_end_time: row.seckill_end_time, max_buy: row.max_buy } },
    take: taker('seckill', row.id, p.num, row.max_buy, row.sku_name, period),
  }
}

export async function groupbuyOrder(db: Database, memberId: number, p: { groupbuy_id: number; sku_id: number; num: number }, now: number): Promise<PromotionGoods> {
  const row = await groupbuyRow(db, p.groupbuy_id, p.sku_id)
  const status = windowStatus(row.start_time, row.end_time, now)
  if (status !== 2) throw groupbuyNotRunning(status)
  if (p.num < row.buy_num) throw belowMinimum(row.buy_num)
  await checkLimit(db, 'groupbuy', row.groupbuy_id, memberId, p.num, row.max_buy)
  if (row.stock < p.num) throw gated(promotionSoldOut(row.goods_name), promotionGateKey('groupbuy', row.groupbuy_id))
  return {
    type: 'groupbuy',
    type_name: '团购',
    promotion_id: row.groupbuy_id,
    num: p.num,
    lines: [{ sku_id: row.sku_id, num: p.num, price: row.groupbuy_price }],
    info: { groupbuy_info: { groupbuy_id: row.groupbuy_id, buy_num: row.buy_num, max_buy: row.max_buy, start_time: row.start_time, end_time: row.end_time } },
    take: taker('groupbuy', row.groupbuy_id, p.num, row.max_buy, row.goods_name),
  }
}

export async function bundlingOrder(db: Database, _memberId: number, p: { bl_id: number; num: number }): Promise<PromotionGoods> {
  const [b] = await loadBundles(db, [p.bl_id])
  if (!b || !bundleBuyable(b)) throw promotionNotFound()
  const stock = bundleStock(b)
  if (stock < p.num) {
    throw new ApiError('STOCK_NOT_ENOUGH', msg(`库存不足，剩余：${stock}件`, `Not enough stock: ${stock} left`), { code: -10020, data: { stock } })
  }
  return {
    type: 'bundling',
    type_name: '组合套餐',
    promotion_id: b.bl_id,
    num: p.num,
    // the bundle split into its goods: each line at its share of the bundle price
    lines: b.items.map((i) => ({ sku_id: i.sku_id, num: p.num, price: i.promotion_price })),
    free_shipping: b.shipping_fee_type === 1,
    info: { bunding_info: bundleWire(b) },
    // no stock of its own: the goods stock of every item is taken by create
    take: async () => {},
  }
}

export async function topicOrder(db: Database, memberId: number, p: { topic_goods_id: number; num: number }, now: number): Promise<PromotionGoods> {
  const row = await topicGoodsRow(db, p.topic_goods_id)
  const status = windowStatus(row.start_time, row.end_time, now)
  if (status !== 2) throw topicNotRunning(status)
  await checkLimit(db, 'topic', row.id, memberId, p.num, row.max_buy)
  if (row.stock < p.num) throw gated(promotionSoldOut(row.sku_name), promotionGateKey('topic', row.id))
  return {
    type: 'topic',
    type_name: '专题活动',
    promotion_id: row.id,
    num: p.num,
    lines: [{ sku_id: row.sku_id, num: p.num, price: row.topic_price }],
    info: { topic_info: { id: row.id, topic_id: row.topic_id, topic_name: row.topic_name, max_buy: row.max_buy, end_time: row.end_time } },
    take: taker('topic', row.id, p.num, row.max_buy, row.sku_name),
  }
}
