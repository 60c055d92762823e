import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'
import { type CouponState, MY_COUPON_PAGE_SIZE } from './my-coupon.ts'

// My coupons (reference §7.5): shop coupons (couponsource 1) and platform coupons (2), each by state
// 1 unused, 2 used, 3 expired; page_size 9 like the reference.

export interface ShopCoupon {
  coupon_id: number
  coupon_type_id: number
  coupon_name: string
  /** reward: money off; discount: `discount` 折 (capped by discount_limit) */
  type: 'reward' | 'discount' | string
  money: string
  discount: string | number
  discount_limit?: string
  at_least: string
  state: number
  site_id: number
  site_name: string
  /** 1 = all the shop's goods, 2 = the listed goods */
  goods_type: number
  fetch_time: number
  use_time: number
  end_time: number
  order_no?: string
}

export const shopCouponsQuery = (state: CouponState, page: number) =>
  queryOptions({
    queryKey: memberKey('coupon', 'memberpage', 'shop', state, page),
    queryFn: () => requestData<Paged<ShopCoupon>>('/coupon/api/coupon/memberpage', { state, page, page_size: MY_COUPON_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
