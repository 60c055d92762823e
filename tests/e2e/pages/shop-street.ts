import { expect, type Locator, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /street: the shop street, and the header's shop search that lands on it */
export class ShopStreetPage extends PageModel {
  readonly cards: Locator
  constructor(page: Page) {
    super(page)
    this.cards = page.getByTestId('shop-card')
  }

  async goto(search = '') {
    await this.page.goto(`street${search}`)
  }

  /** the header search box, switched to 店铺 */
  async searchShopsFromHeader(keyword: string) {
    await this.page.getByRole('combobox', { name: '搜索类型' }).selectOption('shop')
    const box = this.page.getByRole('searchbox', { name: '搜索店铺' })
    await box.fill(keyword)
    await box.press('Enter')
  }

  async clickSort(label: '综合' | '销量' | '信用') {
    await this.page.getByRole('group', { name: '排序' }).getByRole('button', { name: label }).click()
  }

  async clickShop(name: string | RegExp) {
    await this.cards.filter({ hasText: name }).first().click()
  }

  async seeShops(names: Array<string | RegExp>) {
    for (const name of names) await expect(this.cards.filter({ hasText: name }).first()).toBeVisible()
  }

  async seeEveryShopMatches(text: string) {
    await expect(this.cards.first()).toBeVisible()
    for (const card of await this.cards.all()) await expect(card).toContainText(text)
  }

  async seeSortPressed(label: string) {
    await expect(this.page.getByRole('group', { name: '排序' }).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
  }
}
