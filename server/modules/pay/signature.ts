import { createHmac, timingSafeEqual } from 'node:crypto'

// Alipay-style signing: the params sorted by name, empty values and `sign` / `sign_type` left out,
// joined as k=v&k=v, HMAC-SHA256 with the key both sides share (DATA_DIR/config/pay-gateway.key).
// A link the merchant hands the payer and a notification the gateway sends the merchant are signed in
// different domains (the purpose is part of what is signed), so a link's own parameters — which the
// payer sees — are never a valid notification.

export type Params = Record<string, string>

export function signingText(params: Params): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** what a signature is for: a payment link (merchant → payer → gateway) or a notification (gateway → merchant) */
export type SignPurpose = 'link' | 'notify'

export function sign(params: Params, key: string, purpose: SignPurpose): string {
  return createHmac('sha256', key).update(`${purpose}\n${signingText(params)}`, 'utf8').digest('hex')
}

export function signed(params: Params, key: string, purpose: SignPurpose): Params {
  return { ...params, sign_type: 'HMAC-SHA256', sign: sign(params, key, purpose) }
}

export function verify(params: Params, key: string, purpose: SignPurpose): boolean {
  const given = params.sign
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given) || params.sign_type !== 'HMAC-SHA256') return false
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(params, key, purpose), 'hex'))
}

/** only string values of bounded length pass on (a form or JSON body from outside) */
export function stringParams(body: unknown, max = 40): Params | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const out: Params = {}
  const entries = Object.entries(body as Record<string, unknown>)
  if (entries.length > max) return null
  for (const [k, v] of entries) {
    if (typeof v !== 'string' || k.length > 40 || v.length > 500) return null
    out[k] = v
  }
  return out
}
