import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { rechargePackageQuery } from '../../../../api/recharge/recharge.ts'
import { RechargeDetailPage } from '../../../../features/account/wallet/recharge-detail-page.tsx'
import { idSearch } from './-components/account-search.ts'

// reference §1.3 / §6.4: /member/recharge_detail?id=<recharge_id>; without one, the package list
export const Route = createFileRoute('/_main/_member/member/recharge_detail')({
  staticData: { title: msg`充值详情` },
  validateSearch: idSearch,
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/member/recharge_list', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: ({ context: { queryClient }, deps: { id } }) => Promise.allSettled([queryClient.ensureQueryData(rechargePackageQuery(id))]),
  component: function RechargeDetailRoute() {
    const { id = 0 } = Route.useSearch()
    return <RechargeDetailPage key={id} id={id} />
  },
})
