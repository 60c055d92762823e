import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { refundDataQuery } from '../../../../api/refund/refund-queries.ts'
import { RefundApplyPage } from '../../../../features/order/refund/refund-apply-page.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { Loading } from '../../../../ui/states.tsx'
import { orderGoodsIdSearch } from './-components/order-search.ts'
import { MemberHomeError } from './-components/member-home-error.tsx'

// reference §1.3 / §3.6: apply for a refund of one order line (?order_goods_id=)
export const Route = createFileRoute('/_main/_member/member/refund')({
  staticData: { title: msg`申请退款` },
  validateSearch: orderGoodsIdSearch,
  beforeLoad: () => loadCatalogs('order'),
  loaderDeps: ({ search }) => ({ id: search.order_goods_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(refundDataQuery(deps.id)),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function RouteRefundApplyPage() {
    const { order_goods_id } = Route.useSearch()
    return <RefundApplyPage key={order_goods_id} orderGoodsId={order_goods_id} />
  },
})
