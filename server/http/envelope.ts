import type { Clock } from '../clock.ts'

// The response envelope of the contract (reference §4.2): {code, message, data, timestamp} (+ error_code).
// The timestamp comes from the app's clock (`deps.clock`), like every other time on the server.

/** error keys → codes; every TOKEN_* / REQUEST_* / CAPTCHA_* key is -1 like the reference */
export const CODES = {
  SUCCESS: 0,
  ERROR: -1,
  FAIL: -10001,
  SAVE_FAIL: -10002,
  REQUEST_FAIL: -10003,
  DELETE_FAIL: -10004,
  UNKNOW_ERROR: -10005,
  PARAMETER_ERROR: -10006,
  REQUEST_SITE_ID: -10007,
  TOKEN_NOT_EXIST: -1,
  TOKEN_ERROR: -1,
  TOKEN_EXPIRE: -1,
  CAPTCHA_ERROR: -1,
  NOT_FOUND: -1,
  RATE_LIMITED: -1,
  SITE_CLOSED: -1,
} as const
export type ErrorKey = keyof typeof CODES | (string & {})

/** A message in both interface languages; the server answers in the caller's `lang`. */
export type Msg = { zh: string; en: string }
export type Lang = 'zh' | 'en'

export const msg = (zh: string, en: string): Msg => ({ zh, en })

export class ApiError extends Error {
  readonly code: number
  readonly errorKey: string
  readonly text: Msg
  readonly data: unknown
  readonly httpStatus: number
  constructor(errorKey: ErrorKey, text: Msg, options: { code?: number; data?: unknown; httpStatus?: number } = {}) {
    super(text.en)
    this.errorKey = errorKey
    this.code = options.code ?? (CODES as Record<string, number>)[errorKey] ?? -1
    this.text = text
    this.data = options.data ?? null
    this.httpStatus = options.httpStatus ?? 200
  }
}

export function success(data: unknown, lang: Lang, clock: Clock) {
  return { code: 0, message: lang === 'en' ? 'Success' : '操作成功', data, timestamp: clock.now() }
}

export function failure(err: ApiError, lang: Lang, clock: Clock) {
  return { code: err.code, message: err.text[lang], data: err.data, error_code: err.errorKey, timestamp: clock.now() }
}

// Common errors, one place each
export const errors = {
  notFound: (what: Msg = msg('数据不存在', 'Not found')) => new ApiError('NOT_FOUND', what),
  param: (text: Msg) => new ApiError('PARAMETER_ERROR', text),
  tokenMissing: () =>
    new ApiError('TOKEN_NOT_EXIST', msg('token不存在，请先登录', 'You are not logged in'), { data: 'AuthError' }),
  tokenInvalid: () =>
    new ApiError('TOKEN_ERROR', msg('登录已失效，请重新登录', 'Your login has expired, please log in again'), {
      data: 'AuthError',
    }),
}
