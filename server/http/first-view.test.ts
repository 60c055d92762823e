import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { createTestApp, newMember, type TestApp, type TestMember } from '../test/harness.ts'
import { FIRST_SCREEN_STATE_ID, FIRST_VIEW_ID, jsonForScript, type FirstScreenState, type FirstViewData } from './first-view.ts'
import { catalogChanged } from '../db/response-cache.ts'
import { ALL_FIRST_VIEW_CHUNKS, firstViewPlan } from './first-view-plan.ts'
import { FIRST_FLOORS_PARAMS, FRAME_TREE_PARAMS } from '../../domain/catalog/first-view-calls.ts'

// Decision 012: a storefront page's HTML carries its first view — the public answers of its first
// calls in a JSON data block, its chunks and largest pictures preloaded — in the caller's language,
// and never anything of a member.

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>Bazaar</title>
    <!-- a note for the template's readers -->
    <script src="/web/config.js" defer></script>
    <script type="module" crossorigin src="/web/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/web/assets/shared.js">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`

// a build manifest: the entry and its static import, the home route's chunk (importing the shared
// chunk, which the entry loads already) and the frame's chunks
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'routes/_main/[index].tsx?tsr-split=component---loader': { file: 'assets/home-C.js', imports: ['_shared.js', '_floor-bits.js'], css: ['assets/home.css'] },
  '_floor-bits.js': { file: 'assets/floor-bits.js' },
  'routes/_main.tsx?tsr-split=component---loader': { file: 'assets/main-C.js', imports: ['_shared.js'] },
  'locales/en-us/common.po': { file: 'assets/en-common.js' },
}

let base: TestApp
let app: FastifyInstance
let webDir: string
let member: TestMember

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'bazaar-first-view-'))
  mkdirSync(join(webDir, '.vite'))
  writeFileSync(join(webDir, 'index.html'), TEMPLATE)
  writeFileSync(join(webDir, 'config.js'), "window.BAZAAR_CONFIG = { baseUrl: '', imgDomain: '' }")
  writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  base = await createTestApp()
  app = await buildApp({ ...base.app.deps, config: { ...base.app.deps.config, webDir } }, { serveWeb: true })
  member = await newMember(base)
})
afterAll(async () => {
  await app?.close()
  await base?.close()
  rmSync(webDir, { recursive: true, force: true })
})

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers })
  const block = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ID}">([^]*?)</script>`).exec(res.body)?.[1]
  const data = block ? (JSON.parse(block) as FirstViewData) : null
  const answer = (path: string) => data?.answers.find((a) => a.p === path)
  return { res, html: res.body, data, answer }
}
const api = async (path: string, body: Record<string, unknown>) => (await base.app.inject({ method: 'POST', url: path, payload: { app_type: 'pc', app_type_name: '电脑端', ...body } })).json<{ data: unknown }>()

/** how many first screens the test renderer has made (it counts on globalThis) */
const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0

/** a page without its server times */
const strip = (html: string) => html.replace(/"(?:at|timestamp|now_seconds)":\d+/g, '')

