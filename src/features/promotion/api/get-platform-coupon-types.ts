import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'
import { COUPON_PAGE_SIZE, couponKey } from './coupon.ts'

// The coupon centre's lists (reference §2.7, §7.5): shop coupons (coupon addon) and platform coupons
// (platformcoupon addon). Member-scoped: for a member the answer may say what they already hold.

export interface PlatformCouponType {
  platformcoupon_type_id: number
  platformcoupon_name: string
  money: string
  at_least: string
  end_time: number
  validity_type: number
  fixed_term: number
  /** 1 = all shops, 2 = shop groups */
  use_scenario: number
  max_fetch?: number
  count?: number
  lead_count?: number
  received_num?: number
}

/** /platformcoupon/api/platformcoupon/typepagelists */
export const platformCouponTypesQuery = (page: number, pageSize = COUPON_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...couponKey, 'platform-types', page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<PlatformCouponType>>('/platformcoupon/api/platformcoupon/typepagelists', { page, page_size: pageSize }, { signal }),
  })
