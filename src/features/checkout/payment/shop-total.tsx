import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { toFen } from '../../../../domain/money.ts'
import { Price } from '../../../ui/price.tsx'
import type { PaymentShop } from '../api/order-payment.ts'
import * as css from '../checkout.css.ts'

/** the card adds up on its own: goods + delivery − promotion − shop coupon − this shop's share of the platform coupon */
export function ShopTotal({ shop }: { shop: PaymentShop }) {
  const { t } = useLingui()
  return (
    <dl className={css.shopTotal} aria-label={t`${shop.site_name} 金额`} data-testid="shop-money">
      <ShopPart label={<Trans>商品金额</Trans>} value={shop.goods_money} />
      <ShopPart label={<Trans>运费</Trans>} value={shop.delivery_money} />
      {toFen(shop.promotion_money) > 0 && <ShopPart label={<Trans>促销</Trans>} value={shop.promotion_money} minus />}
      {toFen(shop.coupon_money) > 0 && <ShopPart label={<Trans>店铺优惠券</Trans>} value={shop.coupon_money} minus />}
      {toFen(shop.platform_coupon_money) > 0 && <ShopPart label={<Trans>平台优惠券（本店分摊）</Trans>} value={shop.platform_coupon_money} minus />}
      <ShopPart label={<Trans>店铺合计</Trans>} value={shop.order_money} total />
    </dl>
  )
}

/** one amount of the shop card: a label and ￥value (−￥value for what is taken off) */
function ShopPart({ label, value, minus, total }: { label: ReactNode; value: string; minus?: boolean; total?: boolean }) {
  return (
    <div className={css.shopPart} data-part={total ? 'total' : minus ? 'minus' : 'plus'}>
      <dt>{label}</dt>
      <dd className={css.shopPartValue}>
        {minus ? '-' : ''}
        <Price value={value} size={total ? 'md' : 'sm'} />
      </dd>
    </div>
  )
}
