import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { complainDetailQuery } from '../../../../features/order/api/get-complain-detail.ts'
import { ComplainPage } from '../../../../features/order/refund/complain-page.tsx'
import { orderGoodsIdSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §3.6: platform arbitration of a refund (?order_goods_id=)
export const Route = createFileRoute('/_main/_member/member/complain')({
  staticData: { title: msg`平台维权` },
  validateSearch: orderGoodsIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ id: search.order_goods_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(complainDetailQuery(deps.id)),
  component: function RouteComplainPage() {
    const { order_goods_id } = Route.useSearch()
    return <ComplainPage key={order_goods_id} orderGoodsId={order_goods_id} />
  },
})
