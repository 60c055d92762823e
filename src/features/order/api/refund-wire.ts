// The refund and complaint wire shapes (reference §3.6).

export interface RefundActionWire {
  event: string
  title: string
  color?: string
}

/** where a refund's money goes (ours, `refund_to`): a balance bucket or the account the order was paid with */
export interface RefundDestinationWire {
  /** balance (不可提现), balance_money (可提现) or gateway */
  source: string
  amount: string
}

/** /api/orderrefund/refundData */
export interface RefundDataWire {
  order_goods_info: {
    order_goods_id: number
    order_id?: number
    sku_name: string
    sku_image: string
    price?: string
    num: number
    goods_money: string
    refund_status?: number
    site_name?: string
  }
  refund_money: string
  /** where the money would go back */
  refund_to?: RefundDestinationWire[]
  /** 1 money only, 2 return and refund */
  refund_type: number[]
  refund_reason_type: string[]
  /** when re-applying: the refused application */
  refund_reason?: string
  refund_remark?: string
}

export interface RefundLogWire {
  action: string
  /** 1 buyer, 2 seller (else platform) */
  action_way: number
  action_time: number
  desc?: string
  username?: string
}

/** /api/orderrefund/detail */
export interface RefundDetailWire {
  order_goods_id: number
  order_id?: number
  refund_status: number
  refund_status_name: string
  refund_no: string
  refund_type: number
  refund_reason: string
  refund_remark?: string
  refund_apply_money: string
  refund_real_money?: string
  refund_action_time: number
  refund_time: number
  sku_name: string
  sku_image?: string
  num: number
  price?: string
  site_name?: string
  shop_address?: string
  shop_contacts?: string
  shop_mobile?: string
  refund_delivery_name?: string
  refund_delivery_no?: string
  refund_refuse_reason?: string
  refund_action: RefundActionWire[]
  complain_action: number
  refund_log_list: RefundLogWire[]
  /** where the money went (refunded) or will go back */
  refund_to?: RefundDestinationWire[]
}

/** a row of /api/orderrefund/lists */
export interface RefundRowWire {
  order_goods_id: number
  order_id?: number
  order_no?: string
  refund_no: string
  site_name: string
  sku_name: string
  sku_image: string
  num?: number
  refund_apply_money: string
  refund_type: number
  refund_status: number
  refund_status_name: string
  refund_action_time: number
  refund_action: RefundActionWire[]
}

/** /api/ordercomplain/detail */
export interface ComplainDetailWire {
  order_goods_id: number
  /** 1 applied, 2 finished, -1 refused by the platform, 0 cancelled; absent when none yet */
  complain_status?: number
  complain_status_name?: string
  complain_no?: string
  complain_reason?: string
  complain_remark?: string
  complain_apply_time?: number
  complain_time?: number
  platform_remark?: string
  sku_name: string
  sku_image: string
  num: number
  price?: string
  refund_apply_money?: string
  refund_status?: number
  refund_status_name?: string
  site_name?: string
  complain_reason_type?: string[]
  /** 0 when there is none yet */
  complain_id?: number
  /** 1: a complaint may be made now (again after a cancel or a refusal) */
  complain_action?: number
  /** 1: the open complaint may be cancelled */
  complain_cancel?: number
  refund_refuse_reason?: string
}
