import { describe, expect, it } from 'vitest'
import { checkPassword, requiredKinds } from './password-rules.ts'

const rules = { pwd_len: 8, pwd_complexity: 'number,letter,upper_case,symbol' }

describe('password rules', () => {
  it('reads the complexity list', () => {
    expect(requiredKinds({ pwd_len: 6, pwd_complexity: 'number, letter,bogus' })).toEqual(['number', 'letter'])
    expect(requiredKinds({ pwd_len: 6, pwd_complexity: '' })).toEqual([])
  })
  it('checks length, spaces and kinds', () => {
    expect(checkPassword('aB1!', rules)).toEqual({ kind: 'tooShort', min: 8 })
    expect(checkPassword('a'.repeat(33), { pwd_len: 0, pwd_complexity: '' })).toEqual({ kind: 'tooLong', max: 32 })
    expect(checkPassword('abcd efg1A!', rules)).toEqual({ kind: 'spaces' })
    expect(checkPassword('abcdefgh', rules)).toMatchObject({ kind: 'missing' })
    expect((checkPassword('abcdefgh', rules) as { what: unknown[] }).what).toHaveLength(3)
    expect(checkPassword('abcdEF1!', rules)).toBeNull()
    expect(checkPassword('x', { pwd_len: 0, pwd_complexity: '' })).toBeNull()
  })
})
