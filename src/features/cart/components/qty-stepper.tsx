import { useLingui } from '@lingui/react/macro'
import { clampNum, type NumBounds } from '../cart-logic.ts'
import * as css from './cart-page.css.ts'

/** − [n] + within the bounds; a typed number is clamped into them (`typed` = what was typed, to say why) */
export function QtyStepper({ value, bounds, onChange, label, disabled, describedBy }: {
  value: number
  bounds: NumBounds
  onChange: (n: number, typed?: number) => void
  label: string
  disabled?: boolean
  /** the id of the note under the field */
  describedBy?: string
}) {
  const { t } = useLingui()
  const stuck = disabled || bounds.max < bounds.min
  return (
    <div className={css.qty}>
      <button type="button" className={css.qtyButton} aria-label={t`减少`} disabled={stuck || value <= bounds.min} onClick={() => onChange(clampNum(value - 1, bounds))}>
        −
      </button>
      <input
        className={css.qtyInput}
        inputMode="numeric"
        aria-label={label}
        aria-describedby={describedBy}
        value={value}
        disabled={stuck}
        onChange={(e) => {
          const typed = Number.parseInt(e.target.value.replace(/\D/g, ''), 10)
          if (Number.isFinite(typed)) onChange(clampNum(typed, bounds), typed)
        }}
      />
      <button type="button" className={css.qtyButton} aria-label={t`增加`} disabled={stuck || value >= bounds.max} onClick={() => onChange(clampNum(value + 1, bounds))}>
        +
      </button>
    </div>
  )
}
