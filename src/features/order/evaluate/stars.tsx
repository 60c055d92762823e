import { useLingui } from '@lingui/react/macro'
import * as css from './evaluate.css.ts'

/** a 1–5 star picker: a radio group, arrow keys move, each star says its number */
export function Stars({ value, onChange, label }: { value: number; onChange: (stars: number) => void; label: string }) {
  const { t } = useLingui()
  return (
    <div role="radiogroup" aria-label={label} className={css.stars}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t`${n} 星`}
          tabIndex={value === n ? 0 : -1}
          className={n <= value ? `${css.star} ${css.starOn}` : css.star}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, value + 1))
            if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, value - 1))
          }}
        >
          ★
        </button>
      ))}
    </div>
  )
}

/** the stars a review was given, read-only: ★ for each, ☆ for the rest of five */
export function StarsShown({ value }: { value: number }) {
  const { t } = useLingui()
  return (
    <span role="img" aria-label={t`${value} 星`} className={css.starsShown}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  )
}
