// The registration rules for a username (server/modules/auth/rules.ts checkUsername), checked as
// people type so a broken rule shows before a captcha is spent; the server checks them again.
export const USERNAME_MIN = 3
export const USERNAME_MAX = 20

export type UsernameProblem = 'empty' | 'tooShort' | 'tooLong' | 'characters' | 'allDigits'

/** the first rule the (trimmed) username breaks, or null */
export function checkUsername(raw: string): UsernameProblem | null {
  const name = raw.trim()
  const length = [...name].length
  if (length === 0) return 'empty'
  if (!/^[A-Za-z0-9_\u4e00-\u9fa5]+$/.test(name)) return 'characters'
  if (length > USERNAME_MAX) return 'tooLong'
  if (/^\d+$/.test(name)) return 'allDigits'
  if (length < USERNAME_MIN) return 'tooShort'
  return null
}

/**
 * whether to show the problem while the field is first typed in: what more typing cannot mend (a
 * wrong character, a name too long) at once; "too short", "all digits" and "empty" once the field
 * has been left (from then on live, as typed) or on submit, so the first characters are not scolded
 */
export function showWhileTyping(problem: UsernameProblem | null): boolean {
  return problem === 'characters' || problem === 'tooLong'
}
