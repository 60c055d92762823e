import type { Page } from '@playwright/test'
import { API, call, expect, loginByApi, ops, shot, test, useEnglish, withoutPopups, type Member } from './fixtures.ts'
import { LoginPage } from './pages/auth.ts'
import { CartPage } from './pages/cart.ts'
import { CatalogDetailPage } from './pages/catalog-detail.ts'
import { AddressBookPage, CashierPage, GatewayPage, ResultPage } from './pages/checkout.ts'
import { FramePage } from './pages/frame.ts'
import { SeckillZonePage } from './pages/promotion.ts'
import { EXPRESS_SKU, payByGateway, placeOrder } from './order-setup.ts'
import { plainGoods as plainGoodsOf, type PlainSku } from './goods-setup.ts'

// What a first-time shopper met (issue 22), walked in both languages: the payment cancelled at the
// gateway, the goods added before logging in, the cart's quantity limits, the address dialog's empty
// regions, the way from the payment result to the order, payment numbers in URLs, the flash-sale banner.

/** plain goods with less stock than the 999 a shopper types */
const plainGoods = (shops = 1) => plainGoodsOf(shops, { maxStock: 999, page: 2 })

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bazaar_token')
  if (!cookie) throw new Error('not logged in')
  return cookie.value
}

const serverCart = async (token: string) => (await call<Array<{ sku_id: number; num: number }>>('/api/cart/lists', { token })).data.map((l) => [l.sku_id, l.num])

test.describe('(3) 加入购物车 before logging in', () => {
  test('the goods the visitor chose are in the cart after the login, once, and the page says so', async ({ page, member }) => {
    // the whole way through login or the gateway and back, on a busy machine
    test.slow()
    await withoutPopups(page)
    const [sku] = await plainGoods()
    const detail = new CatalogDetailPage(page)
    await detail.goto(sku!.sku_id)
    await detail.seeLoaded()
    await detail.setQuantity('2')
    await detail.clickAddToCart()
    // the login's way back is a path of this site
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/sku-${sku!.sku_id}?after_login=`)}`))
    await new LoginPage(page).loginWith(member.username, member.password)
    await expect(page).toHaveURL(new RegExp(`/sku-${sku!.sku_id}$`))
    await expect(page.getByRole('status').filter({ hasText: '登录成功，您刚才选的 2 件商品已加入购物车。' })).toBeVisible()
    await expect(page.getByRole('link', { name: '去购物车结算' })).toBeVisible()
    await new FramePage(page).seeCartCount(1)
    await detail.seeAccessible()
    await shot(page, 'issue22-resumed-add-zh')
    const token = await tokenOf(page)
    expect(await serverCart(token)).toEqual([[sku!.sku_id, 2]])

    // a reload, or a crafted link with a ticket this tab never wrote, adds nothing more
    await page.reload()
    await page.goto(`sku-${sku!.sku_id}?after_login=p0123456789abcdef`)
    await detail.seeLoaded()
    await expect(page).toHaveURL(new RegExp(`/sku-${sku!.sku_id}$`))
    await expect(page.getByText('已加入购物车。')).toHaveCount(0)
    expect(await serverCart(token)).toEqual([[sku!.sku_id, 2]])
  })

  test('立即购买 before logging in goes on to the order-confirm page with the same goods', async ({ page, member }) => {
    await withoutPopups(page)
    const [sku] = await plainGoods()
    const detail = new CatalogDetailPage(page)
    await detail.goto(sku!.sku_id)
    await detail.seeLoaded()
    await detail.setQuantity('3')
    await page.getByRole('button', { name: '立即购买' }).click()
    await new LoginPage(page).loginWith(member.username, member.password)
    await expect(page).toHaveURL(/\/web\/payment$/)
    await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(sku!.sku_name)
    await expect(page.getByRole('main')).toContainText('× 3')
  })

  test('English: the page says the goods were added after the login', async ({ page, member }) => {
    await useEnglish(page)
    await withoutPopups(page)
    const [sku] = await plainGoods()
    await page.goto(`sku-${sku!.sku_id}`)
    await page.getByRole('textbox', { name: 'Quantity to buy' }).fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const form = page.getByRole('form', { name: 'Account login' })
    await form.getByLabel('Username').fill(member.username)
    await form.getByLabel('Password').fill(member.password)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You are logged in, and the 2 × this item you chose are now in your cart.' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to cart and check out' })).toBeVisible()
    await shot(page, 'issue22-resumed-add-en')
    expect(await serverCart(await tokenOf(page))).toEqual([[sku!.sku_id, 2]])
  })
})

