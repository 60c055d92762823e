import type { ReactNode } from 'react'
import * as css from './shop.css.ts'

export interface SortOption<V extends string> {
  value: V
  label: ReactNode
  /** an arrow after the label (price up/down) */
  suffix?: ReactNode
}

/** the 综合 / 销量 / … row: one pressed button at a time */
export function SortBar<V extends string>({ options, value, onChange, label }: { options: ReadonlyArray<SortOption<V>>; value: V; onChange: (value: V) => void; label: string }) {
  return (
    <div className={css.sorts} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value || 'default'} type="button" className={css.sortButton} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
          {o.suffix}
        </button>
      ))}
    </div>
  )
}
