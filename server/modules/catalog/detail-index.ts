import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { catalogSnapshot } from '../../db/catalog-snapshot.ts'
import { goodsSalesSql } from './numbers.ts'

// The goods detail's live part in memory (issue 14, docs/decisions/011-mixed-workload-speed.md):
// every on-sale sku with what a sale changes (prices, stock, state, limits, the goods' sales, its
// on-sale siblings) and every shop's header, so a goods detail, a spec switch or a shop header costs
// no database statement between catalog changes — on the embedded default the database runs on the
// server's own thread, and one detail statement cost as much as thirty answers from memory.
//
// In step with the database as the list index is (db/catalog-snapshot.ts): a catalog change
// notification moves the process's catalog version on, and the next call waits for a reload made
// for that version, so a write shows on the next read. The counters shoppers' own browsing moves (click_num,
// collect_num, the shop's sub_num and sales) notify nothing (migration 005); they are at most
// COUNTER_MS old, as cached visitor answers always were (response-cache.ts): a snapshot older than
// that is reloaded in the background while the calls go on with it. With no listener there is no
// snapshot and the callers run their SQL.

const COUNTER_MS = 10_000

function loadSkus(db: Database) {
  return db
    .selectFrom('goods_sku as gs')
    .innerJoin('goods as g', 'g.goods_id', 'gs.goods_id')
    .select([
      'gs.goods_id', 'gs.sku_id', 'gs.site_id', 'gs.website_id', 'gs.price', 'gs.market_price', 'gs.discount_price',
      'gs.promotion_type', 'gs.start_time', 'gs.end_time', 'gs.stock', 'gs.click_num', 'gs.collect_num', 'gs.is_virtual',
      'gs.is_free_shipping', 'gs.is_own', 'g.goods_state', 'g.verify_state', 'g.max_buy', 'g.min_buy', 'g.evaluate',
    ])
    .where('gs.on_sale', '=', true)
    .orderBy('gs.sku_id')
    .execute()
}

function loadShops(db: Database, siteId?: number) {
  let q = db
    .selectFrom('shop')
    .select([
      'site_id', 'site_name', 'category_name', 'group_name', 'logo', 'avatar', 'banner', 'seo_description', 'seo_keywords',
      'shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit', 'shop_sales', 'sub_num', 'is_own', 'shop_status',
      'cert_id', 'level_name', 'telephone', 'qq', 'ww', 'workingtime', 'province_id', 'city_id', 'address', 'full_address',
      'longitude', 'latitude', 'website_id', 'shop_baozh', 'shop_qtian', 'shop_zhping', 'shop_erxiaoshi', 'shop_tuihuo',
      'shop_shiyong', 'shop_shiti', 'shop_xiaoxie', 'start_time', 'expire_time', 'create_time',
    ])
  if (siteId !== undefined) q = q.where('site_id', '=', siteId)
  return q.execute()
}

export type LiveSku = Awaited<ReturnType<typeof loadSkus>>[number] & {
  /** the goods' sales: the sum of all its skus' sale_num (numbers.ts goodsSalesSql) */
  goods_sales: number
  /** the goods' on-sale skus, by id */
  on_sale_skus: number[]
}
export type LiveShop = Awaited<ReturnType<typeof loadShops>>[number]

interface Snapshot {
  skus: Map<number, LiveSku>
  shops: Map<number, LiveShop>
}

async function load(db: Database): Promise<Snapshot> {
  const [skuRows, sales, shopRows] = await Promise.all([
    loadSkus(db),
    sql<{ goods_id: number; n: number }>`select goods_id, coalesce(sum(sale_num), 0)::int as n from goods_sku group by goods_id`.execute(db),
    loadShops(db),
  ])
  const salesOf = new Map(sales.rows.map((r) => [r.goods_id, r.n]))
  const onSale = new Map<number, number[]>()
  for (const r of skuRows) {
    const ids = onSale.get(r.goods_id)
    if (ids) ids.push(r.sku_id)
    else onSale.set(r.goods_id, [r.sku_id])
  }
  const skus = new Map<number, LiveSku>()
  for (const r of skuRows) skus.set(r.sku_id, { ...r, goods_sales: salesOf.get(r.goods_id) ?? 0, on_sale_skus: onSale.get(r.goods_id)! })
  return { skus, shops: new Map(shopRows.map((s) => [s.site_id, s])) }
}

/** a sale moved these skus' stock and sales: the on-sale skus of their goods get the new numbers */
async function patch(db: Database, snap: Snapshot, skuIds: number[]): Promise<Snapshot> {
  const rows = await sql<{ sku_id: number; stock: number; goods_sales: number }>`
    select gs.sku_id, gs.stock, ${goodsSalesSql('gs')} as goods_sales
    from goods_sku gs
    where gs.on_sale and gs.goods_id in (select goods_id from goods_sku where sku_id = any(${skuIds}::int[]))`.execute(db)
  for (const r of rows.rows) {
    const sku = snap.skus.get(r.sku_id)
    if (!sku) continue
    sku.stock = r.stock
    sku.goods_sales = r.goods_sales
  }
  return snap
}

const snapshots = catalogSnapshot({ name: 'live detail', load, patch, maxAgeMs: COUNTER_MS })
const snapshot = (db: Database) => snapshots.get(db)

/**
 * The on-sale sku's live part and its shop: `undefined` when it is not on sale (or its shop is
 * gone), null when there is no snapshot and the caller reads the database.
 */
export async function liveSku(db: Database, skuId: number): Promise<{ sku: LiveSku; shop: LiveShop } | undefined | null> {
  const snap = await snapshot(db)
  if (!snap) return null
  const sku = snap.skus.get(skuId)
  const shop = sku && snap.shops.get(sku.site_id)
  return sku && shop ? { sku, shop } : undefined
}

/** a shop's header row, whatever its state (`undefined`: no such shop): from memory, else read */
export async function shopHeader(db: Database, siteId: number): Promise<LiveShop | undefined> {
  const snap = await snapshot(db)
  return snap ? snap.shops.get(siteId) : (await loadShops(db, siteId))[0]
}

/** the catalog version of the current snapshot (null: none yet) — for tests */
export function liveIndexVersion(db: Database): number | null {
  return snapshots.status(db).version
}

/** how the snapshot was kept up to date (loads, patches) — for tests */
export function liveIndexStatus(db: Database) {
  return snapshots.status(db)
}
