import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/index.ts'
import { errors, msg } from '../../http/envelope.ts'

// One sku on its own: whether it is on sale, and its click counter. (Stock moves in stock.ts, with
// single conditional updates in sku id order.)

export const skuNotFound = () => errors.notFound(msg('商品不存在或已下架', 'This item does not exist or is no longer on sale'))

/** an on-sale sku's goods and shop, or not found */
export async function onSaleSku(db: Database, skuId: number) {
  const row = await db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'sku_name', 'discount_price', 'sku_image', 'category_id_1', 'category_id_2', 'category_id_3'])
    .where('sku_id', '=', skuId)
    .where('on_sale', '=', true)
    .executeTakeFirst()
  if (!row) throw skuNotFound()
  return row
}

// click counting: one count per client and sku per window, so reloading a page (or a script)
// cannot inflate click_num; the memory this takes is capped.
const CLICK_WINDOW_MS = 10 * 60_000
const CLICK_MEMORY = 20_000
const recentClicks = new Map<string, number>()

export async function countClick(
  db: Database,
  skuId: number,
  siteId: number | undefined,
  client: string,
  clock: Clock,
): Promise<boolean> {
  const key = `${client}|${skuId}`
  const t = clock.nowMs()
  const last = recentClicks.get(key)
  if (last !== undefined && t - last < CLICK_WINDOW_MS) return false
  if (recentClicks.size >= CLICK_MEMORY) recentClicks.clear()
  recentClicks.set(key, t)
  let q = db
    .updateTable('goods_sku')
    .set((eb) => ({ click_num: eb('click_num', '+', 1) }))
    .where('sku_id', '=', skuId)
    .where('on_sale', '=', true)
  if (siteId) q = q.where('site_id', '=', siteId)
  const res = await q.executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0) {
    recentClicks.delete(key)
    throw skuNotFound()
  }
  return true
}
