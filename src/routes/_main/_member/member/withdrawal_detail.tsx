import { createFileRoute, Navigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { WithdrawalDetailPage } from '../../../../features/account/wallet/withdrawal-detail-page.tsx'
import { idSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: /member/withdrawal_detail?id=; without one, the records
export const Route = createFileRoute('/_main/_member/member/withdrawal_detail')({
  staticData: { title: msg`提现详情` },
  validateSearch: idSearch,
  component: function WithdrawalDetailRoute() {
    const { id } = Route.useSearch()
    // without an id (in the component, not beforeLoad: the route tree is first-load code)
    if (!id) return <Navigate to="/member/withdrawal" replace />
    return <WithdrawalDetailPage key={id} id={id} />
  },
})
