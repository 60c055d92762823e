import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { orderListQuery, ORDER_TABS } from '../../../../api/order/get-order-list.ts'
import { orderNumQuery } from '../../../../api/order/get-order-num.ts'
import { OrderListPage } from '../../../../features/order/list/order-list-page.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { field, searchSchema } from '../../../../lib/search-schema.ts'
import { Loading } from '../../../../ui/states.tsx'
import { MemberHomeError } from './-components/member-home-error.tsx'

const orderListSearch = searchSchema({ status: field.withDefault(field.oneOf(ORDER_TABS), 'all'), page: field.withDefault(field.int(1, 10_000), 1) })

// reference §1.3 / §3.5: the member's orders by tab (?status=waitpay…), paged
export const Route = createFileRoute('/_main/_member/member/order_list')({
  staticData: { title: msg`订单列表` },
  validateSearch: orderListSearch,
  beforeLoad: () => loadCatalogs('order'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(orderNumQuery()), queryClient.prefetchQuery(orderListQuery(deps.status, deps.page))]),
  pendingComponent: () => <Loading />,
  errorComponent: MemberHomeError,
  component: function OrderListRoute() {
    const { status, page } = Route.useSearch()
    return <OrderListPage status={status} page={page} />
  },
})
