import type { ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import { Trans } from '@lingui/react/macro'
import { buttonClass } from './button-class.ts'
import * as css from './dialog.css.ts'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the question, e.g. 确定要删除该商品吗? */
  message: ReactNode
  onConfirm: () => void
  /** default 提示 */
  title?: ReactNode
  /** the confirm button shows a busy state while the action runs */
  busy?: boolean
}

/** the "提示 — 确定/取消" confirm of deletes and status changes (spec §5) */
export function ConfirmDialog({ open, onOpenChange, message, onConfirm, title, busy }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={css.overlay} />
        <AlertDialog.Content className={css.content} style={{ width: 420 }}>
          <div className={css.header}>
            <AlertDialog.Title className={css.title}>{title ?? <Trans>提示</Trans>}</AlertDialog.Title>
          </div>
          <div className={css.body}>
            <AlertDialog.Description className={css.description}>{message}</AlertDialog.Description>
          </div>
          <div className={css.footer}>
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              <Trans>取消</Trans>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: 'primary', size: 'sm' })}
              disabled={busy}
              onClick={(e) => {
                // the caller closes the dialog when its action is done (or right away)
                e.preventDefault()
                onConfirm()
              }}
            >
              <Trans>确定</Trans>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
