import type { ReactNode } from 'react'
import { Checkbox as RadixCheckbox } from 'radix-ui'
import * as css from './field.css.ts'

export interface CheckboxProps {
  checked: boolean | 'indeterminate'
  onCheckedChange: (checked: boolean) => void
  label?: ReactNode
  /** when there is no visible label */
  'aria-label'?: string
  disabled?: boolean
  id?: string
}

export function Checkbox({ checked, onCheckedChange, label, disabled, id, ...aria }: CheckboxProps) {
  const box = (
    <RadixCheckbox.Root
      id={id}
      className={css.checkbox}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(v) => onCheckedChange(v === true)}
      aria-label={aria['aria-label']}
    >
      <RadixCheckbox.Indicator>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          {checked === 'indeterminate' ? (
            <path d="M2 5h6" stroke="currentColor" strokeWidth="1.6" />
          ) : (
            <path d="M1.5 5.2 4 7.5 8.5 2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          )}
        </svg>
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  )
  if (!label) return box
  return (
    <label className={css.checkboxRow}>
      {box}
      <span>{label}</span>
    </label>
  )
}
