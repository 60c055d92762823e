import { expect, type Locator } from '@playwright/test'
import { expectAccessible, PageModel } from './a11y.ts'

/** the member sidebar (reference §1.4) */
export class MemberSidebar extends PageModel {
  nav() {
    return this.page.getByRole('navigation', { name: '会员中心菜单' })
  }
  async open(label: string) {
    await this.nav().getByRole('link', { name: label, exact: true }).click()
  }
  async seeCurrent(label: string) {
    await expect(this.nav().getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
  }
}

/** a member account page: its heading, loaded (no spinner, no error) */
export class AccountPage extends PageModel {
  /**
   * axe on the member centre (sidebar + page). The frame's header is checked by the frame specs; in
   * English its cart button ("My cart" + count badge, named "My cart, N items") trips
   * label-content-name-mismatch — a frame issue reported, not one of these pages.
   */
  override async seeAccessible() {
    await expectAccessible(this.page, '#main')
  }
  async goto(path: string, heading: string | RegExp) {
    await this.page.goto(`member/${path}`)
    await this.seeLoaded(heading)
  }
  async seeLoaded(heading: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(this.page.getByText('加载中…')).toHaveCount(0)
    await expect(this.page.getByRole('alert')).toHaveCount(0)
  }
  toast(text: string | RegExp) {
    return this.page.getByRole('status').getByText(text)
  }
  async seeToast(text: string | RegExp) {
    await expect(this.toast(text).first()).toBeVisible()
  }
  async confirm() {
    await this.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  }
}

/** /member/info */
export class InfoPage extends AccountPage {
  async goto() {
    await super.goto('info', '个人资料')
  }
  async changeNickname(name: string) {
    await this.page.getByLabel('昵称').fill(name)
    await this.page.getByRole('button', { name: '保存' }).click()
    await this.seeToast('昵称已修改')
  }
  async uploadAvatar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('更换头像').setInputFiles(file)
  }
  avatar() {
    return this.page.getByRole('img', { name: '我的头像' })
  }
}

/** /member/account */
export class BalancePage extends AccountPage {
  async goto() {
    await super.goto('account', '账户余额')
  }
  async total() {
    return (await this.page.getByTestId('balance-total').innerText()).trim()
  }
  async withdrawable() {
    return (await this.page.getByTestId('balance-withdrawable').innerText()).trim()
  }
  ledgerRows(): Locator {
    return this.page.getByRole('table').getByRole('row')
  }
}

/** /member/signin */
export class SigninPage extends AccountPage {
  async goto() {
    await super.goto('signin', '会员签到')
  }
  async signIn() {
    await this.page.getByRole('button', { name: '立即签到' }).click()
  }
  async seeSigned() {
    await expect(this.page.getByRole('button', { name: '今日已签到' })).toBeDisabled()
  }
  streak() {
    return this.page.getByTestId('signin-streak')
  }
  signedDays() {
    return this.page.locator('[data-signed]')
  }
}
