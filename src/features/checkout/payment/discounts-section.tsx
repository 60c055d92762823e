import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { toFen } from '../../../../domain/money.ts'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Select } from '../../../ui/select.tsx'
import type { PaymentData } from '../api/order-payment.ts'
import type { Choices } from '../checkout-choices.ts'
import * as css from '../checkout.css.ts'

/** 优惠与支付: the platform coupon and the balance */
export function DiscountsSection({ data, choices, onChange }: { data: PaymentData; choices: Choices; onChange: (next: Choices) => void }) {
  const { t } = useLingui()
  const balanceTotal = toFen(data.member_account.balance_total)
  return (
    <section className={css.block} aria-labelledby="discounts-title">
      <h2 id="discounts-title" className={`${css.blockTitle} ${css.discountsTitle}`}>
        <Trans>优惠与支付</Trans>
      </h2>
      <div className={css.options}>
        <label className={css.optionLabel} htmlFor="platform-coupon">
          <Trans>平台优惠券</Trans>
        </label>
        <span className={css.optionRow}>
          {data.platform_coupon_list.length === 0 ? (
            <span className={css.muted}>
              <Trans>暂无可用平台优惠券</Trans>
            </span>
          ) : (
            <Select
              id="platform-coupon"
              className={css.wide}
              value={choices.platform_coupon_id}
              options={[
                { value: 0, label: t`不使用平台优惠券` },
                ...data.platform_coupon_list.map((c) => ({
                  value: c.platformcoupon_id,
                  label: `${c.platformcoupon_name} · ${t`减 ￥${c.money}`} · ${toFen(c.at_least) > 0 ? t`满 ￥${c.at_least} 可用` : t`任意金额可用`}`,
                })),
              ]}
              onChange={(platform_coupon_id) => onChange({ ...choices, platform_coupon_id })}
            />
          )}
        </span>
        {balanceTotal > 0 && (
          <>
            <span className={css.optionLabel}>
              <Trans>余额</Trans>
            </span>
            <span className={css.balanceRow}>
              <Checkbox
                checked={choices.is_balance === 1}
                onCheckedChange={(on) => onChange({ ...choices, is_balance: on ? 1 : 0 })}
                label={
                  <Trans>
                    使用余额（可用 ￥{data.member_account.balance_total}）
                  </Trans>
                }
              />
              {choices.is_balance === 1 && data.member_account.is_pay_password !== 1 && (
                <span className={css.problem}>
                  <Trans>使用余额需要支付密码，</Trans>
                  <Link to="/member/security" className={css.link}>
                    <Trans>去设置支付密码</Trans>
                  </Link>
                </span>
              )}
            </span>
          </>
        )}
      </div>
    </section>
  )
}
