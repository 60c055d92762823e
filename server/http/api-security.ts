import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ApiError, msg } from './envelope.ts'

// API security (reference §4.1): with `apiSecurity` on in the client configuration, the storefront
// sends `{encrypt: urlencode(rsaLong(JSON))}` instead of the params — the JSON split into blocks of
// (key bytes − 11), each RSA-encrypted with the public key (PKCS#1 v1.5), concatenated, base64. The
// server holds the private key (generated into the data directory on first start, mode 600; the
// operator prints the public key with `npm run ops -- security:key`) and decrypts before
// validation. Plain calls keep working: the switch is the client's.

export const API_KEY_FILE = 'api-security-key.pem'

export interface ApiSecurityKey {
  privateKey: KeyObject
  /** SPKI PEM, what goes into config.js `publicKey` */
  publicKeyPem: string
  /** modulus length in bytes */
  blockBytes: number
}

const cache = new Map<string, ApiSecurityKey>()

/** the key pair of this data directory, generated (2048-bit RSA) when there is none yet */
export function apiSecurityKey(dataDir: string): ApiSecurityKey {
  const file = join(dataDir, API_KEY_FILE)
  const hit = cache.get(file)
  if (hit) return hit
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    // written aside and renamed: a second process starting at the same moment never reads half a key
    const temp = `${file}.${process.pid}.tmp`
    writeFileSync(temp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
    renameSync(temp, file)
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'))
  const publicKeyPem = String(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }))
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 2048
  const key = { privateKey, publicKeyPem, blockBytes: Math.ceil(bits / 8) }
  cache.set(file, key)
  return key
}

const undecryptable = () =>
  new ApiError(
    'PARAMETER_ERROR',
    msg('加密的请求无法解密，请刷新页面后重试（公钥可能已更换）', 'The encrypted request could not be decrypted; reload the page and try again (the public key may have changed)'),
    { httpStatus: 400, data: { field: 'encrypt' } },
  )

/** the ciphertext's bytes: base64 (standard or URL-safe) or hex, URL-encoded or not */
function cipherBytes(text: string): Buffer {
  let s = text.trim()
  if (s.includes('%')) {
    try {
      s = decodeURIComponent(s)
    } catch {
      throw undecryptable()
    }
  }
  s = s.replace(/\s+/g, '')
  if (/^[0-9a-f]+$/i.test(s) && s.length % 2 === 0) return Buffer.from(s, 'hex')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) throw undecryptable()
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}

/** the params of an encrypted call, or the params unchanged when the call is not encrypted */
export function decryptParams(key: () => ApiSecurityKey, raw: Record<string, unknown>): Record<string, unknown> {
  if (!('encrypt' in raw)) return raw
  const { encrypt, ...rest } = raw
  if (typeof encrypt !== 'string' || !encrypt || encrypt.length > 400_000) throw undecryptable()
  const k = key()
  const bytes = cipherBytes(encrypt)
  if (!bytes.length || bytes.length % k.blockBytes !== 0) throw undecryptable()
  const parts: Buffer[] = []
  for (let at = 0; at < bytes.length; at += k.blockBytes) {
    try {
      // OpenSSL's implicit rejection: a forged block decrypts to noise instead of throwing, and the
      // JSON check below refuses it — no padding oracle
      parts.push(privateDecrypt({ key: k.privateKey, padding: constants.RSA_PKCS1_PADDING }, bytes.subarray(at, at + k.blockBytes)))
    } catch {
      throw undecryptable()
    }
  }
  let params: unknown
  try {
    params = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts)))
  } catch {
    throw undecryptable()
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw undecryptable()
  // the query string's params, then the decrypted ones (the body wins, as for plain calls)
  return { ...rest, ...(params as Record<string, unknown>) }
}
