import { expect, type Page } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** the header / side-tools cart panel (a drawer with its overlay) */
export class CartPanel extends PageModel {
  get drawer() {
    return this.page.getByRole('dialog', { name: /我的购物车|My cart/ })
  }
  /** (by test id: with the delete question up, the drawer is hidden from the accessibility tree) */
  get lines() {
    return this.page.getByTestId('cart-panel-lines').locator(':scope > li')
  }
  async openFromHeader() {
    await this.page.getByRole('button', { name: /^(我的购物车|My cart)，?/ }).first().click()
    await expect(this.drawer).toBeVisible()
  }
  async openFromSideTools() {
    await this.page.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: /^购物车，/ }).click()
    await expect(this.drawer).toBeVisible()
  }
  async close() {
    await this.page.keyboard.press('Escape')
    await expect(this.drawer).toBeHidden()
  }
  async seeLoginPrompt() {
    await expect(this.drawer.getByRole('link', { name: '去登录' })).toBeVisible()
  }
  async seeLines(n: number) {
    await expect(this.lines).toHaveCount(n)
  }
  async seeTotal(yuan: string) {
    await expect(this.page.getByTestId('cart-panel-total')).toHaveText(`￥${yuan}`)
  }
  async seeEmpty() {
    await expect(this.drawer.getByText('购物车中还没有商品，赶紧选购吧！')).toBeVisible()
  }
  async clickDelete(name: string) {
    await this.drawer.getByRole('button', { name: `删除 ${name}` }).click()
  }
  get confirm() {
    return this.page.getByRole('alertdialog', { name: '提示' })
  }
  async seeConfirm() {
    await expect(this.confirm).toBeVisible()
    await expect(this.confirm).toContainText('确定要删除该商品吗?')
  }
  async confirmDelete() {
    await this.confirm.getByRole('button', { name: '确定' }).click()
  }
  async cancelDelete() {
    await this.confirm.getByRole('button', { name: '取消' }).click()
    await expect(this.confirm).toBeHidden()
  }
  async checkout() {
    await this.drawer.getByRole('button', { name: '去购物车结算' }).click()
  }
}

/** /cart */
export class CartPage extends PageModel {
  async goto() {
    await this.page.goto('cart')
  }
  get lines() {
    return this.page.getByTestId('cart-line')
  }
  shop(name: string) {
    return this.page.getByRole('region', { name })
  }
  line(skuName: string) {
    return this.lines.filter({ has: this.page.getByRole('link', { name: skuName }) })
  }
  async seeLoaded() {
    await expect(this.page.getByRole('heading', { name: '购物车', level: 1 })).toBeVisible()
  }
  async increase(skuName: string) {
    await this.line(skuName).getByRole('button', { name: '增加' }).click()
  }
  /**
   * types a number into a line's quantity field in place of the one there (select all and type, in one
   * step: a selection made first can be lost while an earlier save re-renders the field)
   */
  async typeQuantity(skuName: string, n: string) {
    await this.line(skuName).getByRole('textbox').fill(n)
  }
  /** the note under a line's quantity, read out with the field */
  async seeQuantityNote(skuName: string, text: string) {
    await expect(this.line(skuName).getByRole('status')).toHaveText(text)
    await expect(this.line(skuName).getByRole('textbox')).toHaveAccessibleDescription(text)
  }
  async seeQuantity(skuName: string, n: number) {
    await expect(this.line(skuName).getByRole('textbox')).toHaveValue(String(n))
  }
  async toggleLine(skuName: string) {
    await this.line(skuName).getByRole('checkbox').click()
  }
  async seeTotal(yuan: string) {
    await expect(this.page.getByTestId('cart-total')).toHaveText(`￥${yuan}`)
  }
  async seeCheckedCount(n: number) {
    await expect(this.page.getByTestId('cart-checked-count')).toContainText(String(n))
  }
  async settle() {
    await this.page.getByRole('button', { name: '结算', exact: true }).click()
  }
  async seeEmpty() {
    await expect(this.page.getByText('购物车是空的')).toBeVisible()
    await expect(this.page.getByRole('link', { name: '去逛逛' })).toBeVisible()
  }
  /** goods that went off sale or out of stock, listed apart */
  get invalidGroup() {
    return this.page.getByRole('region', { name: '失效商品' })
  }
  async seeInvalid(skuName: string, reason: '已下架' | '已售罄') {
    await expect(this.invalidGroup).toContainText('失效商品 1 件')
    const line = this.invalidGroup.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: skuName }) })
    await expect(line).toContainText('失效')
    await expect(line).toContainText(reason)
  }
  async clearInvalid() {
    await this.invalidGroup.getByRole('button', { name: '清空失效商品' }).click()
    const confirm = this.page.getByRole('alertdialog', { name: '提示' })
    await expect(confirm).toContainText('确定要清空失效商品吗?')
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect(confirm).toBeHidden()
  }
}

/** the stored create-order data of an order type (spec §3) */
export async function orderCreateData(page: Page, type = 'normal'): Promise<unknown> {
  return page.evaluate((t) => (JSON.parse(localStorage.getItem('bazaar.order') ?? '{}') as Record<string, unknown>)[t] ?? null, type)
}
