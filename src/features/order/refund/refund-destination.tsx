import { Trans, useLingui } from '@lingui/react/macro'
import type { RefundDestinationWire } from '../api/refund-wire.ts'
import { Price } from '../../../ui/price.tsx'
import * as css from '../order.css.ts'

/**
 * Where a refund's money goes (README "Refunds"): back to the balance buckets the order was paid
 * from — 不可提现 and 可提现 kept apart — and the rest to the account the order was paid with. The
 * server says the split (`refund_to`): planned before the refund, as paid after it.
 */
export function RefundDestination({ parts, done }: { parts: RefundDestinationWire[] | undefined; done: boolean }) {
  const { t } = useLingui()
  if (!parts?.length) return null
  const fromBalance = parts.some((p) => p.source !== 'gateway')
  const name = (source: string) => (source === 'balance' ? t`不可提现余额` : source === 'balance_money' ? t`可提现余额` : t`原支付账户`)
  return (
    <ul className={css.destination} aria-label={done ? t`退款已退回` : t`退款将退回`}>
      {parts.map((p) => (
        <li key={p.source}>
          {name(p.source)} <Price value={p.amount} />
        </li>
      ))}
      {fromBalance && (
        <li className={css.subtle}>{done ? <Trans>已按付款方式原路退回</Trans> : <Trans>按付款方式原路退回：用哪部分余额付的，就退回哪部分余额</Trans>}</li>
      )}
    </ul>
  )
}
