import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /category: the whole tree */
export class CatalogCategoryPage extends PageModel {
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
