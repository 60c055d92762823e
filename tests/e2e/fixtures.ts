import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190)
export const API = `http://localhost:${E2E_PORT}`
const DATA_DIR = join(import.meta.dirname, `../../.data/e2e-${E2E_PORT}`)

/** the demo accounts of the seed (README) */
export const BUYER = { username: 'buyer', password: 'buyer123' }
export const SHOPPER = { username: 'shopper', password: 'shopper123' }

/** `npm run ops -- <command> <args>` through the running server's operator endpoint */
export async function ops(command: string, ...args: string[]): Promise<string> {
  const secret = readFileSync(join(DATA_DIR, 'ops-secret'), 'utf8').trim()
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/ops/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
    body: JSON.stringify({ args }),
  })
  const body = (await res.json()) as { code: number; message: string; data: string }
  if (body.code !== 0) throw new Error(`ops ${command}: ${body.message}`)
  return body.data
}

/** a contract call, as the storefront makes it */
export async function call<T>(path: string, params: Record<string, unknown> = {}): Promise<{ code: number; message: string; data: T; error_code?: string }> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_type: 'pc', app_type_name: '电脑端', ...params }),
  })
  return res.json() as Promise<{ code: number; message: string; data: T; error_code?: string }>
}

/** log in through the API and hand the token cookie to the page (for specs about other things) */
export async function loginByApi(page: Page, account = BUYER): Promise<string> {
  const res = await call<{ token: string }>('/api/login/login', { ...account, autoLoginRange: 0 })
  if (res.code !== 0) throw new Error(`login failed: ${res.message}`)
  await page.context().addCookies([{ name: 'bazaar_token', value: res.data.token, url: API }])
  return res.data.token
}

/** English interface from the first paint */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    const raw = localStorage.getItem('bazaar.app')
    localStorage.setItem('bazaar.app', JSON.stringify({ ...(raw ? JSON.parse(raw) : {}), lang: 'en-us' }))
  })
}

/**
 * The home's float layer and the top advert are counted per browser (spec: shown at most N times);
 * specs about other things start as a browser that has seen them enough.
 */
export async function withoutPopups(page: Page) {
  await page.addInitScript(() => {
    const raw = localStorage.getItem('bazaar.app')
    localStorage.setItem('bazaar.app', JSON.stringify({ ...(raw ? JSON.parse(raw) : {}), indexFloatLayerNum: 99, indexTopAdNum: 99 }))
  })
}

export const SHOTS = join(import.meta.dirname, '../../test-results/screenshots')
/**
 * Screenshots are for people to look at, not checks: `npm run shots` (E2E_SHOTS=1) walks the suite and
 * keeps them; `npm test` skips them (encoding ~200 full pages cost its two cores minutes). A failing
 * test keeps its own screenshot either way (playwright.config.ts).
 */
export const SHOTS_ON = process.env.E2E_SHOTS === '1'
/** a screenshot kept with the run's results, to look at: the full page, the viewport or one element */
export async function shot(page: Page, name: string, of: 'page' | 'viewport' | Locator = 'page') {
  if (!SHOTS_ON) return
  const path = join(SHOTS, `${name}.png`)
  if (of === 'page' || of === 'viewport') await page.screenshot({ path, fullPage: of === 'page' })
  else await of.screenshot({ path })
}

/** a member of this test alone (the fixtures below make them) */
export interface Member {
  username: string
  password: string
}

let made = 0
/**
 * A new member, created through the operator CLI (`member:create`) on the e2e server: a test that logs
 * in uses its own, so parallel workers never share one account's cart, follows or login limits.
 */
export async function createMember(): Promise<Member> {
  made += 1
  // letters first (usernames may not be all digits), unique per worker process and run
  const username = `m${process.pid.toString(36)}${Date.now().toString(36).slice(-5)}${made}`
  const member = { username, password: 'abc12345' }
  await ops('member:create', member.username, member.password)
  return member
}

/**
 * A page load of home, list or goods detail paints the server's first screen (decision 012) and the
 * app replaces it at its first commit (`#app` loses `inert`). An element found before that is gone
 * after it, so a full page load (goto, reload) returns once the app has taken over — as a person's
 * click waits for it (the screen is inert until then). Pages without a first screen return at once.
 */
export async function appTookOver(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('#app[inert]'), undefined, { timeout: 20_000 })
    .catch((error: unknown) => {
      throw new Error(`the app did not take over the server's first screen of ${page.url()} within 20 s`, { cause: error })
    })
}

/**
 * The page's requests in flight — those `which` picks (by URL), every kind by default — and a wait until
 * none is and none ended for `quietMs`: what `networkidle` is to a page load, for moves inside the app.
 */
export function requestsOf(page: Page, which: (url: string) => boolean = () => true) {
  const inFlight = new Set<Request>()
  let last = Date.now()
  page.on('request', (r) => {
    if (!which(r.url())) return
    inFlight.add(r)
    last = Date.now()
  })
  const done = (r: Request) => {
    if (inFlight.delete(r)) last = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: (quietMs: number, message?: string) =>
      expect.poll(() => inFlight.size === 0 && Date.now() - last > quietMs, { message, intervals: [100], timeout: 15_000 }).toBe(true),
  }
}
/** every request of a page, for openInApp (the route's code comes before its calls): one watcher per page */
const allRequests = new WeakMap<Page, ReturnType<typeof requestsOf>>()

/**
 * Opens a storefront path as the app's own links do: the router's in-app navigation (no page load, no
 * new first view, axe already in the page), and returns when the network has been quiet for 500 ms —
 * what `networkidle` is to a page load. For walks whose claim is about the pages, not about how a page
 * loads: a whole load costs the browser ~5 times as much. The router follows pushState (TanStack
 * history wraps it and tells the router), so this is what a click on a link to the path does.
 */
export async function openInApp(page: Page, path: string) {
  await appTookOver(page)
  let net = allRequests.get(page)
  if (!net) allRequests.set(page, (net = requestsOf(page)))
  // a path under /web/, as page.goto takes it
  const url = new URL(path, new URL('/web/', page.url()))
  await page.evaluate((href) => {
    // TanStack history's keys of an entry: its place in the history and its id
    const index = Number((history.state as Record<string, unknown> | null)?.['__TSR_index'] ?? 0) + 1
    const key = Math.random().toString(36).slice(2, 10)
    history.pushState({ __TSR_index: index, __TSR_key: key, key }, '', href)
  }, `${url.pathname}${url.search}`)
  await expect(page).toHaveURL(url.href)
  await net.settled(500, `${path}: the network quiet`)
}

export const test = base.extend<{ member: Member; otherMember: Member }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args)
      await appTookOver(page)
      return res
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args)
      await appTookOver(page)
      return res
    }
    await use(page)
  },
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  member: async ({}, use) => use(await createMember()),
  // oxlint-disable-next-line no-empty-pattern
  otherMember: async ({}, use) => use(await createMember()),
})
export { expect }
