import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundDetailQuery } from '../../../../features/order/api/get-refund-detail.ts'
import { RefundDetailPage } from '../../../../features/order/refund/refund-detail-page.tsx'
import { orderGoodsIdSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'

// reference §1.3 / §3.6: one line's refund: status, log, return tracking, cancel (?order_goods_id=)
export const Route = createFileRoute('/_main/_member/member/refund_detail')({
  staticData: { title: msg`退款详情` },
  validateSearch: orderGoodsIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ id: search.order_goods_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(refundDetailQuery(deps.id)),
  component: function RouteRefundDetailPage() {
    const { order_goods_id } = Route.useSearch()
    return <RefundDetailPage key={order_goods_id} orderGoodsId={order_goods_id} />
  },
})
