import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { ApiError, failure, msg } from './envelope.ts'
import { langOf } from './route.ts'
import { firstViewRenderer } from './first-view.ts'

/** The storefront under /web/ with history routing: any /web/* that is not a file serves index.html. */
export async function registerWeb(app: FastifyInstance, serveWeb: boolean) {
  const webDir = app.deps.config.webDir
  const index = join(webDir, 'index.html')
  const hasWeb = serveWeb && existsSync(index)
  const htmlPolicy = storefrontPolicy(webDir)
  // security headers on every answer: the storefront's policy on HTML, a locked-down one on the rest
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '')
    reply.header('content-security-policy', type.startsWith('text/html') ? htmlPolicy() : LOCKED_POLICY)
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    reply.header('cross-origin-opener-policy', 'same-origin')
    return payload
  })
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
    // The build's hashed assets: a route that names one file of assets/. Through the wildcard,
    // @fastify/static checks the spelling of every request's path against its folder (a guard for
    // case-folding file systems) — it reads assets/, ~2,000 names with the .br and .gz, on every
    // request, most of what serving an asset cost. A name of letters, digits, `_`, `-` and inner dots
    // cannot leave the folder or alias another file; anything else goes the wildcard's way.
    const assets = join(webDir, 'assets')
    app.get<{ Params: { file: string } }>('/web/assets/:file', (req, reply) =>
      ASSET_NAME.test(req.params.file) ? reply.sendFile(req.params.file, assets) : reply.callNotFound(),
    )
  }
  // the template's comments are for its readers, not a part of every page sent
  const html = () => readFileSync(index, 'utf8').replace(/\s*<!--[\s\S]*?-->/g, '')
  const firstView = firstViewRenderer(app, webDir)
  // the agent console (decision 013): its own page under /web/servicer/, with the storefront's policy
  const consoleIndex = join(webDir, 'servicer', 'index.html')

  // No dot path is ever served (.vite/manifest.json, .env, `..`), however the dot is encoded
  app.addHook('onRequest', async (req, reply) => {
    if (!isDotPath(req.url)) return
    const lang = langOf(req, {})
    return reply.status(404).send(failure(new ApiError('NOT_FOUND', msg('文件不存在', 'No such file')), lang, app.deps.clock))
  })

  app.get('/', (_req, reply) => reply.redirect('/web/'))
  // a page: index.html with its first view (decision 012) — the same for every visitor of a
  // language (no member data), so cacheable per language cookie and revalidated by its ETag
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const template = html()
    const ifNoneMatch = String(req.headers['if-none-match'] ?? '').split(/,\s*/)
    let page: { html: string; etag?: string } = { html: template }
    try {
      page = await firstView(req, template, ifNoneMatch)
    } catch (error) {
      req.log.error(error, 'first view')
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding')
    if (page.etag) {
      reply.header('etag', page.etag)
      if (ifNoneMatch.includes(page.etag)) return reply.status(304).send()
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } }))
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(gzipSync(page.html))
    return reply.send(page.html)
  }

  // the console has no first view (decision 012 is the storefront's)
  const sendConsole = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(consoleIndex, 'utf8'))
  // its address with the slash (the README's) is the build's servicer/ folder, which the static
  // files would refuse (403, no folder listing): answered here, like /web/servicer (issue 29)
  if (hasWeb) app.get('/web/servicer/', (req, reply) => (existsSync(consoleIndex) ? sendConsole(reply) : sendPage(req, reply)))

  app.setNotFoundHandler((req, reply) => {
    const url = req.url
    if (hasWeb && (url === '/web' || url.startsWith('/web/')) && !url.startsWith('/web/assets/')) {
      if (isConsole(url) && existsSync(consoleIndex)) return sendConsole(reply)
      return sendPage(req, reply)
    }
    const lang = langOf(req, {})
    const path = url.split('?')[0]
    const text = url.startsWith('/web/') || url.startsWith('/img/') ? msg(`文件不存在：${path}`, `No such file: ${path}`) : msg(`接口不存在：${path}`, `No such endpoint: ${path}`)
    return reply.status(404).send(failure(new ApiError('NOT_FOUND', text), lang, app.deps.clock))
  })
}

/**
 * Brotli quality of a page's HTML, compressed per request: 7 finds the repeats of its data blocks
 * and markup (the home 0.1–0.6 kB smaller than 5, the list up to 1 kB) for ~1 ms more CPU a page on
 * this machine (2.5 → 3.4 ms for 55–115 kB); 10 and up take 100 ms and more (decision 012, issue 25)
 */
/** a file name of the build's assets/: no slash, no leading dot, no `..` */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*$/
const HTML_BROTLI_QUALITY = 7

/** the agent console's pages: /web/servicer and below */
const isConsole = (url: string) => /^\/web\/servicer(?:[/?#]|$)/.test(url)

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

/** what is not a page (API answers, images, scripts): fetchable, never framed, never a document that runs anything */
const LOCKED_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** the host of a configured address: the client follows the page's scheme for baseUrl and imgDomain (spec §9), and a scheme-less CSP host matches both */
const host = (url: string) => {
  try {
    return url ? new URL(url).host : ''
  } catch {
    return ''
  }
}

/** the origins the client configuration (dist/web/config.js) points at: baseUrl, imgDomain, webSocket */
export function configuredOrigins(configJs: string): { api: string[]; img: string[]; ws: string[] } {
  const value = (key: string) => new RegExp(`${key}\\s*:\\s*['"\`]([^'"\`]*)['"\`]`).exec(configJs)?.[1]?.trim() ?? ''
  const api = host(value('baseUrl'))
  const img = host(value('imgDomain'))
  const ws = host(value('webSocket'))
  return { api: api ? [api] : [], img: img ? [img] : [], ws: ws ? [`ws://${ws}`, `wss://${ws}`] : [] }
}

/**
 * The storefront's Content-Security-Policy: scripts and styles from this origin only (the build emits
 * no inline script; config.js is a file), images from here, data: URLs (captcha, icons) and imgDomain,
 * calls to here, baseUrl and webSocket; never framed. Re-read when config.js changes.
 */
function storefrontPolicy(webDir: string): () => string {
  const file = join(webDir, 'config.js')
  let cached = { mtime: -1, policy: '' }
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0
    if (mtime !== cached.mtime) {
      const o = configuredOrigins(mtime ? readFileSync(file, 'utf8') : '')
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        // inline styles stay allowed: sanitized rich text (goods descriptions, help articles) carries
        // style attributes, and radix-ui positions popovers with them. Styles cannot run code.
        "style-src 'self' 'unsafe-inline'",
        ['img-src', "'self'", 'data:', 'blob:', ...o.img, ...o.api].join(' '),
        "font-src 'self' data:",
        ['connect-src', "'self'", ...o.api, ...o.ws].join(' '),
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ')
      cached = { mtime, policy }
    }
    return cached.policy
  }
}
