import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PromotionPaymentRoute } from '../-components/promotion-payment.tsx'
import { loadCatalogs } from '../../../../lib/i18n.ts'

// /promotion/topic_payment (reference §1.3 待付款订单, §3.2): the order-confirm page with the topic endpoints
export const Route = createFileRoute('/_main/_member/promotion/topic_payment')({
  staticData: { title: msg`待付款订单` },
  beforeLoad: () => loadCatalogs('checkout'),
  component: () => <PromotionPaymentRoute type="topic" />,
})
