import type { SiteConfigs } from '../../db/site-config.ts'
import { ApiError, msg } from '../../http/envelope.ts'

export const USERNAME_MIN = 3
export const USERNAME_MAX = 20
export const PASSWORD_MAX = 32

const ruleError = (zh: string, en: string) => new ApiError('PARAMETER_ERROR', msg(zh, en))

/** letters, digits, underscore and Chinese; never all digits, so a username can't pass for a mobile */
export function checkUsername(username: string): void {
  const length = [...username].length
  if (length < USERNAME_MIN || length > USERNAME_MAX) {
    throw ruleError(
      `用户名长度须为 ${USERNAME_MIN}-${USERNAME_MAX} 个字符`,
      `The username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long`,
    )
  }
  if (!/^[A-Za-z0-9_\u4e00-\u9fa5]+$/.test(username)) {
    throw ruleError('用户名只能包含字母、数字、下划线和汉字', 'The username may contain only letters, digits, underscores and Chinese characters')
  }
  if (/^\d+$/.test(username)) throw ruleError('用户名不能全为数字', 'The username cannot be all digits')
}

const CLASSES = {
  number: { test: /\d/, zh: '数字', en: 'a digit' },
  letter: { test: /[a-z]/, zh: '小写字母', en: 'a lower-case letter' },
  upper_case: { test: /[A-Z]/, zh: '大写字母', en: 'an upper-case letter' },
  symbol: { test: /[^A-Za-z0-9]/, zh: '符号', en: 'a symbol' },
} as const

type PasswordRules = Pick<SiteConfigs['register'], 'pwd_len' | 'pwd_complexity'>

/** length ≥ pwd_len and ≤ 32, and every class named in pwd_complexity present (the message lists what is missing) */
export function checkPassword(password: string, rules: PasswordRules): void {
  const min = Math.max(1, rules.pwd_len || 0)
  if (password.length < min) throw ruleError(`密码长度不能少于 ${min} 位`, `The password must be at least ${min} characters long`)
  if (password.length > PASSWORD_MAX) {
    throw ruleError(`密码长度不能超过 ${PASSWORD_MAX} 位`, `The password must be at most ${PASSWORD_MAX} characters long`)
  }
  if (/\s/.test(password)) throw ruleError('密码不能包含空格', 'The password cannot contain spaces')
  const wanted = (rules.pwd_complexity || '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is keyof typeof CLASSES => s in CLASSES)
  const missing = wanted.filter((c) => !CLASSES[c].test.test(password))
  if (missing.length) {
    throw ruleError(
      `密码须包含${missing.map((c) => CLASSES[c].zh).join('、')}`,
      `The password must contain ${missing.map((c) => CLASSES[c].en).join(', ')}`,
    )
  }
}
