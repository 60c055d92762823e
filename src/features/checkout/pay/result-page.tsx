import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { detailPath } from '../../../api/order/order-wire.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { Price } from '../../../ui/price.tsx'
import { payInfoQuery, type PayInfo } from '../api/get-pay-info.ts'
import { RECHARGE_EVENT } from '../api/pay.ts'
import * as css from '../checkout.css.ts'
import { PAY } from '../../../../domain/order-rules.ts'

/** the way to what was paid for: the order's detail (one order), the order list (several), the top-ups */
function PaidForLink({ info, primary }: { info: PayInfo; primary: boolean }) {
  const className = buttonClass({ variant: primary ? 'primary' : 'secondary' })
  const orders = info.order_list ?? []
  const only = orders.length === 1 ? orders[0] : undefined
  if (only) {
    return (
      <Link to={detailPath(only.order_type)} search={{ order_id: only.order_id }} className={className}>
        <Trans>查看订单</Trans>
      </Link>
    )
  }
  if (orders.length > 1) {
    return (
      <Link to="/member/order_list" search={{ status: 'all', page: 1 }} className={className}>
        <Trans>查看订单（{orders.length} 个）</Trans>
      </Link>
    )
  }
  if (info.event === RECHARGE_EVENT) {
    return (
      <Link to="/member/recharge_order" search={{ page: 1 }} className={className}>
        <Trans>查看充值记录</Trans>
      </Link>
    )
  }
  return null
}

/** /result?code= (reference §3.4): paid or not, the amount, the way on (to what was paid for first) */
export function ResultPage({ code }: { code: string }) {
  const { data: info } = useSuspenseQuery(payInfoQuery(code))
  const paid = info.pay_status === PAY.paid
  return (
    <div className={css.page}>
      <section className={css.block} aria-labelledby="result-title">
        <div className={css.result} data-testid="pay-result" data-paid={paid ? '1' : '0'}>
          {paid ? (
            <svg className={`${css.resultIcon} ${css.resultOk}`} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true">
              <circle cx="32" cy="32" r="28" />
              <path d="M19 33l9 9 17-19" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : (
            <svg className={`${css.resultIcon} ${css.resultFail}`} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true">
              <circle cx="32" cy="32" r="28" />
              <path d="M22 22l20 20M42 22 22 42" strokeLinecap="round" />
            </svg>
          )}
          <h1 id="result-title" className={css.resultTitle}>
            {paid ? <Trans>支付成功</Trans> : <Trans>支付失败</Trans>}
          </h1>
          <span className={css.amount}>
            {paid ? <Trans>实付金额</Trans> : <Trans>待付金额</Trans>} <Price value={info.pay_money} size="lg" />
          </span>
          <span className={css.muted}>
            <Trans>支付单号：{info.out_trade_no}</Trans>
          </span>
          {!paid && info.pay_status === PAY.open && (
            <span className={css.muted}>
              <Trans>订单尚未支付，可以回到收银台重新支付。</Trans>
            </span>
          )}
          <div className={css.resultActions}>
            {!paid && info.pay_status === PAY.open && (
              <Link to="/pay" search={{ code }} className={buttonClass({ variant: 'primary' })}>
                <Trans>重新支付</Trans>
              </Link>
            )}
            <PaidForLink info={info} primary={paid} />
            <Link to="/member/index" className={buttonClass({ variant: 'secondary' })}>
              <Trans>会员中心</Trans>
            </Link>
            <Link to="/index" className={buttonClass({ variant: 'secondary' })}>
              <Trans>回到首页</Trans>
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}
