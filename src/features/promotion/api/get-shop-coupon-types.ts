import { queryOptions } from '@tanstack/react-query'
import { requestData } from '../../../lib/request.ts'
import type { Paged } from './types.ts'
import { COUPON_PAGE_SIZE, couponKey } from './coupon.ts'

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

/** /coupon/api/coupon/typepagelists */
export const shopCouponTypesQuery = (page: number, siteId?: number) =>
  queryOptions({
    queryKey: [...couponKey, 'shop-types', page, siteId ?? 0] as const,
    queryFn: ({ signal }) =>
      requestData<Paged<ShopCouponType>>('/coupon/api/coupon/typepagelists', { page, page_size: COUPON_PAGE_SIZE, ...(siteId ? { site_id: siteId } : {}) }, { signal }),
  })
