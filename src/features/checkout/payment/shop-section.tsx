import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDiscount, formatYuan, toFen } from '../../../../domain/money.ts'
import { Input } from '../../../ui/text-field.tsx'
import { Select } from '../../../ui/select.tsx'
import type { PaymentShop, ShopCoupon } from '../api/order-payment.ts'
import type { ShopChoice } from '../checkout-choices.ts'
import * as css from '../checkout.css.ts'
import { formatDate } from '../../../../domain/time.ts'
import { DeliveryRows, StorePicker } from './delivery-rows.tsx'
import { ShopGoodsTable } from './shop-goods-table.tsx'
import { ShopPromotion } from './shop-promotion.tsx'
import { ShopTotal } from './shop-total.tsx'

/** one shop's block: goods, delivery type (+ store or time), shop coupon, buyer message (reference §3.3) */
export function ShopSection({ shop, choice, onChange }: { shop: PaymentShop; choice: ShopChoice; onChange: (next: ShopChoice) => void }) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const stores = shop.express_type.find((e) => e.name === 'store')?.store_list ?? []
  const manjian = shop.promotion.manjian?.[0]
  const headingId = `shop-${shop.site_id}-title`
  const couponLabel = (c: ShopCoupon) => {
    const saving = c.type === 'discount' ? t`${formatDiscount(c.discount)} 折` : t`减 ￥${formatYuan(c.money)}`
    const rule = toFen(c.at_least) > 0 ? t`满 ￥${formatYuan(c.at_least)} 可用` : t`任意金额可用`
    return `${c.coupon_name} · ${saving} · ${rule}${c.end_time ? ` · ${t`至 ${formatDate(c.end_time)}`}` : ''}`
  }
  return (
    <section className={css.block} aria-labelledby={headingId} data-testid="shop-block">
      <h2 id={headingId} className={css.shopName}>
        {shop.site_name}
      </h2>
      <ShopGoodsTable goods={shop.goods_list} />
      <div className={css.options}>
        <ShopPromotion manjian={manjian} />
        <DeliveryRows shop={shop} choice={choice} headingId={headingId} stores={stores} onChange={onChange} onPickStore={() => setPicking(true)} />
        <label className={css.optionLabel} htmlFor={`${headingId}-coupon`}>
          <Trans>店铺优惠券</Trans>
        </label>
        <span className={css.optionRow}>
          {shop.coupon_list.length === 0 ? (
            <span className={css.muted}>
              <Trans>暂无可用优惠券</Trans>
            </span>
          ) : (
            <Select
              id={`${headingId}-coupon`}
              className={css.wide}
              value={choice.coupon_id}
              options={[{ value: 0, label: t`不使用优惠券` }, ...shop.coupon_list.map((c) => ({ value: c.coupon_id, label: couponLabel(c) }))]}
              onChange={(coupon_id) => onChange({ ...choice, coupon_id })}
            />
          )}
        </span>
        <label className={css.optionLabel} htmlFor={`${headingId}-message`}>
          <Trans>买家留言</Trans>
        </label>
        <span className={css.optionRow}>
          <Input id={`${headingId}-message`} className={css.wide} maxLength={200} placeholder={t`选填：对本次交易的说明`} value={choice.message} onChange={(e) => onChange({ ...choice, message: e.target.value })} />
        </span>
      </div>
      <ShopTotal shop={shop} />
      <StorePicker
        open={picking}
        onOpenChange={setPicking}
        stores={stores}
        chosen={choice.store_id}
        onChoose={(store_id) => {
          onChange({ ...choice, delivery_type: 'store', store_id })
          setPicking(false)
        }}
      />
    </section>
  )
}
