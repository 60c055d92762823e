import { expect, test } from './fixtures.ts'
import { ShopStreetPage } from './pages/shop-street.ts'
import { ShopHomePage } from './pages/shop-home.ts'
import { HelpCentrePage } from './pages/cms-help.ts'
import { NoticePage } from './pages/cms-notice.ts'
import { PageModel } from './pages/a11y.ts'

// Shops, content pages and the city switch, walked as a shopper would, against the real server.

/** /change_city (its page model lives here: the pages/ files of this suite are shop-* and cms-*) */
class ChangeCityPage extends PageModel {
  async goto() {
    await this.page.goto('change_city')
  }
  async clickHotCity(label: string) {
    await this.page.getByRole('group', { name: '热门城市' }).getByRole('button', { name: label, exact: true }).click()
  }
  async searchAndPick(query: string, city: string) {
    await this.page.getByRole('combobox', { name: '搜索城市' }).fill(query)
    await this.page.getByRole('option', { name: new RegExp(city) }).click()
  }
  async clickLetter(letter: string) {
    await this.page.getByRole('navigation', { name: '按拼音首字母' }).getByRole('link', { name: letter, exact: true }).click()
  }
  async seeCurrentCity(title: string) {
    await expect(this.page.getByTestId('current-city-name')).toHaveText(title)
  }
  async seeLetterGroup(letter: string, city: string) {
    await expect(this.page.getByRole('region', { name: letter, exact: true }).getByRole('button', { name: city, exact: true })).toBeVisible()
  }
}

test.describe('shops', () => {
  test('shop search from the header → street → shop home → its category → shop list', async ({ page }) => {
    const street = new ShopStreetPage(page)
    const shop = new ShopHomePage(page)
    await page.goto('index')
    await street.searchShopsFromHeader('数码')
    await expect(page).toHaveURL(/\/web\/street\?keyword=/)
    await expect(page).toHaveTitle(/^店铺街/)
    await street.seeEveryShopMatches('数码')
    await street.seeShops(['Bazaar 自营数码旗舰店', '极客数码专营店'])
    await street.seeAccessible()

    await street.clickSort('销量')
    await expect(page).toHaveURL(/order=shop_sales/)
    await street.seeSortPressed('销量')
    await street.seeEveryShopMatches('数码')

    await street.clickShop('Bazaar 自营数码旗舰店')
    await expect(page).toHaveURL(/\/web\/shop-1$/)
    await expect(page).toHaveTitle(/^店铺首页/)
    await shop.seeShop('Bazaar 自营数码旗舰店')
    await shop.seeGoods()
    await shop.seeAccessible()

    await shop.clickCategory('手机通讯')
    await expect(page).toHaveURL(/\/web\/shop_list\?site_id=1&shop_category_id=\d+&category_level=1/)
    await expect(page).toHaveTitle(/^店铺商品列表/)
    await shop.seeBreadcrumb('手机通讯')
    await shop.seeGoods()

    await shop.searchInShop('华为')
    await expect(page).toHaveURL(/\/web\/shop_list\?site_id=1&keyword=/)
    await shop.seeBreadcrumb('华为')
    await expect(shop.goods.first()).toContainText('华为')
  })

  test('the street pages and sorts through the URL; a keyword with no shop says so', async ({ page }) => {
    const street = new ShopStreetPage(page)
    await street.goto('?page=2')
    await expect(street.cards.first()).toBeVisible()
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('button', { name: '上一页' }).click()
    await expect(page).toHaveURL(/\/web\/street$/)
    await expect(street.cards).toHaveCount(12)

    await street.goto('?keyword=不存在的店铺名')
    await expect(page.getByText('没有找到与“不存在的店铺名”相关的店铺')).toBeVisible()
    await page.getByRole('button', { name: '查看全部店铺' }).click()
    await expect(street.cards.first()).toBeVisible()
  })

  test('following a shop needs a login', async ({ page }) => {
    const shop = new ShopHomePage(page)
    await shop.goto(1)
    await shop.clickFollow()
    await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fshop-1/)
  })

  test('a broken shop picture shows the default image', async ({ page }) => {
    await page.route('**/img/shop/banner-1*', (route) => route.abort())
    const street = new ShopStreetPage(page)
    await street.goto()
    const banner = street.cards.filter({ hasText: 'Bazaar 自营数码旗舰店' }).locator('img').first()
    await banner.scrollIntoViewIfNeeded()
    await expect(banner).not.toHaveAttribute('src', /banner-1/)
    // the built-in placeholder may stand in first and the configured default image replace it when
    // /api/config/defaultimg answers: wait for whichever picture is shown to have painted
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0)
    await expect(banner).not.toHaveAttribute('src', /banner-1/)
  })
})

