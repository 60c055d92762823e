import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ledgerQuery, pointInfoQuery } from '../../../../api/account/get-account.ts'
import { PointPage } from '../../../../features/account/points/point-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.5: the points and their ledger
export const Route = createFileRoute('/_main/_member/member/my_point')({
  staticData: { title: msg`我的积分` },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps: { page } }) =>
    Promise.allSettled([queryClient.ensureQueryData(pointInfoQuery()), queryClient.ensureQueryData(ledgerQuery('point', page))]),
  component: function PointRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <PointPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
