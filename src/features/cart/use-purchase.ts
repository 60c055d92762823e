import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { addToCartMutation } from './api/add-to-cart.ts'
import { setOrderCreateData } from '../../lib/order-create-data.ts'
import { toast } from '../../ui/toast.ts'
import { cartFailure } from './cart-notice.ts'
import { rememberPurchase, takePurchase, type PurchaseAction } from './pending-purchase.ts'

// The goods page's 加入购物车 and 立即购买 (reference §2.4) for a logged-in member: add through
// cart/add (the cart count and a running cart panel follow through cartKey and the mutation cache);
// buy now stores {sku_id, num} as the normal create-order data and goes to the order-confirm page.
// A visitor's press is remembered (pending-purchase.ts) and finished when the login brings them back.

export interface PurchaseSku {
  sku_id: number
  site_id: number
}

/** a purchase finished after the login: the add on its way, done, or refused (with the server's reason) */
export type ResumedAdd = { state: 'adding' | 'added'; num: number } | { state: 'failed'; num: number; reason: string }

export function usePurchase(goToPayment: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const add = useMutation(addToCartMutation(queryClient))
  const [resumed, setResumed] = useState<ResumedAdd | null>(null)
  const buyNow = (skuId: number, num: number) => {
    setOrderCreateData('normal', { sku_id: skuId, num })
    goToPayment()
  }
  return {
    adding: add.isPending,
    resumed,
    onAddToCart: (sku: PurchaseSku, num: number) => {
      if (num <= 0) return toast.warning(t`购买数量不能为0`)
      setResumed(null)
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
      buyNow(sku.sku_id, num)
    },
    /** logged out: remember what was asked for; the ticket the login's way back carries */
    rememberForLogin: (action: PurchaseAction, sku: PurchaseSku, num: number) => rememberPurchase({ action, skuId: sku.sku_id, siteId: sku.site_id, num }),
    /**
     * back from the login with a ticket: finish the purchase this tab remembered under it (the same
     * sku and quantity) — into the cart, saying so, or on to the order-confirm page. The action
     * finished, or null when the ticket names nothing (a crafted or spent link).
     */
    resume: (ticket: string, skuId: number): PurchaseAction | null => {
      const pending = takePurchase(ticket, skuId)
      if (!pending || pending.num <= 0) return null
      if (pending.action === 'buy') {
        buyNow(pending.skuId, pending.num)
        return 'buy'
      }
      const num = pending.num
      setResumed({ state: 'adding', num })
      add.mutate(
        { site_id: pending.siteId, sku_id: pending.skuId, num },
        {
          onSuccess: (cartId) => setResumed(cartId > 0 ? { state: 'added', num } : { state: 'failed', num, reason: t`加入购物车失败` }),
          onError: (error) => setResumed({ state: 'failed', num, reason: cartFailure(error, t, t`加入购物车失败`) }),
        },
      )
      return 'cart'
    },
  }
}
