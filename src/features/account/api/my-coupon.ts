// My coupons (reference §7.5): shop coupons (couponsource 1) and platform coupons (2), each by state
// 1 unused, 2 used, 3 expired; page_size 9 like the reference.

export type CouponSource = 'shop' | 'platform'

export type CouponState = 1 | 2 | 3

export const MY_COUPON_PAGE_SIZE = 9
