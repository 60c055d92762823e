import { type PromoShop, type PromoSku, type Timed } from './types.ts'

// /groupbuy/api/goods/detail {id} and, on a spec switch, /groupbuy/api/goods/info {sku_id, id}
// (reference §7.2): the group buy with its minimum quantity (buy_num) and window.

export interface GroupbuySku extends PromoSku {
  groupbuy_id: number
  groupbuy_price: string
  /** the minimum purchase quantity: the quantity starts at it and never goes below */
  buy_num: number
  start_time: number
  end_time: number
  sell_num?: number
  /** 1 not started, 2 in progress, 3 ended */
  status: number
}

export type GroupbuyDetail = { goods_sku_detail: GroupbuySku; shop_info: PromoShop | null } & Timed
