import { requestData } from '../../../lib/request.ts'

// Receive a coupon (reference §2.7, §7.5): limited per member (max_fetch) and by the number issued;
// the server says why not in its message. `is_exist` = the member now holds one.

export type CouponSource = 'shop' | 'platform'

export interface ReceiveInput {
  source: CouponSource
  /** coupon_type_id or platformcoupon_type_id */
  id: number
  site_id?: number
}

export const receiveCoupon = ({ source, id, site_id }: ReceiveInput) =>
  source === 'shop'
    ? requestData<{ is_exist: number }>('/coupon/api/coupon/receive', { coupon_type_id: id, ...(site_id ? { site_id } : {}), get_type: 2 }, { forceLogin: true })
    : requestData<{ is_exist: number }>('/platformcoupon/api/platformcoupon/receive', { platformcoupon_type_id: id }, { forceLogin: true })
