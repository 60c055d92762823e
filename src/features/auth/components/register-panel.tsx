import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button.tsx'
import { RichText } from '../../../ui/rich-text.tsx'
import { Dialog } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { ErrorState, Loading } from '../../../ui/states.tsx'
import { agreementQuery } from '../api/get-agreement.ts'
import { useCaptchaOn } from '../../../api/captcha/get-captcha-config.ts'
import { registerConfigQuery } from '../api/get-register-config.ts'
import { useAuthActor, useAuthFailures, useAuthSelector } from '../use-auth-actor.ts'
import { useCaptcha } from '../../../api/captcha/get-captcha.ts'
import { CaptchaField } from '../../../ui/captcha-field.tsx'
import { FormError } from './form-error.tsx'
import { NewPasswordFields, usePasswordRules } from './new-password-fields.tsx'
import { checkUsername, showWhileTyping, USERNAME_MAX, USERNAME_MIN } from '../username-rules.ts'
import * as css from './auth-form.css.ts'
import { AgreeRow, RegisterClosed, useUsernameText } from './register-parts.tsx'

type Field = 'username' | 'password' | 'confirm' | 'captcha' | 'agree'

export function RegisterPanel() {
  const { t } = useLingui()
  const usernameText = useUsernameText()
  const actor = useAuthActor()
  const { data: config } = useQuery(registerConfigQuery())
  const captchaOn = useCaptchaOn('register')
  const captcha = useCaptcha('register', captchaOn)
  const busy = useAuthSelector((s) => s.matches({ loggedOut: { form: 'registering' } }) || s.matches('loadingMember'))
  const error = useAuthSelector((s) => (s.context.error?.code === 'register.failed' ? s.context.error : null))
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [agreementOpen, setAgreementOpen] = useState(false)
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  // the username is checked as it is typed (before a captcha is spent): see username-rules.ts
  const [nameLeft, setNameLeft] = useState(false)
  const nameProblem = checkUsername(username)
  const liveNameProblem = nameProblem && (nameLeft || showWhileTyping(nameProblem)) ? usernameText(nameProblem) : undefined
  useAuthFailures(() => {
    if (captchaOn) {
      captcha.refresh()
      setCode('')
    }
  })
  const { ruleText, problemText, check } = usePasswordRules()

  function submit(e: FormEvent) {
    e.preventDefault()
    const next: Partial<Record<Field, string>> = {}
    if (nameProblem) next.username = usernameText(nameProblem)
    const problem = check(password)
    if (problem) next.password = problemText(problem)
    if (confirm !== password) next.confirm = t`两次输入的密码不一致`
    if (captchaOn && !code.trim()) next.captcha = t`请输入验证码`
    if (!agreed) next.agree = t`请阅读并同意注册协议`
    setProblems(next)
    setNameLeft(true)
    if (Object.keys(next).length) return
    actor.send({ type: 'register.submit', username: username.trim(), password, captcha_id: captchaOn ? captcha.id : '', captcha_code: captchaOn ? code.trim() : '' })
  }

  if (config && config.is_enable !== 1) {
    return <RegisterClosed />
  }

  return (
    <section className={css.card} aria-labelledby="register-heading">
      <h1 id="register-heading" className={css.heading}>
        <Trans>注册</Trans>
      </h1>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t`注册`}>
        <FormError error={error} />
        <TextField
          label={t`用户名`}
          name="username"
          autoComplete="username"
          required
          value={username}
          error={liveNameProblem}
          hint={t`${USERNAME_MIN}-${USERNAME_MAX} 个字符，可用字母、数字、下划线和汉字，不能全为数字`}
          onChange={(e) => setUsername(e.target.value)}
          onBlur={() => setNameLeft(username.length > 0 || nameLeft)}
        />
        <NewPasswordFields
          labels={{ password: t`密码`, confirm: t`确认密码` }}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          problems={problems}
          hint={ruleText}
        />
        {captchaOn && <CaptchaField captcha={captcha} value={code} onChange={setCode} error={problems.captcha} />}
        <AgreeRow agreed={agreed} onAgreedChange={setAgreed} problem={problems.agree} onOpenAgreement={() => setAgreementOpen(true)} />
        {/* the agreement's own words name this button ("您点击“同意并注册”…") */}
        <Button type="submit" block size="lg" loading={busy}>
          <Trans>同意并注册</Trans>
        </Button>
      </form>
      <div className={css.links}>
        <span>
          <Trans>已有账号？</Trans>
          <Link to="/login" className={css.link}>
            <Trans>立即登录</Trans>
          </Link>
        </span>
      </div>
      <AgreementDialog
        open={agreementOpen}
        onOpenChange={setAgreementOpen}
        onAgree={() => {
          setAgreed(true)
          setAgreementOpen(false)
        }}
      />
    </section>
  )
}

function AgreementDialog({ open, onOpenChange, onAgree }: { open: boolean; onOpenChange: (open: boolean) => void; onAgree: () => void }) {
  const { t } = useLingui()
  const query = useQuery({ ...agreementQuery(), enabled: open })
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={640}
      title={query.data?.title || t`注册协议`}
      footer={
        <Button onClick={onAgree}>
          <Trans>同意并继续</Trans>
        </Button>
      }
    >
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
      ) : (
        // the platform's own agreement text (rich text set by the operator)
        <RichText html={query.data.content} className={css.agreement} />
      )}
    </Dialog>
  )
}
