import { queryOptions } from '@tanstack/react-query'
import { memberKey } from '../../../api/member-scope.ts'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'

// The coupon centre's lists (reference §2.7, §7.5): shop coupons (coupon addon) and platform coupons
// (platformcoupon addon). Member-scoped: for a member the answer may say what they already hold.

export interface ShopCouponType {
  coupon_type_id: number
  /** 'reward' = fixed money off, 'discount' = a percentage (折) */
  type: 'reward' | 'discount'
  site_id: number
  site_name: string
  coupon_name: string
  money: string
  /** e.g. '9.00' = 9折 */
  discount: string
  /** cap of a discount coupon, '0.00' = none */
  discount_limit?: string
  /** per-member limit, 0 = no limit */
  max_fetch: number
  at_least: string
  end_time: number
  image?: string
  /** 0 = fixed end date, 1 = fixed_term days after receipt */
  validity_type: number
  fixed_term: number
  status?: number
  /** 1 = all goods, 2 = specified goods */
  goods_type: number
  /** how many were issued (0 = unlimited) and how many are gone */
  count?: number
  lead_count?: number
  /** for a member: how many they hold of this type */
  received_num?: number
}

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

export const COUPON_PAGE_SIZE = 9 // the coupon centre shows 9 a page (reference §2.7)

export const couponKey = memberKey('coupon')

/** /coupon/api/coupon/typepagelists */
export const shopCouponTypesQuery = (page: number, siteId?: number) =>
  queryOptions({
    queryKey: [...couponKey, 'shop-types', page, siteId ?? 0] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<ShopCouponType>>('/coupon/api/coupon/typepagelists', { page, page_size: COUPON_PAGE_SIZE, ...(siteId ? { site_id: siteId } : {}) }, { signal }),
  })

/** /platformcoupon/api/platformcoupon/typepagelists */
export const platformCouponTypesQuery = (page: number, pageSize = COUPON_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...couponKey, 'platform-types', page, pageSize] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<PlatformCouponType>>('/platformcoupon/api/platformcoupon/typepagelists', { page, page_size: pageSize }, { signal }),
  })