test.describe('content', () => {
  test('notices: list → detail', async ({ page }) => {
    const notices = new NoticePage(page)
    await notices.goto()
    await expect(page).toHaveTitle(/^公告列表/)
    await notices.seeList()
    const title = await notices.titleAt(1)
    await notices.clickNotice(1)
    await expect(page).toHaveURL(/\/web\/cms\/notice-\d+$/)
    await expect(page).toHaveTitle(/^公告详情/)
    await notices.seeNotice(title)
    await notices.seeAccessible()
  })

  test('help: classes → a class child route → an article', async ({ page }) => {
    const help = new HelpCentrePage(page)
    await help.goto()
    await expect(page).toHaveTitle(/^帮助中心/)
    await expect(page.getByRole('heading', { level: 2, name: '配送方式' })).toBeVisible()

    await help.clickClass('配送方式')
    await expect(page).toHaveURL(/\/web\/cms\/help\/listother-\d+$/)
    await help.seeClassList('配送方式')

    await help.clickArticle('运费收取标准')
    await expect(page).toHaveURL(/\/web\/cms\/help-\d+$/)
    await expect(page).toHaveTitle(/^帮助详情/)
    await help.seeArticle('运费收取标准')
    await help.seeAccessible()
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('配送方式')
  })

  test('rich text from the server is sanitised before it is shown', async ({ page }) => {
    await page.route('**/api/help/info', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data.content =
        '<p>安全的正文</p><img src="x" onerror="window.xssRan=1"><script>window.xssRan=2</script><a href="javascript:window.xssRan=3">链接</a>'
      await route.fulfill({ response, json: body })
    })
    const help = new HelpCentrePage(page)
    await help.goto('cms/help-1')
    const text = page.getByTestId('rich-text')
    await expect(text).toContainText('安全的正文')
    await expect(text.locator('script')).toHaveCount(0)
    await expect(text.locator('[onerror]')).toHaveCount(0)
    await expect(text.getByText('链接')).not.toHaveAttribute('href', /javascript:/)
    expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined()
  })
})

test.describe('city', () => {
  test('picking 上海 stores the city and later calls carry its website_id', async ({ page, request }) => {
    const lookup = await request.post('/api/website/getWebsiteidByAddress', { data: { web_city: 310100 } })
    const shanghaiSite = (await lookup.json()).data.site_id as number
    expect(shanghaiSite).toBeGreaterThan(0)

    const city = new ChangeCityPage(page)
    await city.goto()
    await expect(page).toHaveTitle(/^切换城市/)
    await city.seeCurrentCity('全国')
    await city.seeLetterGroup('S', '上海市')
    await city.seeAccessible()
    await city.clickHotCity('上海')
    await expect(page).toHaveURL(/\/web\/index$/)

    // a later call carries website_id
    const later = page.waitForRequest((r) => r.url().endsWith('/api/shop/page') && r.postDataJSON()?.website_id === shanghaiSite)
    await page.goto('street')
    await later

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.app') ?? '{}'))
    expect(stored).toMatchObject({ city: { id: 310100, title: '上海市' }, websiteId: shanghaiSite })

    // the top bar shows the chosen city
    await expect(page.getByTestId('current-city')).toContainText('上海市')

    await city.goto()
    await city.seeCurrentCity('上海市')
    // back to nationwide: no website_id any more
    await city.clickHotCity('全国')
    await expect(page).toHaveURL(/\/web\/index$/)
    const nationwide = page.waitForRequest((r) => r.url().endsWith('/api/shop/page'))
    await page.goto('street')
    expect((await nationwide).postDataJSON()).not.toHaveProperty('website_id')
  })

  test('the city search suggests by name and pinyin', async ({ page }) => {
    const city = new ChangeCityPage(page)
    await city.goto()
    await page.getByRole('combobox', { name: '搜索城市' }).fill('hangz')
    await expect(page.getByRole('option', { name: /杭州市/ })).toBeVisible()
    await city.searchAndPick('成', '成都市')
    await expect(page).toHaveURL(/\/web\/index$/)
    await city.goto()
    await city.seeCurrentCity('成都市')
  })
})
