import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { Input } from '../../../ui/text-field.tsx'
import * as css from '../checkout.css.ts'

/** reference §3.3: paying with balance asks for the 6-digit pay password before create */
export function PayPasswordDialog({ open, onOpenChange, busy, error, onSubmit }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  busy: boolean
  /** the server's answer to a wrong password */
  error: string | null
  onSubmit: (password: string) => void
}) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const ok = /^\d{6}$/.test(value)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setValue('')
        onOpenChange(next)
      }}
      width={420}
      title={<Trans>请输入支付密码</Trans>}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
            <Trans>取消</Trans>
          </Button>
          <Button variant="primary" size="sm" form="pay-password-form" type="submit" disabled={!ok} loading={busy}>
            <Trans>确认支付</Trans>
          </Button>
        </>
      }
    >
      <form
        id="pay-password-form"
        className={css.pinField}
        onSubmit={(e) => {
          e.preventDefault()
          if (ok) onSubmit(value)
        }}
      >
        <label htmlFor="pay-password" className={css.muted}>
          <Trans>使用余额支付需要验证 6 位数字支付密码</Trans>
        </label>
        <Input
          id="pay-password"
          className={css.pin}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          invalid={Boolean(error)}
          aria-describedby={error ? 'pay-password-error' : undefined}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          autoFocus
        />
        {error && (
          <span id="pay-password-error" className={css.problem} role="alert">
            {error}
          </span>
        )}
        <Link to="/member/security" className={css.link}>
          {t`忘记支付密码？`}
        </Link>
      </form>
    </Dialog>
  )
}
