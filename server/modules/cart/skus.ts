import { sql } from 'kysely'
import type { Database } from '../../db/index.ts'
import { ORDER } from '../../../domain/order-rules.ts'

// What the cart and the order confirmation read about the SKUs they hold: the SKU, its goods and
// its shop in one query.

export interface CheckoutSku {
  sku_id: number
  goods_id: number
  site_id: number
  sku_name: string
  sku_no: string
  sku_spec_format: unknown
  price: number
  market_price: number
  cost_price: number
  discount_price: number
  promotion_type: number
  start_time: number
  end_time: number
  stock: number
  sku_image: string
  sku_images: string
  on_sale: boolean
  goods_name: string
  goods_state: number
  verify_state: number
  is_delete: number
  is_virtual: number
  is_free_shipping: number
  unit: string
  introduction: string
  keywords: string
  max_buy: number
  min_buy: number
  site_name: string
  website_id: number
  is_own: number
  shop_status: number
  group_id: number
}

export async function loadSkus(db: Database, skuIds: readonly number[]): Promise<Map<number, CheckoutSku>> {
  if (skuIds.length === 0) return new Map()
  const rows = await sql<CheckoutSku>`
    select s.sku_id, s.goods_id, s.site_id, s.sku_name, s.sku_no, s.sku_spec_format, s.price, s.market_price,
      s.cost_price, s.discount_price, s.promotion_type, s.start_time, s.end_time, s.stock, s.sku_image, s.sku_images,
      s.on_sale, g.goods_name, g.goods_state, g.verify_state, g.is_delete, g.is_virtual, g.is_free_shipping, g.unit,
      g.introduction, g.keywords, g.max_buy, g.min_buy, p.site_name, p.website_id, p.is_own, p.shop_status, p.group_id
    from goods_sku s
    join goods g on g.goods_id = s.goods_id
    join shop p on p.site_id = s.site_id
    where s.sku_id = any(${[...new Set(skuIds)]}::int[])`.execute(db)
  return new Map(rows.rows.map((r) => [r.sku_id, r]))
}

/** can be bought now: on sale, not deleted, goods approved, shop open */
export const isBuyable = (s: CheckoutSku) =>
  s.on_sale && s.goods_state === 1 && s.verify_state === 1 && s.is_delete === 0 && s.shop_status === 1

/** the most one line of this SKU may hold: stock, the goods' max_buy, and a sanity cap */
export const MAX_LINE_NUM = 9999
export const maxNum = (s: Pick<CheckoutSku, 'stock' | 'max_buy'>) =>
  Math.min(s.stock, s.max_buy > 0 ? s.max_buy : MAX_LINE_NUM, MAX_LINE_NUM)

/** goods of a max_buy limit: how many the member already bought (orders not closed) */
export async function purchasedNums(db: Database, memberId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await sql<{ goods_id: number; n: number }>`
    select og.goods_id, coalesce(sum(og.num), 0)::int as n
    from order_goods og join orders o on o.order_id = og.order_id
    where og.member_id = ${memberId} and o.member_id = ${memberId} and o.order_status <> ${ORDER.closed}
      and og.goods_id = any(${[...new Set(goodsIds)]}::int[])
    group by og.goods_id`.execute(db)
  return new Map(rows.rows.map((r) => [r.goods_id, Number(r.n)]))
}
