import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderDetailQuery } from '../../../../features/order/api/get-order-detail.ts'
import { OrderDetailPage } from '../../../../features/order/detail/order-detail-page.tsx'
import { orderIdSearch } from './-components/order-search.ts'
import { orderPage } from './-components/order-route.tsx'
import { contactShop } from '../../../../features/order/detail/contact-shop.tsx'

// reference §1.3 / §3.5: the detail of one order (?order_id=), express delivery
export const Route = createFileRoute('/_main/_member/member/order_detail')({
  staticData: { title: msg`订单详情` },
  validateSearch: orderIdSearch,
  ...orderPage,
  loaderDeps: ({ search }) => ({ orderId: search.order_id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(orderDetailQuery(deps.orderId)),
  component: function OrderDetailRoute() {
    const { order_id } = Route.useSearch()
    return <OrderDetailPage key={order_id} orderId={order_id} kind="express" contactShopSlot={contactShop} />
  },
})
