import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { FootprintPage } from '../../../../features/account/favourites/footprint-page.tsx'
import { pageSearch } from './-components/account-search.ts'

// reference §1.3 / §6.6: browsing history
export const Route = createFileRoute('/_main/_member/member/footprint')({
  staticData: { title: msg`我的足迹` },
  validateSearch: pageSearch,
  component: function FootprintRoute() {
    const { page = 1 } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <FootprintPage page={page} onPage={(p) => void navigate({ search: { page: p } })} />
  },
})
