import type { ButtonHTMLAttributes, Ref } from 'react'
import type { ButtonVariants } from './button.css.ts'
import { buttonClass } from './button-class.ts'
import { Spinner } from './states.tsx'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** shows a spinner and blocks clicks while an action runs */
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant, size, block, loading, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={14} />}
      {children}
    </button>
  )
}

export { buttonClass }
