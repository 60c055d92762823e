import { expect } from '@playwright/test'
import { PageModel } from './a11y.ts'

/** /index as a shopper sees it: the banner band, floors, float layer, sticky search */
export class CatalogHomePage extends PageModel {
  async goto() {
    await this.page.goto('index')
  }
  /** the float layer opens on the first visits of a browser; close it */
  async closeFloatLayer() {
    const layer = this.page.getByTestId('float-layer')
    await expect(layer).toBeVisible()
    await layer.getByRole('button', { name: '关闭' }).click()
    await expect(layer).toBeHidden()
  }
  async seeFloors() {
    await expect(this.page.getByTestId('home-floor').first()).toBeVisible()
  }
  async seeNotices() {
    await expect(this.page.getByRole('region', { name: '商城资讯' }).getByRole('link').first()).toBeVisible()
  }
  /** the first goods tile of the first floor; returns its sku id */
  async clickFirstFloorGoods(): Promise<string> {
    const tile = this.page.getByTestId('home-floor').first().getByTestId('floor-goods').first()
    const href = (await tile.getAttribute('href')) ?? ''
    await tile.click()
    return /sku-(\d+)/.exec(href)?.[1] ?? ''
  }
  async scrollDown(pixels: number) {
    await this.page.mouse.wheel(0, pixels)
  }
  async seeStickySearch() {
    await expect(this.page.getByTestId('sticky-search')).toBeInViewport()
  }
  async seeOnHome() {
    await expect(this.page).toHaveURL(/\/web\/index$/)
  }
}
