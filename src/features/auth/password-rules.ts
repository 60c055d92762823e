import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// The register config's password rules (reference §2.9: pwd_len, pwd_complexity), checked before
// sending so people see the problem at once; the server checks them again.
const KINDS = {
  number: { test: /\d/, label: msg`数字` },
  letter: { test: /[a-z]/, label: msg`小写字母` },
  upper_case: { test: /[A-Z]/, label: msg`大写字母` },
  symbol: { test: /[^A-Za-z0-9]/, label: msg`符号` },
} as const
type Kind = keyof typeof KINDS

export interface PasswordRules {
  pwd_len: number
  pwd_complexity: string
}

export function requiredKinds(rules: PasswordRules): Kind[] {
  return (rules.pwd_complexity || '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is Kind => s in KINDS)
}

export function kindLabels(rules: PasswordRules): MessageDescriptor[] {
  return requiredKinds(rules).map((k) => KINDS[k].label)
}

export type PasswordProblem =
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'spaces' }
  | { kind: 'missing'; what: MessageDescriptor[] }

export const PASSWORD_MAX = 32

/** the first rule the password breaks, or null */
export function checkPassword(password: string, rules: PasswordRules): PasswordProblem | null {
  const min = Math.max(1, rules.pwd_len || 0)
  if (password.length < min) return { kind: 'tooShort', min }
  if (password.length > PASSWORD_MAX) return { kind: 'tooLong', max: PASSWORD_MAX }
  if (/\s/.test(password)) return { kind: 'spaces' }
  const missing = requiredKinds(rules).filter((k) => !KINDS[k].test.test(password))
  return missing.length ? { kind: 'missing', what: missing.map((k) => KINDS[k].label) } : null
}