test.describe('(2) (8) (9) cancelling at the gateway, paying again, and the way to the order', () => {
  test('cancelled: the cashier says so and offers to pay again; paid: the result leads to the order', async ({ page, member }) => {
    // the whole way through login or the gateway and back, on a busy machine
    test.slow()
    const order = await placeOrder(page, member)
    const code = order.outTradeNo
    // an old link with the number quoted still opens the cashier
    await page.goto(`pay?code=%22${code}%22`)
    const cashier = new CashierPage(page)
    await expect(page.getByRole('heading', { name: '订单提交成功，请尽快付款！' })).toBeVisible()
    await cashier.payWith('支付宝支付')
    await expect(page).toHaveURL(/\/sandbox\/gateway\?/)
    await new GatewayPage(page).cancel()

    await expect(page).toHaveURL(new RegExp(`/web/pay\\?code=${code}&cancelled=1$`))
    await cashier.seeCancelled()
    await cashier.seeAccessible()
    await shot(page, 'issue22-pay-cancelled-zh')
    await cashier.payAgainWith('支付宝支付')
    await new GatewayPage(page).approve()

    await expect(page).toHaveURL(new RegExp(`/web/result\\?code=${code}$`))
    const result = new ResultPage(page)
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
    await expect(result.orderLink()).toBeVisible()
    await result.seeAccessible()
    await shot(page, 'issue22-result-order-link-zh')
    await result.orderLink().click()
    await expect(page).toHaveURL(new RegExp(`/web/member/order_detail\\?order_id=${order.orderId}$`))
    await expect(page.getByRole('main')).toContainText(order.orderNo)
  })

  test('a payment of two orders: the result leads to the order list; the app writes the number unquoted', async ({ page, member }) => {
    // the whole way through login or the gateway and back, on a busy machine
    test.slow()
    const [a, b] = await plainGoods(2)
    const token = await loginByApi(page, member)
    await call('/api/memberaddress/add', { token, name: '测试收货人', mobile: '13700001111', province_id: 110000, city_id: 110100, district_id: 110101, address: '东长安街 1 号', is_default: 1 })
    await ops('cart:add', member.username, String(a!.sku_id))
    await ops('cart:add', member.username, String(b!.sku_id))
    const cartIds = (await call<Array<{ cart_id: number }>>('/api/cart/lists', { token })).data.map((l) => l.cart_id).join(',')
    const created = await call<string>('/api/ordercreate/create', { token, cart_ids: cartIds })
    expect(created.code, created.message).toBe(0)
    const code = created.data

    // unpaid: the result page's 重新支付 is a link with the number as it is
    await page.goto(`result?code=${code}`)
    await expect(page.getByRole('link', { name: '重新支付' })).toHaveAttribute('href', `/web/pay?code=${code}`)
    await expect(new ResultPage(page).orderLink(2)).toBeVisible()
    await page.getByRole('link', { name: '重新支付' }).click()
    await expect(page).toHaveURL(`${API}/web/pay?code=${code}`)

    // paid by scanning the QR code on a phone: the cashier moves on to the result by itself
    await new CashierPage(page).payWith('微信支付')
    await expect(page.getByTestId('pay-qrcode')).toBeVisible()
    await payByGateway(token, code)
    await expect(page).toHaveURL(`${API}/web/result?code=${code}`)
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
    await shot(page, 'issue22-result-two-orders-zh')
    await new ResultPage(page).orderLink(2).click()
    await expect(page).toHaveURL(/\/web\/member\/order_list\?status=all&page=1$/)
  })

  test('English: cancelled, pay again, view the order', async ({ page, member }) => {
    // the whole way through login or the gateway and back, on a busy machine
    test.slow()
    await useEnglish(page)
    const order = await placeOrder(page, member, { skuId: EXPRESS_SKU })
    await page.goto(`pay?code=${order.outTradeNo}`)
    await page.getByRole('radio', { name: 'Alipay' }).click()
    await page.getByRole('button', { name: 'Pay now' }).click()
    await new GatewayPage(page).cancel()
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('You cancelled the payment: nothing was charged')
    await shot(page, 'issue22-pay-cancelled-en')
    await page.getByRole('button', { name: 'Pay again' }).click()
    await new GatewayPage(page).approve()
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await shot(page, 'issue22-result-order-link-en')
    await page.getByRole('link', { name: 'View order', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`order_detail\\?order_id=${order.orderId}$`))
  })
})

