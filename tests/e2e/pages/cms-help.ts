import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /cms/help, its class child route and /cms/help-{id} */
export class HelpCentrePage extends PageModel {

  async goto(path = 'cms/help') {
    await this.page.goto(path)
  }

  async clickClass(name: string) {
    await this.page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name, exact: true }).click()
  }

  async clickArticle(title: string | RegExp) {
    await this.page.getByRole('main').getByRole('link', { name: title }).first().click()
  }

  async seeClassList(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(this.page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name, exact: true })).toHaveAttribute('data-status', 'active')
  }

  async seeArticle(title: string | RegExp) {
    await expect(this.page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(this.page.getByTestId('rich-text')).not.toBeEmpty()
  }
}
