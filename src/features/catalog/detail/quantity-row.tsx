import { Trans, useLingui } from '@lingui/react/macro'
import type { SkuDetail } from '../api/get-sku-detail.ts'
import type { QuantityLimits } from './detail-logic.ts'
import * as css from './detail.css.ts'

export interface QuantityRowProps {
  sku: SkuDetail
  num: number
  limits: QuantityLimits
  soldOut: boolean
  onChange: (quantity: number) => void
}

/** 数量: the − / + stepper and the purchase limits (cells of the detail grid) */
export function QuantityRow({ sku, num, limits, soldOut, onChange }: QuantityRowProps) {
  const { t } = useLingui()
  return (
    <>
      <span className={css.label}>
        <Trans>数量</Trans>
      </span>
      <div>
        <div className={css.qty}>
          <button type="button" className={css.qtyButton} aria-label={t`减少`} disabled={soldOut || num <= limits.min} onClick={() => onChange(num - 1)}>
            −
          </button>
          <input
            className={css.qtyInput}
            inputMode="numeric"
            aria-label={t`购买数量`}
            value={soldOut ? 0 : num}
            disabled={soldOut}
            onChange={(e) => onChange(Number.parseInt(e.target.value.replace(/\D/g, '') || '0', 10))}
          />
          <button type="button" className={css.qtyButton} aria-label={t`增加`} disabled={soldOut || num >= limits.max} onClick={() => onChange(num + 1)}>
            +
          </button>
        </div>
        <span className={css.stockNote}>
          {limits.cap === 'maxBuy' ? <Trans>限购 {sku.max_buy} {sku.unit || '件'}</Trans> : null}
          {limits.min > 1 ? <Trans>{limits.min} {sku.unit || '件'}起购</Trans> : null}
        </span>
      </div>
    </>
  )
}
