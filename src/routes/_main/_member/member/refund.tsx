import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundDataQuery } from '../../../../features/order/api/get-refund-data.ts'
import { RefundApplyPage } from '../../../../features/order/refund/refund-apply-page.tsx'
import { orderGoodsIdSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §3.6: apply for a refund of one order line (?order_goods_id=)
export const Route = createFileRoute('/_main/_member/member/refund')({
  staticData: { title: msg`申请退款` },
  validateSearch: orderGoodsIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ id: search.order_goods_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(refundDataQuery(deps.id)),
  component: function RouteRefundApplyPage() {
    const { order_goods_id } = Route.useSearch()
    return <RefundApplyPage key={order_goods_id} orderGoodsId={order_goods_id} />
  },
})
