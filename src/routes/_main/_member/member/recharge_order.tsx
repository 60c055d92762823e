import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { RechargeOrderPage } from '../../../../features/account/wallet/recharge-order-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: the member's recharge records
export const Route = createFileRoute('/_main/_member/member/recharge_order')({
  staticData: { title: msg`充值记录` },
  validateSearch: pageSearch,
  component: function RechargeOrderRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <RechargeOrderPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
