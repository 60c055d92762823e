import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Deps } from './deps.ts'
import { bindCacheClock } from './db/cache.ts'
import { ApiError, failure, msg } from './http/envelope.ts'
import { langOf, mergedParams } from './http/route.ts'
import { registerModules } from './modules/index.ts'
import { registerWeb } from './http/web.ts'
import { registerHealth } from './http/health.ts'
import { registerMetrics } from './http/metrics.ts'
import { registerRequestLog, requestIdOf } from './http/request-log.ts'

export interface AppOptions {
  logger?: boolean
  /** serve the built storefront under /web/ (off in API tests) */
  serveWeb?: boolean
}


export interface RegisteredRoute {
  url: string
  methods: string[]
}
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>()
/** the routes the app registered (HEAD routes fastify adds for GET ones included) */
export const routesOf = (app: FastifyInstance): RegisteredRoute[] => registered.get(app) ?? []

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // one line per request (request-log.ts) instead of fastify's two, with the id the answer carries
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxy (TRUST_PROXY), never from any loopback client
    trustProxy: config.trustProxy,
    // a connection idle this long is closed (a body that stops arriving); the whole request has a bound
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // `//img/…` is `/img/…`: a contract client joins `imgDomain + '/' + path`, and a path that
    // starts with '/' (or an empty imgDomain) doubles the slash
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // the router's own errors (a bad percent-encoding in the path) answer the envelope too
    frameworkErrors: routerError,
  })
  app.decorate('deps', deps)
  // every route any module registers, for the fuzz test (server/test/fuzz.test.ts): not a hand list
  const routes: RegisteredRoute[] = []
  registered.set(app, routes)
  app.addHook('onRoute', (route) => {
    routes.push({ url: route.url, methods: ([] as string[]).concat(route.method) })
  })
  // cached answers age by the app's clock too
  bindCacheClock(deps.db, deps.clock)

  // JSON bodies; an empty body is an empty object. Malformed JSON becomes a parameter error below.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new ApiError('PARAMETER_ERROR', msg('请求体不是合法的 JSON', 'The request body is not valid JSON'), { httpStatus: 400 }), undefined)
    }
  })
  // form posts (plain HTML forms, curl -d) are accepted the same way
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    const lang = req.lang ?? langOf(req, safeParams(req))
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(failure(error, lang, deps.clock))
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure(new ApiError('PARAMETER_ERROR', msg('请求体过大', 'The request body is too large')), lang, deps.clock))
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(failure(new ApiError('PARAMETER_ERROR', msg('请求不正确', 'Bad request')), lang, deps.clock))
    }
    // a value PostgreSQL refuses as data (class 22: bad encoding, out of range…) is bad input that
    // slipped past a validator: answered as such, and logged below so the validator gets fixed
    const pgCode = (error as { code?: unknown }).code
    const badData = typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)
    // logged even with the request logger off (LOG unset): an unexpected error must never go unseen
    if (options.logger) req.log.error(error)
    else console.error(`[bazaar] ${req.method} ${req.url.split('?')[0]} (request ${req.id}):`, error)
    if (badData) {
      return reply.status(400).send(failure(new ApiError('PARAMETER_ERROR', msg('参数取值不正确', 'A parameter has a value that cannot be stored')), lang, deps.clock))
    }
    // never a stack trace to the client
    return reply.status(500).send(failure(new ApiError('UNKNOW_ERROR', msg('服务器繁忙，请稍后再试', 'The server hit an error, please try again later')), lang, deps.clock))
  })

  // before the modules: their routes get the request id, the log line and the timing
  registerRequestLog(app)
  registerMetrics(app)
  registerHealth(app)
  await registerModules(app)
  await registerWeb(app, options.serveWeb ?? false)
  return app
}

function routerError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const bad = error.code === 'FST_ERR_BAD_URL'
  const text = bad ? msg('请求路径的编码不正确', 'The request path is not correctly encoded') : msg('请求不正确', 'Bad request')
  void reply.status(400).send(failure(new ApiError('PARAMETER_ERROR', text), langOf(req, {}), req.server.deps.clock))
}

function safeParams(req: Parameters<typeof mergedParams>[0]) {
  try {
    return mergedParams(req)
  } catch {
    return {}
  }
}
