import { sql, type RawBuilder } from 'kysely'
import { yuan } from '../../http/money.ts'
import { effectivePrice } from './stock.ts'

// THE catalog numbers (decision 015, docs/decisions/015-catalog-numbers.md). Every card and page —
// list, search, shop, home floors, promotion cards, detail and the spec switch — shows what these
// compute, so a shopper never meets two answers to one question:
//
//   discount_price  售价, the big number: what a buyer pays now — the limited-time discount while it
//                   runs, else the regular price (`effectivePrice`, the same rule the cart and
//                   checkout charge by).
//   price           the regular price (no limited-time discount).
//   market_price    原价, the crossed-out number: the shop's reference price, never below the regular
//                   price; shown struck through wherever it is above 售价 (one rule on every card,
//                   `hasStruckPrice` on the client).
//   sale_num        销量 per GOODS, not per SKU: the units sold of all its SKUs together
//                   (goods_sku.sale_num, moved only by takeStock/returnStock). It is the same on every
//                   card of the goods and does not change when the shopper switches colour or size,
//                   like the review count (goods.evaluate) next to it. Lists order "by sales" by it.

export interface PriceRow {
  price: number
  market_price: number
  discount_price: number
  promotion_type: number
  start_time: number
  end_time: number
}

/** the three prices of a SKU as the wire sends them (yuan strings) at `now` (epoch seconds) */
export function wirePrices(row: PriceRow, now: number) {
  const pay = effectivePrice(row, now)
  return {
    price: yuan(row.price),
    market_price: yuan(Math.max(row.market_price, row.price)),
    discount_price: yuan(pay),
  }
}

/** `effectivePrice` in SQL over goods_sku `alias`, for list filters and the price order */
export function payPriceSql(alias: string, now: number): RawBuilder<number> {
  const c = (col: string) => sql.ref(`${alias}.${col}`)
  return sql<number>`(case when ${c('promotion_type')} = 1 and ${c('start_time')} <= ${now} and ${now} < ${c('end_time')}
    then least(${c('discount_price')}, ${c('price')}) else ${c('price')} end)`
}

/** sale_num of the goods of goods_sku `alias`: the sum over its SKUs (index goods_sku_goods) */
export function goodsSalesSql(alias: string): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(o.sale_num), 0)::int from goods_sku o where o.goods_id = ${sql.ref(`${alias}.goods_id`)})`
}
