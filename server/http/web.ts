import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ApiError, failure, msg } from './envelope.ts'
import { langOf } from './route.ts'

/** The storefront under /web/ with history routing: any /web/* that is not a file serves index.html. */
export async function registerWeb(app: FastifyInstance, serveWeb: boolean) {
  const webDir = app.deps.config.webDir
  const index = join(webDir, 'index.html')
  const hasWeb = serveWeb && existsSync(index)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/web/',
      // files are looked up per request, so a rebuild while the server runs is served at once
      wildcard: true,
      // the build writes .br and .gz beside each asset (vite.config.ts): sent to clients that accept them
      preCompressed: true,
      index: false,
      setHeaders: (reply, path) => {
        // hashed assets never change; index.html must always be revalidated
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const html = () => readFileSync(index, 'utf8')

  // No dot path is ever served (.vite/manifest.json, .env, `..`), however the dot is encoded
  app.addHook('onRequest', async (req, reply) => {
    if (!isDotPath(req.url)) return
    const lang = langOf(req, {})
    return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('文件不存在', 'No such file')), lang))
  })

  app.get('/', (_req, reply) => reply.redirect('/web/'))
  app.setNotFoundHandler((req, reply) => {
    const url = req.url
    if (hasWeb && (url === '/web' || url.startsWith('/web/')) && !url.startsWith('/web/assets/')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html())
    }
    const lang = langOf(req, {})
    const path = url.split('?')[0]
    const text = url.startsWith('/web/') || url.startsWith('/img/') ? msg(`文件不存在：${path}`, `No such file: ${path}`) : msg(`接口不存在：${path}`, `No such endpoint: ${path}`)
    return reply.status(404).send(failure(new ApiError('NOT_FOUND', text), lang))
  })
}

/** a path with a segment that starts with a dot, before or after percent-decoding */
export function isDotPath(url: string): boolean {
  const path = url.split('?')[0]!
  return path.split('/').some((segment) => {
    if (segment.startsWith('.')) return true
    try {
      return decodeURIComponent(segment).split('/').some((part) => part.startsWith('.'))
    } catch {
      return segment.toLowerCase().startsWith('%2e')
    }
  })
}
