import { Trans } from '@lingui/react/macro'
import { Countdown } from '../../../ui/countdown.tsx'
import { Price } from '../../../ui/price.tsx'
import type { PayInfo } from '../api/get-pay-info.ts'
import * as css from '../checkout.css.ts'

export interface CashierHeadProps {
  info: PayInfo
  closed: boolean
  cancelled: boolean
  /** the automatic close is counting down (seconds left in closeLeft) */
  counting: boolean
  closeLeft: number
}

/** what is paid for: the state, the payment and order numbers, the time left, the amount */
export function CashierHead({ info, closed, cancelled, counting, closeLeft }: CashierHeadProps) {
  return (
    <section className={css.block} aria-labelledby="cashier-title">
      <div className={css.cashierHead}>
        <div>
          <h1 id="cashier-title" className={css.blockTitle}>
            {closed ? <Trans>订单已关闭</Trans> : cancelled ? <Trans>支付未完成</Trans> : <Trans>订单提交成功，请尽快付款！</Trans>}
          </h1>
          <div className={css.orders}>
            <span>
              <Trans>支付单号：{info.out_trade_no}</Trans>
            </span>
            {(info.order_list ?? []).map((o) => (
              <span key={o.order_id}>
                <Trans>
                  订单号：{o.order_no}（{o.site_name}）
                </Trans>
              </span>
            ))}
            {info.pay_body && <span>{info.pay_body}</span>}
            {counting && closeLeft > 0 && (
              <span data-testid="pay-countdown">
                <Countdown seconds={closeLeft} label={<Trans>剩余支付时间</Trans>} />
              </span>
            )}
          </div>
        </div>
        <div className={css.amount}>
          <Trans>应付金额</Trans>
          <span data-testid="pay-amount">
            <Price value={info.pay_money} size="lg" />
          </span>
        </div>
      </div>
    </section>
  )
}
