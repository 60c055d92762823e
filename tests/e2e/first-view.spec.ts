import type { Page, Request } from '@playwright/test'
import { call, expect, loginByApi, test, withoutPopups } from './fixtures.ts'

// Decision 012: the HTML carries the first view's answers (a JSON data block) and preloads its
// largest picture. The page paints from them with no API call for what is embedded, and the app
// carries on from there: navigation, the language switch, a member's own answers.

interface Embedded {
  lang: string
  answers: Array<{ p: string; q: Record<string, unknown> }>
}

/** every API call the page makes: path and own params (the common ones dropped) */
function watchApi(page: Page) {
  const calls: Array<{ path: string; params: Record<string, unknown> }> = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    if (!/\/api\//.test(url.pathname)) return
    const body = (r.postDataJSON() ?? {}) as Record<string, unknown>
    const { app_type: _a, app_type_name: _b, lang: _l, token: _t, website_id: _w, ...params } = body
    calls.push({ path: url.pathname, params })
  })
  return calls
}
const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort())

const embeddedOf = async (page: Page) => JSON.parse((await page.locator('#bazaar-first-view').textContent()) ?? 'null') as Embedded

/** none of the embedded answers was asked for again */
async function expectNoCallFor(page: Page, calls: Array<{ path: string; params: Record<string, unknown> }>) {
  const embedded = await embeddedOf(page)
  expect(embedded.answers.length).toBeGreaterThan(0)
  const refetched = embedded.answers.filter((a) => calls.some((c) => c.path === a.p && sameParams(c.params, a.q)))
  expect(refetched.map((a) => `${a.p} ${JSON.stringify(a.q)}`)).toEqual([])
  return embedded
}

