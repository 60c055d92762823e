import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import type { SkuDetail } from '../api/get-sku-detail.ts'
import * as css from './detail.css.ts'

export interface PurchaseHandlers {
  /** wired by the cart feature; without them a member sees the buttons disabled */
  onAddToCart?: (sku: SkuDetail, num: number) => void
  onBuyNow?: (sku: SkuDetail, num: number) => void
  /** an add is on its way (the button waits) */
  adding?: boolean
  /** what became of a purchase asked for before logging in (under the buttons) */
  purchaseNotice?: ReactNode
}

/** what a logged-out visitor asked for when sent to log in: the page finishes it afterwards */
export interface PurchaseIntent {
  action: 'cart' | 'buy'
  sku: SkuDetail
  num: number
}

export function BuyButtons({
  sku,
  num,
  blocked,
  loggedIn,
  onNeedLogin,
  onAddToCart,
  onBuyNow,
  adding,
}: PurchaseHandlers & { sku: SkuDetail; num: number; blocked: 'offSale' | 'soldOut' | 'limit' | null; loggedIn: boolean; onNeedLogin: (intent?: PurchaseIntent) => void }) {
  const { t } = useLingui()
  // logged out: both buttons lead into the login flow and back here, where the purchase is finished
  const act = (handler: PurchaseHandlers['onAddToCart'], action: PurchaseIntent['action']) => () => (loggedIn ? handler?.(sku, num) : onNeedLogin({ action, sku, num }))
  const missing = loggedIn && (!onAddToCart || !onBuyNow)
  const note =
    blocked === 'offSale' ? t`该商品已下架` : blocked === 'soldOut' ? t`商品已售罄` : blocked === 'limit' ? t`已达到限购数量` : missing ? t`暂不能购买` : null
  return (
    <div className={css.buyRow}>
      <Button size="lg" variant="secondary" className={css.bigButton} disabled={blocked !== null || missing} onClick={act(onBuyNow, 'buy')}>
        <Trans>立即购买</Trans>
      </Button>
      {sku.is_virtual !== 1 && (
        <Button size="lg" className={css.bigButton} disabled={blocked !== null || missing} loading={adding} onClick={act(onAddToCart, 'cart')}>
          <Trans>加入购物车</Trans>
        </Button>
      )}
      {note && <span className={css.buyNote}>{note}</span>}
    </div>
  )
}
