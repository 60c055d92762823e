import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { AddressDialog } from '../../../../features/address/address-dialog.tsx'
import { NothingToConfirm, PaymentPage } from '../../../../features/checkout/payment/payment-page.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'
import { getOrderCreateData } from '../../../../lib/order-create-data.ts'

const PROMOTION_TYPES = ['seckill', 'groupbuy', 'combo', 'topic'] as const
type PromotionType = (typeof PROMOTION_TYPES)[number]

// /promotion/seckill_payment, groupbuy_payment, combo_payment, topic_payment (reference §1.3
// 待付款订单, §3.2): the checkout confirm page with that type's endpoints and stored create-order
// data. One route for the four (each route costs the first load its entry in the route tree).
export const Route = createFileRoute('/_main/_member/promotion/{$type}_payment')({
  staticData: { title: msg`待付款订单` },
  params: {
    parse: ({ type }): { type: PromotionType } => {
      if (!(PROMOTION_TYPES as readonly string[]).includes(type)) throw notFound()
      return { type: type as PromotionType }
    },
    stringify: ({ type }) => ({ type }),
  },
  beforeLoad: () => loadCatalogs('checkout'),
  component: PromotionPayment,
})

function PromotionPayment() {
  const { type } = Route.useParams()
  // read once per visit: create clears it
  const goods = getOrderCreateData(type)
  if (!goods) return <NothingToConfirm />
  return <PaymentPage key={`${type}:${JSON.stringify(goods)}`} type={type} goods={goods} AddressDialog={AddressDialog} />
}
