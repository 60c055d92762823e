import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCodeCaptcha } from '../../../api/captcha/get-captcha.ts'
import { modifyPasswordByCode, modifyPasswordByOld } from '../api/modify-password.ts'
import { sendPasswordMobileCode } from '../api/send-password-mobile-code.ts'
import { maskMobile } from '../../../lib/mobile.ts'
import { Button } from '../../../ui/button.tsx'
import { CodeFields } from '../../../ui/code-fields.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { SettingRow } from '../../../ui/setting-row.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { toast } from '../../../ui/toast.ts'
import { useCooldown } from '../../../ui/use-cooldown.ts'
import { PASSWORD_MAX } from '../password-rules.ts'
import { NewPasswordFields, usePasswordRules } from './new-password-fields.tsx'
import * as css from './auth-form.css.ts'

type Mode = 'old' | 'sms'

/**
 * /member/security, the login password (reference §6.2): by the old password, or — with a bound
 * mobile — by an SMS code (captcha → code, 120 s cool-down). The new one follows the platform's rules.
 */
export function LoginPasswordRow({ mobile }: { mobile: string }) {
  const [mode, setMode] = useState<Mode | null>(null)
  return (
    <SettingRow
      id="security-password"
      name={<Trans>登录密码</Trans>}
      state={<Trans>互联网账号存在被盗风险，建议定期更改密码以保护账户安全。</Trans>}
      action={
        mode === null && (
          <Button variant="secondary" size="sm" onClick={() => setMode('old')}>
            <Trans>修改登录密码</Trans>
          </Button>
        )
      }
    >
      {mode && <PasswordForm key={mode} mode={mode} mobile={mobile} onMode={setMode} onDone={() => setMode(null)} />}
    </SettingRow>
  )
}

function PasswordForm({ mode, mobile, onMode, onDone }: { mode: Mode; mobile: string; onMode: (mode: Mode) => void; onDone: () => void }) {
  const { t } = useLingui()
  const rules = usePasswordRules()
  const captcha = useCodeCaptcha()
  const cooldown = useCooldown()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [captchaCode, setCaptchaCode] = useState('')
  const [code, setCode] = useState('')
  const [key, setKey] = useState('')
  const [shown, setShown] = useState(false)
  const send = useMutation({
    mutationFn: () => sendPasswordMobileCode({ captcha_id: captcha.id, captcha_code: captchaCode.trim() }),
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
    mutationFn: () =>
      mode === 'old' ? modifyPasswordByOld({ old_password: old, new_password: password }) : modifyPasswordByCode({ new_password: password, code, key }),
    onSuccess: () => {
      toast.success(t`登录密码已修改`)
      onDone()
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const problem = rules.check(password)
  const problems = {
    old: shown && mode === 'old' && !old ? t`请输入原密码` : undefined,
    code: shown && mode === 'sms' && (!key ? t`请先获取验证码` : code.length < 4 ? t`请输入验证码` : undefined),
    password: shown && problem ? rules.problemText(problem) : undefined,
    confirm: shown && !problem && confirm !== password ? t`两次输入的密码不一致` : undefined,
  }
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setShown(true)
        const bad = (mode === 'old' && !old) || (mode === 'sms' && (!key || code.length < 4)) || problem || confirm !== password
        if (!bad) save.mutate()
      }}
    >
      {mobile && (
        <p className={css.between}>
          {mode === 'old' ? (
            <button type="button" className={css.linkButton} onClick={() => onMode('sms')}>
              <Trans>忘记原密码？通过手机 {maskMobile(mobile)} 验证</Trans>
            </button>
          ) : (
            <button type="button" className={css.linkButton} onClick={() => onMode('old')}>
              <Trans>通过原密码修改</Trans>
            </button>
          )}
        </p>
      )}
      {mode === 'old' ? (
        <TextField label={t`原密码`} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} value={old} error={problems.old} onChange={(e) => setOld(e.target.value)} />
      ) : (
        <CodeFields
          captcha={captcha}
          captchaCode={captchaCode}
          onCaptchaCode={setCaptchaCode}
          code={code}
          onCode={setCode}
          codeError={problems.code || undefined}
          onSend={() => {
            if (captcha.on && !captchaCode.trim()) toast.error(t`请输入图片验证码`)
            else send.mutate()
          }}
          sending={send.isPending}
          cooldown={cooldown.remaining}
        />
      )}
      <NewPasswordFields
        labels={{ password: t`新密码`, confirm: t`确认新密码` }}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        problems={{ password: problems.password, confirm: problems.confirm }}
        hint={rules.ruleText}
      />
      <div className={css.between}>
        <span />
        <span style={{ display: 'flex', gap: 8 }}>
          <Button variant="secondary" onClick={onDone}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            <Trans>确认修改</Trans>
          </Button>
        </span>
      </div>
    </form>
  )
}
