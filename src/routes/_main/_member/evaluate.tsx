import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { evaluateInfoQuery } from '../../../features/order/api/get-evaluate-info.ts'
import { EvaluatePage } from '../../../features/order/evaluate/evaluate-page.tsx'
import { orderIdSearch } from './member/-components/order-search.ts'
import { orderPage } from './member/-components/order-route.tsx'

// reference §1.3 / §3.5 Review: /evaluate?order_id= (member layout without the sidebar)
export const Route = createFileRoute('/_main/_member/evaluate')({
  staticData: { title: msg`订单评价` },
  validateSearch: orderIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(evaluateInfoQuery(deps.orderId)),
  component: function EvaluateRoute() {
    const { order_id } = Route.useSearch()
    return (
      <div style={{ padding: '16px 0 40px' }}>
        <EvaluatePage key={order_id} orderId={order_id} />
      </div>
    )
  },
})