test.describe('the first view in the HTML', () => {
  test('the home paints its banner from the HTML with no call for the embedded answers, then the app works on', async ({ page }) => {
    await withoutPopups(page)
    const calls = watchApi(page)
    const pictures: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname)
    })
    const banner = await call<{ adv_list: Array<{ adv_title: string; adv_image: string }> }>('/api/adv/detail', { keyword: 'NS_PC_INDEX' })
    const slide = banner.data.adv_list[0]!
    const res = await page.goto('index')
    expect(res!.headers().vary).toMatch(/Cookie/)
    await expect(page.getByTestId('home-band').getByRole('img', { name: slide.adv_title })).toBeVisible()
    await expect(page.getByTestId('home-floor').first()).toBeVisible()
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    const embedded = await expectNoCallFor(page, calls)
    expect(embedded.lang).toBe('zh-cn')
    for (const path of ['/api/website/info', '/api/adv/detail']) expect(calls.map((c) => c.path)).not.toContain(path)
    // what the HTML leaves out, the app asks for once the page is idle: every floor, the whole tree
    await expect.poll(() => calls.filter((c) => c.path === '/api/pc/floors')).toEqual([{ path: '/api/pc/floors', params: {} }])
    // the preloaded banner is fetched once: the <img> takes the preload's response
    expect(pictures.filter((p) => p === `/${slide.adv_image}`)).toHaveLength(1)

    // the app carries on: a search goes to the list (over the network: it is no longer the first view)
    const box = page.getByRole('search').getByRole('searchbox').first()
    await box.fill('手机')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/web\/list\?keyword=/)
    await expect(page.getByTestId('goods-card').first()).toBeVisible()
    expect(calls.some((c) => c.path === '/api/goodssku/page' && c.params.keyword === '手机')).toBe(true)

    // the language switch: English at once, and the next page load's HTML is English from the server
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('link', { name: 'Hello, please log in' })).toBeVisible()
    const before = calls.length
    await page.goto('index')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Hello, please log in' })).toBeVisible()
    await expect(page.getByTestId('home-floor').first()).toBeVisible()
    await page.waitForTimeout(500)
    const english = await expectNoCallFor(page, calls.slice(before))
    expect(english.lang).toBe('en-us')
    const site = await call<{ title: string }>('/api/website/info', { lang: 'en-us' })
    await expect(page).toHaveTitle(new RegExp(`${site.data.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })

  test("the home's HTML carries the floor and the menu levels its first screen shows; the app asks for the rest: floors further down appear when scrolled to, the menu's third level on hover", async ({ page }) => {
    await withoutPopups(page)
    const calls = watchApi(page)
    const floors = await call<Array<{ title: string }>>('/api/pc/floors')
    type Node = { category_id: number; category_name: string; short_name?: string; child_list?: Node[] }
    const tree = (await call<Node[]>('/api/goodscategory/tree', { level: 3, template: 2 })).data
    expect(floors.data.length).toBeGreaterThan(2)
    await page.goto('index')
    await expect(page.getByTestId('home-floor').first()).toBeVisible()
    // the HTML: one floor (and how many there are), two levels of the tree; its screen shows that floor
    const embedded = await embeddedOf(page)
    const floorsAnswer = embedded.answers.find((a) => a.p === '/api/pc/floors') as unknown as { q: unknown; d: { data: { count: number; list: unknown[] } } }
    expect(floorsAnswer.q).toEqual({ page: 1, page_size: 1 })
    expect(floorsAnswer.d.data.count).toBe(floors.data.length)
    expect(floorsAnswer.d.data.list).toHaveLength(1)
    expect(embedded.answers.filter((a) => a.p === '/api/goodscategory/tree').map((a) => a.q)).toEqual([{ level: 2, template: 2 }])
    const html = await (await page.request.get('index')).text()
    expect(html.match(/data-testid="home-floor"/g)).toHaveLength(1)
    // nor the footer, 4,000 px further down: the app shows it once idle
    expect(html).not.toContain('<footer')
    await expect(page.getByRole('contentinfo')).toBeAttached()
    // the rest over the network, each once, after the page has loaded (nothing the first screen waits for)
    await expect.poll(() => calls.map((c) => `${c.path} ${JSON.stringify(c.params)}`).filter((c) => /floors|goodscategory\/tree/.test(c)).sort()).toEqual([
      '/api/goodscategory/tree {"level":3,"template":2}',
      '/api/pc/floors {}',
    ])
    // every floor when scrolled to: a person's scroll, 500 px at a time down to the page's end, each
    // position shown for a frame (the browser looks for floors coming near once a frame; jumps
    // between frames pass floors by, as they would a person's flick)
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y)
        await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)))
      }
    })
    await expect(page.getByTestId('home-floor')).toHaveCount(floors.data.length)
    for (const floor of floors.data) await expect(page.getByRole('heading', { name: floor.title }).first()).toBeAttached()
    await page.evaluate(() => window.scrollTo(0, 0))
    // the menu's third level on hover
    const first = tree.find((c) => (c.child_list ?? []).some((d) => (d.child_list ?? []).length > 0))!
    const third = first.child_list!.flatMap((d) => d.child_list ?? [])[0]!
    const menu = page.getByRole('navigation', { name: '全部商品分类' })
    await menu.getByRole('link', { name: first.category_name, exact: true }).hover()
    await expect(menu.getByRole('link', { name: third.short_name || third.category_name, exact: true }).first()).toBeVisible()
  })

  test('the list and the goods page take their goods from the HTML; a member asks for their own goods answer', async ({ page }) => {
    await withoutPopups(page)
    const calls = watchApi(page)
    await page.goto(`list?keyword=${encodeURIComponent('手机')}`)
    await expect(page.getByTestId('goods-card').first()).toBeVisible()
    await page.waitForTimeout(300)
    await expectNoCallFor(page, calls)
    expect(calls.map((c) => c.path)).not.toContain('/api/goodssku/page')

    const href = (await page.getByTestId('goods-card').first().getByRole('link').first().getAttribute('href')) ?? ''
    const sku = /sku-(\d+)/.exec(href)![1]!
    const visitor = watchApi(page)
    await page.goto(`sku-${sku}`)
    await expect(page.getByTestId('goods-title')).toBeVisible()
    await page.waitForTimeout(300)
    await expectNoCallFor(page, visitor)

    // the goods answer embedded is a visitor's: a member's page asks for its own
    await loginByApi(page)
    const signedIn = watchApi(page)
    await page.goto(`sku-${sku}`)
    await expect(page.getByTestId('goods-title')).toBeVisible()
    await expect.poll(() => signedIn.some((c) => c.path === '/api/goodssku/detail')).toBe(true)
    expect(signedIn.map((c) => c.path)).not.toContain('/api/website/info')
  })
})
