import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderPackageQuery } from '../../../../features/order/api/get-order-package.ts'
import { LogisticsPage } from '../../../../features/order/logistics/logistics-page.tsx'
import { orderIdSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §3.5 trace: the order's packages and tracking (?order_id=)
export const Route = createFileRoute('/_main/_member/member/logistics')({
  staticData: { title: msg`查看物流` },
  validateSearch: orderIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(orderPackageQuery(deps.orderId)),
  component: function LogisticsRoute() {
    const { order_id } = Route.useSearch()
    return <LogisticsPage key={order_id} orderId={order_id} />
  },
})
