import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { Tabs } from '../../../ui/tabs.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useCaptchaOn } from '../../../api/captcha/get-captcha-config.ts'
import { registerConfigQuery } from '../api/get-register-config.ts'
import { useAuthActor, useAuthFailures, useAuthSelector } from '../use-auth-actor.ts'
import { useCaptcha, useCodeCaptcha } from '../../../api/captcha/get-captcha.ts'
import { CaptchaField } from '../../../ui/captcha-field.tsx'
import { CodeButton } from './code-button.tsx'
import { FormError } from './form-error.tsx'
import { isMobile } from '../../../lib/mobile.ts'
import * as css from './auth-form.css.ts'
import { SMS_CODE_LENGTH } from '../../../ui/code-fields.tsx'

/** reference §2.9: "七天自动登录" keeps the login for 7 days; otherwise for this browser session */
const AUTO_LOGIN_DAYS = 7

type Mode = 'account' | 'mobile'

export function LoginPanel() {
  const { t } = useLingui()
  const { data: registerConfig, isPending } = useQuery(registerConfigQuery())
  const [mode, setMode] = useState<Mode | null>(null)
  const actor = useAuthActor()
  // reference §2.9: dynamic_code_login = 1 opens on the mobile tab
  const shown: Mode = mode ?? (registerConfig?.dynamic_code_login === 1 ? 'mobile' : 'account')
  return (
    <section className={css.card} aria-labelledby="login-heading">
      <h1 id="login-heading" className={css.heading}>
        <Trans>登录</Trans>
      </h1>
      {isPending ? null : (
        <Tabs<Mode>
          aria-label={t`登录方式`}
          value={shown}
          onValueChange={(m) => {
            actor.send({ type: 'form.reset' })
            setMode(m)
          }}
          items={[
            { value: 'account', label: t`账号登录`, content: <AccountForm /> },
            { value: 'mobile', label: t`手机动态码登录`, content: <MobileForm /> },
          ]}
        />
      )}
      <div className={css.links}>
        <Link to="/find_pass" className={css.link}>
          <Trans>忘记密码</Trans>
        </Link>
        <Link to="/register" className={css.link}>
          <Trans>立即注册</Trans>
        </Link>
      </div>
    </section>
  )
}

function AccountForm() {
  const { t } = useLingui()
  const actor = useAuthActor()
  const busy = useAuthSelector((s) => s.matches({ loggedOut: { form: 'loggingIn' } }) || s.matches('loadingMember'))
  const error = useAuthSelector((s) => (s.context.error?.code === 'login.failed' ? s.context.error : null))
  const captchaOn = useCaptchaOn('login')
  const captcha = useCaptcha('login', captchaOn)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [problem, setProblem] = useState<'username' | 'password' | 'captcha' | null>(null)
  useAuthFailures(() => {
    if (captchaOn) {
      captcha.refresh()
      setCode('')
    }
  })

  function submit(e: FormEvent) {
    e.preventDefault()
    const missing = !username.trim() ? 'username' : !password ? 'password' : captchaOn && !code.trim() ? 'captcha' : null
    setProblem(missing)
    if (missing) return
    actor.send({
      type: 'login.account',
      username: username.trim(),
      password,
      captcha_id: captchaOn ? captcha.id : '',
      captcha_code: captchaOn ? code.trim() : '',
      autoLoginRange: remember ? AUTO_LOGIN_DAYS : 0,
    })
  }

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`账号登录`}>
      <FormError error={error} />
      <TextField
        label={t`用户名`}
        name="username"
        autoComplete="username"
        maxLength={50}
        required
        value={username}
        error={problem === 'username' ? t`请输入用户名` : undefined}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t`密码`}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={32}
        required
        value={password}
        error={problem === 'password' ? t`请输入密码` : undefined}
        onChange={(e) => setPassword(e.target.value)}
      />
      {captchaOn && <CaptchaField captcha={captcha} value={code} onChange={setCode} error={problem === 'captcha' ? t`请输入验证码` : undefined} />}
      <div className={css.between}>
        <Checkbox checked={remember} onCheckedChange={setRemember} label={t`七天自动登录`} />
      </div>
      <Button type="submit" block size="lg" loading={busy}>
        <Trans>登录</Trans>
      </Button>
    </form>
  )
}

function MobileForm() {
  const { t } = useLingui()
  const actor = useAuthActor()
  const busy = useAuthSelector((s) => s.matches({ loggedOut: { form: 'loggingInByMobile' } }) || s.matches('loadingMember'))
  const error = useAuthSelector((s) => {
    const e = s.context.error
    return e && (e.code === 'login.failed' || e.code === 'code.failed' || e.code === 'code.notRequested') ? e : null
  })
  const captcha = useCodeCaptcha()
  const captchaOn = captcha.on
  const [mobile, setMobile] = useState('')
  const [captchaCode, setCaptchaCode] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<'mobile' | 'captcha' | 'code' | null>(null)
  useAuthFailures(() => {
    if (captchaOn) {
      captcha.refresh()
      setCaptchaCode('')
    }
  })

  function requestCode() {
    const missing = !isMobile(mobile) ? 'mobile' : captchaOn && !captchaCode.trim() ? 'captcha' : null
    setProblem(missing)
    if (missing) return
    actor.send({ type: 'code.request', purpose: 'login', mobile, captcha_id: captchaOn ? captcha.id : '', captcha_code: captchaOn ? captchaCode.trim() : '' })
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    const missing = !isMobile(mobile) ? 'mobile' : !code.trim() ? 'code' : null
    setProblem(missing)
    if (missing) return
    actor.send({ type: 'login.mobile', mobile, code: code.trim(), autoLoginRange: 0 })
  }

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`手机动态码登录`}>
      <FormError error={error} />
      <TextField
        label={t`手机号`}
        name="mobile"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        required
        value={mobile}
        error={problem === 'mobile' ? t`请输入正确的手机号` : undefined}
        onChange={(e) => setMobile(e.target.value.trim())}
      />
      {captchaOn && (
        <CaptchaField captcha={captcha} value={captchaCode} onChange={setCaptchaCode} error={problem === 'captcha' ? t`请输入验证码` : undefined} />
      )}
      <div className={css.row}>
        <TextField
          className={css.grow}
          label={t`动态码`}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={SMS_CODE_LENGTH}
          required
          value={code}
          error={problem === 'code' ? t`请输入动态码` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <CodeButton onClick={requestCode} />
      </div>
      <Button type="submit" block size="lg" loading={busy}>
        <Trans>登录</Trans>
      </Button>
    </form>
  )
}
