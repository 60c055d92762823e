import { API, call, expect, loginByApi, openInApp, ops, test } from './fixtures.ts'

// Issue 7, gap 3: the built storefront runs under its Content-Security-Policy. Every page a shopper
// reaches is opened with the policy on; a violation (inline script or style, a foreign origin, eval)
// or a console error about the policy fails the test. The policy is the document's: after the first
// whole load each page is opened as the app's links open it — its route's scripts, styles, pictures and
// calls all load under that policy — and the member home is a whole load of its own (after the login).

const collect = async (page: import('@playwright/test').Page) => {
  const problems: string[] = []
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text())
  })
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))]
}

/** the app rendered and its lazy chunks, styles and images had time to load */
async function settle(page: import('@playwright/test').Page) {
  await expect(page.locator('#app')).not.toBeEmpty()
  await page.waitForLoadState('load')
  await page.waitForTimeout(700)
}

test.describe('content security policy', () => {
  test('the pages load under the policy with no violation', async ({ page }) => {
    test.setTimeout(120_000)
    const violations = await collect(page)
    const list = await call<{ list: { sku_id: number }[] }>('/api/goodssku/page', { page: 1, page_size: 1 })
    const shops = await call<{ list: { site_id: number }[] }>('/api/shop/page', { page: 1, page_size: 1 })
    const sku = list.data.list[0]!.sku_id
    const shop = shops.data.list[0]!.site_id
    const first = await page.goto('./')
    const csp = first!.headers()['content-security-policy']!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(first!.headers()['x-content-type-options']).toBe('nosniff')
    expect(first!.headers()['referrer-policy']).toBeTruthy()
    await expect(page.locator('#app')).not.toBeEmpty()
    for (const path of ['list', `sku-${sku}`, 'street', 'shop_list', `shop-${shop}`, 'cms/help', 'cms/notice', 'brand', 'change_city', 'login', 'register', 'find_pass', 'no/such/page']) {
      await openInApp(page, path)
      await settle(page)
      expect(await violations(), path).toEqual([])
    }
    await loginByApi(page)
    await page.goto('member/index')
    await settle(page)
    expect(await violations(), 'member/index').toEqual([])
  })

  test('the agent console (/web/servicer/) loads and runs under the same policy', async ({ page }) => {
    const violations = await collect(page)
    // an agent of a shop no other spec chats with: no member is routed to it
    const username = `csp${Date.now().toString(36)}`
    await ops('servicer:add', username, '9', 'agent123')
    const first = await page.goto('servicer/')
    expect(first!.headers()['content-security-policy']).toContain("script-src 'self'")
    await settle(page)
    expect(await violations(), 'servicer login').toEqual([])
    await page.getByLabel('客服账号').fill(username)
    await page.getByLabel('密码').fill('agent123')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByTestId('servicer-status')).toContainText('在线接待中')
    await settle(page)
    expect(await violations(), 'servicer console').toEqual([])
  })

  test('no page can be framed, and the API and images carry the headers too', async ({ page, request }) => {
    for (const url of [`${API}/web/login`, `${API}/api/ping`, `${API}/img/goods/1.svg`]) {
      const res = await request.fetch(url, { method: url.includes('/api/') ? 'POST' : 'GET' })
      expect(res.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'")
      expect(res.headers()['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers()['x-frame-options'], url).toBe('DENY')
    }
    // a page of another origin that frames the login page gets an empty frame
    await page.setContent(`<iframe id="f" src="${API}/web/login"></iframe>`)
    await page.waitForTimeout(1500)
    const frame = page.frames().find((f) => f.url().includes('/web/login'))
    const text = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : ''
    expect(text).toBe('')
  })
})
