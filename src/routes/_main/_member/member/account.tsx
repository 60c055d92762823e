import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { BalancePage } from '../../../../features/account/wallet/balance-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: the balance (menu label 账户余额) and its ledger
export const Route = createFileRoute('/_main/_member/member/account')({
  staticData: { title: msg`账户余额` },
  validateSearch: pageSearch,
  component: function AccountRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <BalancePage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
