import type { OrderFacts } from '../../../machines/order/order.machine.ts'
import { toFen } from '../../../domain/money.ts'
import { ORDER_TYPE } from '../../../domain/order-rules.ts'

// The order's wire shapes (reference §3.5): a row of /api/order/lists and /api/order/detail.

/** a buyer action: action[] of a row or the detail */
export interface OrderActionWire {
  action: string
  title: string
  color?: string
}

export interface OrderGoodsWire {
  order_goods_id: number
  order_id?: number
  goods_id: number
  sku_id: number
  sku_name: string
  sku_image: string
  sku_spec_format?: unknown
  price: string
  num: number
  goods_money?: string
  /** reference §3.6 refund_status (0 none) */
  refund_status: number
  refund_status_name?: string
  refund_action?: Array<{ event: string; title: string; color?: string }>
  /** 0/1: the platform-arbitration button */
  complain_action?: number
  /** 1: a 满减送 gift at price 0 (not refunded on its own) */
  is_gift?: number
}

/**
 * What the order's 满减送 rule promised besides the discount (issue 12, reference §7.6): points and a
 * coupon granted when the order completes, a gift shipped with it while stock lasts.
 */
export interface OrderRewardWire {
  manjian_name: string
  point: number
  coupon_name: string
  /** 0 not yet (or none), 1 issued (coupon_id), -1 none were left to issue */
  coupon_state: number
  coupon_id: number
  present_name: string
  present_num: number
  /** 0 no gift, 1 in the order, -1 none were left (赠完即止) */
  present_state: number
  /** 0 granted on completion, 1 granted, -1 forfeited (refunds below the threshold), -2 the order closed first */
  state: number
  grant_time: number
}

/** a shipped package of the order detail */
export interface OrderPackageWire {
  package_id: number
  package_name: string
  delivery_type?: string
  express_company_name: string
  delivery_no: string
  delivery_time: number
}

export interface OrderRowWire {
  order_id: number
  order_no: string
  out_trade_no?: string
  create_time: number
  site_id: number
  site_name: string
  order_type: number
  order_type_name: string
  order_status: number
  order_status_name: string
  /** the online part (0.00 when the balance paid it all) */
  pay_money: string
  /** the balance part */
  balance_money?: string
  order_money?: string
  delivery_money?: string
  adjust_money: string
  is_evaluate: number
  evaluate_status: number
  action: OrderActionWire[]
  order_goods: OrderGoodsWire[]
}

export interface OrderDetailWire extends OrderRowWire {
  delivery_type_name?: string
  close_time?: number
  pay_status: number
  pay_type_name?: string
  pay_time?: number
  promotion_type_name?: string
  buyer_message?: string
  name?: string
  mobile?: string
  full_address?: string
  address?: string
  goods_money: string
  delivery_money: string
  invoice_money?: string
  promotion_money?: string
  coupon_money?: string
  platform_coupon_money?: string
  is_enable_refund?: number
  // pickup
  delivery_code?: string
  /** the pickup QR image path */
  pickup?: string
  delivery_store_name?: string
  /** JSON text {open_date, telphone, full_address} */
  delivery_store_info?: string
  // local delivery
  buyer_ask_delivery_time?: string | number
  /** the shipped packages: carrier and tracking number (ours; the trace is /api/order/package) */
  package_list?: OrderPackageWire[]
  /** the 满减送 rewards of the order, or null */
  promotion_reward?: OrderRewardWire | null
  // virtual
  virtual_code?: string
  /** the wire's spelling (reference §3.5: is_veirfy, sic) */
  virtual_goods?: { is_veirfy?: number; is_verify?: number; verify_time?: number; expire_time?: number } | null
}

/** what the buyer paid (or owes) for the order, in fen: the online part and the balance part together */
export const paidFen = (order: Pick<OrderRowWire, 'pay_money' | 'balance_money'>): number => toFen(order.pay_money) + toFen(order.balance_money ?? '0')

/** what the order machine needs of a row or the detail */
export function orderFacts(order: OrderRowWire): OrderFacts {
  return {
    orderId: order.order_id,
    orderType: order.order_type,
    status: order.order_status,
    actions: (order.action ?? []).map((a) => a.action),
    isEvaluate: order.is_evaluate,
    evaluateStatus: order.evaluate_status,
    adjustFen: toFen(order.adjust_money),
  }
}

/** the detail route of an order type (reference §1.3: the list's 订单详情 picks it) */
export function detailPath(orderType: number) {
  switch (orderType) {
    case ORDER_TYPE.pickup:
      return '/member/order_detail_pickup' as const
    case ORDER_TYPE.local:
      return '/member/order_detail_local_delivery' as const
    case ORDER_TYPE.virtual:
      return '/member/order_detail_virtual' as const
    default:
      return '/member/order_detail' as const
  }
}
