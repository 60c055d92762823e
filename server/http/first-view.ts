// The first view in the HTML (decision 012). A storefront page's HTML carries what its first render
// needs, so the first paint waits for no API round trip and no chunk discovered late:
// - the public answers of the calls the page makes first (site info, the frame's menus, the home's
//   adverts and floors, the list's goods, the goods' detail), in a JSON data block the client's
//   request helper answers those calls from, once (src/lib/first-view.ts);
// - <link rel=modulepreload> for the chunks the page imports at once, <link rel=preload as=image>
//   for its largest pictures (the first with fetchpriority=high).
// Answers are made by the app's own routes (inject), as a visitor (never a token: no member data),
// in the language the client last chose (cookie bazaar_lang, written by src/lib/i18n.ts; Chinese
// without it). The HTML is therefore the same for every visitor of a language: `Vary: Cookie`,
// revalidated (no-cache) against a content ETag.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { buildImageUrl, type ImageSize } from '../../domain/image-url.ts'
import { TOP_ADVERT_COOKIE, TOP_ADVERT_MAX_SHOWINGS } from '../../domain/top-advert-counter.ts'
import { cookieOf, LANG_COOKIE } from './cookies.ts'
import { apiRegistry } from './route.ts'
import { cachedAnswer } from '../db/response-cache.ts'
import { firstViewPlan, type FirstViewCall, type FirstViewLang, type FirstViewPage } from './first-view-plan.ts'

/** the data block's element id (src/lib/first-view.ts reads it) */
export const FIRST_VIEW_ID = 'bazaar-first-view'
/** the first screen's query cache block (src/main.tsx starts from it) */
export const FIRST_SCREEN_STATE_ID = 'bazaar-first-screen-state'
export { LANG_COOKIE }

/** what the data block holds */
export interface FirstViewData {
  lang: FirstViewLang
  /** the server's time of the answers, epoch ms */
  at: number
  /** p: path, q: the call's own params, d: the answer's envelope; v: a visitor's answer (auth-optional call), for callers without a token only */
  answers: Array<{ p: string; q: Record<string, unknown>; d: unknown; v?: 1 }>
}

/** the member's login token (src/lib/token.ts): only whether there is one matters here */
const TOKEN_COOKIE = 'bazaar_token'

/**
 * the caller holds a login token: the page is still the visitor's (no member data, never read here),
 * but `<html data-member>` lets its first screen keep the visitor-only parts ("please log in") hidden
 * until the app takes over (src/ui/theme/tokens.css.ts)
 */
export const hasTokenCookie = (req: FastifyRequest) => cookieOf(req, TOKEN_COOKIE) !== ''

/** the browser has shown the top advert its times (src/features/layout/top-advert-counter.ts) */
export const topAdvertDone = (req: FastifyRequest) => Number(cookieOf(req, TOP_ADVERT_COOKIE)) >= TOP_ADVERT_MAX_SHOWINGS

export const langOfCookie = (req: FastifyRequest): FirstViewLang => (cookieOf(req, LANG_COOKIE) === 'en-us' ? 'en-us' : 'zh-cn')

/**
 * JSON that is safe inside <script type="application/json">: no `<` (so no `</script>` or
 * `<!--`), `>`, `&`, and no U+2028/U+2029 (line terminators to older JavaScript parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

/** the build manifest (dist/web/.vite/manifest.json), re-read when a build replaces it */
function manifestReader(webDir: string): () => Record<string, ManifestChunk> {
  const file = join(webDir, '.vite/manifest.json')
  let cached = { mtime: -1, manifest: {} as Record<string, ManifestChunk> }
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0
    if (mtime !== cached.mtime) {
      let manifest: Record<string, ManifestChunk> = {}
      try {
        manifest = mtime ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {}
      } catch {
        // a build being written: no preloads this time
      }
      cached = { mtime, manifest }
    }
    return cached.manifest
  }
}

/** the JS and CSS files of `sources` with their static imports, less what the entry loads already */
export function chunkFiles(manifest: Record<string, ManifestChunk>, sources: string[]): { js: string[]; css: string[] } {
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const dep of manifest[key].imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return seen
  }
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry))
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of closure(sources)) {
    if (entry.has(key)) continue
    js.add(manifest[key]!.file)
    for (const c of manifest[key]!.css ?? []) css.add(c)
  }
  return { js: [...js], css: [...css] }
}

/** the value of a key in config.js (baseUrl, imgDomain) */
const configValue = (configJs: string, key: string) => new RegExp(`${key}\\s*:\\s*['"\`]([^'"\`]*)['"\`]`).exec(configJs)?.[1]?.trim() ?? ''

