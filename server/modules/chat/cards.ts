import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { imgPath } from '../../http/wire.ts'
import { statusName as orderStatusName } from '../order/status.ts'

// The product and order cards of the chat (spec §2: image, name, stock, sales, price; first goods
// image, order name, status, amount, delivery type, order number), read when a page or push is made,
// so a card always shows the order's current status.

export interface SkuCard {
  sku_id: number
  goods_id: number
  site_id: number
  sku_name: string
  sku_image: string
  stock: number
  sale_num: number
  price: string
}

export interface OrderCard {
  order_id: number
  order_no: string
  member_id: number
  site_id: number
  site_name: string
  order_name: string
  order_status: number
  order_status_name: string
  order_money: string
  delivery_type_name: string
  create_time: number
  order_goods: Array<{ sku_id: number; sku_name: string; sku_image: string; num: number; price: string }>
}

export async function skuCards(db: Database, ids: number[]): Promise<Map<number, SkuCard>> {
  const unique = [...new Set(ids.filter((id) => id > 0))]
  if (!unique.length) return new Map()
  const rows = await db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'site_id', 'sku_name', 'sku_image', 'stock', 'sale_num', 'price', 'discount_price'])
    .where('sku_id', 'in', unique)
    .execute()
  return new Map(
    rows.map((r) => [
      r.sku_id,
      {
        sku_id: r.sku_id,
        goods_id: r.goods_id,
        site_id: r.site_id,
        sku_name: r.sku_name,
        sku_image: imgPath(r.sku_image),
        stock: r.stock,
        sale_num: r.sale_num,
        price: yuan(r.discount_price || r.price),
      },
    ]),
  )
}

/** orders by id, limited to one member's (a member's view) or one shop's (an agent's view) */
export async function orderCards(db: Database, ids: number[], scope: { memberId?: number; siteId?: number }): Promise<Map<number, OrderCard>> {
  const unique = [...new Set(ids.filter((id) => id > 0))]
  if (!unique.length) return new Map()
  let q = db
    .selectFrom('orders')
    .select(['order_id', 'order_no', 'member_id', 'site_id', 'site_name', 'order_type', 'order_status', 'order_money', 'delivery_type_name', 'create_time'])
    .where('order_id', 'in', unique)
  if (scope.memberId !== undefined) q = q.where('member_id', '=', scope.memberId)
  // the platform's agents (site 0) see any order a member shows them; a shop's agents their shop's
  if (scope.siteId) q = q.where('site_id', '=', scope.siteId)
  const orders = await q.execute()
  if (!orders.length) return new Map()
  const goods = await db
    .selectFrom('order_goods')
    .select(['order_id', 'sku_id', 'sku_name', 'sku_image', 'num', 'price'])
    .where('order_id', 'in', orders.map((o) => o.order_id))
    .orderBy('order_goods_id')
    .execute()
  return new Map(
    orders.map((o) => {
      const lines = goods.filter((g) => g.order_id === o.order_id)
      return [
        o.order_id,
        {
          order_id: o.order_id,
          order_no: o.order_no,
          member_id: o.member_id,
          site_id: o.site_id,
          site_name: o.site_name,
          order_name: lines.map((g) => g.sku_name).join(','),
          order_status: o.order_status,
          order_status_name: orderStatusName(o.order_type, o.order_status),
          order_money: yuan(o.order_money),
          delivery_type_name: o.delivery_type_name,
          create_time: o.create_time,
          order_goods: lines.map((g) => ({ sku_id: g.sku_id, sku_name: g.sku_name, sku_image: imgPath(g.sku_image), num: g.num, price: yuan(g.price) })),
        },
      ]
    }),
  )
}
