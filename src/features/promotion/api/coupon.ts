import { memberKey } from '../../../api/member-scope.ts'

// The coupon centre's lists (reference §2.7, §7.5): shop coupons (coupon addon) and platform coupons
// (platformcoupon addon). Member-scoped: for a member the answer may say what they already hold.

export const COUPON_PAGE_SIZE = 9

 // the coupon centre shows 9 a page (reference §2.7)

export const couponKey = memberKey('coupon')
