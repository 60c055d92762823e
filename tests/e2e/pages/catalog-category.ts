import { expect, type Page } from '@playwright/test'

/** /category: the whole tree */
export class CatalogCategoryPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }
  async goto() {
    await this.page.goto('category')
  }
  async seeLevel1(name: string) {
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible()
  }
  async clickCategory(level1: string, name: string) {
    await this.page.getByRole('region', { name: level1 }).getByRole('link', { name, exact: true }).first().click()
  }
}
