import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Deps } from '../deps.ts'
import { success, type Lang } from './envelope.ts'
import { memberIdOfToken, requireMemberId } from './auth.ts'
import { parseParams } from './validate.ts'

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
}

/** Params are the query string merged with the JSON body (body wins), like the reference. */
export function mergedParams(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}
  return { ...query, ...(body as Record<string, unknown>) }
}

export function langOf(req: FastifyRequest, params: Record<string, unknown>): Lang {
  const p = typeof params.lang === 'string' ? params.lang : ''
  if (p) return p.startsWith('en') ? 'en' : 'zh'
  return String(req.headers['accept-language'] ?? '').startsWith('en') ? 'en' : 'zh'
}

/**
 * Register a contract endpoint. Every endpoint answers GET and POST (the reference client POSTs
 * JSON; GET keeps links and curl simple). The handler returns `data`; errors are thrown as ApiError
 * and turned into the envelope by the app's error handler. With `auth: 'required'` the handler's
 * `ctx.memberId` is typed `number`: put it in every member query.
 */
export function api<S extends z.ZodRawShape, R, A extends AuthMode | undefined = undefined>(
  app: FastifyInstance,
  path: string,
  options: ApiOptions<S, A>,
  handler: (ctx: Ctx<z.infer<z.ZodObject<S>>, MemberIdOf<A>>) => Promise<R> | R,
) {
  app.route({
    method: ['GET', 'POST'],
    url: path,
    handler: async (req, reply) => {
      const raw = mergedParams(req)
      const lang = langOf(req, raw)
      req.lang = lang
      const params = parseParams(options.params ?? ({} as S), raw)
      const token = typeof raw.token === 'string' && raw.token ? raw.token.slice(0, 200) : undefined
      let memberId: number | null = null
      if (options.auth === 'required') memberId = await requireMemberId(app.deps.db, token, app.deps.clock)
      else if (options.auth === 'optional' && token) memberId = await memberIdOfToken(app.deps.db, token, app.deps.clock)
      // requireMemberId throws without a live token: for 'required' memberId is a number here
      const data = await handler({ params, memberId: memberId as MemberIdOf<A>, lang, ip: req.ip, deps: app.deps, req, reply })
      if (reply.sent) return reply
      return success(data ?? null, lang, app.deps.clock)
    },
  })
}
