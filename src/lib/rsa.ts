// The request encryption of reference §4.1 ("rsaLong"): the JSON's UTF-8 bytes in blocks of
// (key bytes − 11), each RSA-encrypted with PKCS#1 v1.5 padding under the configured public key, the
// blocks concatenated and base64-encoded. Web Crypto offers RSA-OAEP only, and the contract's servers
// decrypt PKCS#1 v1.5, so the few lines of RSA are here (BigInt). Loaded only when apiSecurity is on.

interface PublicKey {
  n: bigint
  e: bigint
  bytes: number
}

const b64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
const bytesToB64 = (bytes: Uint8Array) => {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}
const toBigInt = (bytes: Uint8Array) => bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n)

/** one DER element at `at`: its tag, where its content starts, and its length */
function der(buf: Uint8Array, at: number) {
  const tag = buf[at]!
  let len = buf[at + 1]!
  let start = at + 2
  if (len & 0x80) {
    const count = len & 0x7f
    len = 0
    for (let i = 0; i < count; i++) len = len * 256 + buf[start + i]!
    start += count
  }
  return { tag, start, end: start + len }
}

/** a PEM (SPKI "PUBLIC KEY" or PKCS#1 "RSA PUBLIC KEY") or its bare base64 body */
export function parsePublicKey(pem: string): PublicKey {
  const body = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
  let buf = b64ToBytes(body)
  let outer = der(buf, 0)
  const first = der(buf, outer.start)
  if (first.tag === 0x30) {
    // SPKI: SEQUENCE { SEQUENCE { rsaEncryption, NULL }, BIT STRING { RSAPublicKey } }
    const bits = der(buf, first.end)
    buf = buf.subarray(bits.start + 1, bits.end)
    outer = der(buf, 0)
  }
  const n = der(buf, outer.start)
  const e = der(buf, n.end)
  const modulus = toBigInt(buf.subarray(n.start, n.end))
  return { n: modulus, e: toBigInt(buf.subarray(e.start, e.end)), bytes: Math.ceil(modulus.toString(16).length / 2) }
}

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n
  let b = base % mod
  let e = exp
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod
    b = (b * b) % mod
    e >>= 1n
  }
  return result
}

/** EME-PKCS1-v1_5: 00 02 <non-zero random> 00 <message> */
function encryptBlock(key: PublicKey, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(key.bytes)
  block[1] = 2
  const padLength = key.bytes - 3 - message.length
  const pad = crypto.getRandomValues(new Uint8Array(padLength))
  for (let i = 0; i < padLength; i++) {
    while (pad[i] === 0) pad[i] = crypto.getRandomValues(new Uint8Array(1))[0]!
  }
  block.set(pad, 2)
  block.set(message, 3 + padLength)
  let c = modPow(toBigInt(block), key.e, key.n)
  const out = new Uint8Array(key.bytes)
  for (let i = key.bytes - 1; i >= 0; i--) {
    out[i] = Number(c & 0xffn)
    c >>= 8n
  }
  return out
}

/** the `encrypt` value of an encrypted call: urlencode(base64(RSA blocks of the JSON)) */
export function encryptParams(json: string, publicKey: string): string {
  const key = parsePublicKey(publicKey)
  const data = new TextEncoder().encode(json)
  const chunk = key.bytes - 11
  const blocks: Uint8Array[] = []
  for (let at = 0; at < Math.max(data.length, 1); at += chunk) blocks.push(encryptBlock(key, data.subarray(at, at + chunk)))
  const all = new Uint8Array(blocks.length * key.bytes)
  blocks.forEach((b, i) => all.set(b, i * key.bytes))
  return encodeURIComponent(bytesToB64(all))
}
