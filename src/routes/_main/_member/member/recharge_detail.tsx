import { createFileRoute, Navigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { RechargeDetailPage } from '../../../../features/account/wallet/recharge-detail-page.tsx'
import { idSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: /member/recharge_detail?id=<recharge_id>; without one, the package list
export const Route = createFileRoute('/_main/_member/member/recharge_detail')({
  staticData: { title: msg`充值详情` },
  validateSearch: idSearch,
  component: function RechargeDetailRoute() {
    const { id } = Route.useSearch()
    // without an id (in the component, not beforeLoad: the route tree is first-load code)
    if (!id) return <Navigate to="/member/recharge_list" replace />
    return <RechargeDetailPage key={id} id={id} />
  },
})
