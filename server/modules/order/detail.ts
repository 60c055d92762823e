import type { Database } from '../../db/index.ts'
import { yuan } from '../../http/money.ts'
import { verifyQrPath } from '../images/qrcode.ts'
import { orderRewardWire } from '../promotion/rewards.ts'
import { complainable, ORDER } from '../../../domain/order-rules.ts'
import { orderNotFound } from './moves.ts'
import { orderHead, REFUND_STATUS_NAMES, refundActions, refundable } from './status.ts'

// /api/order/detail (reference §3.5 "Detail fields used"): the member's own order only.

export { complainable }

export async function orderDetail(db: Database, memberId: number, orderId: number) {
  const o = await db.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst()
  if (!o) throw orderNotFound()
  const [lines, code, reward, packages] = await Promise.all([
    db
      .selectFrom('order_goods as g')
      .leftJoin('order_complain as c', 'c.order_goods_id', 'g.order_goods_id')
      .select(['g.order_goods_id', 'g.goods_id', 'g.sku_id', 'g.site_id', 'g.sku_name', 'g.sku_image', 'g.sku_no', 'g.price', 'g.num', 'g.goods_money',
        'g.real_goods_money', 'g.refund_status', 'g.refund_no', 'g.refund_apply_money', 'g.is_evaluate_line', 'g.is_gift', 'c.complain_status'])
      .where('g.order_id', '=', orderId)
      .where('g.member_id', '=', memberId)
      .orderBy('g.order_goods_id')
      .execute(),
    db.selectFrom('verify_code').select(['verify_code', 'is_verify', 'verify_time', 'verifier_name']).where('order_id', '=', orderId).where('member_id', '=', memberId).executeTakeFirst(),
    orderRewardWire(db, orderId, memberId, o.order_status),
    db
      .selectFrom('order_package')
      .select(['package_id', 'package_name', 'delivery_type', 'express_company_name', 'delivery_no', 'delivery_time'])
      .where('order_id', '=', orderId)
      .where('member_id', '=', memberId)
      .orderBy('package_id')
      .execute(),
  ])
  const open = refundable(o)
  return {
    ...orderHead(o),
    order_from: o.order_from,
    order_from_name: o.order_from_name,
    delivery_type: o.delivery_type,
    delivery_type_name: o.delivery_type_name,
    promotion_type_name: o.promotion_type_name, // 秒杀, 团购, 组合套餐, 专题活动 or '' (issue 12)
    create_time: o.create_time,
    pay_status: o.pay_status,
    pay_type: o.pay_type,
    pay_type_name: o.pay_type_name,
    pay_time: o.pay_time,
    close_time: o.close_time,
    delivery_time: o.delivery_time,
    sign_time: o.sign_time,
    finish_time: o.finish_time,
    auto_receive_time: o.order_status === ORDER.shipped ? o.auto_receive_time : 0,
    is_extend_take_delivery: o.is_extend_take_delivery,
    evaluate_close_time: o.evaluate_close_time,
    buyer_message: o.buyer_message,
    buyer_ask_delivery_time: o.buyer_ask_delivery_time,
    // consignee
    name: o.name,
    mobile: o.mobile,
    telephone: o.telephone,
    full_address: o.full_address,
    address: o.address,
    // money
    goods_money: yuan(o.goods_money),
    delivery_money: yuan(o.delivery_money),
    invoice_money: yuan(o.invoice_money),
    adjust_money: yuan(o.adjust_money),
    promotion_money: yuan(o.promotion_money),
    coupon_money: yuan(o.coupon_money),
    platform_coupon_money: yuan(o.platform_coupon_money),
    balance_money: yuan(o.balance_money),
    pay_money: yuan(o.pay_money),
    order_money: yuan(o.order_money),
    refund_money: yuan(o.refund_money),
    // flags
    is_enable_refund: open ? 1 : 0,
    is_evaluate: o.is_evaluate,
    evaluate_status: o.evaluate_status,
    // pickup orders
    delivery_code: o.order_type === 2 ? o.delivery_code : '',
    pickup: o.order_type === 2 && o.delivery_code ? verifyQrPath(o.delivery_code) : '',
    delivery_store_id: o.delivery_store_id,
    delivery_store_name: o.delivery_store_name,
    delivery_store_info: o.delivery_store_info,
    pickup_ready_time: o.pickup_ready_time,
    // virtual orders (`is_veirfy` is the reference's spelling)
    virtual_code: o.order_type === 4 ? o.virtual_code : '',
    virtual_goods:
      o.order_type === 4
        ? { virtual_code: o.virtual_code, is_veirfy: code?.is_verify ?? 0, verify_time: code?.verify_time ?? 0, verifier_name: code?.verifier_name ?? '' }
        : null,
    is_verify: code?.is_verify ?? 0,
    verify_time: code?.verify_time ?? 0,
    /** the shipped packages: carrier and tracking number of each (the trace itself is /api/order/package) */
    package_list: packages,
    /** what the order's 满减送 rule promised besides the discount, and whether it was granted (issue 12), or null */
    promotion_reward: reward,
    order_goods: lines.map((g) => ({
      order_goods_id: g.order_goods_id,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      site_id: g.site_id,
      sku_name: g.sku_name,
      sku_image: g.sku_image,
      sku_no: g.sku_no,
      price: yuan(g.price),
      num: g.num,
      goods_money: yuan(g.goods_money || g.price * g.num),
      real_goods_money: yuan(g.real_goods_money || g.price * g.num),
      refund_status: g.refund_status,
      refund_status_name: REFUND_STATUS_NAMES[g.refund_status] ?? '',
      refund_no: g.refund_no,
      refund_apply_money: yuan(g.refund_apply_money),
      /** a 满减送 gift (price 0): not refunded on its own */
      is_gift: g.is_gift,
      refund_action: refundActions(g.refund_status, open && g.is_gift === 0),
      complain_action: complainable(g.refund_status, o.order_status, g.complain_status) ? 1 : 0,
      complain_status: g.complain_status ?? 0,
      evaluate_status: g.is_evaluate_line,
    })),
  }
}
