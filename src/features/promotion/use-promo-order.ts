import { useNavigate } from '@tanstack/react-router'
import { setOrderCreateData, type OrderCreateDataOf } from '../../lib/order-create-data.ts'

type PromoType = 'seckill' | 'groupbuy' | 'combo' | 'topic'

/** each promotion's order-confirm route (the checkout confirm page with that type's endpoints) */
const PAYMENT_ROUTE = {
  seckill: '/promotion/seckill_payment',
  groupbuy: '/promotion/groupbuy_payment',
  combo: '/promotion/combo_payment',
  topic: '/promotion/topic_payment',
} as const

/**
 * Buy from a promotion (reference §3.1): a visitor goes to the login page first (and comes back);
 * a member's goods params are stored as that type's create-order data and the confirm page opens.
 */
export function usePromoOrder(loggedIn: boolean, onNeedLogin: () => void) {
  const navigate = useNavigate()
  return <T extends PromoType>(type: T, data: OrderCreateDataOf[T]) => {
    if (!loggedIn) {
      onNeedLogin()
      return
    }
    setOrderCreateData(type, data)
    void navigate({ to: PAYMENT_ROUTE[type] })
  }
}
