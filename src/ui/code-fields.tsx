import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from './button.tsx'
import { CaptchaField, type CaptchaPicture } from './captcha-field.tsx'
import { TextField } from './text-field.tsx'
import * as css from './captcha-field.css.ts'

/** an SMS or e-mail code's digits (the server's SMS_CODE_DIGITS: what the contract's clients take) */
export const SMS_CODE_LENGTH = 4

/**
 * A code sent by SMS or e-mail: the picture captcha in front of it (when on), the code input and the
 * send button with its cool-down (reference §6.2: 120 s).
 */
export function CodeFields(props: {
  captcha: (CaptchaPicture & { on: boolean }) | null
  captchaCode: string
  onCaptchaCode: (value: string) => void
  captchaError?: string
  code: string
  onCode: (value: string) => void
  codeError?: string
  codeLabel?: ReactNode
  onSend: () => void
  sending: boolean
  cooldown: number
  sendDisabled?: boolean
}) {
  const { t } = useLingui()
  return (
    <>
      {props.captcha?.on && <CaptchaField captcha={props.captcha} value={props.captchaCode} onChange={props.onCaptchaCode} error={props.captchaError} />}
      <div className={css.row}>
        <TextField
          className={css.grow}
          label={props.codeLabel ?? t`短信验证码`}
          value={props.code}
          inputMode="numeric"
          maxLength={SMS_CODE_LENGTH}
          autoComplete="one-time-code"
          error={props.codeError}
          onChange={(e) => props.onCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button variant="secondary" onClick={props.onSend} loading={props.sending} disabled={props.sendDisabled || props.cooldown > 0}>
          {props.cooldown > 0 ? <Trans>{props.cooldown} 秒后重新获取</Trans> : <Trans>获取验证码</Trans>}
        </Button>
      </div>
    </>
  )
}
