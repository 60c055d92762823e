import type { Page } from '@playwright/test'
import { call, expect, loginByApi, ops, shot, test, useEnglish, withoutPopups, type Member } from './fixtures.ts'
import { FramePage } from './pages/frame.ts'
import { LoginPage } from './pages/auth.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { CartPage, CartPanel, orderCreateData } from './pages/cart.ts'
import { plainGoods, type PlainSku } from './goods-setup.ts'

// The cart (issue 8, client half): add from goods detail (a visitor goes through login and back),
// the header / side-tools cart panel, /cart, settle and buy now → /payment with the create-order data.

/** on-sale goods of two different shops, plain to buy (stock, no min/max, not virtual) */
async function twoShopsGoods(): Promise<[PlainSku, PlainSku]> {
  const [a, b] = await plainGoods(2)
  return [a!, b!]
}

const toFen = (yuan: string) => Math.round(Number(yuan) * 100)
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

interface WireLine {
  cart_id: number
  sku_id: number
  sku_name: string
  price: string
  discount_price: string
  num: number
}
/** the member's cart as the server has it */
async function serverCart(token: string): Promise<WireLine[]> {
  const res = await call<WireLine[]>('/api/cart/lists', { token })
  return res.data
}
const totalOf = (lines: WireLine[]) => lines.reduce((sum, l) => sum + toFen(l.discount_price || l.price) * l.num, 0)

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bazaar_token')
  if (!cookie) throw new Error('not logged in')
  return cookie.value
}

async function loginAs(page: Page, member: Member) {
  await loginByApi(page, member)
}

test('a visitor adds goods from two shops through login; the panel shows count, lines, total; deleting asks first', async ({ page, member }) => {
  await withoutPopups(page)
  const [a, b] = await twoShopsGoods()
  const frame = new FramePage(page)
  const detail = new CatalogDetailPage(page)
  const login = new LoginPage(page)
  const panel = new CartPanel(page)

  // a visitor is sent to log in and comes back to the same goods, added to the cart (issue 22)
  await detail.goto(a.sku_id)
  await detail.seeLoaded()
  await detail.clickAddToCart()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/sku-${a.sku_id}`)}`))
  await login.loginWith(member.username, member.password)
  await expect(page).toHaveURL(new RegExp(`/sku-${a.sku_id}$`))
  await expect(page.getByText('登录成功，您刚才选的 1 件商品已加入购物车。')).toBeVisible()
  await frame.seeCartCount(1)

  // the second shop's goods, two of them
  await page.goto(`sku-${b.sku_id}`)
  await detail.seeLoaded()
  await detail.setQuantity('2')
  await detail.clickAddToCart()
  await frame.seeToast('加入购物车成功')
  await frame.seeCartCount(2)

  // the panel: both lines, the total of price × number to 2 decimals
  const lines = await serverCart(await tokenOf(page))
  expect(lines.map((l) => [l.sku_id, l.num]).sort()).toEqual(
    [
      [a.sku_id, 1],
      [b.sku_id, 2],
    ].sort(),
  )
  await panel.openFromHeader()
  await panel.seeLines(2)
  await panel.seeTotal(yuan(totalOf(lines)))
  await expect(panel.drawer.getByTestId('cart-panel-total')).toHaveText(/^￥\d+\.\d{2}$/)
  await panel.seeAccessible()
  await shot(page, 'cart-panel-zh')

  // delete asks first: cancel keeps the line, confirm removes it and the count follows
  const first = lines.find((l) => l.sku_id === a.sku_id)!
  await panel.clickDelete(first.sku_name)
  await panel.seeConfirm()
  await panel.cancelDelete()
  await panel.seeLines(2)
  await panel.clickDelete(first.sku_name)
  await panel.confirmDelete()
  await frame.seeToast('删除成功')
  await panel.seeLines(1)
  await panel.seeTotal(yuan(totalOf(lines.filter((l) => l.sku_id !== a.sku_id))))
  await panel.close()
  await frame.seeCartCount(1)

  // the side tools' cart opens the same panel; 去购物车结算 goes to /cart
  await panel.openFromSideTools()
  await panel.seeLines(1)
  await panel.checkout()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(panel.drawer).toBeHidden()
})

