import { call, expect, shot, test, useEnglish } from './fixtures.ts'
import { FramePage } from './pages/frame.ts'
import { LoginPage, MemberHomePage } from './pages/auth.ts'

test.describe('accounts', () => {
  test('the member centre needs a login and returns there after it; logout returns to the frame', async ({ page, member }) => {
    await page.goto('member/index')
    await expect(page).toHaveURL(/\/web\/login\?redirect=(%2F|\/)member(%2F|\/)index$/)
    await expect(page).toHaveTitle(/^登录 - /)
    const login = new LoginPage(page)
    await login.seeAccessible()
    await login.loginWith(member.username, member.password)
    await expect(page).toHaveURL(/\/web\/member\/index$/)
    await expect(page).toHaveTitle(/^会员中心 - /)
    const detail = await call<{ nickname: string }>('/api/member/info', { token: (await page.context().cookies()).find((c) => c.name === 'bazaar_token')!.value })
    const home = new MemberHomePage(page)
    await home.seeWelcome(detail.data.nickname)
    await home.seeAccessible()
    await shot(page, 'member-index-zh')
    const frame = new FramePage(page)
    await frame.seeLoggedIn(detail.data.nickname)
    await frame.clickLogout()
    await expect(page).not.toHaveURL(/member/)
    await frame.seeLoggedOut()
    // the token is gone and revoked: the member centre asks for a login again
    await page.goto('member/index')
    await expect(page).toHaveURL(/\/web\/login\?redirect=/)
  })

  test('a wrong password shows the server message and keeps the visitor on the page', async ({ page, member }) => {
    const login = new LoginPage(page)
    await login.goto()
    await login.loginWith(member.username, 'wrong-password')
    await login.seeError(/密码|用户名/)
    await expect(page).toHaveURL(/\/web\/login/)
  })

  // met in a fresh-clone run: the form took the login before the page had the platform's captcha
  // switch, asked for a captcha (the switch unknown counted as on), then hid the field when the
  // answer said off — and nothing happened
  test('a shopper who logs in before the page has heard whether a captcha is needed is logged in (the captcha off)', async ({ page, member }) => {
    // a slow answer to "is the login captcha on?" (the network, a busy server)
    await page.route('**/api/config/getCaptchaConfig', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    const login = new LoginPage(page)
    await login.goto()
    await login.loginWith(member.username, member.password)
    await expect(page).toHaveURL(/\/web\/index$/)
    await expect(page.getByRole('link', { name: member.username })).toBeVisible()
  })

  test('an unsafe redirect is not followed after login', async ({ page, member }) => {
    const login = new LoginPage(page)
    await login.goto('//evil.example/steal')
    await login.loginWith(member.username, member.password)
    await expect(page).toHaveURL(/\/web\/index$/)
  })

  test('a new shopper registers and is logged in; the username rules show as typed, the agreement error in red', async ({ page }) => {
    const username = `e2e_${Date.now().toString(36)}`
    await page.goto('register')
    const form = page.getByRole('form', { name: '注册' })
    const name = form.getByRole('textbox', { name: '用户名' })
    // a wrong character shows while typing; "too short" once the field is left, then live
    await name.fill('ab-')
    await expect(form.getByText('用户名只能包含字母、数字、下划线和汉字')).toBeVisible()
    await name.fill('ab')
    await expect(form.getByText('用户名只能包含字母、数字、下划线和汉字')).toHaveCount(0)
    await form.getByRole('textbox', { name: '密码', exact: true }).click()
    await expect(form.getByText('用户名长度须为 3-20 个字符')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await name.fill(username)
    await expect(form.getByText('用户名长度须为 3-20 个字符')).toHaveCount(0)
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('abc12345')
    await form.getByRole('textbox', { name: '确认密码' }).fill('abc12345')
    // the agreement names the button the page has
    await form.getByRole('button', { name: '同意并注册' }).click()
    const agreeError = form.getByText('请阅读并同意注册协议')
    await expect(agreeError).toBeVisible()
    expect(await agreeError.evaluate((el) => getComputedStyle(el).color)).not.toBe(await form.getByText('我已阅读并同意').evaluate((el) => getComputedStyle(el).color))
    await form.getByRole('button', { name: '《注册协议》' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('同意并注册', { exact: false }).first()).toBeVisible()
    await shot(page, 'register-agreement-zh')
    await dialog.getByRole('button', { name: '同意并继续' }).click()
    await expect(form.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked()
    await expect(agreeError).toHaveCount(0)
    await new FramePage(page).seeAccessible()
    await shot(page, 'register-zh')
    await form.getByRole('button', { name: '同意并注册' }).click()
    await expect(page).toHaveURL(/\/web\/index$/)
    await new FramePage(page).seeLoggedIn(username)
  })

  test('auth pages in English', async ({ page }) => {
    await useEnglish(page)
    await page.goto('login')
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
    await shot(page, 'login-en')
    await page.goto('register')
    // the button the agreement names, in English too
    await expect(page.getByRole('button', { name: 'Agree and register' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Username' }).fill('a-b')
    await expect(page.getByText('The username may contain only letters, digits, underscores and Chinese characters')).toBeVisible()
    await shot(page, 'register-en')
    await page.goto('find_pass')
    await page.waitForLoadState('networkidle')
    await shot(page, 'find-pass-en')
  })

  test('/auth goes to the login page', async ({ page }) => {
    await page.goto('auth')
    await expect(page).toHaveURL(/\/web\/login/)
  })
})
