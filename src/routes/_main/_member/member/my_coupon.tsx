import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { CouponState } from '../../../../features/account/api/my-coupon.ts'
import { MyCouponPage } from '../../../../features/account/points/my-coupon-page.tsx'
import { field, searchSchema } from '../../../../../domain/search-schema.ts'

// reference §1.3 / §7.5: my coupons — ?source=shop|platform&state=1|2|3&page=
const couponSearch = searchSchema({ source: field.oneOf(['shop', 'platform'] as const), state: field.int(1, 3), page: field.int(1, 100_000) })

export const Route = createFileRoute('/_main/_member/member/my_coupon')({
  staticData: { title: msg`我的优惠券` },
  validateSearch: couponSearch,
  component: function MyCouponRoute() {
    const { source = 'shop', state = 1, page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <MyCouponPage source={source} state={state as CouponState} page={page} onPage={(p) => void navigate({ search: { source, state, page: p } })} />
  },
})
