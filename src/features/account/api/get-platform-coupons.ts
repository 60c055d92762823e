import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import { memberKey } from '../../../api/member-scope.ts'
import type { Paged } from './paged.ts'
import { type CouponState, MY_COUPON_PAGE_SIZE } from './my-coupon.ts'

// My coupons (reference §7.5): shop coupons (couponsource 1) and platform coupons (2), each by state
// 1 unused, 2 used, 3 expired; page_size 9 like the reference.

export interface PlatformCoupon {
  platformcoupon_id: number
  platformcoupon_type_id: number
  platformcoupon_name: string
  money: string
  at_least: string
  state: number
  /** 1 = every shop, 2 = some shop groups */
  use_scenario: number
  fetch_time: number
  use_time: number
  end_time: number
  order_no?: string
}

export const platformCouponsQuery = (state: CouponState, page: number) =>
  queryOptions({
    queryKey: memberKey('coupon', 'memberpage', 'platform', state, page),
    queryFn: () =>
      requestData<Paged<PlatformCoupon>>('/platformcoupon/api/platformcoupon/memberpage', { state, page, page_size: MY_COUPON_PAGE_SIZE }, { forceLogin: true }),
    placeholderData: keepPreviousData,
  })