test('/cart: lines by shop, a quantity edit, the checked total, settle → /payment with {cart_ids}', async ({ page, member }) => {
  await withoutPopups(page)
  const [a, b] = await twoShopsGoods()
  await ops('cart:add', member.username, String(a.sku_id))
  await ops('cart:add', member.username, String(b.sku_id), '2')
  const token = await loginByApi(page, member)
  const cart = new CartPage(page)
  await cart.goto()
  await cart.seeLoaded()
  await expect(cart.lines).toHaveCount(2)
  let lines = await serverCart(token)
  const lineA = lines.find((l) => l.sku_id === a.sku_id)!
  const lineB = lines.find((l) => l.sku_id === b.sku_id)!
  await cart.seeCheckedCount(2)
  await cart.seeTotal(yuan(totalOf(lines)))
  await cart.seeAccessible()
  await shot(page, 'cart-page-zh')

  // + on A: saved through cart/edit (debounced), the total follows
  const saved = page.waitForResponse((r) => r.url().includes('/api/cart/edit'))
  await cart.increase(lineA.sku_name)
  await cart.seeQuantity(lineA.sku_name, 2)
  expect((await (await saved).json()).code).toBe(0)
  await expect.poll(async () => (await serverCart(token)).find((l) => l.sku_id === a.sku_id)?.num).toBe(2)
  lines = await serverCart(token)
  await cart.seeTotal(yuan(totalOf(lines)))

  // only B checked: its total, then settle
  await cart.toggleLine(lineA.sku_name)
  await cart.seeCheckedCount(1)
  await cart.seeTotal(yuan(toFen(lineB.discount_price || lineB.price) * 2))
  await cart.settle()
  await expect(page).toHaveURL(/\/payment$/)
  expect(await orderCreateData(page)).toEqual({ cart_ids: String(lineB.cart_id) })
})

/** a plain on-sale sku that neither twoShopsGoods nor the other specs pick first (taken from the end of the list) */
async function spareGoods(not: number[]): Promise<PlainSku> {
  const page = await call<{ list: Array<{ sku_id: number }> }>('/api/goodssku/page', { page_size: 40 })
  for (const item of page.data.list.toReversed()) {
    if (not.includes(item.sku_id)) continue
    const sku = (await call<{ goods_sku_detail: PlainSku }>('/api/goodssku/detail', { sku_id: item.sku_id })).data.goods_sku_detail
    if (sku.stock >= 5 && sku.min_buy <= 1 && sku.max_buy === 0 && sku.is_virtual !== 1) return sku
  }
  throw new Error('the seed has no spare plain goods')
}

test('/cart: goods taken off sale are listed apart; 清空失效商品 removes them and the valid line stays', async ({ page, member }) => {
  await withoutPopups(page)
  const [a] = await twoShopsGoods()
  const gone = await spareGoods([a.sku_id])
  await ops('cart:add', member.username, String(a.sku_id))
  await ops('cart:add', member.username, String(gone.sku_id))
  const token = await loginByApi(page, member)
  // the shop withdraws the goods (what its back office does), after they went into the cart
  expect(await ops('goods:offsale', String(gone.sku_id))).toContain(`sku ${gone.sku_id} off sale`)
  try {
    const cart = new CartPage(page)
    await cart.goto()
    await cart.seeLoaded()
    await expect(cart.lines).toHaveCount(1)
    await expect(cart.line(a.sku_name)).toBeVisible()
    await cart.seeInvalid(gone.sku_name, '已下架')
    await cart.seeCheckedCount(1)
    await shot(page, 'cart-invalid-zh')

    await cart.clearInvalid()
    await expect(cart.invalidGroup).toBeHidden()
    await expect(cart.lines).toHaveCount(1)
    await expect(cart.line(a.sku_name)).toBeVisible()
    await expect.poll(async () => (await serverCart(token)).map((l) => l.sku_id)).toEqual([a.sku_id])
  } finally {
    await ops('goods:onsale', String(gone.sku_id))
  }
})

