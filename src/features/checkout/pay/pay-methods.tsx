import type { UseQueryResult } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState, Loading } from '../../../ui/states.tsx'
import type { PayType } from '../api/pay.ts'
import * as css from '../checkout.css.ts'

const METHOD_COLOURS: Record<PayType, string> = { alipay: '#1677ff', wechatpay: '#07c160' }

/** the online methods the mall has open, as radio buttons (labelled by #methods-title) */
export function PayMethods({ types, chosen, onChoose }: { types: UseQueryResult<PayType[]>; chosen: PayType | null; onChoose: (type: PayType) => void }) {
  const { t } = useLingui()
  const labels: Record<PayType, string> = { alipay: t`支付宝支付`, wechatpay: t`微信支付` }
  return types.isPending ? (
    <Loading />
  ) : types.isError ? (
    <ErrorState compact error={types.error} onRetry={() => void types.refetch()} />
  ) : types.data.length === 0 ? (
    <p className={css.problem}>
      <Trans>商城暂未开启在线支付</Trans>
    </p>
  ) : (
    <div className={css.methods} role="radiogroup" aria-labelledby="methods-title">
      {types.data.map((type) => (
        <button key={type} type="button" role="radio" aria-checked={chosen === type} className={css.method} onClick={() => onChoose(type)}>
          <span className={css.methodIcon} style={{ background: METHOD_COLOURS[type] }} aria-hidden="true">
            {type === 'alipay' ? '支' : '微'}
          </span>
          {labels[type]}
        </button>
      ))}
    </div>
  )
}
