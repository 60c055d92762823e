import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AddressDialog } from '../../../features/address/address-dialog.tsx'
import { NothingToConfirm, PaymentPage } from '../../../features/checkout/payment/payment-page.tsx'
import { loadCatalogs } from '../../../lib/i18n.ts'
import { getOrderCreateData } from '../../../lib/order-create-data.ts'
import { ORDER_TYPES } from '../../../lib/order-types.ts'
import { field, searchSchema } from '../../../../domain/search-schema.ts'

// /payment (order confirm, reference §1.3 待付款订单, §3): the create-order data of the order type
// (normal by default; the promotion pages pass theirs) comes from local storage.
export const Route = createFileRoute('/_main/_member/payment')({
  staticData: { title: msg`待付款订单` },
  validateSearch: searchSchema({ type: field.oneOf(ORDER_TYPES) }),
  beforeLoad: () => loadCatalogs('checkout'),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { type = 'normal' } = Route.useSearch()
  // read once per visit: create clears it, and the page keeps showing what it was opened with
  const goods = getOrderCreateData(type)
  if (!goods) return <NothingToConfirm />
  return <PaymentPage key={JSON.stringify(goods)} type={type} goods={goods} AddressDialog={AddressDialog} />
}
