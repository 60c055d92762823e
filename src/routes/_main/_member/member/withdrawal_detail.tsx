import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { withdrawDetailQuery } from '../../../../api/withdraw/withdraw.ts'
import { WithdrawalDetailPage } from '../../../../features/account/wallet/withdrawal-detail-page.tsx'
import { idSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: /member/withdrawal_detail?id=; without one, the records
export const Route = createFileRoute('/_main/_member/member/withdrawal_detail')({
  staticData: { title: msg`提现详情` },
  validateSearch: idSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/member/withdrawal', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context: { queryClient }, deps: { id } }) => Promise.allSettled([queryClient.ensureQueryData(withdrawDetailQuery(id))]),
  component: function WithdrawalDetailRoute() {
    const { id = 0 } = Route.useSearch()
    return <WithdrawalDetailPage key={id} id={id} />
  },
})
