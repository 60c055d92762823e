import { API, call, expect, ops, test, withoutPopups } from './fixtures.ts'
import { FramePage } from './pages/frame.ts'
import { LoginPage } from './pages/auth.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'

test.describe('one browser, two members', () => {
  // issue 6, defect 1: the cart count and the follow answers used to survive logout, so the next
  // member saw the previous member's. Everything happens in one page load (in-app navigation only),
  // as on a shared computer.
  test('after A logs out, B sees B’s own cart count and follow state', async ({ page, member: a, otherMember: b }) => {
    await withoutPopups(page)
    const goods = await call<{ list: Array<{ sku_id: number; site_id: number }> }>('/api/goodssku/page', { page_size: 3 })
    const [first, second, third] = goods.data.list
    // A has two cart lines, B one
    await ops('cart:add', a.username, String(first!.sku_id))
    await ops('cart:add', a.username, String(second!.sku_id))
    await ops('cart:add', b.username, String(third!.sku_id))

    const frame = new FramePage(page)
    const detail = new CatalogDetailPage(page)
    const login = new LoginPage(page)
    await login.goto(`/sku-${first!.sku_id}`)
    await login.loginWith(a.username, a.password)
    await expect(page).toHaveURL(new RegExp(`/sku-${first!.sku_id}$`))
    await frame.seeCartCount(2)
    await detail.followShop()
    await detail.seeShopFollowed(true)

    await frame.clickLogout()
    await frame.seeLoggedOut()
    await frame.seeCartCount(0)
    await detail.seeShopFollowed(false)

    // following asks a visitor to log in, and comes back here after it
    await detail.followShop()
    await expect(page).toHaveURL(/\/web\/login\?redirect=/)
    await login.loginWith(b.username, b.password)
    await expect(page).toHaveURL(new RegExp(`/sku-${first!.sku_id}$`))
    await frame.seeLoggedIn(b.username)
    await frame.seeCartCount(1)
    await detail.seeShopFollowed(false)
  })

  test('a TOKEN_* answer drops A’s answers too: B, logging in after it, sees B’s own state', async ({ page, member: a, otherMember: b }) => {
    await withoutPopups(page)
    const goods = await call<{ list: Array<{ sku_id: number }> }>('/api/goodssku/page', { page_size: 2 })
    const [first, second] = goods.data.list
    await ops('cart:add', a.username, String(first!.sku_id))
    await ops('cart:add', a.username, String(second!.sku_id))

    const frame = new FramePage(page)
    const detail = new CatalogDetailPage(page)
    const login = new LoginPage(page)
    await login.goto(`/sku-${first!.sku_id}`)
    await login.loginWith(a.username, a.password)
    await frame.seeCartCount(2)
    await detail.followShop()
    await detail.seeShopFollowed(true)

    // A's session ends on the server (another tab logged out, or the token expired)
    const token = (await page.context().cookies()).find((c) => c.name === 'bazaar_token')!.value
    expect((await call('/api/login/logout', { token })).code).toBe(0)
    // the next login-forced call answers TOKEN_*: the session is dropped and login asked for
    await detail.unfollowShop()
    await expect(page).toHaveURL(/\/web\/login\?redirect=/)
    await login.loginWith(b.username, b.password)
    await expect(page).toHaveURL(new RegExp(`/sku-${first!.sku_id}$`))
    await frame.seeLoggedIn(b.username)
    await frame.seeCartCount(0)
    await detail.seeShopFollowed(false)
  })
})

test.describe('an expired login', () => {
  // a member comes back days later: the cookie is still there, the server no longer knows it
  test('on the home the shopper stays, logged out; on a member page they go to log in once and are brought back to it', async ({ page }) => {
    await withoutPopups(page)
    await page.context().addCookies([{ name: 'bazaar_token', value: 'expired-token', url: API }])
    await page.goto('index')
    await new FramePage(page).seeLoggedOut()
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveURL(/\/web\/index$/)
    await page.context().addCookies([{ name: 'bazaar_token', value: 'expired-token', url: API }])
    await page.goto('member/order_list')
    await page.waitForLoadState('networkidle')
    // one login page, whose way back is the member page (not a login page inside a login page)
    await expect(page).toHaveURL((url) => url.pathname === '/web/login' && url.searchParams.get('redirect')?.startsWith('/member/order_list') === true)
  })
})
