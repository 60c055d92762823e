import { expect, ops, shot, test } from '../fixtures.ts'
import { LoginPage } from '../pages/auth.ts'
import { expectAccessible } from '../pages/a11y.ts'

// Platform switches flip state every page sees: this project runs alone, after the others.
test.describe.configure({ mode: 'serial' })

test.describe('site closed', () => {
  test.afterEach(async () => {
    await ops('site:open')
  })

  test('ops site:close sends every route to /closed with the reason; site:open lets shoppers back', async ({ page }) => {
    await ops('site:close', '维护中')
    for (const path of ['index', 'list?keyword=手机', 'member/index', 'login', 'no/such/page']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/web\/closed$/)
      await expect(page.getByText('维护中', { exact: true })).toBeVisible()
    }
    await expect(page).toHaveTitle(/^网站维护 - /)
    await shot(page, 'closed')
    await expectAccessible(page)
    await ops('site:open')
    await page.goto('index')
    await expect(page).toHaveURL(/\/web\/index$/)
  })
})

test.describe('captcha switch', () => {
  test.afterEach(async () => {
    await ops('captcha:off')
  })

  test('with the captcha on, login shows a refreshable captcha and refuses a wrong code', async ({ page, member }) => {
    await ops('captcha:on')
    const login = new LoginPage(page)
    await login.goto()
    await login.seeCaptcha()
    const first = await login.captchaSrc()
    await login.refreshCaptcha()
    await expect.poll(() => login.captchaSrc()).not.toBe(first)
    await login.fillAccount(member.username, member.password)
    await login.form.getByRole('textbox', { name: '验证码' }).fill('zzzz')
    await login.submit()
    await login.seeError(/验证码/)
    await shot(page, 'login-captcha-zh')
  })
})
