import { call, expect, test } from './fixtures.ts'
import { CatalogCategoryPage } from './pages/catalog-category.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { CatalogHomePage } from './pages/catalog-home.ts'
import { CatalogListPage } from './pages/catalog-list.ts'

// Catalogue and discovery, walked as a shopper would, against the real server and a fresh database.

test('home → a floor goods tile → detail → switch spec without reload → back', async ({ page }) => {
  const home = new CatalogHomePage(page)
  const detail = new CatalogDetailPage(page)
  await home.goto()
  await home.closeFloatLayer()
  await home.seeNotices()
  await home.seeFloors()
  await home.seeAccessible()
  const skuId = await home.clickFirstFloorGoods()
  await detail.seeSku(skuId)
  await detail.seeLoaded()
  await detail.seeAccessible()

  // a marker on window survives only if the document is not reloaded
  await page.evaluate(() => Object.assign(window, { bazaarSameDocument: true }))
  const label = await detail.clickOtherSpec()
  await expect(page).not.toHaveURL(new RegExp(`/sku-${skuId}$`))
  const newId = /sku-(\d+)$/.exec(page.url())?.[1] ?? ''
  const info = await call<{ discount_price: string; sku_name: string }>('/api/goodssku/info', { sku_id: Number(newId) })
  await detail.seeTitleContains(label)
  await detail.seePrice(info.data.discount_price)
  expect(await page.evaluate(() => (window as { bazaarSameDocument?: boolean }).bazaarSameDocument)).toBe(true)

  // the spec switch replaced the history entry: back returns to the home page
  await page.goBack()
  await home.seeOnHome()
})

test('header search → brand → price range → sort by price → page 2 → reload keeps the state', async ({ page }) => {
  const home = new CatalogHomePage(page)
  const list = new CatalogListPage(page)
  await home.goto()
  await home.closeFloatLayer()
  await list.searchFromHeader('华为')
  await expect(page).toHaveURL(/\/list\?/)
  await list.seeBreadcrumb('华为')
  await list.seeGoods()

  await list.clickBrand('华为')
  await list.seeChip(/品牌：华为/)
  await list.setPriceRange('100', '5000')
  await list.seeChip(/价格：/)
  await list.clickSort('价格')
  await list.seeSortActive('价格')
  await list.clickPage(2)
  await list.seeCurrentPage(2)
  await list.seeAccessible()

  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ keyword: '华为', brand_id: '1', min_price: '100', max_price: '5000', order: 'discount_price', sort: 'asc', page: '2' })
  const firstName = await list.cards().first().getByRole('link').last().innerText()

  await page.reload()
  await list.seeCurrentPage(2)
  await list.seeSortActive('价格')
  await list.seeChip(/品牌：华为/)
  await expect(list.cards().first()).toContainText(firstName)

  // prices ascend across the page, as the server sorted them
  const prices = await list.cards().evaluateAll((cards) => cards.map((c) => Number(/￥\s*([\d.]+)/.exec(c.textContent ?? '')?.[1])))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  // back goes to page 1 of the same filters
  await page.goBack()
  await list.seeCurrentPage(1)
})

test('category page → list of that category with its filters', async ({ page }) => {
  const category = new CatalogCategoryPage(page)
  const list = new CatalogListPage(page)
  await category.goto()
  await category.seeLevel1('手机数码')
  await category.seeAccessible()
  await category.clickCategory('手机数码', '手机')
  await expect(page).toHaveURL(/category_id=\d+&level=3/)
  await list.seeBreadcrumb('手机数码')
  await list.seeGoods()
  await expect(page.getByRole('region', { name: '筛选条件' })).toBeVisible()
})

test('an empty search says so and offers a way out', async ({ page }) => {
  const list = new CatalogListPage(page)
  await list.goto('?keyword=zzqqxxnotathing')
  await list.seeEmpty()
  await expect(page.getByRole('link', { name: '浏览全部分类' })).toBeVisible()
})

test('a broken goods image shows the default image', async ({ page }) => {
  await page.route('**/img/goods/**', (route) => route.fulfill({ status: 404, body: '' }))
  const list = new CatalogListPage(page)
  await list.goto('?keyword=%E5%8D%8E%E4%B8%BA')
  const img = list.cards().first().locator('img').first()
  await expect(img).toHaveAttribute('src', /\/img\/default\/goods|^data:image\/svg/)
})

test('detail: quantity is clamped, tabs show attributes and reviews, logged-out cart goes to login', async ({ page }) => {
  const detail = new CatalogDetailPage(page)
  const found = await call<{ list: Array<{ sku_id: number; stock: number }> }>('/api/goodssku/page', { keyword: '华为', page_size: 1 })
  const sku = found.data.list[0]!
  // goods_attr_format is JSON text on the wire (reference §2.4)
  const full = await call<{ goods_sku_detail: { goods_attr_format: string } }>('/api/goodssku/detail', { sku_id: sku.sku_id })
  const attrName = (JSON.parse(full.data.goods_sku_detail.goods_attr_format) as Array<{ attr_name: string }>)[0]!.attr_name
  await detail.goto(sku.sku_id)
  await detail.seeLoaded()
  await detail.setQuantity('999999')
  await detail.seeQuantity(String(sku.stock))
  await detail.clickTab('规格参数')
  await detail.seeAttribute(attrName)
  await detail.clickTab(/商品评价/)
  await detail.seeReviews()
  await detail.clickAddToCart()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/sku-${sku.sku_id}`)}`))
})
