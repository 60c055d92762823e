import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { findPasswordStep, type AuthError } from '../../../../machines/auth/auth.machine.ts'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { useAuthActor, useAuthFailures, useAuthSelector } from '../use-auth-actor.ts'
import { useCodeCaptcha, type CaptchaState } from '../../../api/captcha/get-captcha.ts'
import { CaptchaField } from '../../../ui/captcha-field.tsx'
import { CodeButton } from './code-button.tsx'
import { FormError } from './form-error.tsx'
import { NewPasswordFields, usePasswordRules } from './new-password-fields.tsx'
import { isMobile } from '../../../lib/mobile.ts'
import * as css from './auth-form.css.ts'
import { SMS_CODE_LENGTH } from '../../../ui/code-fields.tsx'

/** find password in three steps (reference §2.9): mobile → SMS code → new password */
export function FindPasswordPanel() {
  const { t } = useLingui()
  const step = useAuthSelector((s) => findPasswordStep(s.value))
  const error = useAuthSelector((s) => s.context.error)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  // the SMS-code captcha follows the login switch, as on the mobile-login tab
  const captcha = useCodeCaptcha()
  const captchaOn = captcha.on
  const [captchaCode, setCaptchaCode] = useState('')
  useAuthFailures(() => {
    if (!captchaOn) return
    captcha.refresh()
    setCaptchaCode('')
  })
  const labels = [t`验证手机号`, t`获取动态码`, t`设置新密码`]
  return (
    <section className={css.wideCard} aria-labelledby="find-heading">
      <h1 id="find-heading" className={css.heading}>
        <Trans>找回密码</Trans>
      </h1>
      <ol className={css.steps} aria-label={t`步骤`}>
        {labels.map((label, i) => (
          <li
            key={label}
            className={`${css.step} ${i + 1 === step ? css.stepActive : i + 1 < step ? css.stepDone : ''}`}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className={css.stepNumber}>{i + 1}</span>
            {label}
          </li>
        ))}
      </ol>
      {step === 1 && <MobileStep mobile={mobile} setMobile={setMobile} error={error} />}
      {step === 2 && (
        <CodeStep
          mobile={mobile}
          code={code}
          setCode={setCode}
          captchaOn={captchaOn}
          captcha={captcha}
          captchaCode={captchaCode}
          setCaptchaCode={setCaptchaCode}
          error={error}
        />
      )}
      {step === 3 && <PasswordStep mobile={mobile} code={code} captcha={captcha} captchaCode={captchaCode} error={error} />}
      {step === 4 && (
        <div className={css.success} role="status">
          <p>
            <Trans>密码已重置，请使用新密码登录</Trans>
          </p>
          <Link to="/login" className={buttonClass({ variant: 'primary', size: 'lg' })}>
            <Trans>去登录</Trans>
          </Link>
        </div>
      )}
      {step < 4 && (
        <div className={css.links}>
          <Link to="/login" className={css.link}>
            <Trans>返回登录</Trans>
          </Link>
        </div>
      )}
    </section>
  )
}

type FlowError = AuthError | null

function MobileStep({ mobile, setMobile, error }: { mobile: string; setMobile: (v: string) => void; error: FlowError }) {
  const { t } = useLingui()
  const actor = useAuthActor()
  const busy = useAuthSelector((s) => s.matches({ loggedOut: { form: { findPassword: 'checkingMobile' } } }))
  const [problem, setProblem] = useState(false)
  function submit(e: FormEvent) {
    e.preventDefault()
    setProblem(!isMobile(mobile))
    if (isMobile(mobile)) actor.send({ type: 'password.checkMobile', mobile })
  }
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`验证手机号`}>
      <FormError error={error?.code === 'mobile.notFound' ? error : null} />
      <TextField
        label={t`手机号`}
        name="mobile"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        required
        value={mobile}
        hint={t`请输入注册时绑定的手机号`}
        error={problem ? t`请输入正确的手机号` : undefined}
        onChange={(e) => setMobile(e.target.value.trim())}
      />
      <Button type="submit" block size="lg" loading={busy}>
        <Trans>下一步</Trans>
      </Button>
    </form>
  )
}

function CodeStep(props: {
  mobile: string
  code: string
  setCode: (v: string) => void
  captchaOn: boolean
  captcha: CaptchaState
  captchaCode: string
  setCaptchaCode: (v: string) => void
  error: FlowError
}) {
  const { t } = useLingui()
  const actor = useAuthActor()
  const [problem, setProblem] = useState<'captcha' | 'code' | null>(null)
  function requestCode() {
    const missing = props.captchaOn && !props.captchaCode.trim()
    setProblem(missing ? 'captcha' : null)
    if (missing) return
    actor.send({
      type: 'code.request',
      purpose: 'findPassword',
      mobile: props.mobile,
      captcha_id: props.captchaOn ? props.captcha.id : '',
      captcha_code: props.captchaOn ? props.captchaCode.trim() : '',
    })
  }
  function submit(e: FormEvent) {
    e.preventDefault()
    setProblem(props.code.trim() ? null : 'code')
    if (props.code.trim()) actor.send({ type: 'password.next' })
  }
  const mobile = props.mobile
  const error = props.error && (props.error.code === 'code.failed' || props.error.code === 'code.notRequested') ? props.error : null
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`获取动态码`}>
      <FormError error={error} />
      <p className={css.hint}>
        <Trans>动态码将发送到 {mobile}</Trans>
      </p>
      {props.captchaOn && (
        <CaptchaField captcha={props.captcha} value={props.captchaCode} onChange={props.setCaptchaCode} error={problem === 'captcha' ? t`请输入验证码` : undefined} />
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
          value={props.code}
          error={problem === 'code' ? t`请输入动态码` : undefined}
          onChange={(e) => props.setCode(e.target.value)}
        />
        <CodeButton onClick={requestCode} />
      </div>
      <Button type="submit" block size="lg">
        <Trans>下一步</Trans>
      </Button>
    </form>
  )
}

function PasswordStep(props: { mobile: string; code: string; captcha: CaptchaState; captchaCode: string; error: FlowError }) {
  const { t } = useLingui()
  const actor = useAuthActor()
  const busy = useAuthSelector((s) => s.matches({ loggedOut: { form: { findPassword: 'resetting' } } }))
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problems, setProblems] = useState<{ password?: string; confirm?: string }>({})
  const { ruleText, check } = usePasswordRules()
  function submit(e: FormEvent) {
    e.preventDefault()
    const next: { password?: string; confirm?: string } = {}
    if (check(password)) next.password = ruleText
    if (confirm !== password) next.confirm = t`两次输入的密码不一致`
    setProblems(next)
    if (Object.keys(next).length) return
    actor.send({ type: 'password.reset', mobile: props.mobile, code: props.code.trim(), password, captcha_id: props.captcha.id, captcha_code: props.captchaCode.trim() })
  }
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t`设置新密码`}>
      <FormError error={props.error?.code === 'password.resetFailed' ? props.error : null} />
      <NewPasswordFields
        labels={{ password: t`新密码`, confirm: t`确认新密码` }}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        problems={problems}
      />
      <div className={css.between}>
        <Button variant="link" onClick={() => actor.send({ type: 'password.back' })}>
          <Trans>上一步</Trans>
        </Button>
      </div>
      <Button type="submit" block size="lg" loading={busy}>
        <Trans>确认修改</Trans>
      </Button>
    </form>
  )
}
