import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { split } from '../../../domain/order-price.ts'
import { promotionNotFound } from './shared.ts'

// 组合套餐 (reference §7.3): a shop's set of SKUs at one price. Each item's promotion_price is its
// share of bl_price in proportion to its price (largest remainder: the shares add up exactly);
// an order of a bundle is split into its goods lines at those shares.

export interface BundleItem {
  sku_id: number
  sku_name: string
  sku_image: string
  price: number
  market_price: number
  stock: number
  unit: string
  goods_id: number
  goods_state: number
  verify_state: number
  on_sale: boolean
  is_delete: number
  /** this item's share of the bundle price */
  promotion_price: number
}
export interface Bundle {
  bl_id: number
  bl_name: string
  site_id: number
  site_name: string
  bl_price: number
  goods_money: number
  shipping_fee_type: number
  status: number
  shop_open: boolean
  items: BundleItem[]
}

export async function loadBundles(db: Database, blIds: readonly number[]): Promise<Bundle[]> {
  if (blIds.length === 0) return []
  const [heads, items] = await Promise.all([
    db
      .selectFrom('promotion_bundling as b')
      .innerJoin('shop as p', 'p.site_id', 'b.site_id')
      .select(['b.bl_id', 'b.bl_name', 'b.site_id', 'p.site_name', 'b.bl_price', 'b.shipping_fee_type', 'b.status', 'p.shop_status'])
      .where('b.bl_id', 'in', [...blIds])
      .where('b.status', '=', 1)
      .orderBy('b.bl_id')
      .execute(),
    db
      .selectFrom('promotion_bundling_goods as bg')
      .innerJoin('goods_sku as s', 's.sku_id', 'bg.sku_id')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['bg.bl_id', 's.sku_id', 's.sku_name', 's.sku_image', 's.price', 's.market_price', 's.stock', 'g.unit', 's.goods_id',
        'g.goods_state', 'g.verify_state', 's.on_sale', 'g.is_delete'])
      .where('bg.bl_id', 'in', [...blIds])
      .orderBy('bg.bl_id')
      .orderBy('s.sku_id')
      .execute(),
  ])
  return heads.map((h) => {
    const mine = items.filter((i) => i.bl_id === h.bl_id)
    const shares = split(Math.min(h.bl_price, mine.reduce((a, i) => a + i.price, 0)), mine.map((i) => i.price))
    return {
      bl_id: h.bl_id, bl_name: h.bl_name, site_id: h.site_id, site_name: h.site_name, bl_price: h.bl_price, shipping_fee_type: h.shipping_fee_type,
      status: h.status, shop_open: h.shop_status === 1,
      goods_money: mine.reduce((a, i) => a + i.price, 0),
      items: mine.map(({ bl_id: _b, ...i }, k) => ({ ...i, promotion_price: shares[k]! })),
    }
  })
}

/** a bundle can be bought: on, shop open, every item on sale */
export const bundleBuyable = (b: Bundle) =>
  b.status === 1 && b.shop_open && b.items.length > 0 && b.items.every((i) => i.on_sale && i.goods_state === 1 && i.verify_state === 1 && i.is_delete === 0)

/** sets that can be bought: the least stock of its items */
export const bundleStock = (b: Bundle) => Math.min(...b.items.map((i) => i.stock))

export function bundleWire(b: Bundle) {
  return {
    bl_id: b.bl_id,
    bl_name: b.bl_name,
    site_id: b.site_id,
    site_name: b.site_name,
    bl_price: yuan(b.bl_price),
    goods_money: yuan(b.goods_money),
    /** what the bundle saves against the items' prices */
    save_money: yuan(Math.max(0, b.goods_money - b.bl_price)),
    shipping_fee_type: b.shipping_fee_type,
    status: b.status,
    stock: bundleStock(b),
    bundling_goods: b.items.map((i) => ({
      sku_id: i.sku_id,
      goods_id: i.goods_id,
      sku_name: i.sku_name,
      sku_image: i.sku_image,
      price: yuan(i.price),
      market_price: yuan(i.market_price),
      promotion_price: yuan(i.promotion_price),
      stock: i.stock,
      unit: i.unit,
      goods_state: i.goods_state,
      verify_state: i.verify_state,
    })),
  }
}

export async function bundleDetail(db: Database, blId: number) {
  const [b] = await loadBundles(db, [blId])
  if (!b || !bundleBuyable(b)) throw promotionNotFound()
  return bundleWire(b)
}

/** the bundles a SKU is in (goods detail), the SKU itself left out of each bundle's goods */
export async function bundlesOfSku(db: Database, skuId: number) {
  const ids = await db.selectFrom('promotion_bundling_goods').select('bl_id').where('sku_id', '=', skuId).orderBy('bl_id').execute()
  const bundles = await loadBundles(db, ids.map((r) => r.bl_id))
  return bundles.filter(bundleBuyable).map((b) => {
    const w = bundleWire(b)
    return { ...w, bundling_goods: w.bundling_goods.filter((g) => g.sku_id !== skuId) }
  })
}
