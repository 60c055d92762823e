import { expect, type Locator } from '@playwright/test'
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
  /** a line of the 促销 row by its tag: 满减 / 满送 / 包邮 (Discount / Gifts / Free shipping) */
  promotionLine(tag: string): Locator {
    return this.page.getByTestId('manjian-line').filter({ has: this.page.getByText(tag, { exact: true }) })
  }
  async seeTitleContains(text: string) {
    await expect(this.page.getByTestId('goods-title')).toContainText(text)
  }
  /** 售价, the struck 原价 and 累计销量 as the detail shows them */
  async seeNumbers(n: { price: string; struck: string; sales: string }) {
    await expect(this.page.getByTestId('goods-price')).toHaveText(n.price)
    if (n.struck) await expect(this.page.getByTestId('goods-struck-price')).toHaveText(n.struck)
    else await expect(this.page.getByTestId('goods-struck-price')).toHaveCount(0)
    await expect(this.page.getByTestId('goods-sales')).toHaveText(n.sales)
  }
  async seeSales(sales: string) {
    await expect(this.page.getByTestId('goods-sales')).toHaveText(sales)
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
  /** the shop card's QR code: a picture the server serves (not a data: URL), loaded */
  async seeQrCodeImage() {
    const qr = this.page.getByRole('img', { name: '手机扫码购买' })
    await expect(qr).toHaveAttribute('src', /\/qrcode\/sku-\d+\.png$/)
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
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
