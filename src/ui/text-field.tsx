import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import * as css from './field.css.ts'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

/** a bare input with the shared look (for search boxes and inline forms) */
export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={[css.control, className].filter(Boolean).join(' ')} aria-invalid={invalid || undefined} {...rest} />
}

export interface TextFieldProps extends Omit<InputProps, 'invalid'> {
  label: ReactNode
  /** shown under the input in red; marks the input invalid */
  error?: ReactNode
  hint?: ReactNode
}

/** label + input + hint/error, wired with ids so screen readers read them together */
export function TextField({ label, error, hint, id, required, className, ...rest }: TextFieldProps) {
  const auto = useId()
  const inputId = id ?? auto
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={css.label}>
        {required && <span className={css.required} aria-hidden="true">*</span>}
        {label}
      </label>
      <Input id={inputId} invalid={Boolean(error)} required={required} aria-describedby={describedBy} {...rest} />
      {error ? (
        <span id={`${inputId}-error`} className={css.error} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className={css.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  )
}
