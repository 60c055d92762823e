import { describe, expect, it } from 'vitest'
import { checkUsername, showWhileTyping } from './username-rules.ts'

describe('username rules (the server’s, checked as typed)', () => {
  it('names the first rule broken', () => {
    expect(checkUsername('')).toBe('empty')
    expect(checkUsername('   ')).toBe('empty')
    expect(checkUsername('ab')).toBe('tooShort')
    expect(checkUsername('a'.repeat(21))).toBe('tooLong')
    expect(checkUsername('bad name')).toBe('characters')
    expect(checkUsername('bad-name')).toBe('characters')
    expect(checkUsername('13800138000')).toBe('allDigits')
    expect(checkUsername('12')).toBe('allDigits')
  })
  it('accepts letters, digits, underscores and Chinese, 3 to 20 characters, trimmed', () => {
    expect(checkUsername('abc')).toBeNull()
    expect(checkUsername(' 新人_01 ')).toBeNull()
    expect(checkUsername('a'.repeat(20))).toBeNull()
    expect(checkUsername('张三丰')).toBeNull()
  })
  it('shows at once what more typing cannot mend, the rest once the field has been left', () => {
    expect(showWhileTyping('characters')).toBe(true)
    expect(showWhileTyping('tooLong')).toBe(true)
    expect(showWhileTyping('allDigits')).toBe(false)
    expect(showWhileTyping('tooShort')).toBe(false)
    expect(showWhileTyping('empty')).toBe(false)
    expect(showWhileTyping(null)).toBe(false)
  })
})
