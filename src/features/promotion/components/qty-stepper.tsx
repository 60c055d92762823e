import { useLingui } from '@lingui/react/macro'
import { clampTo, type QuantityBounds } from '../../../../domain/promotion-rules.ts'
import * as css from '../promotion.css.ts'

/** − [n] + held within the bounds (a group buy's minimum, the stock, the member's limit) */
export function QtyStepper({ value, bounds, onChange, disabled }: { value: number; bounds: QuantityBounds; onChange: (n: number) => void; disabled?: boolean }) {
  const { t } = useLingui()
  const stuck = disabled || bounds.max < bounds.min
  return (
    <span className={css.qty}>
      <button type="button" className={css.qtyButton} aria-label={t`减少`} disabled={stuck || value <= bounds.min} onClick={() => onChange(clampTo(value - 1, bounds))}>
        −
      </button>
      <input
        className={css.qtyInput}
        inputMode="numeric"
        aria-label={t`购买数量`}
        value={value}
        disabled={stuck}
        onChange={(e) => {
          const typed = Number.parseInt(e.target.value.replace(/\D/g, ''), 10)
          onChange(Number.isFinite(typed) ? clampTo(typed, bounds) : bounds.min)
        }}
      />
      <button type="button" className={css.qtyButton} aria-label={t`增加`} disabled={stuck || value >= bounds.max} onClick={() => onChange(clampTo(value + 1, bounds))}>
        +
      </button>
    </span>
  )
}