test('empty cart: the panel warns 购物车是空的 on checkout, /cart offers to go shopping', async ({ page, member }) => {
  await withoutPopups(page)
  await loginAs(page, member)
  const frame = new FramePage(page)
  const panel = new CartPanel(page)
  await frame.goto()
  await frame.seeCartCount(0)
  await panel.openFromSideTools()
  await panel.seeEmpty()
  await panel.checkout()
  await frame.seeToast('购物车是空的')
  await expect(panel.drawer).toBeVisible()
  await panel.close()
  const cart = new CartPage(page)
  await cart.goto()
  await cart.seeEmpty()
  await cart.seeAccessible()
  await shot(page, 'cart-empty-zh')
})

test('a visitor opening the cart panel is asked to log in, and comes back', async ({ page }) => {
  await withoutPopups(page)
  const frame = new FramePage(page)
  const panel = new CartPanel(page)
  await frame.goto('category')
  await panel.openFromHeader()
  await panel.seeLoginPrompt()
  await panel.seeAccessible()
  await panel.drawer.getByRole('link', { name: '去登录' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory$/)
})

test('buy now stores {sku_id, num} as the normal create-order data and goes to /payment', async ({ page, member }) => {
  await withoutPopups(page)
  const [a] = await twoShopsGoods()
  await loginAs(page, member)
  const detail = new CatalogDetailPage(page)
  await detail.goto(a.sku_id)
  await detail.seeLoaded()
  await detail.setQuantity('3')
  await detail.seeAccessible()
  await shot(page, 'detail-buttons-zh')
  await page.getByRole('button', { name: '立即购买' }).click()
  await expect(page).toHaveURL(/\/payment$/)
  expect(await orderCreateData(page)).toEqual({ sku_id: a.sku_id, num: 3 })
})

test('English: the panel and /cart read in English', async ({ page, member }) => {
  await withoutPopups(page)
  await useEnglish(page)
  const [a, b] = await twoShopsGoods()
  await ops('cart:add', member.username, String(a.sku_id))
  await ops('cart:add', member.username, String(b.sku_id))
  await loginAs(page, member)
  await page.goto('cart')
  await expect(page.getByRole('button', { name: 'Check out', exact: true })).toBeVisible()
  await expect(page.getByText('Total (excl. shipping):')).toBeVisible()
  await shot(page, 'cart-page-en')
  await page.getByRole('button', { name: /^My cart/ }).click()
  await expect(page.getByRole('dialog', { name: 'My cart' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to cart and check out' })).toBeVisible()
  await shot(page, 'cart-panel-en')
  await page.keyboard.press('Escape')
  await page.goto(`sku-${a.sku_id}`)
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  await shot(page, 'detail-buttons-en')
})

test('a goods on a limited-time discount: the cart crosses out the same 原价 as its goods page', async ({ page, member }) => {
  // a sku whose discount runs and whose shop price is above the regular one
  const list = await call<{ list: Array<{ sku_id: number; price: string; discount_price: string; market_price: string }> }>('/api/goodssku/page', { page_size: 100 })
  let sku: (typeof list.data.list)[number] | undefined
  for (const row of list.data.list.filter((s) => toFen(s.discount_price) < toFen(s.price) && toFen(s.market_price) > toFen(s.price))) {
    const detail = await call<{ goods_sku_detail: PlainSku }>('/api/goodssku/detail', { sku_id: row.sku_id })
    const d = detail.data.goods_sku_detail
    if (d.stock >= 5 && d.min_buy <= 1 && d.is_virtual !== 1) {
      sku = row
      break
    }
  }
  expect(sku, 'the seed has a discounted goods in stock with a market price').toBeDefined()
  await ops('cart:add', member.username, String(sku!.sku_id))
  await loginAs(page, member)
  await page.goto(`sku-${sku!.sku_id}`)
  const original = (await page.getByTestId('goods-struck-price').innerText()).trim()
  const cart = new CartPage(page)
  await cart.goto()
  await cart.seeLoaded()
  const line = cart.lines.first()
  await expect(line.getByTestId('cart-line-struck')).toHaveText(original)
  await expect(line).toContainText(`￥${sku!.discount_price}`)
  await shot(page, 'cart-struck-zh')
})
