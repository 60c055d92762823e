import type { MemberAddress } from '../../../api/address/get-address-page.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { OrderType } from '../../../lib/order-create-data.ts'

// The order-confirm page's wire (reference §3.2–3.3): the endpoints' prefix per order type, the
// answer's types and its key. The operations: get-payment.ts (payment | calculate) and
// create-order.ts. The server keeps nothing between calls, so every calculate re-sends the goods and
// the choices; every amount comes from the server (the client never adds money up itself).

/** the endpoints' prefix per order type (reference §3.2); the promotion pages reuse the page */
const PREFIX: Record<OrderType, string> = {
  normal: '/api/ordercreate',
  seckill: '/seckill/api/ordercreate',
  groupbuy: '/groupbuy/api/ordercreate',
  combo: '/bundling/api/ordercreate',
  topic: '/topic/api/ordercreate',
}

export const orderCreatePath = (type: OrderType, step: 'payment' | 'calculate' | 'create') => `${PREFIX[type]}/${step}`

export type DeliveryKind = 'express' | 'store' | 'local'

export interface PickupStore {
  store_id: number
  store_name: string
  full_address: string
  address: string
  open_date: string
  telphone: string
}

export interface ShopCoupon {
  coupon_id: number
  coupon_name: string
  type: 'reward' | 'discount'
  money: string
  /** 折 with two decimals, e.g. '9.00'; '0.00' for a money-off coupon */
  discount: string
  at_least: string
  end_time: number
}

export interface PlatformCoupon {
  platformcoupon_id: number
  platformcoupon_name: string
  money: string
  at_least: string
  end_time: number
}

export interface PaymentGoods {
  cart_id: number
  sku_id: number
  sku_name: string
  sku_image: string
  sku_spec_format?: unknown
  price: string
  num: number
  goods_money: string
}

export interface LocalInfo {
  time_is_open: number
  /** seconds after midnight */
  start_time: number
  end_time: number
  /** minutes */
  time_interval: number
}

export interface PaymentShop {
  site_id: number
  site_name: string
  goods_list: PaymentGoods[]
  goods_num: number
  goods_money: string
  promotion_money: string
  coupon_id: number
  coupon_money: string
  /** this shop's share of the platform coupon (the server splits it over the shops, order-create/calculate.ts) */
  platform_coupon_money: string
  delivery_money: string
  /** the card's total: goods + delivery − promotion − shop coupon − platform coupon share */
  order_money: string
  pay_money: string
  promotion: { manjian?: ManjianOnOrder[]; freeshipping?: { price: string } }
  coupon_list: ShopCoupon[]
  express_type: Array<{ name: DeliveryKind; title: string; store_id?: number; store_list?: PickupStore[] }>
  local_config: { is_use: number; info: LocalInfo }
  delivery: { delivery_type: DeliveryKind | ''; store_id: number; buyer_ask_delivery_time: string }
}

export interface PaymentData {
  goods_money: string
  delivery_money: string
  coupon_money: string
  platform_coupon_money: string
  platform_coupon_id: number
  invoice_money: string
  promotion_money: string
  order_money: string
  balance_money: string
  pay_money: string
  goods_num: number
  is_virtual: number
  is_balance: number
  member_address: MemberAddress | null
  member_account: { balance_total: string; is_pay_password: number }
  platform_coupon_list: PlatformCoupon[]
  shop_goods_list: Record<string, PaymentShop>
}

/** the types whose order is one shop's: their answers carry that shop itself as shop_goods_list (reference §3.3) */
const ONE_SHOP: ReadonlySet<OrderType> = new Set(['seckill', 'groupbuy', 'combo'])

/** payment / calculate as they come: shops keyed by site id, or the one shop of a single-shop type */
export type PaymentWire = Omit<PaymentData, 'shop_goods_list'> & { shop_goods_list: Record<string, PaymentShop> | PaymentShop }

/** the answer as the confirm page reads it: shops keyed by site id, whatever the type */
export function shopsBySite(type: OrderType, wire: PaymentWire): PaymentData {
  const shops = wire.shop_goods_list
  if (!ONE_SHOP.has(type)) return wire as PaymentData
  const shop = shops as PaymentShop
  return { ...wire, shop_goods_list: { [String(shop.site_id)]: shop } }
}

/** the prefix of the confirm page's answers: an address change invalidates them */
export const orderCreateKey = memberKey('ordercreate')

/** the shop's 满减送 on the confirm page: its name (the shop's words) and the rule the goods reached, or null */
export interface ManjianOnOrder {
  manjian_name: string
  /** 0 thresholds in yuan, 1 in items */
  type: number
  discount_array: {
    /** the server's sentence (in the caller's language) */
    desc: string
    /** the reached rule's threshold: yuan (type 0) or an item count (type 1) */
    rule_money?: string
    discount_money: string
    free_shipping: number
    reward?: ManjianReward | null
  } | null
}

/** what the reached 满减送 rule gives besides the discount: points and coupon on completion, a gift with the order */
export interface ManjianReward {
  point: number
  coupon_name: string
  present_name: string
  present_num: number
  /** 1 the gift comes with the order, 0 none left (赠完即止) */
  present_available: number
}
