import { useState, type ReactNode } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { memberDetailQuery } from '../../../api/member/get-member-detail.ts'
import { maskMobile } from '../../../lib/mobile.ts'
import { Button } from '../../../ui/button.tsx'
import { SettingRow } from '../../../ui/setting-row.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { errorMessage } from '../../../ui/error-message.ts'
import { toast } from '../../../ui/toast.ts'
import { useCooldown } from '../../../ui/use-cooldown.ts'
import { modifyPayPassword } from '../api/modify-pay-password.ts'
import { payPasswordSetQuery } from '../api/get-pay-password-set.ts'
import { sendPayPasswordCode } from '../api/send-pay-password-code.ts'
import { verifyPayPasswordCode } from '../api/verify-pay-password-code.ts'
import * as css from './security-page.css.ts'
import { SMS_CODE_LENGTH } from '../../../ui/code-fields.tsx'

/**
 * /member/security (reference §6.2): the rows the route passes (login password, mobile, e-mail) and
 * the pay password — an SMS code to the bound mobile, then six digits twice. Balance payment at
 * checkout needs it.
 */
export function SecurityPage({ children }: { children?: ReactNode }) {
  return (
    <section className={css.panel} aria-labelledby="security-title">
      <h1 id="security-title" className={css.title}>
        <Trans>账户安全</Trans>
      </h1>
      {children}
      <PayPasswordRow />
    </section>
  )
}

function PayPasswordRow() {
  const { data: member } = useSuspenseQuery(memberDetailQuery())
  const { data: isSet } = useSuspenseQuery(payPasswordSetQuery())
  const [editing, setEditing] = useState(false)
  const mobile = member.mobile ?? ''
  return (
    <SettingRow
      id="security-paypassword"
      name={<Trans>支付密码</Trans>}
      state={
        <>
          {isSet ? (
            <span className={css.stateOn}>
              <Trans>已设置</Trans>
            </span>
          ) : (
            <span className={css.stateOff}>
              <Trans>未设置</Trans>
            </span>
          )}
          <Trans>使用余额支付时需要输入 6 位数字支付密码。</Trans>
        </>
      }
      action={
        mobile &&
        !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {isSet ? <Trans>修改支付密码</Trans> : <Trans>设置支付密码</Trans>}
          </Button>
        )
      }
    >
      {!mobile ? (
        <p className={css.stepTitle} role="note">
          <Trans>设置支付密码需要先绑定手机号，验证码会发送到绑定的手机。</Trans>
        </p>
      ) : (
        editing && <PayPasswordSteps mobile={mobile} onDone={() => setEditing(false)} />
      )}
    </SettingRow>
  )
}

function PayPasswordSteps({ mobile, onDone }: { mobile: string; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { remaining: cooldown, start: startCooldown } = useCooldown()
  const [key, setKey] = useState('')
  const [code, setCode] = useState('')
  const [verified, setVerified] = useState(false)
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [shown, setShown] = useState(false)
  const send = useMutation({
    mutationFn: sendPayPasswordCode,
    onSuccess: (k) => {
      setKey(k)
      startCooldown()
      toast.success(t`验证码已发送`)
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const verify = useMutation({
    mutationFn: () => verifyPayPasswordCode(key, code.trim()),
    onSuccess: () => setVerified(true),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const save = useMutation({
    mutationFn: () => modifyPayPassword({ key, code: code.trim(), password }),
    onSuccess: async () => {
      toast.success(t`支付密码设置成功`)
      await queryClient.invalidateQueries({ queryKey: payPasswordSetQuery().queryKey })
      onDone()
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  const passwordError = shown && !/^\d{6}$/.test(password) ? t`支付密码须为 6 位数字` : undefined
  const againError = shown && !passwordError && again !== password ? t`两次输入的密码不一致` : undefined
  if (!verified) {
    return (
      <form
        className={css.steps}
        onSubmit={(e) => {
          e.preventDefault()
          if (key && code.trim().length === SMS_CODE_LENGTH) verify.mutate()
        }}
      >
        <span className={css.stepTitle}>
          <Trans>第 1 步：验证绑定的手机 {maskMobile(mobile)}</Trans>
        </span>
        <div className={css.row}>
          <TextField
            className={css.grow}
            label={t`短信验证码`}
            value={code}
            inputMode="numeric"
            maxLength={SMS_CODE_LENGTH}
            autoComplete="one-time-code"
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <Button variant="secondary" onClick={() => send.mutate()} loading={send.isPending} disabled={cooldown > 0}>
            {cooldown > 0 ? <Trans>{cooldown} 秒后重新获取</Trans> : <Trans>获取验证码</Trans>}
          </Button>
        </div>
        <div className={css.actions}>
          <Button type="submit" variant="primary" loading={verify.isPending} disabled={!key || code.trim().length !== SMS_CODE_LENGTH}>
            <Trans>下一步</Trans>
          </Button>
          <Button variant="secondary" onClick={onDone}>
            <Trans>取消</Trans>
          </Button>
        </div>
      </form>
    )
  }
  return (
    <form
      className={css.steps}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setShown(true)
        if (/^\d{6}$/.test(password) && again === password) save.mutate()
      }}
    >
      <span className={css.stepTitle}>
        <Trans>第 2 步：输入新的 6 位数字支付密码</Trans>
      </span>
      <TextField label={t`支付密码`} type="password" inputMode="numeric" maxLength={6} autoComplete="new-password" value={password} error={passwordError} onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))} />
      <TextField label={t`确认支付密码`} type="password" inputMode="numeric" maxLength={6} autoComplete="new-password" value={again} error={againError} onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))} />
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