describe('the first view in the HTML', () => {
  it('the home (Chinese by default): site info, adverts and floors in the data block, the banner preloaded with high priority', async () => {
    const { res, html, data, answer } = await page('/web/index')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(html).toContain('<html lang="zh-CN"')
    expect(data?.lang).toBe('zh-cn')
    for (const path of ['/api/website/info', '/api/adv/detail', '/api/pc/floors', '/api/goodscategory/tree', '/api/notice/page']) expect(answer(path), path).toBeTruthy()
    // the answers are the routes' own, for the params the client sends
    const banner = await api('/api/adv/detail', { keyword: 'NS_PC_INDEX', lang: 'zh-cn' })
    const embedded = data!.answers.find((a) => a.p === '/api/adv/detail' && a.q.keyword === 'NS_PC_INDEX')!
    expect((embedded.d as { data: unknown }).data).toEqual(banner.data)
    expect(answer('/api/goodscategory/tree')!.q).toEqual({ level: 2, template: 2 })
    const first = (banner.data as { adv_list: Array<{ adv_image: string }> }).adv_list[0]!.adv_image
    expect(html).toContain(`<link rel="preload" as="image" href="/${first}" fetchpriority="high">`)
    // the picture preload comes before the scripts, right after the charset
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<script'))
  })

  it("the home embeds only what its first screen shows: the first floor, the category tree's first two levels, no footer", async () => {
    const { data, html } = await page('/web/index')
    const calls = data!.answers.map((a) => `${a.p} ${JSON.stringify(a.q)}`)
    type Floor = { id: number; value: { leftImg?: { value?: { url?: string } } } }
    type Node = { category_id: number; child_list?: Node[] }
    // the floors: one page of one floor (the one the screen shows) and how many there are; not the
    // contract's whole list, which the app asks for when idle or when a later floor comes near
    const floors = data!.answers.filter((a) => a.p === '/api/pc/floors')
    expect(floors.map((a) => a.q)).toEqual([FIRST_FLOORS_PARAMS])
    const all = (await api('/api/pc/floors', {})).data as Floor[]
    expect(all.length).toBeGreaterThan(1)
    const first = (floors[0]!.d as { data: { count: number; list: Floor[] } }).data
    expect(first.count).toBe(all.length)
    expect(first.list).toEqual(all.slice(0, 1))
    // the same answer the route gives the app for its call (made by the route, not trimmed here)
    expect(first).toEqual((await api('/api/pc/floors', { ...FIRST_FLOORS_PARAMS, lang: 'zh-cn' })).data)
    // the first floor's picture is still the preloaded LCP candidate; the later floors' are not there
    expect(html).toContain(`<link rel="preload" as="image" href="/${all[0]!.value.leftImg!.value!.url}">`)
    for (const later of all.slice(1)) if (later.value.leftImg?.value?.url) expect(html).not.toContain(`"${later.value.leftImg.value.url}"`)
    // the tree: two levels (the menu's rows and their level-2 names); the three-level call, the
    // flyout's, is the app's to make
    const trees = data!.answers.filter((a) => a.p === '/api/goodscategory/tree')
    expect(trees.map((a) => a.q)).toEqual([FRAME_TREE_PARAMS])
    const tree = (trees[0]!.d as { data: Node[] }).data
    expect(tree.length).toBeGreaterThan(0)
    expect(tree.some((c) => (c.child_list ?? []).length > 0)).toBe(true)
    for (const c of tree) for (const second of c.child_list ?? []) expect(second.child_list ?? []).toEqual([])
    const full = (await api('/api/goodscategory/tree', { level: 3, template: 2 })).data as Node[]
    const third = full.flatMap((c) => (c.child_list ?? []).flatMap((d) => d.child_list ?? []))
    expect(third.length).toBeGreaterThan(0)
    for (const c of third) expect(html).not.toContain(`"category_id":${c.category_id},`)
    // the footer is 4,000 px below the home's first screen: none of its calls
    for (const path of ['/api/shopservice/lists', '/api/helpclass/lists', '/api/pc/friendlyLink', '/api/config/copyright']) expect(calls.join('\n')).not.toContain(path)
    expect(firstViewPlan(new URL('http://x/web/index'), 'zh-cn')!.chunks).not.toContain('features/layout/components/site-footer.tsx')
  })

  it('the list and the goods page embed the same two-level tree, and their footer', async () => {
    for (const url of ['/web/list', '/web/sku-1']) {
      const { data } = await page(url)
      const paths = data!.answers.map((a) => a.p)
      expect(data!.answers.filter((a) => a.p === '/api/goodscategory/tree').map((a) => a.q), url).toEqual([FRAME_TREE_PARAMS])
      for (const path of ['/api/shopservice/lists', '/api/helpclass/lists', '/api/pc/friendlyLink', '/api/config/copyright']) expect(paths, url).toContain(path)
      expect(paths, url).not.toContain('/api/pc/floors')
    }
  })

  it('English with the language cookie: the answers and <html lang> in English', async () => {
    const zh = await page('/web/index')
    const en = await page('/web/index', { cookie: 'bazaar_lang=en-us' })
    expect(en.html).toContain('<html lang="en"')
    expect(en.data?.lang).toBe('en-us')
    const site = await api('/api/website/info', { lang: 'en-us' })
    expect((en.answer('/api/website/info')!.d as { data: unknown }).data).toEqual(site.data)
    expect(en.answer('/api/website/info')!.d).toMatchObject({ message: 'Success' })
    expect(JSON.stringify(en.answer('/api/pc/floors')!.d)).not.toEqual(JSON.stringify(zh.answer('/api/pc/floors')!.d))
    // cacheable per language: the cookie is part of the key, the ETag differs
    expect(en.res.headers.vary).toMatch(/Cookie/)
    expect(en.res.headers['cache-control']).toBe('no-cache')
    expect(en.res.headers.etag).toBeTruthy()
    expect(en.res.headers.etag).not.toBe(zh.res.headers.etag)
    // the English catalog the app activates first is preloaded
    expect(en.html).toContain('href="/web/assets/en-common.js"')
    expect(zh.html).not.toContain('en-common.js')
  })

  it('no member data: a member gets the visitor HTML, marked <html data-member> only', async () => {
    const visitor = await page('/web/sku-1')
    const signedIn = await page('/web/sku-1', { cookie: `bazaar_token=${member.token}` })
    expect(signedIn.html).toMatch(/<html data-member /)
    expect(visitor.html).not.toContain('data-member')
    expect(strip(signedIn.html).replace('<html data-member ', '<html ')).toBe(strip(visitor.html))
    expect(signedIn.html).not.toContain(member.token)
    expect(signedIn.html).not.toContain(member.username)
    // the goods detail answers a member differently (auth optional): embedded as a visitor's, so marked
    const detail = signedIn.answer('/api/goodssku/detail')!
    expect(detail.v).toBe(1)
    expect(detail.q).toEqual({ sku_id: 1 })
    expect((detail.d as { data: unknown }).data).toEqual((await api('/api/goodssku/detail', { sku_id: 1 })).data)
    // nothing that needs a login is ever embedded
    const { apiRegistry } = await import('./route.ts')
    for (const a of signedIn.data!.answers) expect(apiRegistry.get(a.p)?.auth, a.p).not.toBe('required')
  })

  it('the list: its goods call with the params the client sends, the first goods pictures preloaded', async () => {
    const { data, html } = await page(`/web/list?keyword=${encodeURIComponent('手机')}&order=sale_num`)
    const goods = data!.answers.find((a) => a.p === '/api/goodssku/page')!
    expect(goods.q).toEqual({ page: 1, page_size: 12, order: 'sale_num', sort: 'desc', keyword: '手机' })
    const list = (goods.d as { data: { list: Array<{ sku_image: string }> } }).data.list
    expect(list.length).toBeGreaterThan(0)
    expect(html).toContain(`href="/${list[0]!.sku_image.replace(/(\.[a-z0-9]+)$/i, '_mid$1')}" fetchpriority="high"`)
  })

  it('modulepreload for the page chunks the entry does not load, with their CSS', async () => {
    const { html } = await page('/web/')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/web/assets/home-C.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/web/assets/floor-bits.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/web/assets/main-C.js">')
    expect(html).toContain('<link rel="preload" as="style" href="/web/assets/home.css">')
    // the entry's own import is listed once, by the build
    expect(html.match(/assets\/shared\.js/g)).toHaveLength(1)
  })

  it('revalidation: the same content answers 304 to its ETag', async () => {
    const first = await page('/web/index')
    const again = await app.inject({ method: 'GET', url: '/web/index', headers: { 'if-none-match': String(first.res.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('other pages carry the site info only; a storefront pointed at another API server carries none', async () => {
    const login = await page('/web/login')
    expect(login.data!.answers.map((a) => a.p)).toEqual(['/api/website/info'])
    writeFileSync(join(webDir, 'config.js'), "window.BAZAAR_CONFIG = { baseUrl: 'https://api.elsewhere.example', imgDomain: '' }")
    try {
      expect((await page('/web/index')).data!.answers).toEqual([])
    } finally {
      writeFileSync(join(webDir, 'config.js'), "window.BAZAAR_CONFIG = { baseUrl: '', imgDomain: '' }")
    }
  })

  it("sent compressed, without the template's comments (they are for its readers)", async () => {
    const res = await app.inject({ method: 'GET', url: '/web/index', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(res.rawPayload).toString()
    expect(html).toContain(`id="${FIRST_VIEW_ID}"`)
    expect(html).not.toContain('<!--')
    expect(strip(html)).toBe(strip((await page('/web/index')).html))
  })

  it('the data block is safe JSON inside a script element: no tag, comment or line separator can end it', () => {
    const tricky = { a: '</script><script>alert(1)</script>', b: '<!-- x', c: 'line\u2028sep\u2029end', d: 'a & b > c' }
    const text = jsonForScript(tricky)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(tricky)
  })

  it('every chunk source a plan names is a real module (kept in step by scripts/size.ts after a build)', () => {
    expect(ALL_FIRST_VIEW_CHUNKS).toContain('routes/_main/[index].tsx?tsr-split=component---loader')
    expect(ALL_FIRST_VIEW_CHUNKS).toContain('locales/en-us/common.po')
  })
})

// The first screen (decision 012): with the build's renderer (<webDir>/.ssr/first-screen.js) the
// page's markup is in the HTML, inside #app, made from the embedded answers; the app's code is
// fetched once it is painted (start.js).
describe('the first screen in the HTML', () => {
  let screenDir: string
  let screenApp: FastifyInstance
  const renderer = (body: string) => writeFileSync(join(screenDir, '.ssr/first-screen.js'), body)
  // a renderer that shows what it was given: the URL, the language and the embedded site title
  const ECHO = `export async function renderFirstScreen({ url, lang, answerOf }) {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1
  const site = answerOf('/api/website/info', {})
  return '<main data-url="' + url + '" data-lang="' + lang + '">' + site.data.title + '</main>'
}`
  const get = (url: string, headers: Record<string, string> = {}) => screenApp.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    screenDir = mkdtempSync(join(tmpdir(), 'bazaar-first-screen-'))
    mkdirSync(join(screenDir, '.vite'))
    mkdirSync(join(screenDir, '.ssr'))
    writeFileSync(join(screenDir, 'index.html'), TEMPLATE)
    writeFileSync(join(screenDir, 'config.js'), "window.BAZAAR_CONFIG = { baseUrl: '', imgDomain: '' }")
    writeFileSync(join(screenDir, '.vite/manifest.json'), JSON.stringify(MANIFEST))
    renderer(ECHO)
    screenApp = await buildApp({ ...base.app.deps, config: { ...base.app.deps.config, webDir: screenDir } }, { serveWeb: true })
  })
  afterAll(async () => {
    await screenApp?.close()
    rmSync(screenDir, { recursive: true, force: true })
  })

  it("the page's markup inside #app, made from the embedded answers in the page's language; its styles applied, the app's code started after the paint", async () => {
    const site = (await api('/api/website/info', { lang: 'en-us' })).data as { title: string }
    const res = await get(`/web/list?keyword=${encodeURIComponent('手机')}`, { cookie: 'bazaar_lang=en-us' })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain(`<div id="app" inert><main data-url="/web/list?keyword=%E6%89%8B%E6%9C%BA" data-lang="en-us">${site.title}</main></div>`)
    // the chunks' styles are stylesheets (the markup needs them now), not preloads
    expect(html).not.toContain('rel="preload" as="style"')
    // no module script and no module preload: start.js adds them once the screen is painted
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const start = /<script src="\/web\/start\.js" data-entry="([^"]+)" data-modules="([^"]*)" defer><\/script>/.exec(html)
    expect(start?.[1]).toBe('/web/assets/index-E.js')
    expect(start?.[2].split(' ')).toEqual(expect.arrayContaining(['/web/assets/shared.js', '/web/assets/main-C.js']))
    // the data block is still there for the app
    expect(html).toContain(`id="${FIRST_VIEW_ID}"`)
  })

  it('not for a copy the caller has (304), nor twice for the same content; a member gets the visitor page', async () => {
    const first = await get('/web/index')
    expect(first.body).toContain('<div id="app" inert><main')
    const before = renders()
    const again = await get('/web/index', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    // the same content again (a member's page is a visitor's, marked): the screen made a moment ago;
    // the member's copy has its own ETag (the visitor's copy is not theirs), an empty token none
    const signedIn = await get('/web/index', { cookie: `bazaar_token=${member.token}` })
    expect(strip(signedIn.body).replace('<html data-member ', '<html ')).toBe(strip(first.body))
    expect(signedIn.headers.etag).toBe(String(first.headers.etag).replace(/"$/, '.m"'))
    expect(renders()).toBe(before)
    const loggedOut = await get('/web/index', { cookie: 'bazaar_token=; bazaar_lang=zh-cn' })
    expect(loggedOut.body).not.toContain('data-member')
    // a browser that has seen the top advert its 3 times: marked, so the first screen leaves the strip out
    const seen = await get('/web/index', { cookie: 'bazaar_top_ad=3' })
    expect(seen.body).toMatch(/<html data-top-advert-off /)
    expect(seen.headers.etag).toBe(String(first.headers.etag).replace(/"$/, '.t"'))
    expect((await get('/web/index', { cookie: 'bazaar_top_ad=2' })).body).not.toContain('data-top-advert-off')
    expect(renders()).toBe(before)
  })

  it('each answer travels once: a query whose data is an embedded answer refers to it; data a query made stays', async () => {
    renderer(`export async function renderFirstScreen({ answerOf }) {
  const site = answerOf('/api/website/info', {})
  const q = (key, data, at) => ({ queryKey: [key], queryHash: JSON.stringify([key]), state: { data, status: 'success', dataUpdatedAt: at } })
  const failed = { queryKey: ['failed'], queryHash: '["failed"]', state: { status: 'error', dataUpdatedAt: 0 } }
  return { markup: '<main>' + site.data.title + '</main>', state: { mutations: [], queries: [q('site', site.data, 7), q('made', { title: site.data.title + '!' }, 5), failed] } }
}`)
    try {
      const html = (await get('/web/index?once=1')).body
      const block = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">([^]*?)</script>`).exec(html)![1]!) as unknown
      const answers = (block(FIRST_VIEW_ID) as FirstViewData).answers
      const state = block(FIRST_SCREEN_STATE_ID) as FirstScreenState
      // the site query is the answer's data: its index, not a second copy
      expect(state.a).toHaveLength(1)
      const [key, index] = state.a[0]!
      expect(key).toEqual(['site'])
      expect(answers[index]!.p).toBe('/api/website/info')
      expect(html.split(JSON.stringify((answers[index]!.d as { data: unknown }).data)).length).toBe(2)
      // data of its own stays; only successes travel, as of the earliest of their times
      expect(state.q).toHaveLength(1)
      expect(state.q[0]![0]).toEqual(['made'])
      expect((state.q[0]![1] as { title: string }).title).toMatch(/!$/)
      expect(state.at).toBe(5)
    } finally {
      renderer(ECHO)
    }
  })

  it("a page's answers are made once for every page and request that embeds them, again after a catalog change", async () => {
    const calls: string[] = []
    const inject = screenApp.inject.bind(screenApp)
    screenApp.inject = ((opts: { url: string }) => {
      if (opts.url.startsWith('/api/')) calls.push(opts.url)
      return inject(opts as never)
    }) as never
    try {
      // the pages before this one made some of them a moment ago
      catalogChanged(base.app.deps.db)
      await get('/web/index?reuse=1')
      const made = calls.length
      expect(made).toBeGreaterThan(5)
      // the same page again (another URL: not the rendered screen's cache)
      await get('/web/index?reuse=2')
      expect(calls.length).toBe(made)
      // another page makes only its own: the frame's (site info, menus, footer…) are made already
      await get('/web/list?reuse=1')
      const list = calls.length - made
      expect(list).toBeGreaterThan(0)
      expect(list).toBeLessThan(made / 2)
      catalogChanged(base.app.deps.db)
      await get('/web/index?reuse=3')
      expect(calls.length).toBe(2 * made + list)
    } finally {
      screenApp.inject = inject as never
    }
  })

  it('pages without a plan get none; a renderer that fails leaves the page as it was', async () => {
    const login = await get('/web/login')
    expect(login.body).toContain('<div id="app"></div>')
    expect(login.body).toContain('<script type="module" crossorigin src="/web/assets/index-E.js"></script>')
    renderer('export async function renderFirstScreen() { throw new Error("broken") }')
    try {
      const res = await get('/web/sku-2')
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="app"></div>')
    } finally {
      renderer(ECHO)
    }
  })
})
