import type { Ref, SelectHTMLAttributes } from 'react'
import * as css from './field.css.ts'

export interface SelectOption<V extends string | number> {
  value: V
  label: string
}

export interface SelectProps<V extends string | number> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: V
  options: ReadonlyArray<SelectOption<V>>
  onChange: (value: V) => void
  ref?: Ref<HTMLSelectElement>
}

/** a native select (keyboard and screen readers for free) with the shared look */
export function Select<V extends string | number>({ value, options, onChange, className, ...rest }: SelectProps<V>) {
  return (
    <select
      className={[css.select, className].filter(Boolean).join(' ')}
      value={String(value)}
      onChange={(e) => {
        const hit = options.find((o) => String(o.value) === e.target.value)
        if (hit) onChange(hit.value)
      }}
      {...rest}
    >
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
