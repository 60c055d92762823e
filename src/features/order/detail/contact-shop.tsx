import { Trans } from '@lingui/react/macro'
import { buttonClass } from '../../../ui/button.tsx'
import { openChat } from '../../../lib/chat-requests.ts'

/** 联系客服 on an order: the chat with the order's shop, the order as the pending card */
export function ContactShopButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={onClick}>
      <Trans>联系客服</Trans>
    </button>
  )
}

/** the order detail's contact slot: the chat with that shop, the order as the pending card (issue 10) */
export const contactShop = (order: { site_id: number; site_name: string; order_id: number }) => (
  <ContactShopButton onClick={() => openChat({ siteId: order.site_id, siteName: order.site_name, orderId: order.order_id })} />
)
