import { call, expect, test } from './fixtures.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { CatalogListPage } from './pages/catalog-list.ts'

// Issue 13 items 7, 8, 14 (decision 015): one goods' numbers agree between its card and its detail,
// also after a spec switch; a keyword search offers its results' brands; attribute filters are
// readable in the URL and old JSON links still work.

test('a card and its detail show the same 售价, 原价 and sales; switching spec keeps the sales', async ({ page }) => {
  const list = new CatalogListPage(page)
  const detail = new CatalogDetailPage(page)
  // goods with several SKUs: a keyword whose goods come in colours and sizes
  await list.goto('?keyword=%E8%80%B3%E6%9C%BA')
  await list.seeGoods()
  await list.seeAccessible()
  const numbers = await list.cardNumbers(0)
  expect(numbers.sales).not.toBe('')
  await list.clickGoods(0)
  await detail.seeLoaded()
  await detail.seeNumbers(numbers)
  await detail.clickOtherSpec()
  await detail.seeSales(numbers.sales)
})

test('a keyword search offers the brands of its results and their attributes', async ({ page }) => {
  const list = new CatalogListPage(page)
  const facets = await call<{ brand_list: Array<{ brand_name: string }> }>('/api/goodssku/facets', { keyword: '耳机' })
  await list.goto('?keyword=%E8%80%B3%E6%9C%BA')
  await list.seeGoods()
  await expect(list.brandButtons()).toHaveCount(Math.min(16, facets.data.brand_list.length))
  await list.seeAttributeRow('佩戴方式')
  await list.seeAccessible()
})

test('attribute filters read in the URL; an old JSON link is rewritten; a bad value falls back', async ({ page }) => {
  const list = new CatalogListPage(page)
  await list.goto('?category_id=1&level=1')
  await list.seeGoods()
  await list.clickAttributeValue('5G全网通')
  await expect(page).toHaveURL(/attr=%E7%BD%91%E7%BB%9C%E5%88%B6%E5%BC%8F%3A5G%E5%85%A8%E7%BD%91%E9%80%9A|attr=网络制式:5G全网通/)
  await list.seeChip(/网络制式：5G全网通/)
  const filtered = await call<{ count: number }>('/api/goodssku/page', { category_id: 1, category_level: 1, attr: '网络制式:5G全网通' })
  await expect(page.getByText(new RegExp(`共\\s*${filtered.data.count}\\s*件商品`))).toBeVisible()

  // the contract's JSON ids, as links made before: the same filter, and the URL says it by name
  const row = await call<{ attribute_list: Array<{ attr_id: number; attr_key: string; child: Array<{ attr_value_id: number; value_key: string }> }> }>('/api/goodssku/facets', { category_id: 1, category_level: 1 })
  const a = row.data.attribute_list[0]!
  const v = a.child[0]!
  const ids = JSON.stringify([{ attr_id: a.attr_id, attr_value_id: v.attr_value_id }])
  // as the old storefront wrote them (a JSON string) and as typed by hand (the bare JSON)
  for (const old of [JSON.stringify(ids), ids]) {
    await list.goto(`?category_id=1&level=1&attr=${encodeURIComponent(old)}`)
    await expect.poll(() => new URL(page.url()).searchParams.get('attr')).toBe(`${a.attr_key}:${v.value_key}`)
    await list.seeChip(new RegExp(`${a.attr_key}：${v.value_key}`))
  }

  // a typed value the catalog does not know is dropped, the list stays
  await list.goto(`?category_id=1&level=1&attr=${encodeURIComponent('没有:这个')}`)
  await expect.poll(() => new URL(page.url()).searchParams.get('attr')).toBeNull()
  await list.seeGoods()
})
