import { glossary } from '../i18n/glossary.ts'
import { localize, localizePlatformOnly, MEMBER_WORDS } from '../i18n/localize.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Deps } from '../deps.ts'
import { ApiError, msg, success, type Lang } from './envelope.ts'
import { cookieOf, LANG_COOKIE } from './cookies.ts'
import { memberIdOfToken, requireMemberId } from './auth.ts'
import { parseParams } from './validate.ts'
import { apiSecurityKey, decryptParams } from './api-security.ts'
import { inRequest } from '../db/fair-queue.ts'

/** who may call: 'required' = a login-forced call (TOKEN_* errors); 'optional' = the member when the token is live */
export type AuthMode = 'required' | 'optional'
/** the member id a handler gets: a number for auth 'required' (typed so, no runtime check needed) */
export type MemberIdOf<A extends AuthMode | undefined> = A extends 'required' ? number : number | null

export interface Ctx<P, M extends number | null = number | null> {
  params: P
  /** the caller's member id: a number for auth 'required', null or a number for 'optional', null without auth */
  memberId: M
  lang: Lang
  /** client address (rate limits) */
  ip: string
  deps: Deps
  req: FastifyRequest
  reply: FastifyReply
}

export interface ApiOptions<S extends z.ZodRawShape, A extends AuthMode | undefined = AuthMode | undefined> {
  params?: S
  auth?: A
  /**
   * 'POST' (the default) = POST only: anything that changes data or takes a password, so no secret
   * lands in a URL, a log or a prefetch. 'GET' = a read-only call that also answers GET (links, curl).
   * A GET on a POST-only call answers 405 METHOD_NOT_ALLOWED with `Allow: POST`.
   */
  method?: 'POST' | 'GET'
  /**
   * An upload: without a `token` field the login may come from the contract client's token cookie
   * (its uploader posts the file alone, reference §4.1/§6.2), on a request from our own origin only.
   */
  uploadCookie?: boolean
}

/** What api() registered, by path: the fuzz test (server/test/fuzz.test.ts) builds its battery from it. */
export interface ApiRoute {
  path: string
  params: z.ZodRawShape
  auth?: AuthMode
  method: 'POST' | 'GET'
}
export const apiRegistry = new Map<string, ApiRoute>()

const SECRET_FIELDS = /pass(word)?|pwd|secret/i

/**
 * Never read from the query string: the login token, and an encrypted body (which could carry one).
 * A URL lands in logs, histories and Referer headers; the contract's clients send the token in the
 * body of a POST (reference §4.1), the socket binds with a POST too — no call needs it in a URL.
 */
const BODY_ONLY = new Set(['token', 'encrypt'])

/** the contract client's token cookie (reference §4.1, js-cookie: it sends the name's `%` as `%25`) */
export const CONTRACT_TOKEN_COOKIE = 'SDrxEA%_tWW6ezd3'

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return ''
  }
}

/**
 * a request a page of our own origin made: a browser says so (Sec-Fetch-Site), or names its origin
 * (every browser does on a cross-origin POST); a request with neither is no browser's, so no cookie
 * of a visitor rode along with it
 */
function fromOwnOrigin(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site']
  if (typeof site === 'string') return site === 'same-origin' || site === 'none'
  const origin = req.headers.origin
  if (typeof origin !== 'string') return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

/** the token of the contract client's cookie, for an upload from our own origin (never across sites: no forged uploads) */
export function uploadCookieToken(req: FastifyRequest): string | undefined {
  if (!fromOwnOrigin(req)) return undefined
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && decoded(part.slice(0, eq).trim()) === CONTRACT_TOKEN_COOKIE) return decoded(part.slice(eq + 1).trim()).slice(0, 200) || undefined
  }
  return undefined
}

/** Params are the query string merged with the JSON body (body wins), like the reference — but see BODY_ONLY. */
export function mergedParams(req: FastifyRequest): Record<string, unknown> {
  const query = Object.fromEntries(Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([k]) => !BODY_ONLY.has(k)))
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}
  return { ...query, ...(body as Record<string, unknown>) }
}

/**
 * The language of an answer: the call's `lang` param (the storefront sends it on every call), else
 * the language the storefront's user chose (its `bazaar_lang` cookie, for calls without params:
 * pages, files, unparsable bodies), else Chinese — the contract's language (issue 28). The browser's
 * Accept-Language is not a choice: a contract client that asks nothing gets Chinese.
 */
export function langOf(req: FastifyRequest, params: Record<string, unknown>): Lang {
  const p = typeof params.lang === 'string' ? params.lang : ''
  if (p) return p.startsWith('en') ? 'en' : 'zh'
  return cookieOf(req, LANG_COOKIE).startsWith('en') ? 'en' : 'zh'
}

/**
 * Register a contract endpoint. It answers POST (the reference client POSTs JSON); read-only calls
 * declared `method: 'GET'` answer GET too. The handler returns `data`; errors are thrown as ApiError
 * and turned into the envelope by the app's error handler. With `auth: 'required'` the handler's
 * `ctx.memberId` is typed `number`: put it in every member query.
 */
export function api<S extends z.ZodRawShape, R, A extends AuthMode | undefined = undefined>(
  app: FastifyInstance,
  path: string,
  options: ApiOptions<S, A>,
  handler: (ctx: Ctx<z.infer<z.ZodObject<S>>, MemberIdOf<A>>) => Promise<R> | R,
) {
  const method = options.method ?? 'POST'
  const shape = options.params ?? ({} as S)
  const secret = Object.keys(shape).find((k) => SECRET_FIELDS.test(k))
  if (method === 'GET' && secret) throw new Error(`${path}: an endpoint that takes a password (${secret}) must be POST only`)
  apiRegistry.set(path, { path, params: shape, auth: options.auth, method })
  app.route({
    // GET is routed for POST-only calls too, so it gets a clear 405 instead of "no such endpoint"
    method: ['GET', 'POST'],
    url: path,
    // the request keeps its place in the embedded database's queue for all its statements
    handler: (req, reply) => inRequest(() => answer(req, reply)),
  })
  async function answer(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'POST' && method === 'POST') {
      reply.header('allow', 'POST')
      throw new ApiError('METHOD_NOT_ALLOWED', msg('该接口只接受 POST 请求', 'This endpoint accepts POST only'), {
        code: -10006,
        httpStatus: 405,
      })
    }
    // an encrypted call ({encrypt}, reference §4.1) is decrypted before anything reads its params
    const raw = decryptParams(() => apiSecurityKey(app.deps.config.dataDir), mergedParams(req))
    const lang = langOf(req, raw)
    req.lang = lang
    const params = parseParams(shape, raw)
    const token = typeof raw.token === 'string' && raw.token ? raw.token.slice(0, 200) : options.uploadCookie ? uploadCookieToken(req) : undefined
    let memberId: number | null = null
    if (options.auth === 'required') memberId = await requireMemberId(app.deps.db, token, app.deps.clock)
    else if (options.auth === 'optional' && token) memberId = await memberIdOfToken(app.deps.db, token, app.deps.clock)
    // requireMemberId throws without a live token: for 'required' memberId is a number here
    let data: unknown = await handler({ params, memberId: memberId as MemberIdOf<A>, lang, ip: req.ip, deps: app.deps, req, reply })
    if (reply.sent) return reply
    if (lang === 'en' && data != null) data = (MEMBER_WORDS.test(path) ? localizePlatformOnly : localize)(data, await glossary(app.deps.db))
    return success(data ?? null, lang, app.deps.clock)
  }
}
