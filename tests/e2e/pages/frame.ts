import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** The site frame (header, nav, footer, side tools) as a shopper sees it. */
export class FramePage extends PageModel {
  async goto(path = 'index') {
    await this.page.goto(path)
  }
  async seeNavLink(title: string) {
    await expect(this.page.getByRole('navigation').getByRole('link', { name: title, exact: true }).first()).toBeVisible()
  }
  async seeFooterText(text: string) {
    await expect(this.page.locator('footer').getByText(text, { exact: false }).first()).toBeVisible()
  }
  async seeLoggedOut() {
    await expect(this.page.getByRole('link', { name: '您好，请登录' })).toBeVisible()
  }
  async seeLoggedIn(nickname: string) {
    await expect(this.page.getByRole('link', { name: nickname })).toBeVisible()
    await expect(this.page.getByRole('button', { name: '退出' })).toBeVisible()
  }
  /** the header's cart badge */
  async seeCartCount(count: number) {
    // the visible words, then the count read out (a visually hidden part: Chrome puts a space before it)
    await expect(this.page.getByRole('button', { name: new RegExp(`^我的购物车\\s?，${count} 件商品$`) })).toBeVisible()
  }
  async clickLogout() {
    await this.page.getByRole('button', { name: '退出' }).click()
  }
  async clickCustomerService() {
    await this.page.getByRole('complementary').getByRole('button', { name: '客服' }).click()
  }
  async seeToast(text: string) {
    await expect(this.page.getByText(text)).toBeVisible()
  }
  async seeTitle(pageTitle: string) {
    await expect(this.page).toHaveTitle(new RegExp(`^${pageTitle} - `))
  }
}