interface Picture {
  path: string
  size?: ImageSize
}
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const dataOf = (answers: FirstViewData['answers'], path: string, params?: Record<string, unknown>) =>
  (answers.find((a) => a.p === path && (!params || JSON.stringify(a.q) === JSON.stringify(params)))?.d as { data?: unknown } | undefined)?.data as
    | Record<string, unknown>
    | undefined

const list = (v: unknown) => (Array.isArray(v) ? (v as Array<Record<string, unknown>>) : [])

/** the pictures the page shows largest above the fold, in the order the page shows them */
export function firstViewPictures(page: FirstViewPage, answers: FirstViewData['answers']): Picture[] {
  const top = list(dataOf(answers, '/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' })?.adv_list)[0]
  const out: Picture[] = []
  if (page === 'home') {
    out.push({ path: str(list(dataOf(answers, '/api/adv/detail', { keyword: 'NS_PC_INDEX' })?.adv_list)[0]?.adv_image) })
    const floors = list(dataOf(answers, '/api/pc/floors')?.list)
    const left = (floors[0]?.value as { leftImg?: { value?: { url?: unknown } } } | undefined)?.leftImg?.value?.url
    out.push({ path: str(left) })
  } else if (page === 'list') {
    for (const g of list(dataOf(answers, '/api/goodssku/page')?.list).slice(0, 4)) out.push({ path: str(g.sku_image) || str(g.goods_image), size: 'mid' })
  } else {
    const sku = dataOf(answers, '/api/goodssku/detail')?.goods_sku_detail as { sku_images?: unknown; sku_image?: unknown } | undefined
    const first = str(sku?.sku_images).split(',').map((s) => s.trim()).find(Boolean) || str(sku?.sku_image)
    out.push({ path: first, size: 'big' })
  }
  // the top advert strip (shown on a browser's first visits) spans the page
  out.push({ path: str(top?.adv_image) })
  return out.filter((p) => p.path)
}

export interface FirstView {
  html: string
  etag: string
}

/** the first screen's renderer (src/first-screen.tsx), built into <webDir>/.ssr/first-screen.js */
export type FirstScreenRenderer = (input: {
  url: string
  lang: FirstViewLang
  answerOf: (path: string, params: Record<string, unknown>) => unknown
}) => Promise<{ markup: string; state: unknown } | string>

/** the build's first-screen renderer, re-imported when a build replaces it; null without one */
function firstScreenModule(webDir: string): () => Promise<FirstScreenRenderer | null> {
  const file = join(webDir, '.ssr/first-screen.js')
  let cached: { mtime: number; render: Promise<FirstScreenRenderer | null> } = { mtime: -1, render: Promise.resolve(null) }
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0
    if (mtime !== cached.mtime) {
      const render = mtime
        ? import(`${pathToFileURL(file).href}?v=${mtime}`).then(
            (m: { renderFirstScreen?: FirstScreenRenderer }) => m.renderFirstScreen ?? null,
            () => null,
          )
        : Promise.resolve(null)
      cached = { mtime, render }
    }
    return cached.render
  }
}

/** the same call key as the client's reader (src/lib/first-view.ts) */
const callKey = (path: string, params: Record<string, unknown>) => path + JSON.stringify(params, Object.keys(params).sort())

interface Screen {
  markup: string
  state: unknown
}

/** how long a page's first screen is reused for the same content (its countdowns age meanwhile) */
const SCREEN_TTL_MS = 5_000

