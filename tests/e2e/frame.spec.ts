import { call, expect, shot, test, useEnglish, withoutPopups } from './fixtures.ts'
import { FramePage } from './pages/frame.ts'

test.describe('site frame', () => {
  test('the home route shows the frame built from the server data', async ({ page }) => {
    const frame = new FramePage(page)
    const [site, nav, help, copyright] = await Promise.all([
      call<{ title: string }>('/api/website/info'),
      call<{ list: { nav_title: string }[] }>('/api/pc/navList'),
      call<{ class_name: string; child_list: { title: string }[] }[]>('/api/helpclass/lists'),
      call<{ icp: string }>('/api/config/copyright'),
    ])
    await page.goto('./')
    await expect(page).toHaveURL(/\/web\/index$/)
    await frame.seeTitle('首页')
    await expect(page).toHaveTitle(`首页 - ${site.data.title}`)
    for (const item of nav.data.list.slice(0, 3)) await frame.seeNavLink(item.nav_title)
    // the first 4 help classes, each with its first article
    for (const cls of help.data.slice(0, 4)) {
      await frame.seeFooterText(cls.class_name)
      await frame.seeFooterText(cls.child_list[0]!.title)
    }
    const [company, record] = copyright.data.icp.split('|')
    await frame.seeFooterText(company!)
    await frame.seeFooterText(record!)
    await frame.seeLoggedOut()
    await shot(page, 'home-zh')
  })

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('no/such/page')
    await expect(page.getByRole('heading', { name: /404|页面不存在|找不到/ }).first()).toBeVisible()
    await expect(page).toHaveTitle(/^404 - /)
    await new FramePage(page).seeAccessible()
    await shot(page, 'not-found')
  })

  test('customer service asks a visitor to log in', async ({ page }) => {
    await withoutPopups(page)
    const frame = new FramePage(page)
    await frame.goto()
    await frame.clickCustomerService()
    await frame.seeToast('您还未登录')
  })

  test('back-to-top appears after scrolling 300 px', async ({ page }) => {
    await withoutPopups(page)
    await page.goto('index')
    // the side tools and the floors load just after the first paint
    await expect(page.getByRole('complementary').getByRole('button', { name: '客服' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /1F/ }).first()).toBeVisible()
    const toTop = page.getByRole('button', { name: '返回顶部' })
    await expect(toTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the interface switches to English and remembers it', async ({ page }) => {
    await withoutPopups(page)
    await page.goto('index')
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('link', { name: 'Hello, please log in' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('link', { name: 'Hello, please log in' })).toBeVisible()
    await expect(page).toHaveTitle(/^Home - /)
  })

  test('English frame screenshot', async ({ page }) => {
    await useEnglish(page)
    await page.goto('index')
    await expect(page.getByRole('link', { name: 'Hello, please log in' })).toBeVisible()
    await shot(page, 'home-en')
  })
})