async function cartWith(page: Page, member: Member): Promise<PlainSku> {
  const [sku] = await plainGoods()
  await ops('cart:add', member.username, String(sku!.sku_id))
  await loginByApi(page, member)
  return sku!
}

test('(4) the cart says why a typed quantity changed: the stock left, the minimum', async ({ page, member }) => {
  await withoutPopups(page)
  const sku = await cartWith(page, member)
  const cart = new CartPage(page)
  await cart.goto()
  await cart.seeLoaded()
  await cart.typeQuantity(sku.sku_name, '999')
  await cart.seeQuantity(sku.sku_name, sku.stock)
  await cart.seeQuantityNote(sku.sku_name, `库存仅剩 ${sku.stock} 件`)
  await cart.seeAccessible()
  await shot(page, 'issue22-cart-stock-zh')
  await cart.typeQuantity(sku.sku_name, '0')
  await cart.seeQuantity(sku.sku_name, 1)
  await cart.seeQuantityNote(sku.sku_name, '最少购买 1 件')
  await shot(page, 'issue22-cart-min-zh')
})

test('(4) English: the cart quantity notes', async ({ page, member }) => {
  await useEnglish(page)
  await withoutPopups(page)
  const sku = await cartWith(page, member)
  await page.goto('cart')
  const field = page.getByRole('textbox', { name: `Quantity of ${sku.sku_name}` })
  await field.fill('999')
  await expect(field).toHaveValue(String(sku.stock))
  await expect(field).toHaveAccessibleDescription(`Only ${sku.stock} left in stock`)
  await shot(page, 'issue22-cart-stock-en')
  await field.fill('0')
  await expect(field).toHaveValue('1')
  await expect(field).toHaveAccessibleDescription('The minimum is 1')
})

test('(4) a shopper who types again while the first save is still on its way sees the number they typed, never an older one, and the cart keeps it', async ({ page, member }) => {
  await withoutPopups(page)
  const sku = await cartWith(page, member)
  // a slow network: the first save reaches the server late (after the next one is sent)
  let first = true
  await page.route('**/api/cart/edit', async (route) => {
    if (first) {
      first = false
      await new Promise((r) => setTimeout(r, 1500))
    }
    await route.continue()
  })
  const cart = new CartPage(page)
  await cart.goto()
  await cart.seeLoaded()
  // every number the field shows, frame by frame
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenQty: seen })
    const tick = () => {
      const value = document.querySelector<HTMLInputElement>('[data-testid="cart-line"] input')?.value ?? ''
      if (value !== seen.at(-1)) seen.push(value)
      requestAnimationFrame(tick)
    }
    tick()
  })
  const firstSave = page.waitForRequest('**/api/cart/edit')
  await cart.typeQuantity(sku.sku_name, '9')
  await firstSave
  await cart.typeQuantity(sku.sku_name, '20')
  await cart.seeQuantity(sku.sku_name, 20)
  await expect.poll(async () => serverCart(await tokenOf(page)), { timeout: 20_000 }).toEqual([[sku.sku_id, 20]])
  await page.waitForLoadState('networkidle')
  await cart.seeQuantity(sku.sku_name, 20)
  const seen = await page.evaluate(() => (window as unknown as { seenQty: string[] }).seenQty)
  // once 20 is shown it stays: no older number flickers back
  expect(seen.slice(seen.indexOf('20'))).toEqual(['20'])
})