/** the first-view renderer of a storefront served from `webDir` */
export function firstViewRenderer(app: FastifyInstance, webDir: string) {
  const manifest = manifestReader(webDir)
  const configFile = join(webDir, 'config.js')
  const firstScreen = firstScreenModule(webDir)
  const screens = new Map<string, { screen: Promise<Screen>; until: number }>()

  /** the page's first screen (markup inside #app, the query cache it was made from); none without a renderer or when it fails */
  function screenOf(url: string, lang: FirstViewLang, contentHash: string, answers: FirstViewData['answers']): Promise<Screen> {
    const key = `${contentHash} ${url}`
    const now = Date.now()
    const hit = screens.get(key)
    if (hit && hit.until > now) return hit.screen
    const screen = makeScreen(url, lang, answers)
    for (const [k, v] of screens) if (v.until <= now) screens.delete(k)
    // shared while it is made (visitors at once get the one render) and for a moment after
    if (screens.size < 100) screens.set(key, { screen, until: now + SCREEN_TTL_MS })
    return screen
  }

  async function makeScreen(url: string, lang: FirstViewLang, answers: FirstViewData['answers']): Promise<Screen> {
    const render = await firstScreen()
    if (!render) return { markup: '', state: null }
    const byKey = new Map(answers.map((a) => [callKey(a.p, a.q), a.d]))
    try {
      const made = await render({ url, lang, answerOf: (path, params) => byKey.get(callKey(path, params)) })
      return typeof made === 'string' ? { markup: made, state: null } : made
    } catch (error) {
      app.log.error(error, 'first screen')
      return { markup: '', state: null }
    }
  }

  /**
   * A call's visitor answer, made by the app's own route. Shared by every page and request that
   * embeds the same call (the frame's menus are on every page) while the catalog has not changed
   * (its change notification, server/db/response-cache.ts) and for SCREEN_TTL_MS at most: what an
   * uncached page costs is then only the calls no other page made a moment before.
   */
  function answer(call: FirstViewCall, lang: FirstViewLang, ip: string): Promise<FirstViewData['answers'][number] | null> {
    const route = apiRegistry.get(call.path)
    // member calls are never embedded; an auth-optional one is, as a visitor's answer
    if (!route || route.auth === 'required') return Promise.resolve(null)
    return cachedAnswer(app.deps.db, `first-view ${lang} ${callKey(call.path, call.params)}`, () => makeAnswer(call, lang, ip, route.auth === 'optional'), SCREEN_TTL_MS)
  }

  async function makeAnswer(call: FirstViewCall, lang: FirstViewLang, ip: string, optional: boolean): Promise<FirstViewData['answers'][number] | null> {
    const res = await app.inject({
      method: 'POST',
      url: call.path,
      payload: { ...call.params, app_type: 'pc', app_type_name: '电脑端', lang },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      remoteAddress: ip,
    })
    if (res.statusCode !== 200) return null
    const envelope = res.json<{ code?: unknown }>()
    if (envelope.code !== 0) return null
    return { p: call.path, q: call.params, d: envelope, ...(optional ? { v: 1 as const } : {}) }
  }

  /** `ifNoneMatch`: the caller's copy; when it is current the page is not rendered again (html is '') */
  return async function render(req: FastifyRequest, template: string, ifNoneMatch: string[] = []): Promise<FirstView> {
    const lang = langOfCookie(req)
    const url = new URL(req.url, 'http://storefront')
    const plan = firstViewPlan(url, lang)
    const configJs = existsSync(configFile) ? readFileSync(configFile, 'utf8') : ''
    const baseUrl = configValue(configJs, 'baseUrl')
    // a storefront pointed at another API server (config.js baseUrl) gets that server's answers, not ours
    const ownApi = !baseUrl || hostOf(baseUrl) === String(req.headers.host ?? '')
    const calls = ownApi ? (plan?.calls ?? [{ path: '/api/website/info', params: {} }]) : []
    const answers = (await Promise.all(calls.map((c) => answer(c, lang, req.ip)))).filter((a) => a !== null)
    if (ownApi && plan?.followUp) {
      const more = plan.followUp((path) => answers.find((a) => a.p === path)?.d)
      answers.push(...(await Promise.all(more.map((c) => answer(c, lang, req.ip)))).filter((a) => a !== null))
    }
    const head: string[] = []
    // the pictures first: the LCP picture's request starts as soon as the head is read
    if (plan) {
      const domain = (configValue(configJs, 'imgDomain') || baseUrl).replace(/^https?:/, `${req.protocol}:`)
      const seen = new Set<string>()
      firstViewPictures(plan.page, answers).forEach((p, i) => {
        const href = buildImageUrl(domain, p.path, p.size)
        if (seen.has(href)) return
        seen.add(href)
        head.push(`<link rel="preload" as="image" href="${attr(href)}"${i === 0 ? ' fetchpriority="high"' : ''}>`)
      })
    }
    const files = chunkFiles(manifest(), plan?.chunks ?? [])
    const base = '/web/'
    // with the first screen in the page its styles apply at once (the chunks would add them later)
    const screen = plan !== null && answers.length > 0 && (await firstScreen()) !== null
    const tail = [
      ...files.css.map((f) => (screen ? `<link rel="stylesheet" href="${attr(base + f)}">` : `<link rel="preload" as="style" href="${attr(base + f)}">`)),
      ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="${attr(base + f)}">`),
    ]
    const data: FirstViewData = { lang, at: app.deps.clock.nowMs(), answers }
    let html = template.replace(/<html([^>]*)\blang="[^"]*"/i, `<html$1lang="${lang === 'en-us' ? 'en' : 'zh-CN'}"`)
    html = html.replace(/(<meta charset[^>]*>)/i, `$1\n    ${head.join('\n    ')}`)
    html = html.replace('</head>', `  ${tail.join('\n    ')}\n  </head>`)
    html = html.replace('</body>', `  <script type="application/json" id="${FIRST_VIEW_ID}">${jsonForScript(data)}</script>\n  </body>`)
    // the answers' server times are no part of the content: the ETag stays while the answers do (a
    // revalidated copy carries an older time; the client uses its answers only while it is recent;
    // now_seconds: the flash-sale slots' time of day). The first screen is made of the same answers
    // (and the build): no part of the ETag either, and not made for a copy the caller has
    const content = html.replace(/"(?:at|timestamp|now_seconds)":\d+/g, '')
    const hash = createHash('sha1').update(content).digest('base64url').slice(0, 27)
    // marks of the caller's browser on <html> (the first screen hides parts by them, src/ui/theme/
    // tokens.css.ts): a copy differs by them only — its own ETag, the same first screen
    const marks = [hasTokenCookie(req) && 'data-member', topAdvertDone(req) && 'data-top-advert-off'].filter((m) => m !== false)
    const etag = `W/"${hash}${marks.map((m) => `.${m.slice(5, 6)}`).join('')}"`
    if (ifNoneMatch.includes(etag)) return { html: '', etag }
    if (marks.length) html = html.replace(/<html\b/i, `<html ${marks.join(' ')}`)
    if (screen) {
      // the page's first screen, rendered by the app's own views from these answers (src/first-screen.tsx)
      const { markup, state } = await screenOf(url.pathname + url.search, lang, hash, answers)
      if (markup) {
        const cache = state ? referToAnswers(state, answers) : null
        if (cache) html = html.replace('</body>', () => `  <script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${jsonForScript(cache)}</script>\n  </body>`)
        // a picture of the page until the app takes over (src/main.tsx drops `inert` at its first
        // commit): clicks wait for the app instead of landing on markup that does nothing yet
        html = html.replace(/<div id="app"><\/div>/, () => `<div id="app" inert>${markup}</div>`)
        // the app's code loads once the first screen is painted (src/public/start.js): its chunks do
        // not compete with the styles and pictures of that screen, nor hold its paint while they run
        const modules: string[] = []
        html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
          modules.push(href)
          return ''
        })
        html = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_, src: string) => `<script src="${base}start.js" data-entry="${src}" data-modules="${modules.join(' ')}" defer></script>`,
        )
      }
    }
    return { html, etag }
  }
}

/**
 * The first screen's query cache as the page carries it (src/lib/first-screen.ts makes the
 * dehydrated state of it again): each query that succeeded — the only ones the screen keeps — as
 * its key and its data, plus its meta or type when it has one. A query whose data is an embedded
 * answer's data (JSON-equal: most are, a query's data is its call's `data`) is in `a` with the
 * answer's index instead — each answer travels in the page once; data a query made of its answer
 * (decoded, merged) is in `q`. `at` is when their data was made (the earliest); the rest of a
 * query's state is a fresh success's, the same for all of them.
 */
export interface FirstScreenState {
  at: number
  a: Array<[queryKey: unknown, answer: number] | [queryKey: unknown, answer: number, extra: QueryExtra]>
  q: Array<[queryKey: unknown, data: unknown] | [queryKey: unknown, data: unknown, extra: QueryExtra]>
}
type QueryExtra = { meta?: unknown; queryType?: unknown }

interface DehydratedQueryLike {
  queryKey: unknown
  meta?: unknown
  queryType?: unknown
  state: { data?: unknown; status?: unknown; dataUpdatedAt?: unknown }
}

/** the dehydrated query cache the first screen was rendered from, in its page form (FirstScreenState) */
export function referToAnswers(state: unknown, answers: FirstViewData['answers']): FirstScreenState | null {
  const queries = (state as { queries?: DehydratedQueryLike[] } | null)?.queries
  if (!Array.isArray(queries)) return null
  const byJson = new Map<string, number>()
  answers.forEach((a, i) => {
    const data = (a.d as { data?: unknown } | null)?.data
    if (data !== undefined && data !== null && typeof data === 'object') byJson.set(JSON.stringify(data), i)
  })
  const done = queries.filter((q) => q.state.status === 'success' && q.state.data !== undefined)
  const times = done.map((q) => q.state.dataUpdatedAt).filter((t): t is number => typeof t === 'number')
  const page: FirstScreenState = { at: times.length ? Math.min(...times) : 0, a: [], q: [] }
  for (const query of done) {
    const extra: QueryExtra = { ...(query.meta ? { meta: query.meta } : {}), ...(query.queryType ? { queryType: query.queryType } : {}) }
    const more = Object.keys(extra).length ? [extra] as const : ([] as const)
    const i = byJson.get(JSON.stringify(query.state.data))
    if (i === undefined) page.q.push([query.queryKey, query.state.data, ...more])
    else page.a.push([query.queryKey, i, ...more])
  }
  return page
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}
