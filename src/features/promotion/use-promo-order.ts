import { useNavigate } from '@tanstack/react-router'
import { setOrderCreateData, type OrderCreateDataOf } from '../../lib/order-create-data.ts'

type PromoType = 'seckill' | 'groupbuy' | 'combo' | 'topic'

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
    // /promotion/<type>_payment: the checkout confirm page with that type's endpoints
    void navigate({ to: '/promotion/{$type}_payment', params: { type } })
  }
}
