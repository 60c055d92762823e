import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { RechargeListPage } from '../../../../features/account/wallet/recharge-list-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: the recharge packages
export const Route = createFileRoute('/_main/_member/member/recharge_list')({
  staticData: { title: msg`充值列表` },
  validateSearch: pageSearch,
  component: function RechargeListRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <RechargeListPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
