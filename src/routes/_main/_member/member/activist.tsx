import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundListQuery } from '../../../../features/order/api/get-refund-list.ts'
import { ActivistPage } from '../../../../features/order/refund/activist-page.tsx'
import { pageSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §3.6: the member's refunds (退款/售后), paged
export const Route = createFileRoute('/_main/_member/member/activist')({
  staticData: { title: msg`退款/售后` },
  validateSearch: pageSearch,
  ...orderPage,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(refundListQuery(deps.page)),
  component: function ActivistRoute() {
    const { page } = Route.useSearch()
    return <ActivistPage page={page} />
  },
})
