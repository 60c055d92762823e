import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundListQuery } from '../../../../api/refund/refund-queries.ts'
import { ActivistPage } from '../../../../features/order/refund/activist-page.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { Loading } from '../../../../ui/states.tsx'
import { pageSearch } from './-components/order-search.ts'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §3.6: the member's refunds (退款/售后), paged
export const Route = createFileRoute('/_main/_member/member/activist')({
  staticData: { title: msg`退款/售后` },
  validateSearch: pageSearch,
  beforeLoad: () => loadCatalogs('order'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(refundListQuery(deps.page)),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function ActivistRoute() {
    const { page } = Route.useSearch()
    return <ActivistPage page={page} />
  },
})
