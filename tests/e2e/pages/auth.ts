import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /login, /register as a shopper uses them */
export class LoginPage extends PageModel {
  get form() {
    return this.page.getByRole('form', { name: '账号登录' })
  }
  async goto(redirect?: string) {
    await this.page.goto(redirect ? `login?redirect=${encodeURIComponent(redirect)}` : 'login')
  }
  async fillAccount(username: string, password: string) {
    await this.form.getByLabel('用户名').fill(username)
    await this.form.getByLabel('密码').fill(password)
  }
  async submit() {
    await this.form.getByRole('button', { name: '登录' }).click()
  }
  async loginWith(username: string, password: string) {
    await this.fillAccount(username, password)
    await this.submit()
  }
  async seeError(text: string | RegExp) {
    await expect(this.page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible()
  }
  async seeCaptcha() {
    await expect(this.form.getByRole('textbox', { name: '验证码' })).toBeVisible()
    await expect(this.form.getByRole('button', { name: '换一张验证码' }).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  }
  async captchaSrc() {
    return this.form.getByRole('button', { name: '换一张验证码' }).locator('img').getAttribute('src')
  }
  async refreshCaptcha() {
    await this.form.getByRole('button', { name: '换一张验证码' }).click()
  }
}

export class MemberHomePage extends PageModel {
  async seeWelcome(nickname: string) {
    await expect(this.page.getByRole('main').getByText(nickname).first()).toBeVisible()
    await expect(this.page.getByRole('main').getByText('我的订单').first()).toBeVisible()
  }
}
