import { AddressDialog } from '../../../../features/address/address-dialog.tsx'
import { NothingToConfirm, PaymentPage } from '../../../../features/checkout/payment/payment-page.tsx'
import { getOrderCreateData, type OrderType } from '../../../../lib/order-create-data.ts'

/**
 * A promotion's order-confirm page: the checkout confirm page fed with that type's stored goods
 * params and endpoints (`/seckill/api/ordercreate/*`…). Read once per visit: create clears it.
 */
export function PromotionPaymentRoute({ type }: { type: Exclude<OrderType, 'normal'> }) {
  const goods = getOrderCreateData(type)
  if (!goods) return <NothingToConfirm />
  return <PaymentPage key={JSON.stringify(goods)} type={type} goods={goods} AddressDialog={AddressDialog} />
}
