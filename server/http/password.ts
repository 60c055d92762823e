import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt (node:crypto) with a per-password salt; stored as "scrypt$N$r$p$salt$hash" so the cost can
// rise later without breaking old hashes (a hash is checked at the cost it was made with).
const R = 8
const P = 1
const KEYLEN = 32
/** the cost of a new hash: 16384 (~50 ms of a core here) */
export const DEFAULT_COST = 16384

/**
 * The cost new hashes are made with: BAZAAR_SCRYPT_N, for the test suites only (a vitest run makes
 * ~850 hashes: ~45 CPU-s at the default; they set 1024), a power of two from 1024 up; the default
 * otherwise. Read at each hash, so a suite's server started in-process takes its setting.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BAZAAR_SCRYPT_N
  if (raw === undefined || raw === '') return DEFAULT_COST
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1024 || n > 1_048_576 || (n & (n - 1)) !== 0) {
    throw new Error(`BAZAAR_SCRYPT_N must be a power of two from 1024 to 1048576, not ${JSON.stringify(raw)}`)
  }
  return n
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  )

export async function hashPassword(password: string, cost = passwordCost()): Promise<string> {
  const N = cost
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
