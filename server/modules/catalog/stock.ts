import { sql, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.gen.ts'
import { ApiError, msg } from '../../http/envelope.ts'

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

/** take the stock of every line or throw (the caller's transaction then rolls everything back) */
export async function takeStock(trx: Transaction<DB>, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const res = await trx
      .updateTable('goods_sku')
      .set({ stock: sql`stock - ${line.num}`, sale_num: sql`sale_num + ${line.num}` })
      .where('sku_id', '=', line.sku_id)
      .where('stock', '>=', line.num)
      .where('on_sale', '=', true)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw outOfStock(line.sku_name ?? String(line.sku_id))
  }
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
