import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../ui/text-field.tsx'
import { registerConfigQuery } from '../api/get-register-config.ts'
import { checkPassword, kindLabels, PASSWORD_MAX, type PasswordProblem, type PasswordRules } from '../password-rules.ts'

/** the platform's password rules (register/config) in words, and their check */
export function usePasswordRules() {
  const { t, i18n } = useLingui()
  const { data: config } = useQuery(registerConfigQuery())
  const rules: PasswordRules = { pwd_len: config?.pwd_len ?? 6, pwd_complexity: config?.pwd_complexity ?? '' }
  const kinds = kindLabels(rules).map((d) => i18n._(d))
  const min = Math.max(1, rules.pwd_len)
  const what = kinds.join(t`、`)
  const ruleText = kinds.length ? t`密码长度不少于 ${min} 位，须包含${what}` : t`密码长度不少于 ${min} 位`

  /** what is wrong with one broken rule, in words */
  function problemText(p: PasswordProblem): string {
    switch (p.kind) {
      case 'tooShort': {
        const least = p.min
        return t`密码长度不能少于 ${least} 位`
      }
      case 'tooLong': {
        const most = p.max
        return t`密码长度不能超过 ${most} 位`
      }
      case 'spaces':
        return t`密码不能包含空格`
      case 'missing': {
        const lacking = p.what.map((d) => i18n._(d)).join(t`、`)
        return t`密码须包含${lacking}`
      }
    }
  }

  return { rules, ruleText, problemText, check: (password: string) => checkPassword(password, rules) }
}

/** a new password and its confirmation (registration, password reset) */
export function NewPasswordFields(props: {
  labels: { password: string; confirm: string }
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  problems: { password?: string; confirm?: string }
  hint?: string
}) {
  return (
    <>
      <TextField
        label={props.labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        value={props.password}
        error={props.problems.password}
        hint={props.hint}
        onChange={(e) => props.onPassword(e.target.value)}
      />
      <TextField
        label={props.labels.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        value={props.confirm}
        error={props.problems.confirm}
        onChange={(e) => props.onConfirm(e.target.value)}
      />
    </>
  )
}