test('(7) the address form: city and district are empty until their parent is picked', async ({ page, member }) => {
  await loginByApi(page, member)
  const book = new AddressBookPage(page)
  await book.goto()
  const form = await book.add()
  // the provinces come with their own call: the list fills once it answers
  await expect.poll(async () => (await form.optionsOf('省份')).length).toBeGreaterThan(30)
  expect(await form.optionsOf('城市')).toEqual(['请先选择省份'])
  expect(await form.optionsOf('区县')).toEqual(['请先选择城市'])
  await expect(page.getByRole('combobox', { name: '城市' })).toBeDisabled()
  await shot(page, 'issue22-address-empty-zh')
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '北京市' })
  await expect.poll(() => form.optionsOf('城市')).toEqual(['请选择城市', '北京市'])
  expect(await form.optionsOf('区县')).toEqual(['请先选择城市'])
  await book.seeAccessible()
})

test('(7) English: the empty city and district say what to pick first', async ({ page, member }) => {
  await useEnglish(page)
  await loginByApi(page, member)
  await page.goto('member/address_edit')
  const city = page.getByRole('combobox', { name: 'City' })
  await expect(page.getByRole('combobox', { name: 'Province' }).locator('option').nth(5)).toBeAttached()
  await expect(city.locator('option')).toHaveText(['Choose a province first'])
  await expect(page.getByRole('combobox', { name: 'District' }).locator('option')).toHaveText(['Choose a city first'])
  await shot(page, 'issue22-address-empty-en')
})

/**
 * the flash-sale page's sessions, as the strip lists them: it opens at the group of the session now on
 * (the time of day decides which), so back to the first group, then on through the next ones
 */
async function sessionTimes(page: Page, next: string, previous: string): Promise<string[]> {
  const zone = new SeckillZonePage(page)
  await zone.goto()
  await expect(page.getByTestId('seckill-slot').first()).toBeVisible()
  const back = page.getByRole('button', { name: previous })
  while (!(await back.isDisabled())) await back.click()
  const times = new Set<string>()
  for (;;) {
    for (const text of await page.getByTestId('seckill-slot').allInnerTexts()) times.add(/\d\d:\d\d/.exec(text)![0])
    const arrow = page.getByRole('button', { name: next })
    if (await arrow.isDisabled()) break
    await arrow.click()
  }
  return [...times].sort()
}

const hoursApart = (times: string[]) => {
  const hours = times.map((t) => Number(t.slice(0, 2)))
  const gaps = new Set(hours.slice(1).map((h, i) => h - hours[i]!))
  expect(gaps.size, `sessions at ${times.join(' ')}`).toBe(1)
  return [...gaps][0]!
}

test('(13) the home banner says what the flash-sale sessions are', async ({ page }) => {
  await withoutPopups(page)
  const times = await sessionTimes(page, '下一组场次', '上一组场次')
  const gap = hoursApart(times)
  await page.goto('index')
  const banner = page.getByRole('link', { name: /^限时秒杀 / })
  await expect(banner).toHaveAccessibleName(`限时秒杀 每 ${gap} 小时一场 全天 ${times.length} 场`)
  await shot(page, 'issue22-seckill-banner-zh', banner)
})

test('(13) English: the banner says what the sessions are', async ({ page }) => {
  await useEnglish(page)
  await withoutPopups(page)
  const times = await sessionTimes(page, 'Later sessions', 'Earlier sessions')
  const gap = hoursApart(times)
  await page.goto('index')
  const banner = page.getByRole('link', { name: /^Flash sale — / })
  await expect(banner).toHaveAccessibleName(`Flash sale — A round every ${gap} hours, ${times.length} a day`)
  await shot(page, 'issue22-seckill-banner-en', banner)
})
