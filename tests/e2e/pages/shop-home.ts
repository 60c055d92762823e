import { expect, type Locator, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** the shop layout's pages: /shop-{siteId} (home) and /shop_list (its goods) */
export class ShopHomePage extends PageModel {
  readonly goods: Locator
  constructor(page: Page) {
    super(page)
    this.goods = page.getByTestId('goods-tile')
  }

  async goto(siteId: number) {
    await this.page.goto(`shop-${siteId}`)
  }

  async seeShop(name: string | RegExp) {
    await expect(this.page.getByTestId('shop-name')).toContainText(name)
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible()
  }

  async seeGoods() {
    await expect(this.goods.first()).toBeVisible()
  }

  /** a category in the shop's own nav bar */
  async clickCategory(name: string) {
    await this.page.getByRole('navigation', { name: '店铺导航' }).getByRole('link', { name, exact: true }).click()
  }

  async searchInShop(keyword: string) {
    await this.page.getByRole('searchbox', { name: '搜索本店商品' }).fill(keyword)
    await this.page.getByRole('button', { name: '搜本店' }).first().click()
  }

  async clickFollow() {
    await this.page.getByRole('button', { name: '关注店铺' }).click()
  }

  async seeBreadcrumb(text: string) {
    await expect(this.page.getByRole('navigation', { name: '当前位置' })).toContainText(text)
  }
}
