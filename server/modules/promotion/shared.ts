import { sql } from 'kysely'
import { errors, msg } from '../../http/envelope.ts'
import { yuan } from '../../http/money.ts'

// What every promotion's list rows and detail answers share.

/** the promotion price as a share of the price, floored: 7900 of 9900 → 79 (the reference's discount_rate) */
export const discountRate = (promotionPrice: number, price: number) => (price > 0 ? Math.floor((promotionPrice * 100) / price) : 100)

/** the sku is buyable: on sale, goods approved and not deleted, shop open (SQL over aliases s, g, p) */
export const buyableSql = sql<boolean>`s.on_sale and g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and p.shop_status = 1`

export const promotionNotFound = () => errors.notFound(msg('活动不存在或已结束', 'This promotion does not exist or has ended'))

/** the sku columns list rows carry, money as yuan strings */
export interface SkuCols {
  sku_id: number
  goods_id: number
  site_id: number
  site_name: string
  sku_name: string
  goods_name: string
  sku_image: string
  price: number
  market_price: number
  goods_stock: number
}
export const skuWire = (r: SkuCols) => ({
  sku_id: r.sku_id,
  goods_id: r.goods_id,
  site_id: r.site_id,
  site_name: r.site_name,
  sku_name: r.sku_name,
  goods_name: r.goods_name,
  sku_image: r.sku_image,
  price: yuan(r.price),
  market_price: yuan(r.market_price),
})
