import { config } from './config.ts'
import { storage } from './storage.ts'
import { tokenCookie } from './token.ts'
import { firstViewAnswer } from './first-view.ts'

// The one request helper (spec §7 preamble, §8; reference §4.1). Every call is a JSON POST that
// carries app_type, app_type_name, the token, website_id and the interface language. It resolves
// with the envelope when `code` is the expected value and rejects with an ApiFailure otherwise.
// It holds no user-facing text: the UI turns failures into messages (see ui/error-message).

export interface Envelope<T> {
  code: number
  message: string
  data: T
  timestamp: number
  error_code?: string
}

/** What a failed call rejects with: the server's envelope, or a synthetic one for network faults. */
export class ApiFailure extends Error {
  readonly code: number
  readonly errorCode: string
  readonly data: unknown
  /** the server's message; empty for network errors and time-outs */
  readonly serverMessage: string
  constructor(body: { code: number; message?: string; error_code?: string; data?: unknown }) {
    super(body.message || body.error_code || 'request failed')
    this.name = 'ApiFailure'
    this.code = body.code
    this.errorCode = body.error_code ?? ''
    this.data = body.data
    this.serverMessage = body.message ?? ''
  }
  /** any TOKEN_* error (or the old 'AuthError' data) means "logged out" (reference §4.2) */
  get isAuthError(): boolean {
    return this.errorCode.startsWith('TOKEN_') || this.data === 'AuthError'
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR'
export const TIMEOUT = 'TIMEOUT'
export const BAD_RESPONSE = 'BAD_RESPONSE'

export interface RequestOptions {
  /** a login-forced call: a TOKEN_* failure also sends the user to /login?redirect=… */
  forceLogin?: boolean
  /** success test; default code === 0 (some calls accept code >= 0) */
  success?: number | ((code: number) => boolean)
  signal?: AbortSignal
}

export interface RequestHooks {
  /** called on a TOKEN_* failure of the token the cookie still holds, after the token is dropped */
  onAuthError?: (forceLogin: boolean) => void
}

/** spec §9: request time-out 60 000 ms */
export const REQUEST_TIMEOUT = 60_000

const hooks: RequestHooks = {}
export function setRequestHooks(next: RequestHooks) {
  Object.assign(hooks, next)
}

/**
 * the transport: POST `body` to `path` — JSON, or multipart for a FormData (an upload) — and resolve
 * with the parsed answer (any HTTP status)
 */
export type Transport = (path: string, init: { body: unknown; signal?: AbortSignal }) => Promise<unknown>

/**
 * fetch with the request time-out: an answer of any status is read (the envelope says what went
 * wrong); a dropped connection rejects, a time-out rejects with a TimeoutError.
 */
const fetchTransport: Transport = async (path, { body, signal }) => {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(new DOMException('request timed out', 'TimeoutError')), REQUEST_TIMEOUT)
  const onAbort = () => timeout.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const form = body instanceof FormData
    const res = await fetch(`${(config.baseUrl || '').replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: form ? { 'X-Requested-With': 'XMLHttpRequest' } : { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: form ? body : JSON.stringify(body),
      signal: timeout.signal,
    })
    const text = await res.text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

let client: Transport = fetchTransport

/** the client the helpers send with (src/lib/upload.ts posts files through it) */
export const currentClient = () => client

/** tests point the helper at their own transport */
export function setRequestClient(next: Transport | undefined) {
  client = next ?? fetchTransport
}

export function commonParams(): Record<string, unknown> {
  const app = storage.get('app')
  const params: Record<string, unknown> = { app_type: 'pc', app_type_name: '电脑端', lang: app.lang }
  const token = tokenCookie.get()
  if (token) params.token = token
  if (app.websiteId > 0) params.website_id = app.websiteId
  return params
}

export async function request<T>(
  path: string,
  params: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const common = commonParams()
  // the first view's calls are answered by the page itself (decision 012)
  let body = firstViewAnswer(path, params, common.token)
  if (body !== undefined) return settle<T>(body, options, common.token)
  try {
    body = await client(path, { body: await encodeBody({ ...common, ...params }), signal: options.signal })
  } catch (error) {
    throw transportFailure(error, options)
  }
  return settle<T>(body, options, common.token)
}

/** no answer at all: a network fault or the time-out (an abort stays an abort) */
export function transportFailure(error: unknown, options: RequestOptions): unknown {
  if (options.signal?.aborted) return error
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || /timeout|timed out/i.test(error.message))
  return new ApiFailure({ code: -1, error_code: timedOut ? TIMEOUT : NETWORK_ERROR })
}

/**
 * The envelope of an answer: resolved when `code` is the expected value, an ApiFailure otherwise.
 * A refused token ends the session — unless the cookie holds another token than the one sent (a
 * login made while the call was on its way, in this tab or another): the refusal is then about a
 * session that has already been replaced, and the call only fails.
 */
export function settle<T>(body: unknown, options: RequestOptions, sentToken: unknown): Envelope<T> {
  if (!isEnvelope(body)) throw new ApiFailure({ code: -1, error_code: BAD_RESPONSE })
  const ok = typeof options.success === 'function' ? options.success(body.code) : body.code === (options.success ?? 0)
  if (ok) return body as Envelope<T>
  const failure = new ApiFailure(body)
  if (failure.isAuthError && tokenCookie.get() === sentToken) {
    tokenCookie.remove()
    hooks.onAuthError?.(options.forceLogin ?? false)
  }
  throw failure
}

/**
 * With apiSecurity on (config.js), the params travel as `{encrypt}` (reference §4.1), encrypted with
 * the configured public key; the RSA code loads only then.
 */
async function encodeBody(params: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!config.apiSecurity || !config.publicKey) return params
  const { encryptParams } = await import('./rsa.ts')
  return { encrypt: encryptParams(JSON.stringify(params), config.publicKey) }
}

/** the data of a successful call: what queryOptions factories return */
export async function requestData<T>(path: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T> {
  return (await request<T>(path, params, options)).data
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'
}
