import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { pageOffset, paged } from '../../db/paging.ts'
import { orderHead, REFUND_STATUS_NAMES } from '../order/status.ts'
import { ORDER } from '../../../domain/order-rules.ts'

// /api/order/lists (reference §3.5): the member's own orders, newest first, by tab, each with its
// goods rows and the buyer's actions for its status. The member centre shows the latest three.

export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

function tabCondition(tab: OrderTab) {
  switch (tab) {
    case 'waitpay':
      return sql<SqlBool>`o.order_status = ${ORDER.unpaid}`
    case 'waitsend':
      return sql<SqlBool>`o.order_status = ${ORDER.toShip}`
    case 'waitconfirm':
      return sql<SqlBool>`o.order_status = ${ORDER.shipped}`
    case 'waitrate':
      return sql<SqlBool>`o.order_status in (4, 10) and o.is_evaluate = 1`
    default:
      return sql<SqlBool>`true`
  }
}

export async function orderList(db: Database, memberId: number, tab: OrderTab, page: number, pageSize: number) {
  const where = tabCondition(tab)
  const [count, orders] = await Promise.all([
    db.selectFrom('orders as o').select((eb) => eb.fn.countAll<number>().as('n')).where('o.member_id', '=', memberId).where(where)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders as o')
      .select(['o.order_id', 'o.order_no', 'o.out_trade_no', 'o.site_id', 'o.site_name', 'o.order_type', 'o.order_status',
        'o.pay_status', 'o.is_evaluate', 'o.evaluate_status', 'o.goods_money', 'o.delivery_money', 'o.order_money', 'o.pay_money', 'o.balance_money',
        'o.create_time', 'o.adjust_money', 'o.is_extend_take_delivery'])
      .where('o.member_id', '=', memberId)
      .where(where)
      .orderBy('o.create_time', 'desc')
      .orderBy('o.order_id', 'desc')
      .limit(pageSize)
      .offset(pageOffset(page, pageSize))
      .execute(),
  ])
  const ids = orders.map((o) => o.order_id)
  const goods = ids.length
    ? await db
        .selectFrom('order_goods')
        .select(['order_goods_id', 'order_id', 'site_id', 'goods_id', 'sku_id', 'sku_name', 'sku_image', 'price', 'num', 'refund_status', 'is_gift'])
        // ownership again on the goods rows: never another member's line, whatever the ids say
        .where('member_id', '=', memberId)
        .where(sql<SqlBool>`order_id = any(${ids}::int[])`)
        .orderBy('order_goods_id')
        .execute()
    : []
  const list = orders.map((o) => ({
    ...orderHead(o),
    pay_status: o.pay_status,
    goods_money: yuan(o.goods_money),
    delivery_money: yuan(o.delivery_money),
    order_money: yuan(o.order_money),
    /** the online part; with balance_money, what the buyer paid (or owes) */
    pay_money: yuan(o.pay_money),
    balance_money: yuan(o.balance_money),
    adjust_money: yuan(o.adjust_money),
    is_evaluate: o.is_evaluate,
    evaluate_status: o.evaluate_status,
    create_time: o.create_time,
    order_goods: goods
      .filter((g) => g.order_id === o.order_id)
      .map((g) => ({
        order_goods_id: g.order_goods_id,
        order_id: g.order_id,
        site_id: g.site_id,
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        sku_name: g.sku_name,
        sku_image: g.sku_image,
        price: yuan(g.price),
        num: g.num,
        goods_money: yuan(g.price * g.num),
        refund_status: g.refund_status,
        refund_status_name: REFUND_STATUS_NAMES[g.refund_status] ?? '',
        /** 1: a 满减送 gift at price 0 (issue 12) */
        is_gift: g.is_gift,
      })),
  }))
  return paged(Number(count.n), pageSize, list)
}
