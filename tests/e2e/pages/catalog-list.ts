import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /list: the header search, filters, sort bar, goods grid and pager */
export class CatalogListPage extends PageModel {
  async goto(query = '') {
    await this.page.goto(`list${query}`)
  }
  async searchFromHeader(keyword: string) {
    const box = this.page.locator('header').getByRole('searchbox', { name: '搜索商品' })
    await box.fill(keyword)
    await box.press('Enter')
  }
  async clickBrand(name: string) {
    await this.page.getByRole('region', { name: '筛选条件' }).getByRole('button', { name, exact: true }).click()
  }
  async clickAttributeValue(value: string) {
    await this.page.getByRole('region', { name: '筛选条件' }).getByRole('button', { name: value, exact: true }).first().click()
  }
  async setPriceRange(min: string, max: string) {
    await this.page.getByRole('textbox', { name: '最低价' }).fill(min)
    await this.page.getByRole('textbox', { name: '最高价' }).fill(max)
    await this.page.getByRole('form', { name: '价格区间' }).getByRole('button', { name: '确定' }).click()
  }
  async clickSort(name: '综合' | '销量' | '价格') {
    await this.page.getByRole('group', { name: '排序' }).getByRole('button', { name: new RegExp(`^${name}`) }).click()
  }
  async clickPage(n: number) {
    await this.page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: `第 ${n} 页` }).click()
  }
  async clickFirstGoods() {
    await this.page.getByTestId('goods-card').first().getByRole('link').last().click()
  }
  /** the numbers a card shows: 售价, the struck 原价 (or ''), the paid count */
  async cardNumbers(index: number) {
    const card = this.cards().nth(index)
    const struck = card.getByTestId('card-struck-price')
    return {
      price: (await card.getByTestId('card-price').innerText()).trim(),
      struck: (await struck.count()) ? (await struck.innerText()).trim() : '',
      sales: /\d+/.exec(await card.getByTestId('card-sales').innerText())?.[0] ?? '',
    }
  }
  async clickGoods(index: number) {
    await this.cards().nth(index).getByRole('link').last().click()
  }
  brandButtons() {
    return this.page.getByRole('region', { name: '筛选条件' }).getByRole('listitem').filter({ has: this.page.locator('img') })
  }
  async seeAttributeRow(name: string) {
    await expect(this.page.getByRole('region', { name: '筛选条件' })).toContainText(name)
  }
  cards() {
    return this.page.getByTestId('goods-card')
  }
  async seeGoods() {
    await expect(this.cards().first()).toBeVisible()
  }
  async seeChip(text: string | RegExp) {
    await expect(this.page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('button', { name: text })).toBeVisible()
  }
  async seeBreadcrumb(text: string) {
    await expect(this.page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(text)
  }
  async seeSortActive(name: string) {
    await expect(this.page.getByRole('group', { name: '排序' }).getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-pressed', 'true')
  }
  async seeCurrentPage(n: number) {
    await expect(this.page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: `第 ${n} 页` })).toHaveAttribute('aria-current', 'page')
  }
  async seeEmpty() {
    await expect(this.page.getByText('没有找到您想要的商品。换个条件试试吧')).toBeVisible()
  }
}
