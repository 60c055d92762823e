import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { addToCartMutation } from '../../api/cart/cart-writes.ts'
import { setOrderCreateData } from '../../lib/order-create-data.ts'
import { toast } from '../../ui/toast.ts'
import { cartFailure } from './cart-notice.ts'

// The goods page's 加入购物车 and 立即购买 (reference §2.4) for a logged-in member: add through
// cart/add (the cart count and a running cart panel follow through cartKey and the mutation cache);
// buy now stores {sku_id, num} as the normal create-order data and goes to the order-confirm page.

export interface PurchaseSku {
  sku_id: number
  site_id: number
}

export function usePurchase(goToPayment: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const add = useMutation(addToCartMutation(queryClient))
  return {
    adding: add.isPending,
    onAddToCart: (sku: PurchaseSku, num: number) => {
      if (num <= 0) return toast.warning(t`购买数量不能为0`)
      add.mutate(
        { site_id: sku.site_id, sku_id: sku.sku_id, num },
        {
          onSuccess: (cartId) => (cartId > 0 ? toast.success(t`加入购物车成功`) : toast.error(t`加入购物车失败`)),
          onError: (error) => toast.error(cartFailure(error, t, t`加入购物车失败`)),
        },
      )
    },
    onBuyNow: (sku: PurchaseSku, num: number) => {
      if (num <= 0) return toast.warning(t`购买数量不能为0`)
      setOrderCreateData('normal', { sku_id: sku.sku_id, num })
      goToPayment()
    },
  }
}
