import type { CSSProperties, ReactNode } from 'react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useLingui } from '@lingui/react/macro'
import * as css from './dialog.css.ts'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children: ReactNode
  /** buttons row under the body */
  footer?: ReactNode
  /** e.g. 480 or '48%' */
  width?: CSSProperties['width']
  /** for dialogs whose text alone explains them */
  description?: ReactNode
}

/** a modal with a title bar and a close button; Esc and the overlay close it, focus is trapped */
export function Dialog({ open, onOpenChange, title, children, footer, width = 520, description }: DialogProps) {
  const { t } = useLingui()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content className={css.content} style={{ width }}>
          <div className={css.header}>
            <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={css.close} aria-label={t`关闭`}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={css.body}>
            {description ? <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description> : <RadixDialog.Description hidden />}
            {children}
          </div>
          {footer && <div className={css.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** the × of a close button */
export function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}
