import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /sku-{id}: gallery, price, spec picker, buy buttons, tabs */
export class CatalogDetailPage extends PageModel {
  async goto(skuId: number | string) {
    await this.page.goto(`sku-${skuId}`)
  }
  async seeLoaded() {
    await expect(this.page.getByTestId('goods-title')).toBeVisible()
  }
  async seeSku(skuId: number | string) {
    await expect(this.page).toHaveURL(new RegExp(`/sku-${skuId}$`))
  }
  /** a spec value not chosen yet; returns its label */
  async clickOtherSpec(): Promise<string> {
    const option = this.page.getByRole('radiogroup').first().getByRole('radio', { checked: false }).first()
    const label = (await option.innerText()).trim()
    await option.click()
    await expect(this.page.getByRole('radiogroup').first().getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true')
    return label
  }
  async seeTitleContains(text: string) {
    await expect(this.page.getByTestId('goods-title')).toContainText(text)
  }
  async seePrice(price: string) {
    await expect(this.page.getByTestId('goods-price')).toHaveText(`￥${price}`)
  }
  async clickTab(name: RegExp | string) {
    await this.page.getByRole('tab', { name }).click()
  }
  async seeReviews() {
    await expect(this.page.getByTestId('review').first()).toBeVisible()
  }
  async seeAttribute(name: string) {
    await expect(this.page.getByRole('rowheader', { name })).toBeVisible()
  }
  async clickAddToCart() {
    await this.page.getByRole('button', { name: '加入购物车' }).click()
  }
  async setQuantity(n: string) {
    await this.page.getByRole('textbox', { name: '购买数量' }).fill(n)
  }
  async seeQuantity(n: string) {
    await expect(this.page.getByRole('textbox', { name: '购买数量' })).toHaveValue(n)
  }
  get shopCard() {
    return this.page.getByRole('complementary', { name: '店铺信息' })
  }
  async followShop() {
    await this.shopCard.getByRole('button', { name: '关注店铺' }).click()
  }
  async unfollowShop() {
    await this.shopCard.getByRole('button', { name: '已关注' }).click()
  }
  async seeShopFollowed(followed: boolean) {
    await expect(this.shopCard.getByRole('button', { name: followed ? '已关注' : '关注店铺' })).toHaveAttribute('aria-pressed', String(followed))
  }
}
