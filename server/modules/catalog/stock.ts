import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'
import { gated, skuGateKey } from './stock-gate.ts'

// Stock moves for orders: one conditional update per SKU (`stock >= n`), in SKU id order so two
// transactions taking the same SKUs lock them in the same order (no deadlock on PostgreSQL).

export interface StockLine {
  sku_id: number
  num: number
  /** for the out-of-stock message */
  sku_name?: string
}

/** one line per SKU (a SKU twice in an order is one move), ordered by sku id */
function merged(lines: readonly StockLine[]): StockLine[] {
  const bySku = new Map<number, StockLine>()
  for (const l of lines) {
    const prev = bySku.get(l.sku_id)
    bySku.set(l.sku_id, prev ? { ...prev, num: prev.num + l.num } : { ...l })
  }
  return [...bySku.values()].filter((l) => l.num > 0).sort((a, b) => a.sku_id - b.sku_id)
}

export const outOfStock = (name: string) =>
  new ApiError('STOCK_NOT_ENOUGH', msg(`商品“${name}”库存不足`, `“${name}” is out of stock`), { code: -10020 })

/**
 * Take the stock of every line or throw (the caller's transaction then rolls everything back).
 * `gifts` are taken while there is stock (赠完即止) and skipped when there is not: a SKU's gift is
 * tried in the same statement as its bought units (falling back to the bought units alone), so every
 * SKU row is still locked once, in SKU id order. Returns the SKU ids whose gift was taken.
 */
export async function takeStock(trx: Transaction<DB>, lines: readonly StockLine[], gifts: readonly StockLine[] = []): Promise<Set<number>> {
  const hard = new Map(merged(lines).map((l) => [l.sku_id, l]))
  const soft = new Map(merged(gifts).map((l) => [l.sku_id, l.num]))
  const take = async (skuId: number, num: number) => {
    const res = await trx
      .updateTable('goods_sku')
      .set({ stock: sql`stock - ${num}`, sale_num: sql`sale_num + ${num}` })
      .where('sku_id', '=', skuId)
      .where('stock', '>=', num)
      .where('on_sale', '=', true)
      .executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }
  const given = new Set<number>()
  for (const skuId of [...new Set([...hard.keys(), ...soft.keys()])].sort((a, b) => a - b)) {
    const line = hard.get(skuId)
    const gift = soft.get(skuId) ?? 0
    if (gift > 0 && (await take(skuId, (line?.num ?? 0) + gift))) {
      given.add(skuId)
      continue
    }
    if (line && !(await take(skuId, line.num))) throw gated(outOfStock(line.sku_name ?? String(line.sku_id)), skuGateKey(skuId))
  }
  return given
}

/** give the stock of closed orders back */
export async function returnStock(trx: Transaction<DB>, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    await trx
      .updateTable('goods_sku')
      .set({ stock: sql`stock + ${line.num}`, sale_num: sql`greatest(sale_num - ${line.num}, 0)` })
      .where('sku_id', '=', line.sku_id)
      .execute()
  }
}

/** the unit price a buyer pays now: the limited-time discount while it runs, else the price */
export function effectivePrice(
  sku: { price: number; discount_price: number; promotion_type: number; start_time: number; end_time: number },
  now: number,
): number {
  const running = sku.promotion_type === 1 && sku.start_time <= now && now < sku.end_time
  return running ? Math.min(sku.discount_price, sku.price) : sku.price
}
