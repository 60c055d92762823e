import { Trans, useLingui } from '@lingui/react/macro'
import { toFen } from '../../../../domain/money.ts'
import { Button } from '../../../ui/button.tsx'
import { Price } from '../../../ui/price.tsx'
import type { PaymentData } from '../api/order-payment.ts'
import * as css from '../checkout.css.ts'

/** 订单金额: goods, delivery, invoice tax, then every discount taken off */
export function AmountSummary({ data }: { data: PaymentData }) {
  const { t } = useLingui()
const rows: Array<[string, string, boolean]> = [
  [t`商品金额`, data.goods_money, false],
  [t`运费`, data.delivery_money, false],
  ...(toFen(data.invoice_money) > 0 ? [[t`发票税费`, data.invoice_money, false] as [string, string, boolean]] : []),
  ...(toFen(data.promotion_money) > 0 ? [[t`促销优惠`, data.promotion_money, true] as [string, string, boolean]] : []),
  ...(toFen(data.coupon_money) > 0 ? [[t`店铺优惠券`, data.coupon_money, true] as [string, string, boolean]] : []),
  ...(toFen(data.platform_coupon_money) > 0 ? [[t`平台优惠券`, data.platform_coupon_money, true] as [string, string, boolean]] : []),
  ...(toFen(data.balance_money) > 0 ? [[t`使用余额`, data.balance_money, true] as [string, string, boolean]] : []),
]
  return (
    <section className={css.block} aria-label={t`订单金额`}>
      <dl className={css.summary}>
        {rows.map(([label, value, minus]) => (
          <div key={label} className={css.summaryRow}>
            <dt className={css.summaryLabel}>{label}</dt>
            <dd className={`${css.summaryValue} ${css.summaryLabel}`}>
              {minus ? '-' : ''}￥{value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export interface SubmitBarProps {
  data: PaymentData
  loading: boolean
  disabled: boolean
  onSubmit: () => void
}

/** where the order goes, what is payable, and 提交订单 */
export function SubmitBar({ data, loading, disabled, onSubmit }: SubmitBarProps) {
  return (
    <div className={css.submitBar}>
      {data.member_address && (
        <span className={css.shipTo}>
          <Trans>
            寄送至：{data.member_address.full_address.replaceAll('-', ' ')} {data.member_address.address}　{data.member_address.name} {data.member_address.mobile}
          </Trans>
        </span>
      )}
      <span className={css.payable}>
        <Trans>应付金额</Trans>
        <span data-testid="pay-money">
          <Price value={data.pay_money} size="lg" />
        </span>
      </span>
      <Button
        variant="primary"
        size="lg"
        onClick={onSubmit}
        loading={loading}
        disabled={disabled}
      >
        <Trans>提交订单</Trans>
      </Button>
    </div>
  )
}
