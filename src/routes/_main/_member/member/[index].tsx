import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { memberDetailQuery } from '../../../../api/member/get-member-detail.ts'
import { MemberHome } from '../../../../features/member/components/member-home.tsx'
import { orderNumQuery } from '../../../../api/order/get-order-num.ts'
import { couponNumQuery } from '../../../../features/member/api/get-coupon-num.ts'
import { memberLevelsQuery } from '../../../../api/member/get-member-levels.ts'
import { MemberHomeSkeleton } from './-components/member-home-skeleton.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

export const Route = createFileRoute('/_main/_member/member/index')({
  staticData: { title: msg`会员中心` },
  // the four calls go out together
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(memberDetailQuery()),
      queryClient.ensureQueryData(orderNumQuery()),
      queryClient.ensureQueryData(couponNumQuery()),
      queryClient.ensureQueryData(memberLevelsQuery()),
    ]),
  pendingComponent: MemberHomeSkeleton,
  errorComponent: MemberHomeError,
  component: MemberIndexPage,
})

function MemberIndexPage() {
  const { data: member } = useSuspenseQuery(memberDetailQuery())
  return <MemberHome member={member} />
}
