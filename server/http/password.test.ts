import { describe, expect, it } from 'vitest'
import { DEFAULT_COST, hashPassword, passwordCost, verifyPassword } from './password.ts'

describe('password hashes', () => {
  it('are made at scrypt cost 16384 unless BAZAAR_SCRYPT_N says otherwise (the test suites say 1024)', () => {
    expect(DEFAULT_COST).toBe(16384)
    expect(passwordCost({})).toBe(16384)
    expect(passwordCost({ BAZAAR_SCRYPT_N: '' })).toBe(16384)
    expect(passwordCost({ BAZAAR_SCRYPT_N: '1024' })).toBe(1024)
    expect(passwordCost({ BAZAAR_SCRYPT_N: '65536' })).toBe(65536)
  })

  it('refuses a cost that is not a power of two from 1024 up, naming the setting', () => {
    for (const raw of ['512', '1000', '16384.5', 'abc', '-1024', '2097152']) {
      expect(() => passwordCost({ BAZAAR_SCRYPT_N: raw }), raw).toThrow(/BAZAAR_SCRYPT_N must be a power of two/)
    }
  })

  it('a hash at the default cost says so and takes its own password only', async () => {
    const stored = await hashPassword('secret 123', DEFAULT_COST)
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('secret 123', stored)).toBe(true)
    expect(await verifyPassword('secret 124', stored)).toBe(false)
    expect(await verifyPassword('secret123', stored)).toBe(false)
  })

  it('a hash is checked at the cost it was made with, whatever new hashes cost now', async () => {
    const cheap = await hashPassword('buyer123', 1024)
    expect(cheap.startsWith('scrypt$1024$')).toBe(true)
    expect(await verifyPassword('buyer123', cheap)).toBe(true)
    const dear = await hashPassword('buyer123', DEFAULT_COST)
    expect(await verifyPassword('buyer123', dear)).toBe(true)
    // the same password, salted apart
    expect(dear.split('$')[4]).not.toBe(cheap.split('$')[4])
  })

  it('a stored value that is not a scrypt hash takes no password', async () => {
    for (const stored of ['', 'plain', 'md5$abc', 'scrypt$16384$8$1$$']) expect(await verifyPassword('x', stored)).toBe(false)
  })
})
