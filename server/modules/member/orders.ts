import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { pageOffset, paged } from '../../db/paging.ts'

// /api/order/lists (reference §3.5): the member's own orders, newest first, by tab, each with its
// goods rows and the buyer's actions for its status. The member centre shows the latest three.

export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

const TYPE_NAMES: Record<number, string> = { 1: '普通订单', 2: '自提订单', 3: '外卖订单', 4: '虚拟订单' }

/** status names per order type (reference §3.5 table); the chat's order card uses it too */
export function orderStatusName(type: number, status: number): string {
  switch (status) {
    case 0:
      return '待支付'
    case 1:
      return '待发货'
    case 2:
      return '待提货'
    case 3:
      return '已发货'
    case 4:
      return type === 2 ? '已提货' : '已收货'
    case 10:
      return '已完成'
    case -1:
      return '已关闭'
    default:
      return ''
  }
}

interface Action {
  action: string
  title: string
  color: string
}
const a = (action: string, title: string): Action => ({ action, title, color: '' })
/** what the buyer may do with an order in this status (reference §3.5 `member_action`) */
function buyerActions(type: number, status: number): Action[] {
  if (status === 0) return [a('orderClose', '关闭订单'), a('orderPay', '支付')]
  if (status === 3 && type === 1) return [a('memberTakeDelivery', '确认收货'), a('trace', '查看物流'), a('extendTakeDelivery', '延长收货')]
  if (status === 3 && type === 3) return [a('extendTakeDelivery', '延长收货'), a('memberTakeDelivery', '确认收货')]
  return []
}

function tabCondition(tab: OrderTab) {
  switch (tab) {
    case 'waitpay':
      return sql<SqlBool>`o.order_status = 0`
    case 'waitsend':
      return sql<SqlBool>`o.order_status = 1`
    case 'waitconfirm':
      return sql<SqlBool>`o.order_status = 3`
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
        'o.pay_status', 'o.is_evaluate', 'o.evaluate_status', 'o.goods_money', 'o.delivery_money', 'o.order_money', 'o.pay_money',
        'o.create_time'])
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
        .select(['order_goods_id', 'order_id', 'site_id', 'goods_id', 'sku_id', 'sku_name', 'sku_image', 'price', 'num', 'refund_status'])
        // ownership again on the goods rows: never another member's line, whatever the ids say
        .where('member_id', '=', memberId)
        .where(sql<SqlBool>`order_id = any(${ids}::int[])`)
        .orderBy('order_goods_id')
        .execute()
    : []
  const list = orders.map((o) => ({
    order_id: o.order_id,
    order_no: o.order_no,
    out_trade_no: o.out_trade_no,
    site_id: o.site_id,
    site_name: o.site_name,
    order_type: o.order_type,
    order_type_name: TYPE_NAMES[o.order_type] ?? '',
    order_status: o.order_status,
    order_status_name: orderStatusName(o.order_type, o.order_status),
    pay_status: o.pay_status,
    goods_money: yuan(o.goods_money),
    delivery_money: yuan(o.delivery_money),
    order_money: yuan(o.order_money),
    pay_money: yuan(o.pay_money),
    // the seller has not changed any price: no adjustments are recorded on this platform yet
    adjust_money: yuan(0),
    is_evaluate: o.is_evaluate,
    evaluate_status: o.evaluate_status,
    create_time: o.create_time,
    action: buyerActions(o.order_type, o.order_status),
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
      })),
  }))
  return paged(Number(count.n), pageSize, list)
}
