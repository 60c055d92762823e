import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { USERNAME_MAX, USERNAME_MIN, type UsernameProblem } from '../username-rules.ts'
import * as css from './auth-form.css.ts'

/** what to tell the shopper about a username problem, in the page's language */
export function useUsernameText(): (problem: UsernameProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    const min = USERNAME_MIN
    const max = USERNAME_MAX
    switch (problem) {
      case 'empty':
        return t`请输入用户名`
      case 'tooShort':
      case 'tooLong':
        return t`用户名长度须为 ${min}-${max} 个字符`
      case 'characters':
        return t`用户名只能包含字母、数字、下划线和汉字`
      case 'allDigits':
        return t`用户名不能全为数字`
    }
  }
}

/** the platform has closed registration */
export function RegisterClosed() {
  return (
    <section className={css.card}>
      <h1 className={css.heading}>
        <Trans>注册</Trans>
      </h1>
      <p className={css.alert} role="alert">
        <Trans>平台已关闭注册</Trans>
      </p>
    </section>
  )
}

export interface AgreeRowProps {
  agreed: boolean
  onAgreedChange: (agreed: boolean) => void
  /** the problem shown after a submit without agreeing */
  problem: string | undefined
  onOpenAgreement: () => void
}

/** 我已阅读并同意《注册协议》: the checkbox, the button opening the agreement, the problem */
export function AgreeRow({ agreed, onAgreedChange, problem, onOpenAgreement }: AgreeRowProps) {
  const { t } = useLingui()
  return (
    <div>
      <div className={css.agreeRow}>
        <Checkbox checked={agreed} onCheckedChange={onAgreedChange} label={t`我已阅读并同意`} />
        <button type="button" className={css.agreeButton} onClick={onOpenAgreement}>
          <Trans>《注册协议》</Trans>
        </button>
      </div>
      {problem && !agreed && (
        <p id="register-agree-error" className={css.fieldError} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
