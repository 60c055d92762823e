import type { Page } from '@playwright/test'
import { call, expect, test } from './fixtures.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { CatalogHomePage } from './pages/catalog-home.ts'
import { CatalogListPage } from './pages/catalog-list.ts'
import { ShopHomePage } from './pages/shop-home.ts'

// The storefront on the contract's wire format (README "Wire compatibility"): relative image paths,
// JSON-text fields, QR codes as server pictures. Every picture a page asks for loads.

/** image requests of the page that did not load */
function brokenImages(page: Page): string[] {
  const broken: string[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() >= 400) broken.push(`${res.status()} ${res.url()}`)
  })
  page.on('requestfailed', (req) => {
    // lazy pictures still loading when the test moves to the next page are cancelled, not broken
    const error = req.failure()?.errorText ?? ''
    if (req.resourceType() === 'image' && !error.includes('ERR_ABORTED')) broken.push(`${error} ${req.url()}`)
  })
  return broken
}

test('home, list, detail and a shop load every picture; the detail QR code is a picture of the server', async ({ page }) => {
  const broken = brokenImages(page)
  const home = new CatalogHomePage(page)
  await home.goto()
  await home.seeNotices()
  await home.scrollDown(1500)
  await home.seeFloors()
  const list = new CatalogListPage(page)
  await list.goto('?keyword=%E6%89%8B%E6%9C%BA')
  await list.seeGoods()
  const found = await call<{ list: Array<{ sku_id: number; site_id: number }> }>('/api/goodssku/page', { page_size: 1 })
  const sku = found.data.list[0]!
  const detail = new CatalogDetailPage(page)
  await detail.goto(sku.sku_id)
  await detail.seeLoaded()
  await detail.seeQrCodeImage()
  const shop = new ShopHomePage(page)
  await shop.goto(sku.site_id)
  await shop.seeGoods()
  await page.waitForLoadState('networkidle')
  expect(broken).toEqual([])
})
