import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderListQuery } from '../../../../api/order/get-order-list.ts'
import { orderNumQuery } from '../../../../api/order/get-order-num.ts'
import { OrderListPage } from '../../../../features/order/list/order-list-page.tsx'
import { orderPage } from './-components/order-route.tsx'
import { orderListSearch } from './-components/order-search.ts'

// reference §1.3 / §3.5: the member's orders by tab (?status=waitpay…), paged
export const Route = createFileRoute('/_main/_member/member/order_list')({
  staticData: { title: msg`订单列表` },
  validateSearch: orderListSearch,
  ...orderPage,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(orderNumQuery()), queryClient.prefetchQuery(orderListQuery(deps.status, deps.page))]),
  component: function OrderListRoute() {
    const { status, page } = Route.useSearch()
    return <OrderListPage status={status} page={page} />
  },
})
