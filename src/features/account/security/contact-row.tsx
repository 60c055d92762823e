import { useState, type ReactNode } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCodeCaptcha } from '../../../api/captcha/get-captcha.ts'
import { refreshMember } from '../api/modify-profile.ts'
import { checkEmail } from '../api/check-email.ts'
import { modifyEmail } from '../api/modify-email.ts'
import { modifyMobile } from '../api/modify-mobile.ts'
import { sendBindEmailCode } from '../api/send-bind-email-code.ts'
import { sendBindMobileCode } from '../api/send-bind-mobile-code.ts'
import { isMobile, maskMobile } from '../../../lib/mobile.ts'
import { Button } from '../../../ui/button.tsx'
import { CodeFields } from '../../../ui/code-fields.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { SettingRow } from '../../../ui/setting-row.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { toast } from '../../../ui/toast.ts'
import { useCooldown } from '../../../ui/use-cooldown.ts'
import * as css from '../account.css.ts'

/** a plausible e-mail address (the server checks it again) */
export const isEmail = (value: string) => /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(value) && value.length <= 254

type Kind = 'mobile' | 'email'

/**
 * /member/security: bind or change the mobile / the e-mail (reference §6.2): the new address, a picture
 * captcha, a code sent to the new address (120 s cool-down), then the change.
 */
export function ContactRow({ kind, current }: { kind: Kind; current: string }) {
  const [editing, setEditing] = useState(false)
  const bound = current !== ''
  const name = kind === 'mobile' ? <Trans>手机绑定</Trans> : <Trans>邮箱绑定</Trans>
  const state: ReactNode = bound ? (
    <>
      <span className={css.positive}>
        <Trans>已绑定</Trans>
      </span>
      <span>{kind === 'mobile' ? maskMobile(current) : current}</span>
    </>
  ) : (
    <>
      <span className={css.negative}>
        <Trans>未绑定</Trans>
      </span>
      <span>{kind === 'mobile' ? <Trans>绑定手机后可用于登录、找回密码和设置支付密码。</Trans> : <Trans>绑定邮箱后可接收账户通知。</Trans>}</span>
    </>
  )
  return (
    <SettingRow
      id={`security-${kind}`}
      name={name}
      state={state}
      action={
        !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {bound ? kind === 'mobile' ? <Trans>更换手机</Trans> : <Trans>更换邮箱</Trans> : kind === 'mobile' ? <Trans>绑定手机</Trans> : <Trans>绑定邮箱</Trans>}
          </Button>
        )
      }
    >
      {editing && <ContactForm kind={kind} current={current} onDone={() => setEditing(false)} />}
    </SettingRow>
  )
}

function ContactForm({ kind, current, onDone }: { kind: Kind; current: string; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const captcha = useCodeCaptcha()
  const cooldown = useCooldown()
  const [address, setAddress] = useState('')
  const [captchaCode, setCaptchaCode] = useState('')
  const [code, setCode] = useState('')
  const [key, setKey] = useState('')
  const [shown, setShown] = useState(false)
  const value = address.trim()
  const valid = kind === 'mobile' ? isMobile(value) : isEmail(value)
  const same = value !== '' && value === current
  const addressError = !valid
    ? kind === 'mobile'
      ? t`请输入正确的手机号`
      : t`请输入正确的邮箱地址`
    : same
      ? t`新的地址与当前绑定的相同`
      : undefined
  const captchaAnswer = () => ({ captcha_id: captcha.id, captcha_code: captchaCode.trim() })
  const send = useMutation({
    mutationFn: async () => {
      if (kind === 'mobile') return sendBindMobileCode({ mobile: value, ...captchaAnswer() })
      await checkEmail(value)
      return sendBindEmailCode({ email: value, ...captchaAnswer() })
    },
    onSuccess: (k) => {
      setKey(k)
      cooldown.start()
      toast.success(t`验证码已发送`)
    },
    onError: (error) => {
      toast.error(errorMessage(error, t))
      if (captcha.on) {
        captcha.refresh()
        setCaptchaCode('')
      }
    },
  })
  const save = useMutation({
    mutationFn: () => (kind === 'mobile' ? modifyMobile({ mobile: value, code, key, ...captchaAnswer() }) : modifyEmail({ email: value, code, key, ...captchaAnswer() })),
    onSuccess: async () => {
      await refreshMember(queryClient)
      toast.success(kind === 'mobile' ? t`手机号已绑定` : t`邮箱已绑定`)
      onDone()
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const codeError = shown ? (!key ? t`请先获取验证码` : code.length < 4 ? t`请输入验证码` : undefined) : undefined
  return (
    <form
      className={css.actions}
      style={{ flexDirection: 'column', alignItems: 'stretch', gap: 12 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setShown(true)
        if (!addressError && key && code.length >= 4) save.mutate()
      }}
    >
      <TextField
        label={kind === 'mobile' ? t`新手机号` : t`新邮箱`}
        value={address}
        inputMode={kind === 'mobile' ? 'numeric' : 'email'}
        type={kind === 'mobile' ? 'tel' : 'email'}
        autoComplete={kind === 'mobile' ? 'tel' : 'email'}
        maxLength={kind === 'mobile' ? 11 : 254}
        error={shown ? addressError : undefined}
        onChange={(e) => setAddress(kind === 'mobile' ? e.target.value.replace(/\D/g, '') : e.target.value)}
      />
      <CodeFields
        captcha={captcha}
        captchaCode={captchaCode}
        onCaptchaCode={setCaptchaCode}
        code={code}
        onCode={setCode}
        codeError={codeError}
        codeLabel={kind === 'mobile' ? t`短信验证码` : t`邮箱验证码`}
        onSend={() => {
          setShown(true)
          if (addressError) return
          if (captcha.on && !captchaCode.trim()) toast.error(t`请输入图片验证码`)
          else send.mutate()
        }}
        sending={send.isPending}
        cooldown={cooldown.remaining}
      />
      <div className={css.actions}>
        <Button type="submit" variant="primary" loading={save.isPending}>
          <Trans>确定</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>取消</Trans>
        </Button>
      </div>
    </form>
  )
}
