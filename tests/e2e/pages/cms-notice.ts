import { expect, type Locator, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /cms/notice and /cms/notice-{id} */
export class NoticePage extends PageModel {
  readonly rows: Locator
  constructor(page: Page) {
    super(page)
    this.rows = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('time') })
  }

  async goto(path = 'cms/notice') {
    await this.page.goto(path)
  }

  async seeList() {
    await expect(this.page.getByRole('heading', { level: 1, name: '公告列表' })).toBeVisible()
    await expect(this.rows.first()).toBeVisible()
    await expect(this.rows.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  }

  /** the title of the n-th notice of the list */
  async titleAt(index: number): Promise<string> {
    return (await this.rows.nth(index).getByRole('link').textContent()) ?? ''
  }

  async clickNotice(index: number) {
    await this.rows.nth(index).getByRole('link').click()
  }

  async seeNotice(title: string) {
    await expect(this.page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(this.page.getByRole('article')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  }
}
