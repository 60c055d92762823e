import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { WithdrawalPage } from '../../../../features/account/wallet/withdrawal-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: the withdrawal records
export const Route = createFileRoute('/_main/_member/member/withdrawal')({
  staticData: { title: msg`提现记录` },
  validateSearch: pageSearch,
  component: function WithdrawalRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <WithdrawalPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
