import { describe, expect, it } from 'vitest'
import { avatarProblem, nicknameProblem } from './profile-rules.ts'

describe('profile rules', () => {
  it('nickname: not blank, at most 20 characters', () => {
    expect(nicknameProblem('  ')).toBe('empty')
    expect(nicknameProblem('长'.repeat(21))).toBe('long')
    expect(nicknameProblem(' 小李 ')).toBeNull()
    expect(nicknameProblem('长'.repeat(20))).toBeNull()
  })
  it('avatar: an image, at most 2 MB', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('type')
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type')
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size')
    expect(avatarProblem({ type: 'image/jpeg', size: 1000 })).toBeNull()
  })
})
