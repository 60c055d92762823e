import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PointPage } from '../../../../features/account/points/point-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.5: the points and their ledger
export const Route = createFileRoute('/_main/_member/member/my_point')({
  staticData: { title: msg`我的积分` },
  validateSearch: pageSearch,
  component: function PointRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <PointPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
